import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@school/contracts';
import { queueRoot } from '@school/server-kit';
import { MailProcessor } from './mail.processor';
import { MailTransport } from './mail.transport';
import { Mailer } from './mailer';

@Module({
  imports: [queueRoot(), BullModule.registerQueue({ name: QUEUES.mail })],
  providers: [Mailer, MailTransport, MailProcessor],
  exports: [Mailer],
})
export class MailModule {}
