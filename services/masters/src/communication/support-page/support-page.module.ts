import { Module } from '@nestjs/common';
import { SupportPageRpc } from './support-page.rpc';
import { SupportPageRepository } from './support-page.repository';
import { SupportPageService } from './support-page.service';

@Module({ controllers: [SupportPageRpc], providers: [SupportPageRepository, SupportPageService] })
export class SupportPageModule {}
