import { createHash, randomUUID } from 'node:crypto';
import { type DataSource, type EntityManager } from 'typeorm';

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
  constructor(
    private readonly ds: DataSource,
    private readonly schema: string,
  ) {}

  async once<R>(key: string, queue: string, effect: (tx: EntityManager) => Promise<R>): Promise<JobOutcome<R>> {
    return this.ds.transaction(async (tx) => {
      const claimed = (await tx.query(
        `INSERT INTO "${this.schema}"."job_run" ("job_key", "queue") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
        [key, queue],
      )) as unknown[];
      if (!claimed.length) {
        const [done] = (await tx.query(`SELECT "result" FROM "${this.schema}"."job_run" WHERE "job_key" = $1`, [key])) as {
          result: R;
        }[];
        return { result: done.result, ran: false };
      }
      const result = await effect(tx);
      await tx.query(`UPDATE "${this.schema}"."job_run" SET "result" = $2, "completed_at" = now() WHERE "job_key" = $1`, [
        key,
        JSON.stringify(result ?? null),
      ]);
      return { result, ran: true };
    });
  }

  // The stored result of a job that has run, or undefined.
  async find<R>(key: string): Promise<{ result: R; completedAt: Date } | undefined> {
    const [row] = (await this.ds.query(`SELECT "result", "completed_at" FROM "${this.schema}"."job_run" WHERE "job_key" = $1`, [
      key,
    ])) as { result: R; completed_at: Date }[];
    return row ? { result: row.result, completedAt: row.completed_at } : undefined;
  }
}
