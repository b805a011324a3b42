import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { QUEUES } from '@school/contracts';
import { type Queue } from 'bullmq';
import { type MailJob } from './mail-content';

@Injectable()
export class Mailer {
  constructor(@InjectQueue(QUEUES.mail) private readonly queue: Queue<MailJob>) {}

  // jobId: a mail sent again for the same reason (a redelivered event) is not queued twice.
  async enqueue(mail: MailJob, jobId?: string): Promise<void> {
    await this.queue.add(mail.kind, mail, {
      jobId,
      attempts: 8,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  }
}
