import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES } from '@school/contracts';
import { type Job } from 'bullmq';
import { type MailJob } from './mail-content';
import { MailTransport } from './mail.transport';

// The mail queue's worker: retried with back-off by BullMQ; a job survives a restart in Redis.
@Processor(QUEUES.mail)
export class MailProcessor extends WorkerHost {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  async process(job: Job<MailJob>): Promise<void> {
    await this.transport.send(job.data);
  }
}
