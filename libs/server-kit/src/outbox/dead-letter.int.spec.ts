import { type DomainEvent } from '@school/contracts';
import { headers } from 'nats';
import { centerDeleted, numberOf, useOutboxTestBed, waitFor } from '../testing';
import { ensureEventStream } from './event-stream';
import { IdempotentConsumer, retryDelayMs } from './idempotent.consumer';

// A poison event against the real PostgreSQL and NATS JetStream: an event the handler can never apply
// is delivered MAX times, then lands in the dead-letter table, acknowledged, and never runs again;
// the events around it are applied once each, and so is one published after it was given up on.
const MAX = 3;
const POISON = 666;

const deletion = (id: string, n: number): DomainEvent => ({
  id,
  type: 'CenterChanged',
  service: 'masters',
  occurredAt: new Date().toISOString(),
  data: centerDeleted(n),
});

describe('IdempotentConsumer and poison events', () => {
  const bed = useOutboxTestBed('dead_letter');

  it('waits longer after each failed delivery, up to a minute', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(20)).toBe(60_000);
    expect(retryDelayMs(2, 100)).toBe(200);
  });

  it('dead-letters an event after MAX failed deliveries, once, and the events behind it are applied', async () => {
    const { ds, nc, schema: SCHEMA } = bed;
    const jsm = await nc.jetstreamManager();
    const stream = await ensureEventStream(jsm);
    const js = nc.jetstream();
    const subject = `${process.env.NATS_NAMESPACE}.evt.masters.CenterChanged`;
    const publish = (event: DomainEvent) => js.publish(subject, JSON.stringify(event), { msgID: event.id });

    const tries = new Map<number, number>();
    const retried: unknown[] = [];
    const given: { error: unknown; event?: DomainEvent; attempts: number }[] = [];
    const consumer = new IdempotentConsumer({
      ds,
      schema: SCHEMA,
      js,
      jsm,
      stream,
      name: 'effects',
      filterSubject: `${process.env.NATS_NAMESPACE}.evt.masters.>`,
      maxDeliveries: MAX,
      retryDelayMs: 100,
      handle: async (event, tx) => {
        const n = numberOf(event);
        tries.set(n, (tries.get(n) ?? 0) + 1);
        await tx.query(`INSERT INTO "${SCHEMA}"."effects" ("event_id", "n") VALUES ($1, $2)`, [event.id, n]);
        // after its effect, so the rollback of the effect is checked too
        if (n === POISON) throw new Error(`center ${n} cannot be applied`);
      },
      onError: (e) => retried.push(e),
      onDeadLetter: (error, event, attempts) => given.push({ error, event, attempts }),
    });
    await consumer.start();
    try {
      await publish(deletion('masters:1', 1));
      await publish(deletion('masters:2', POISON));
      // a message that is not even an event: dead-lettered under its JetStream message id
      const h = headers();
      h.set('Nats-Msg-Id', 'masters:3');
      await js.publish(subject, 'not json', { headers: h });
      await publish(deletion('masters:4', 4));

      const deadRows = async () =>
        (await ds.query(
          `SELECT "consumer", "event_id", "type", "subject", "data", "error", "attempts" FROM "${SCHEMA}"."dead_letter" ORDER BY "event_id"`,
        )) as Record<string, unknown>[];
      await waitFor(async () => (await deadRows()).length === 2, 'both dead letters');
      expect(await deadRows()).toEqual([
        {
          consumer: 'effects',
          event_id: 'masters:2',
          type: 'CenterChanged',
          subject,
          data: { action: 'deleted', center_no: POISON },
          error: `center ${POISON} cannot be applied`,
          attempts: MAX,
        },
        {
          consumer: 'effects',
          event_id: 'masters:3',
          type: null,
          subject,
          data: 'not json',
          error: expect.any(String),
          attempts: MAX,
        },
      ]);
      expect(given.map((g) => [g.event?.id ?? null, g.attempts])).toEqual([
        ['masters:2', MAX],
        [null, MAX],
      ]);
      // MAX - 1 retries of each of the two, each logged as a retry
      expect(retried).toHaveLength(2 * (MAX - 1));

      // an event published after the poison one was given up on still flows
      await publish(deletion('masters:5', 5));
      const effects = async () =>
        (await ds.query(`SELECT "n", count(*)::int AS "c" FROM "${SCHEMA}"."effects" GROUP BY "n" ORDER BY "n"`)) as {
          n: number;
          c: number;
        }[];
      await waitFor(async () => (await effects()).length === 3, 'the three effects');
      // each applied once; the poison event's effect was rolled back every time
      expect(await effects()).toEqual([
        { n: 1, c: 1 },
        { n: 4, c: 1 },
        { n: 5, c: 1 },
      ]);

      // acknowledged: JetStream delivers it no more
      await new Promise((r) => setTimeout(r, 1000));
      expect(tries.get(POISON)).toBe(MAX);
      const info = await jsm.consumers.info(stream, 'effects');
      expect(info.num_ack_pending).toBe(0);
      expect(info.num_pending).toBe(0);
      expect(given).toHaveLength(2);
    } finally {
      await consumer.stop();
    }
  });
});
