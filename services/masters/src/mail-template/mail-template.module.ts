import { Module } from '@nestjs/common';
import { MailTemplateRpc } from './mail-template.rpc';
import { MailTemplateRepository } from './mail-template.repository';
import { MailTemplateService } from './mail-template.service';

@Module({ controllers: [MailTemplateRpc], providers: [MailTemplateRepository, MailTemplateService] })
export class MailTemplateModule {}
