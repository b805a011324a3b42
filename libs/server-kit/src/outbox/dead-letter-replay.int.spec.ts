import { type DomainEvent } from '@school/contracts';
import { centerDeleted, numberOf, useOutboxTestBed, waitFor } from '../testing';
import { replayDeadLetter } from './dead-letter-replay';
import { ensureEventStream } from './event-stream';
import { IdempotentConsumer } from './idempotent.consumer';
import { OutboxRelay } from './outbox.relay';
import { writeEvent } from './outbox.writer';

// Replaying a dead letter against the real PostgreSQL and NATS JetStream: a consumer that cannot apply
// an event gives up on it; once "fixed", the event replayed (twice) through the outbox is applied once
// by that consumer, its dead-letter row goes with it, and a consumer that had applied it hears nothing new.
describe('replayDeadLetter', () => {
  const bed = useOutboxTestBed('replay');

  it('applies a replayed dead letter once, for its consumer only, and removes its row', async () => {
    const { ds, nc, schema: SCHEMA } = bed;
    const jsm = await nc.jetstreamManager();
    const stream = await ensureEventStream(jsm);
    const js = nc.jetstream();
    let broken = true;
    const consumer = (name: string, fails: () => boolean) =>
      new IdempotentConsumer({
        ds,
        schema: SCHEMA,
        js,
        jsm,
        stream,
        name,
        filterSubject: `${process.env.NATS_NAMESPACE}.evt.masters.>`,
        maxDeliveries: 2,
        retryDelayMs: 100,
        handle: async (event: DomainEvent, tx) => {
          await tx.query(`INSERT INTO "${SCHEMA}"."effects" ("event_id", "n") VALUES ($1, $2)`, [name, numberOf(event)]);
          if (fails()) throw new Error('not fixed yet');
        },
      });
    const fixable = consumer('fixable', () => broken);
    const bystander = consumer('bystander', () => false);
    const relay = new OutboxRelay({ ds, databaseUrl: process.env.DATABASE_URL!, service: 'masters', schema: SCHEMA, js });
    const effects = async () =>
      (await ds.query(`SELECT "event_id" AS "consumer", "n" FROM "${SCHEMA}"."effects" ORDER BY 1`)) as {
        consumer: string;
        n: number;
      }[];
    const deadLetters = async () =>
      (await ds.query(`SELECT "consumer", "event_id" FROM "${SCHEMA}"."dead_letter"`)) as {
        consumer: string;
        event_id: string;
      }[];
    await fixable.start();
    await bystander.start();
    await relay.start();
    try {
      await ds.transaction((tx) => writeEvent(tx, 'CenterChanged', centerDeleted(7), SCHEMA));
      await waitFor(async () => (await deadLetters()).length === 1, 'the dead letter');
      const [dead] = await deadLetters();
      expect(dead.consumer).toBe('fixable');
      expect(await effects()).toEqual([{ consumer: 'bystander', n: 7 }]);

      broken = false;
      const first = await replayDeadLetter(ds, SCHEMA, 'fixable', dead.event_id);
      const second = await replayDeadLetter(ds, SCHEMA, 'fixable', dead.event_id);
      expect(first).not.toBe(dead.event_id);
      expect(second).not.toBe(first);
      await waitFor(async () => (await deadLetters()).length === 0, 'the dead letter gone');
      // both replays delivered to both consumers, each acknowledged
      await waitFor(async () => {
        const infos = await Promise.all(['fixable', 'bystander'].map((n) => jsm.consumers.info(stream, n)));
        return infos.every((i) => i.delivered.stream_seq === 3 && i.num_ack_pending === 0 && i.num_pending === 0);
      }, 'both replays acknowledged');
      expect(await effects()).toEqual([
        { consumer: 'bystander', n: 7 },
        { consumer: 'fixable', n: 7 },
      ]);
      // the applied replay is in the inbox; the second one too (acknowledged without effect)
      expect(Number((await ds.query(`SELECT count(*) FROM "${SCHEMA}"."inbox" WHERE "consumer" = 'fixable'`))[0].count)).toBe(2);
      await expect(replayDeadLetter(ds, SCHEMA, 'fixable', dead.event_id)).rejects.toThrow(/no dead letter/);
    } finally {
      await relay.stop();
      await fixable.stop();
      await bystander.stop();
    }
  });
});
