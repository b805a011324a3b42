// Tables every service schema gets in its first migration: the outbox it writes in the same
// transaction as its change, and the inbox that makes its event consumers idempotent.
export const outboxTablesSql = (schema: string): string[] => [
  `CREATE TABLE "${schema}"."outbox" (
     "id" bigserial PRIMARY KEY,
     "subject" text NOT NULL,
     "type" text NOT NULL,
     "payload" jsonb NOT NULL,
     "created_at" timestamptz NOT NULL DEFAULT now(),
     "published_at" timestamptz
   )`,
  `CREATE INDEX "outbox_unpublished" ON "${schema}"."outbox" ("id") WHERE "published_at" IS NULL`,
  `CREATE TABLE "${schema}"."inbox" (
     "consumer" text NOT NULL,
     "event_id" text NOT NULL,
     "processed_at" timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY ("consumer", "event_id")
   )`,
];

export const dropOutboxTablesSql = (schema: string): string[] => [
  `DROP TABLE "${schema}"."inbox"`,
  `DROP TABLE "${schema}"."outbox"`,
];

export const outboxChannel = (schema: string) => `outbox_${schema}`;
