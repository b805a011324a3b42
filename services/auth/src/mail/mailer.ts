import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { QUEUES } from '@school/contracts';
import { newJobKey } from '@school/server-kit';
import { type Queue } from 'bullmq';
import { type MailJob } from './mail-content';

@Injectable()
export class Mailer {
  constructor(@InjectQueue(QUEUES.mail) private readonly queue: Queue<MailJob>) {}

  // The job id is the mail's idempotency key (and its Message-ID's local part). A caller passes its
  // own key when a mail is sent again for the same reason (a redelivered event): it is not queued twice.
  async enqueue(mail: MailJob, key: string = newJobKey(QUEUES.mail)): Promise<void> {
    await this.queue.add(mail.kind, mail, {
      jobId: key,
      attempts: 8,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  }
}
