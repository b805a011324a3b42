import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES } from '@school/contracts';
import { JobLedger, jobWorkerOptions } from '@school/server-kit';
import { type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { type MailJob } from './mail-content';
import { MailTransport } from './mail.transport';

// The mail queue's worker: retried with back-off by BullMQ; a job survives a restart in Redis. Each
// job sends its mail once (docs/jobs.md): its ledger row, the sent-mail record, is checked before
// sending and committed right after the SMTP server accepted the mail.
@Processor(QUEUES.mail, jobWorkerOptions())
export class MailProcessor extends WorkerHost {
  private readonly ledger: JobLedger;

  constructor(
    private readonly transport: MailTransport,
    ds: DataSource,
  ) {
    super();
    this.ledger = new JobLedger(ds, 'auth');
  }

  async process(job: Job<MailJob>): Promise<void> {
    const key = job.id!;
    await this.ledger.once(key, QUEUES.mail, () => this.transport.send(job.data, key));
  }
}
