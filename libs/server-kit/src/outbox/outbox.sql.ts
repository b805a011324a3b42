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

// Where an IdempotentConsumer puts an event it gave up on after EVENT_MAX_DELIVERIES deliveries (a
// poison event, docs/events.md), so the events behind it flow; one row per consumer and event.
export const deadLetterTableSql = (schema: string): string[] => [
  `CREATE TABLE "${schema}"."dead_letter" (
     "consumer" text NOT NULL,
     "event_id" text NOT NULL,
     "type" text,
     "subject" text NOT NULL,
     "data" jsonb,
     "error" text NOT NULL,
     "attempts" int NOT NULL,
     "dead_at" timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY ("consumer", "event_id")
   )`,
];

export const dropDeadLetterTableSql = (schema: string): string[] => [`DROP TABLE "${schema}"."dead_letter"`];

export const outboxChannel = (schema: string) => `outbox_${schema}`;
