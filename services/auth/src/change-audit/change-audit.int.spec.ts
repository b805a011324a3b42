import { type DomainEvent } from '@school/contracts';
import { IdempotentConsumer } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { ChangeAuditConsumer } from './change-audit.consumer';
import { ChangeAuditRepository } from './change-audit.repository';

// The audit trail's store against the real PostgreSQL the run migrated, fed as its durable consumer
// feeds it (IdempotentConsumer.apply, the inbox): centers 900_101… and lessons 900_201… of no school,
// removed after.
const CENTER = 900_101;
const LESSON = 900_201;
const ACTOR = 600_301;
const run = `${process.pid}-${Date.now()}`;

class Fed extends ChangeAuditConsumer {
  feed = (event: DomainEvent, tx: EntityManager) => this.handle(event, tx);
}

const center = (n: number, name: string, action: 'added' | 'edited' = 'edited') =>
  ({
    id: `masters:${run}-${n}`,
    type: 'CenterChanged',
    service: 'masters',
    occurredAt: `2026-11-0${n}T01:00:00.000Z`,
    data: { action, center: { center_no: CENTER, center_name: name } },
    actorUserNo: ACTOR,
    requestId: `req-${run}-${n}`,
  }) as unknown as DomainEvent;

describe('the audit trail (M21201) store', () => {
  let ds: DataSource;
  let repo: ChangeAuditRepository;
  let consumer: IdempotentConsumer;

  const rows = async (type: string, key: number) =>
    (await ds.query(
      `SELECT "event_type", "actor_user_no", "request_id", "before", "after" FROM "auth"."change_audit"
        WHERE "record_type" = $1 AND "record_key" = $2 ORDER BY "occurred_at", "seq"`,
      [type, String(key)],
    )) as { event_type: string; actor_user_no: number | null; request_id: string | null; before: unknown; after: unknown }[];

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    repo = new ChangeAuditRepository(ds);
    const fed = new Fed(repo);
    // only apply() is used: the stream's side is the outbox tests' (libs/server-kit outbox.int.spec)
    consumer = new IdempotentConsumer({
      ds,
      schema: 'auth',
      js: undefined as never,
      jsm: undefined as never,
      stream: '',
      name: `change-audit-test-${run}`,
      filterSubject: '',
      handle: fed.feed,
    });
  });

  afterAll(async () => {
    await ds.query(`DELETE FROM "auth"."change_audit" WHERE "record_key" IN ($1, $2)`, [String(CENTER), String(LESSON)]);
    await ds.query(`DELETE FROM "auth"."inbox" WHERE "consumer" = $1`, [`change-audit-test-${run}`]);
    await ds.destroy();
  });

  it('records a change once, with who, the request, and the state before and after', async () => {
    expect(await consumer.apply(center(1, 'A', 'added'))).toBe(true);
    expect(await consumer.apply(center(2, 'B'))).toBe(true);
    // redelivered: the inbox answers it; even past the inbox, the row's key keeps it once
    expect(await consumer.apply(center(2, 'B'))).toBe(false);
    await ds.transaction((tx) =>
      repo
        .record(tx, {
          record_type: 'center',
          record_key: String(CENTER),
          event_id: center(2, 'B').id,
          occurred_at: '2026-11-02T01:00:00.000Z',
          service: 'masters',
          event_type: 'CenterChanged',
          actor_user_no: ACTOR,
          request_id: null,
          after: {},
        })
        .then((added) => expect(added).toBe(false)),
    );
    const a = { action: 'added', center: { center_no: CENTER, center_name: 'A' } };
    const b = { action: 'edited', center: { center_no: CENTER, center_name: 'B' } };
    expect(await rows('center', CENTER)).toEqual([
      { event_type: 'CenterChanged', actor_user_no: ACTOR, request_id: `req-${run}-1`, before: null, after: a },
      { event_type: 'CenterChanged', actor_user_no: ACTOR, request_id: `req-${run}-2`, before: a, after: b },
    ]);
  });

  it('keeps each lesson of a Zoom meeting set, and leaves out what is no change to a record', async () => {
    const zoom = {
      id: `scheduling:${run}-zoom`,
      type: 'LessonZoomMeetingSet',
      service: 'scheduling',
      occurredAt: '2026-11-03T01:00:00.000Z',
      data: { center_no: 1, schedule_nos: [LESSON], zoom_url: null, zoom_meeting_id: null, has_passcode: false, user_no: null },
    } as unknown as DomainEvent;
    const alert = { ...zoom, id: `scheduling:${run}-alert`, type: 'AlertRaised', data: {} } as unknown as DomainEvent;
    expect(await consumer.apply(zoom)).toBe(true);
    expect(await consumer.apply(alert)).toBe(true);
    // an event published before the envelope named anyone
    expect(await rows('lesson', LESSON)).toEqual([
      { event_type: 'LessonZoomMeetingSet', actor_user_no: null, request_id: null, before: null, after: zoom.data },
    ]);
    expect(await ds.query(`SELECT 1 FROM "auth"."change_audit" WHERE "event_id" = $1`, [alert.id])).toEqual([]);
  });

  it('searches by record, user and date, newest first', async () => {
    const search = (searchInfo: Record<string, unknown>) =>
      repo.browse({ searchInfo }).then((o) => o.data.map((r) => [r.record_key, r.request_id]));
    const mine = { record_type: 'center', record_key: String(CENTER) };
    expect(await search(mine)).toEqual([
      [String(CENTER), `req-${run}-2`],
      [String(CENTER), `req-${run}-1`],
    ]);
    expect(await search({ ...mine, actor_user_no: ACTOR, date_from: '2026-11-02', date_to: '2026-11-02' })).toEqual([
      [String(CENTER), `req-${run}-2`],
    ]);
    expect(await search({ ...mine, actor_user_no: ACTOR + 1 })).toEqual([]);
    await expect(repo.browse({ searchInfo: { date_from: '2026-13-40' } })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { date_from: ['validation.regex'] },
    });
  });
});
