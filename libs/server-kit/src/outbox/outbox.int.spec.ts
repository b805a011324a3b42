import { type DomainEvent } from '@school/contracts';
import { centerDeleted, numberOf, useOutboxTestBed, waitFor } from '../testing';
import { ensureEventStream } from './event-stream';
import { IdempotentConsumer } from './idempotent.consumer';
import { OutboxRelay, RELAY_DEAD_LETTER } from './outbox.relay';
import { writeEvent } from './outbox.writer';
import { runInRequestContext } from '../rpc/request-context';

// The outbox against the real PostgreSQL and NATS JetStream: the relay is stopped in the middle of
// a batch (after publishing, before marking) and restarted; every event arrives and the consumer's
// side effects happen exactly once.
const EVENTS = 300;

describe('transactional outbox, relay and idempotent consumer', () => {
  const bed = useOutboxTestBed('outbox');

  it('delivers every event once to the side effects across a relay stop and restart', async () => {
    const { ds, nc, schema: SCHEMA } = bed;
    const jsm = await nc.jetstreamManager();
    const stream = await ensureEventStream(jsm);
    const js = nc.jetstream();

    // Events are written in the same transactions as (imaginary) changes; one rolled back never exists.
    for (let i = 0; i < EVENTS; i++) {
      await ds.transaction((tx) => writeEvent(tx, 'CenterChanged', centerDeleted(i), SCHEMA));
    }
    await ds
      .transaction(async (tx) => {
        await writeEvent(tx, 'CenterChanged', centerDeleted(-1), SCHEMA);
        throw new Error('rolled back');
      })
      .catch(() => undefined);

    // First relay: dies after its 130th publish, in the middle of its second batch of 100.
    let published = 0;
    const crashing = new OutboxRelay({
      ds,
      databaseUrl: process.env.DATABASE_URL!,
      service: 'masters',
      schema: SCHEMA,
      js,
      batchSize: 100,
      afterPublish: () => {
        published++;
        if (published === 130) void crashing.stop();
      },
    });
    await crashing.start();
    await waitFor(async () => published >= 130, 'the crashing relay');
    await crashing.stop();
    const marked = Number(
      (await ds.query(`SELECT count(*) FROM "${SCHEMA}"."outbox" WHERE "published_at" IS NOT NULL`))[0].count,
    );
    expect(marked).toBe(100);

    // The consumer starts while events are still missing; a second consumer instance on the same
    // durable name shares the stream, as replicas would.
    const applied: DomainEvent[] = [];
    const consumer = (): IdempotentConsumer =>
      new IdempotentConsumer({
        ds,
        schema: SCHEMA,
        js,
        jsm,
        stream,
        name: 'effects',
        filterSubject: `${process.env.NATS_NAMESPACE}.evt.masters.>`,
        handle: async (event, tx) => {
          applied.push(event);
          await tx.query(`INSERT INTO "${SCHEMA}"."effects" ("event_id", "n") VALUES ($1, $2)`, [event.id, numberOf(event)]);
        },
      });
    const a = consumer();
    const b = consumer();
    await a.start();
    await b.start();

    // Second relay: re-publishes the 30 published-but-unmarked events and the rest.
    const relay = new OutboxRelay({
      ds,
      databaseUrl: process.env.DATABASE_URL!,
      service: 'masters',
      schema: SCHEMA,
      js,
      batchSize: 100,
    });
    await relay.start();
    await waitFor(
      async () => Number((await ds.query(`SELECT count(*) FROM "${SCHEMA}"."effects"`))[0].count) >= EVENTS,
      'every side effect',
    );

    // Replaying an already applied event (a redelivery after a crash before the ack) changes nothing.
    expect(await a.apply(applied[0])).toBe(false);
    await new Promise((r) => setTimeout(r, 500));
    await relay.stop();
    await a.stop();
    await b.stop();

    const rows = (await ds.query(`SELECT "n", count(*)::int AS c FROM "${SCHEMA}"."effects" GROUP BY "n" ORDER BY "n"`)) as {
      n: number;
      c: number;
    }[];
    expect(rows).toHaveLength(EVENTS);
    expect(rows.every((r, i) => r.n === i && r.c === 1)).toBe(true);
    expect(Number((await ds.query(`SELECT count(*) FROM "${SCHEMA}"."outbox" WHERE "published_at" IS NULL`))[0].count)).toBe(0);
    const info = await jsm.streams.info(stream);
    // JetStream itself dropped the re-published duplicates (same Nats-Msg-Id within the window).
    expect(info.state.messages).toBe(EVENTS);
  });

  it("sets a row of another run's namespace aside in the dead-letter table and publishes the rows behind it", async () => {
    const { ds, nc, schema: SCHEMA } = bed;
    const jsm = await nc.jetstreamManager();
    const stream = await ensureEventStream(jsm);
    const before = (await jsm.streams.info(stream)).state.messages;
    // a row a copied database brought along: another namespace, whose stream this run does not have
    const foreign = `othertest${process.pid}.evt.masters.CenterChanged`;
    await ds.query(`INSERT INTO "${SCHEMA}"."outbox" ("subject", "type", "payload") VALUES ($1, 'CenterChanged', $2)`, [
      foreign,
      JSON.stringify(centerDeleted(-2)),
    ]);
    await ds.transaction((tx) => writeEvent(tx, 'CenterChanged', centerDeleted(EVENTS), SCHEMA));
    const setAside: string[] = [];
    const relay = new OutboxRelay({
      ds,
      databaseUrl: process.env.DATABASE_URL!,
      service: 'masters',
      schema: SCHEMA,
      js: nc.jetstream(),
      onDeadLetter: (_id, subject) => setAside.push(subject),
    });
    await relay.start();
    try {
      await waitFor(async () => (await jsm.streams.info(stream)).state.messages === before + 1, 'the row behind it');
    } finally {
      await relay.stop();
    }
    expect(setAside).toEqual([foreign]);
    expect(Number((await ds.query(`SELECT count(*) FROM "${SCHEMA}"."outbox" WHERE "published_at" IS NULL`))[0].count)).toBe(0);
    expect(await ds.query(`SELECT "consumer", "subject", "type", "data", "attempts" FROM "${SCHEMA}"."dead_letter"`)).toEqual([
      { consumer: RELAY_DEAD_LETTER, subject: foreign, type: 'CenterChanged', data: centerDeleted(-2), attempts: 0 },
    ]);
  });

  it("names the change's user and request in the event, and in the events a consumer writes while applying it", async () => {
    const { ds, nc, schema: SCHEMA } = bed;
    const jsm = await nc.jetstreamManager();
    const stream = await ensureEventStream(jsm);
    const js = nc.jetstream();
    await runInRequestContext({ userNo: 7, requestId: 'req-7' }, () =>
      ds.transaction((tx) => writeEvent(tx, 'CenterChanged', centerDeleted(EVENTS + 1), SCHEMA)),
    );
    const heard: DomainEvent[] = [];
    const consumer = new IdempotentConsumer({
      ds,
      schema: SCHEMA,
      js,
      jsm,
      stream,
      name: 'actor',
      filterSubject: `${process.env.NATS_NAMESPACE}.evt.masters.>`,
      handle: async (event, tx) => {
        heard.push(event);
        // a change that follows from the event: written without naming anyone
        if (numberOf(event) === EVENTS + 1) await writeEvent(tx, 'CenterChanged', centerDeleted(EVENTS + 2), SCHEMA);
      },
    });
    const relay = new OutboxRelay({ ds, databaseUrl: process.env.DATABASE_URL!, service: 'masters', schema: SCHEMA, js });
    await consumer.start();
    await relay.start();
    try {
      await waitFor(async () => heard.some((e) => numberOf(e) === EVENTS + 2), 'the follow-up event');
    } finally {
      await relay.stop();
      await consumer.stop();
    }
    const mine = heard.filter((e) => numberOf(e) > EVENTS);
    expect(mine.map((e) => [numberOf(e), e.actorUserNo, e.requestId])).toEqual([
      [EVENTS + 1, 7, 'req-7'],
      [EVENTS + 2, 7, 'req-7'],
    ]);
    // outside any request (a CLI command) nobody is named
    await ds.transaction((tx) => writeEvent(tx, 'CenterChanged', centerDeleted(EVENTS + 3), SCHEMA));
    expect(await ds.query(`SELECT "actor_user_no", "request_id" FROM "${SCHEMA}"."outbox" ORDER BY "id" DESC LIMIT 1`)).toEqual([
      { actor_user_no: null, request_id: null },
    ]);
  });
});
