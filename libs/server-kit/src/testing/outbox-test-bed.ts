import { type DomainEvent } from '@school/contracts';
import { ensureEventStream } from '../outbox/event-stream';
import { deadLetterTableSql, outboxActorColumnsSql, outboxReplayColumnSql, outboxTablesSql } from '../outbox/outbox.repository';
import { connect, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';

// What the outbox and consumer tests run against: the real PostgreSQL and NATS JetStream, a schema
// of the test's own with the outbox's tables (and the dead-letter table) and an "effects" table the
// consumers write to, and a NATS namespace of its own. name: the test's, unique among them.
export type OutboxTestBed = { ds: DataSource; nc: NatsConnection; schema: string; close: () => Promise<void> };

async function outboxTestBed(name: string): Promise<OutboxTestBed> {
  const schema = `${name}_test_${process.pid}`;
  process.env.NATS_NAMESPACE = `${name.replace(/_/g, '')}test${process.pid}`;
  const ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4 } });
  await ds.initialize();
  await ds.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await ds.query(`CREATE SCHEMA "${schema}"`);
  for (const sql of [
    ...outboxTablesSql(schema),
    ...outboxReplayColumnSql(schema),
    ...outboxActorColumnsSql(schema),
    ...deadLetterTableSql(schema),
  ])
    await ds.query(sql);
  await ds.query(`CREATE TABLE "${schema}"."effects" ("event_id" text NOT NULL, "n" int NOT NULL)`);
  const nc = await connect({ servers: process.env.NATS_URL });
  const close = async () => {
    const jsm = await nc.jetstreamManager();
    await ensureEventStream(jsm)
      .then((stream) => jsm.streams.delete(stream))
      .catch(() => undefined);
    await nc.close();
    await ds.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await ds.destroy();
  };
  return { ds, nc, schema, close };
}

// The bed of one describe block: set up before its tests, taken down after them; read its fields
// inside the tests.
export function useOutboxTestBed(name: string): OutboxTestBed {
  const bed = {} as OutboxTestBed;
  beforeAll(async () => Object.assign(bed, await outboxTestBed(name)));
  afterAll(() => bed.close());
  return bed;
}

// The tests' events are deletions of center n; any other event has no number.
export const centerDeleted = (n: number) => ({ action: 'deleted', center_no: n }) as const;
export const numberOf = (event: DomainEvent): number =>
  event.type === 'CenterChanged' && event.data.action === 'deleted' ? event.data.center_no : Number.NaN;
