import { Module } from '@nestjs/common';
import { SupportPageRpc } from './support-page.rpc';
import { SupportPageService } from './support-page.service';

@Module({ controllers: [SupportPageRpc], providers: [SupportPageService] })
export class SupportPageModule {}
