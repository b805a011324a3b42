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
