import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { ApplicationMailConsumer } from './application-mail.consumer';
import { MailModule } from './mail.module';

// Mails to a center about its students' applications (issue 24), from scheduling's LessonApplied.
@Module({ imports: [MailModule], providers: [ApplicationMailConsumer, serviceRpcProvider] })
export class ApplicationMailModule {}
