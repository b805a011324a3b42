import { SNAPSHOT_PAGE_MAX, systemCaller, type DomainEvent, type LessonRef, type LessonSnapshotRow } from '@school/contracts';
import { RpcClient, subjects } from '@school/server-kit';
import { connect, type NatsConnection } from 'nats';
import { DataSource, type EntityManager } from 'typeorm';
import { applyLessonRoomEvent } from './lesson-room.apply';
import { rebuildLessonRooms } from './lesson-room.rebuild';
import { LessonRoomRepository } from './lesson-room.repository';

// The chat service's copy of lessons (who may read and write each room) as the Lesson* events leave
// it, and its rebuild from scheduling's snapshot, asked of the run's scheduling over NATS. Each test
// runs in a transaction that is rolled back, so no other file sees its rows; the lessons 987_0xx are
// this file's own.
const FIRST = 987_000;

type Room = {
  student_no: number;
  teacher_no: number;
  center_no: number;
  original_center_no: number;
  cancelled_on: string | null;
  version: number;
};

describe('chat lesson rooms (lesson-room.apply, lesson-room.rebuild) against PostgreSQL', () => {
  let ds: DataSource;
  let nc: NatsConnection;
  let next = FIRST;

  const rolledBack = async (work: (tx: EntityManager) => Promise<void>) => {
    const qr = ds.createQueryRunner();
    await qr.connect();
    await qr.startTransaction();
    try {
      await work(qr.manager);
    } finally {
      await qr.rollbackTransaction();
      await qr.release();
    }
  };
  const ref = (no: number, version: number, o: Partial<LessonRef> = {}): LessonRef => ({
    schedule_no: no,
    schedule_date: '2001-05-01',
    time_limit_no: 21,
    center_no: 1,
    student_no: 987_900,
    subject_no: 3,
    lock_version: version,
    user_no: null,
    ...o,
  });
  const event = <T extends DomainEvent['type']>(
    type: T,
    data: Extract<DomainEvent, { type: T }>['data'],
    at = '2001-04-20T03:00:00Z',
  ) => ({ id: `lesson-room-int-${Math.random()}`, type, service: 'scheduling', occurredAt: at, data }) as DomainEvent;
  const roomOf = async (tx: EntityManager, no: number): Promise<Room | undefined> => {
    const room = (await new LessonRoomRepository(tx).rooms([no])).get(no);
    if (!room) return undefined;
    const { student_no, teacher_no, center_no, original_center_no, cancelled_on, version } = room;
    return { student_no, teacher_no, center_no, original_center_no, cancelled_on, version };
  };

  beforeAll(async () => {
    // the run's services listen in the run's namespace (jest's global setup names it)
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
  });
  afterAll(async () => {
    await nc.close();
    await ds.destroy();
  });

  it('gives a lesson an application created a room for its student, and takes only newer versions', () =>
    rolledBack(async (tx) => {
      const no = next++;
      const created = { ...ref(no, 0), teacher_no: 0, capacity: 1, entry_schedule_no: 7, weekly_entry_no: 0 };
      expect(await applyLessonRoomEvent(tx, event('LessonCreated', created))).toBe(true);
      expect(await roomOf(tx, no)).toEqual({
        student_no: 987_900,
        teacher_no: 0,
        center_no: 1,
        original_center_no: 0,
        cancelled_on: null,
        version: 0,
      });
      expect(await applyLessonRoomEvent(tx, event('LessonAssigned', { ...ref(no, 1), teacher_no: 5 }))).toBe(true);
      // the same version again, or an older one, changes nothing
      expect(await applyLessonRoomEvent(tx, event('LessonAssigned', { ...ref(no, 1), teacher_no: 6 }))).toBe(false);
      expect(await applyLessonRoomEvent(tx, event('LessonUnassigned', { ...ref(no, 0), previous_teacher_no: 5 }))).toBe(false);
      expect(await roomOf(tx, no)).toMatchObject({ teacher_no: 5, version: 1 });
      // each change, and only a change, is told to the gateways in its transaction
      const told = await tx.query(
        `SELECT "subject", "payload" FROM "chat"."outbox" WHERE "type" = 'ChatRoomChanged' AND ("payload"->>'rel_id')::int = $1`,
        [no],
      );
      expect(told).toEqual([
        { subject: subjects().event('chat', 'ChatRoomChanged'), payload: { rel_model: 'lesson', rel_id: no } },
        { subject: subjects().event('chat', 'ChatRoomChanged'), payload: { rel_model: 'lesson', rel_id: no } },
      ]);
    }));

  it('passes the room to a reassigned lesson’s new teacher and follows transfers, moves and cancellation', () =>
    rolledBack(async (tx) => {
      const no = next++;
      await applyLessonRoomEvent(tx, event('LessonAssigned', { ...ref(no, 1), teacher_no: 5 }));
      await applyLessonRoomEvent(tx, event('LessonAssigned', { ...ref(no, 2), teacher_no: 7, previous_teacher_no: 5 }));
      expect(await roomOf(tx, no)).toMatchObject({ teacher_no: 7 });
      await applyLessonRoomEvent(tx, event('LessonUnassigned', { ...ref(no, 3), previous_teacher_no: 7 }));
      await applyLessonRoomEvent(tx, event('LessonTransferred', { ...ref(no, 4, { center_no: 2 }), original_center_no: 1 }));
      expect(await roomOf(tx, no)).toMatchObject({ teacher_no: 0, center_no: 2, original_center_no: 1 });
      // C20301: held where it was transferred to, with the student's new home as its origin
      const moved = {
        ...ref(no, 5, { center_no: 2 }),
        teacher_no: 0,
        original_center_no: 4,
        previous_center_no: 2,
        previous_teacher_no: 0,
      };
      await applyLessonRoomEvent(tx, event('LessonCenterMoved', moved));
      expect(await roomOf(tx, no)).toMatchObject({ center_no: 2, original_center_no: 4 });
      // a change application moves it: no teacher, no transfer
      const changed = {
        ...ref(no, 6, { center_no: 3, schedule_date: '2001-05-08' }),
        from_schedule_date: '2001-05-01',
        from_time_limit_no: 21,
        from_center_no: 2,
        previous_teacher_no: 0,
        entry_schedule_no: 9,
      };
      await applyLessonRoomEvent(tx, event('LessonChanged', changed));
      expect(await roomOf(tx, no)).toMatchObject({ center_no: 3, original_center_no: 0, teacher_no: 0 });
      // cancelled: the Tokyo day of the event (03:00Z is noon in Tokyo)
      await applyLessonRoomEvent(tx, event('LessonCancelled', { ...ref(no, 7, { center_no: 3 }), teacher_no: 0 }));
      expect(await roomOf(tx, no)).toMatchObject({ cancelled_on: '2001-04-20', version: 7 });
      // a contact note changes no member
      expect(await applyLessonRoomEvent(tx, event('LessonNoteSaved', { ...ref(no, 8, { center_no: 3 }), note: 'x' }))).toBe(
        false,
      );
    }));

  it('rebuilds every membership from scheduling’s snapshot after the copy was emptied', () =>
    rolledBack(async (tx) => {
      // a room of a lesson scheduling never had goes; the rest come back as scheduling has them
      await applyLessonRoomEvent(tx, event('LessonAssigned', { ...ref(next++, 1), teacher_no: 5 }));
      await tx.query(`DELETE FROM "chat"."lesson_room"`);
      const rpc = new RpcClient(nc, 10_000);
      const caller = systemCaller('lesson-room.int.spec');
      const snapshot: LessonSnapshotRow[] = [];
      const within = { transaction: (work: (m: EntityManager) => Promise<unknown>) => work(tx) } as unknown as DataSource;
      const count = await rebuildLessonRooms(within, async (after) => {
        const page = await rpc.call('LessonSnapshot.getLessons', { after, limit: SNAPSHOT_PAGE_MAX }, caller);
        snapshot.push(...page.rows);
        return page;
      });
      expect(count).toBe(snapshot.length);
      expect(count).toBeGreaterThan(SNAPSHOT_PAGE_MAX);
      const rooms = (await tx.query(
        `SELECT "schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "student_no", "teacher_no", "center_no",
                "original_center_no", to_char("cancelled_on", 'YYYY-MM-DD') AS "cancelled_on", "version" AS "lock_version"
           FROM "chat"."lesson_room" ORDER BY "schedule_no"`,
      )) as LessonSnapshotRow[];
      expect(rooms).toEqual(snapshot);
    }));
});
