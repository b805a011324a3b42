import { Module } from '@nestjs/common';
import { MailTemplateRpc } from './mail-template.rpc';
import { MailTemplateService } from './mail-template.service';

@Module({ controllers: [MailTemplateRpc], providers: [MailTemplateService] })
export class MailTemplateModule {}
