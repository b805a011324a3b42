import { type DomainEvent } from '@school/contracts';
import { type JetStreamManager } from 'nats';
import { centerDeleted, numberOf, useOutboxTestBed, waitFor } from '../testing';
import { ensureEventStream } from './event-stream';
import { IdempotentConsumer } from './idempotent.consumer';
import { OutboxRelay, type OutboxRelayOptions } from './outbox.relay';
import { writeEvent } from './outbox.writer';

// The event stream or a durable consumer disappearing while the relay and the consumers run (deleted
// by hand, or by another run on the shared NATS), against the real PostgreSQL and NATS JetStream:
// they are made again, what was written meanwhile is published, and each event is applied once.
const WAIT_MS = 10_000;

describe('outbox relay and consumer when the stream or the durable consumer disappears', () => {
  const bed = useOutboxTestBed('stream_recovery');

  const effects = async () =>
    (await bed.ds.query(`SELECT "n", count(*)::int AS "c" FROM "${bed.schema}"."effects" GROUP BY "n" ORDER BY "n"`)) as {
      n: number;
      c: number;
    }[];
  const write = (n: number) => bed.ds.transaction((tx) => writeEvent(tx, 'CenterChanged', centerDeleted(n), bed.schema));
  const unpublished = async () =>
    Number((await bed.ds.query(`SELECT count(*) FROM "${bed.schema}"."outbox" WHERE "published_at" IS NULL`))[0].count);
  const consumerOf = (jsm: JetStreamManager, stream: string, onLost: (e: unknown) => void) =>
    new IdempotentConsumer({
      ds: bed.ds,
      schema: bed.schema,
      js: bed.nc.jetstream(),
      jsm,
      stream,
      name: 'effects',
      filterSubject: `${process.env.NATS_NAMESPACE}.evt.masters.>`,
      handle: async (event: DomainEvent, tx) => {
        await tx.query(`INSERT INTO "${bed.schema}"."effects" ("event_id", "n") VALUES ($1, $2)`, [event.id, numberOf(event)]);
      },
      onLost,
    });

  const relayOf = (more: Partial<OutboxRelayOptions>) =>
    new OutboxRelay({
      ds: bed.ds,
      databaseUrl: process.env.DATABASE_URL!,
      service: 'masters',
      schema: bed.schema,
      js: bed.nc.jetstream(),
      ...more,
    });

  // events 1..count applied once each; the consumer lost its durable once
  const expectAppliedOnceEach = async (count: number, lost: unknown[]) => {
    expect(await effects()).toEqual(Array.from({ length: count }, (_, i) => ({ n: i + 1, c: 1 })));
    expect(lost).toHaveLength(1);
  };

  // each test on a stream of its own: the earlier tests' events are not its
  beforeEach(async () => {
    await bed.ds.query(`TRUNCATE "${bed.schema}"."effects", "${bed.schema}"."inbox", "${bed.schema}"."outbox"`);
    const jsm = await bed.nc.jetstreamManager();
    await jsm.streams.delete(await ensureEventStream(jsm)).catch(() => undefined);
  });

  it('re-creates the stream it publishes to, once logged, and publishes what was written while it was gone', async () => {
    const { nc } = bed;
    const jsm = await nc.jetstreamManager();
    const stream = await ensureEventStream(jsm);
    const missing: [string, unknown][] = [];
    const errors: unknown[] = [];
    const relay = relayOf({ onStreamMissing: (s, e) => missing.push([s, e]), onError: (e) => errors.push(e) });
    await relay.start();
    try {
      await write(1);
      await waitFor(async () => (await unpublished()) === 0, 'the first event published', WAIT_MS);
      await jsm.streams.delete(stream);
      await write(2);
      await write(3);
      await waitFor(async () => (await unpublished()) === 0, 'the events written while the stream was gone', WAIT_MS);
    } finally {
      await relay.stop();
    }
    expect((await jsm.streams.info(stream)).state.messages).toBe(2);
    expect(missing).toEqual([[stream, undefined]]);
    expect(errors).toEqual([]);
  });

  it('delivers an event written while the stream was gone exactly once, to a consumer that lost its durable with it', async () => {
    const { nc } = bed;
    const jsm = await nc.jetstreamManager();
    const stream = await ensureEventStream(jsm);
    const lost: unknown[] = [];
    const consumer = consumerOf(jsm, stream, (e) => lost.push(e));
    const relay = relayOf({ jsm });
    await consumer.start();
    await relay.start();
    try {
      await write(1);
      await waitFor(async () => (await effects()).length === 1, 'the first effect', WAIT_MS);
      await jsm.streams.delete(stream);
      await write(2);
      await waitFor(
        async () => (await effects()).length === 2,
        'the effect of the event written while the stream was gone',
        WAIT_MS,
      );
      // and the consumer goes on with the next one
      await write(3);
      await waitFor(async () => (await effects()).length === 3, 'the effect after recovery', WAIT_MS);
    } finally {
      await relay.stop();
      await consumer.stop();
    }
    await expectAppliedOnceEach(3, lost);
    expect(await unpublished()).toBe(0);
  });

  it('keeps consuming after its durable consumer is deleted; the redelivered events are not applied again', async () => {
    const { nc } = bed;
    const jsm = await nc.jetstreamManager();
    const stream = await ensureEventStream(jsm);
    const js = nc.jetstream();
    const subject = `${process.env.NATS_NAMESPACE}.evt.masters.CenterChanged`;
    const publish = (n: number) =>
      js.publish(
        subject,
        JSON.stringify({
          id: `masters:${n}`,
          type: 'CenterChanged',
          service: 'masters',
          occurredAt: new Date().toISOString(),
          data: centerDeleted(n),
        }),
        { msgID: `masters:${n}` },
      );
    const lost: unknown[] = [];
    const consumer = consumerOf(jsm, stream, (e) => lost.push(e));
    await consumer.start();
    try {
      await publish(1);
      await publish(2);
      await waitFor(async () => (await effects()).length === 2, 'the first two effects', WAIT_MS);
      await jsm.consumers.delete(stream, 'effects');
      await publish(3);
      await waitFor(async () => (await effects()).length === 3, 'the effect after the durable was deleted', WAIT_MS);
      // the new durable delivered 1 and 2 again (from the stream's start): acknowledged, not applied
      await waitFor(async () => (await jsm.consumers.info(stream, 'effects')).num_ack_pending === 0, 'every ack', WAIT_MS);
      expect((await jsm.consumers.info(stream, 'effects')).delivered.stream_seq).toBe(3);
    } finally {
      await consumer.stop();
    }
    await expectAppliedOnceEach(3, lost);
  });

  it("refuses a stream of its name that takes another namespace's subjects (its publishes would all be refused)", async () => {
    const jsm = await bed.nc.jetstreamManager();
    const ns = process.env.NATS_NAMESPACE!;
    // "STREAMRECOVERYTEST<pid>" maps to the same stream name as "streamrecoverytest<pid>"
    const name = `${ns.toUpperCase()}_EVENTS`;
    await jsm.streams.add({ name, subjects: [`${ns.toUpperCase()}.evt.>`] });
    try {
      await expect(ensureEventStream(jsm)).rejects.toThrow(
        `not ${ns}.evt.>: another NATS_NAMESPACE maps to the same stream name`,
      );
    } finally {
      await jsm.streams.delete(name);
    }
  });
});
