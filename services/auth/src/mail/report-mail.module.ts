import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { MailModule } from './mail.module';
import { MailRepository } from './mail.repository';
import { ReportMailConsumer } from './report-mail.consumer';

// Mails about lesson reports (issue 13), from the reports service's events.
@Module({ imports: [MailModule], providers: [ReportMailConsumer, MailRepository, serviceRpcProvider] })
export class ReportMailModule {}
