import { Module } from '@nestjs/common';
import { CenterModule } from '../../center/center.module';
import { NoticeRepository } from './notice.repository';
import { NoticeRpc } from './notice.rpc';
import { NoticeService } from './notice.service';

@Module({
  imports: [CenterModule],
  controllers: [NoticeRpc],
  providers: [NoticeRepository, NoticeService],
  exports: [NoticeService],
})
export class NoticeModule {}
