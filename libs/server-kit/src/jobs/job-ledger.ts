import { createHash, randomUUID } from 'node:crypto';
import { type DataSource, type EntityManager } from 'typeorm';
import { JobLedgerRepository } from './job-ledger.repository';

export type JobOutcome<R> = { result: R; ran: boolean };

// A job's idempotency key: the queue's name and a UUID. It is the BullMQ job id too, so adding the
// same key twice queues one job.
export const newJobKey = (queue: string): string => `${queue}.${randomUUID()}`;

// A UUID fixed by a job key: a file the job writes has the same key in every attempt, so an attempt
// killed after the file was complete but before its record is overwritten, not doubled.
export const uuidOfJobKey = (key: string): string => {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

// Runs each job's effect at most once per idempotency key, whatever BullMQ does (a job retried after
// a crash, a stalled job taken by a second worker while the first still runs). In one transaction:
// insert the key's row, run the effect, store its result, commit. A second attempt with the same
// key waits on the first's uncommitted row; when that commits it answers the stored result without
// running; when the first attempt died (its connection dropped, so PostgreSQL rolled it back) it
// runs the effect itself. Effects in the database take `tx` and so commit with the record. An
// effect outside (a file, a mail) runs inside the transaction too: only a crash between the outside
// effect's end and the commit repeats it (docs/jobs.md), which files make harmless by a fixed key
// (uuidOfJobKey) and mails by a fixed Message-ID.
//
// The transaction holds one pool connection while the effect runs.
export class JobLedger {
  private readonly repo: JobLedgerRepository;

  constructor(
    private readonly ds: DataSource,
    schema: string,
  ) {
    this.repo = new JobLedgerRepository(schema);
  }

  async once<R>(key: string, queue: string, effect: (tx: EntityManager) => Promise<R>): Promise<JobOutcome<R>> {
    return this.ds.transaction(async (tx) => {
      if (!(await this.repo.claim(tx, key, queue))) return { result: await this.repo.result<R>(tx, key), ran: false };
      const result = await effect(tx);
      await this.repo.complete(tx, key, result);
      return { result, ran: true };
    });
  }

  // The stored result of a job that has run, or undefined.
  async find<R>(key: string): Promise<{ result: R; completedAt: Date } | undefined> {
    const row = await this.repo.find<R>(this.ds, key);
    return row ? { result: row.result, completedAt: row.completed_at } : undefined;
  }
}
