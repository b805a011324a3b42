import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { ApplicationMailConsumer } from './application-mail.consumer';
import { MailModule } from './mail.module';
import { RebookingMailConsumer } from './rebooking-mail.consumer';

// Mails to a center about its students' applications (issue 24) and rebooking requests (issue 25), from
// scheduling's LessonApplied and RebookingRequested.
@Module({ imports: [MailModule], providers: [ApplicationMailConsumer, RebookingMailConsumer, serviceRpcProvider] })
export class ApplicationMailModule {}
