import { Module } from '@nestjs/common';
import { NoticeRpc } from './notice.rpc';
import { NoticeService } from './notice.service';

@Module({ controllers: [NoticeRpc], providers: [NoticeService], exports: [NoticeService] })
export class NoticeModule {}
