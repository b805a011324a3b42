// The table a service schema needs (in a migration) before it runs jobs through a JobLedger: one row
// per job whose effect has happened, committed in the same transaction as that effect.
export const jobTablesSql = (schema: string): string[] => [
  `CREATE TABLE "${schema}"."job_run" (
     "job_key" text PRIMARY KEY,
     "queue" text NOT NULL,
     "result" jsonb,
     "completed_at" timestamptz NOT NULL DEFAULT now()
   )`,
];

export const dropJobTablesSql = (schema: string): string[] => [`DROP TABLE "${schema}"."job_run"`];

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

// Every query on one schema's job_run table.
export class JobLedgerRepository {
  constructor(private readonly schema: string) {}

  // Returns false when the key's row exists (a second attempt waits here on the first's uncommitted row).
  async claim(tx: Queryable, key: string, queue: string): Promise<boolean> {
    const claimed = (await tx.query(
      `INSERT INTO "${this.schema}"."job_run" ("job_key", "queue") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [key, queue],
    )) as unknown[];
    return claimed.length > 0;
  }

  async result<R>(tx: Queryable, key: string): Promise<R> {
    const [done] = (await tx.query(`SELECT "result" FROM "${this.schema}"."job_run" WHERE "job_key" = $1`, [key])) as {
      result: R;
    }[];
    return done.result;
  }

  async complete(tx: Queryable, key: string, result: unknown): Promise<void> {
    await tx.query(`UPDATE "${this.schema}"."job_run" SET "result" = $2, "completed_at" = now() WHERE "job_key" = $1`, [
      key,
      JSON.stringify(result ?? null),
    ]);
  }

  async find<R>(db: Queryable, key: string): Promise<{ result: R; completed_at: Date } | undefined> {
    const [row] = (await db.query(`SELECT "result", "completed_at" FROM "${this.schema}"."job_run" WHERE "job_key" = $1`, [
      key,
    ])) as { result: R; completed_at: Date }[];
    return row;
  }
}
