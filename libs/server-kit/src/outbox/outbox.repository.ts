import { type EventReplay } from '@school/contracts';

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

// The outbox row of a replayed dead letter names the consumer it is for (docs/events.md).
export const outboxReplayColumnSql = (schema: string): string[] => [`ALTER TABLE "${schema}"."outbox" ADD COLUMN "replay" jsonb`];

export const dropOutboxReplayColumnSql = (schema: string): string[] => [`ALTER TABLE "${schema}"."outbox" DROP COLUMN "replay"`];

// Who made the change and in which request (the audit trail, docs/audit.md): null for work no user
// asked for (a CLI command, a job) and for rows written before these columns.
export const outboxActorColumnsSql = (schema: string): string[] => [
  `ALTER TABLE "${schema}"."outbox" ADD COLUMN "actor_user_no" int, ADD COLUMN "request_id" text`,
];

export const dropOutboxActorColumnsSql = (schema: string): string[] => [
  `ALTER TABLE "${schema}"."outbox" DROP COLUMN "actor_user_no", DROP COLUMN "request_id"`,
];

export const dropDeadLetterTableSql = (schema: string): string[] => [`DROP TABLE "${schema}"."dead_letter"`];

export const outboxChannel = (schema: string) => `outbox_${schema}`;

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

export type OutboxRow = {
  id: string;
  subject: string;
  type: string;
  payload: unknown;
  replay: EventReplay | null;
  actor_user_no: number | null;
  request_id: string | null;
  created_at: Date;
};

export type DeadLetterRow = {
  consumer: string;
  eventId: string;
  type: string | null;
  subject: string;
  data: unknown;
  error: string;
  attempts: number;
};

// Every query on one schema's outbox, inbox and dead-letter tables.
export class OutboxRepository {
  constructor(private readonly schema: string) {}

  // The row and its NOTIFY, in the caller's transaction (NOTIFY is delivered at commit).
  async insertEvent(
    tx: Queryable,
    e: {
      subject: string;
      type: string;
      payload: unknown;
      replay?: EventReplay;
      actorUserNo?: number | null;
      requestId?: string | null;
    },
  ): Promise<string> {
    const [row] = (await tx.query(
      `INSERT INTO "${this.schema}"."outbox" ("subject", "type", "payload", "replay", "actor_user_no", "request_id")
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING "id"`,
      [
        e.subject,
        e.type,
        JSON.stringify(e.payload),
        e.replay ? JSON.stringify(e.replay) : null,
        e.actorUserNo ?? null,
        e.requestId ?? null,
      ],
    )) as { id: string }[];
    await tx.query(`SELECT pg_notify($1, '')`, [outboxChannel(this.schema)]);
    return row.id;
  }

  async listen(listener: Queryable): Promise<void> {
    await listener.query(`LISTEN "${outboxChannel(this.schema)}"`);
  }

  // Claimed with FOR UPDATE SKIP LOCKED: relays running side by side take different rows.
  async claimUnpublished(tx: Queryable, limit: number): Promise<OutboxRow[]> {
    return (await tx.query(
      `SELECT "id", "subject", "type", "payload", "replay", "actor_user_no", "request_id", "created_at" FROM "${this.schema}"."outbox"
        WHERE "published_at" IS NULL ORDER BY "id" LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    )) as OutboxRow[];
  }

  async markPublished(tx: Queryable, ids: readonly string[]): Promise<void> {
    await tx.query(`UPDATE "${this.schema}"."outbox" SET "published_at" = now() WHERE "id" = ANY($1::bigint[])`, [ids]);
  }

  // Returns false when the consumer has already applied the event.
  async insertInbox(tx: Queryable, consumer: string, eventId: string): Promise<boolean> {
    const inserted = (await tx.query(
      `INSERT INTO "${this.schema}"."inbox" ("consumer", "event_id") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [consumer, eventId],
    )) as unknown[];
    return inserted.length > 0;
  }

  // The dead letter to replay, locked; undefined when there is none.
  async lockDeadLetter(tx: Queryable, consumer: string, eventId: string): Promise<DeadLetterRow | undefined> {
    const [row] = (await tx.query(
      `SELECT "consumer", "event_id" AS "eventId", "type", "subject", "data", "error", "attempts" FROM "${this.schema}"."dead_letter"
        WHERE "consumer" = $1 AND "event_id" = $2 FOR UPDATE`,
      [consumer, eventId],
    )) as DeadLetterRow[];
    return row;
  }

  // Returns whether there was such a row.
  async deleteDeadLetter(tx: Queryable, consumer: string, eventId: string): Promise<boolean> {
    // a WITH, so the answer is rows whichever driver runs it (TypeORM answers a bare DELETE otherwise)
    const deleted = (await tx.query(
      `WITH d AS (DELETE FROM "${this.schema}"."dead_letter" WHERE "consumer" = $1 AND "event_id" = $2 RETURNING 1)
       SELECT 1 FROM d`,
      [consumer, eventId],
    )) as unknown[];
    return deleted.length > 0;
  }

  // Returns whether the row is new.
  async insertDeadLetter(db: Queryable, d: DeadLetterRow): Promise<boolean> {
    const inserted = (await db.query(
      `INSERT INTO "${this.schema}"."dead_letter" ("consumer", "event_id", "type", "subject", "data", "error", "attempts")
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) ON CONFLICT DO NOTHING RETURNING 1`,
      [d.consumer, d.eventId, d.type, d.subject, JSON.stringify(d.data), d.error, d.attempts],
    )) as unknown[];
    return inserted.length > 0;
  }
}
