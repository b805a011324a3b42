import { writeEvent } from '@school/server-kit';
import { DataSource, type QueryRunner } from 'typeorm';

// The lesson_needs_event guard (1797900000000) against the real PostgreSQL, on a lesson of the seeded
// demo school: a lesson changed by plain SQL without its event is refused at commit; with its event at
// the lesson's new version it passes. Every check but the refused commit rolls back, so the shared
// stack hears nothing. This process's connections have the guard off (fixtures), so each transaction
// turns it on.
describe('lesson_needs_event: every lesson change has its event', () => {
  let ds: DataSource;
  let lesson: { schedule_no: number; lock_version: number };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    [lesson] = await ds.query(
      `SELECT "schedule_no", "lock_version" FROM "scheduling"."lesson" WHERE "cancel_flag" = 0 ORDER BY "schedule_no" LIMIT 1`,
    );
  });

  afterAll(() => ds.destroy());

  const guarded = async (): Promise<QueryRunner> => {
    const q = ds.createQueryRunner();
    await q.connect();
    await q.startTransaction();
    await q.query(`SET LOCAL school.lesson_events = 'on'`);
    return q;
  };
  const bump = (q: QueryRunner) =>
    q.query(`UPDATE "scheduling"."lesson" SET "lock_version" = "lock_version" + 1 WHERE "schedule_no" = $1`, [
      lesson.schedule_no,
    ]);
  const noteSaved = (q: QueryRunner, version: number) =>
    writeEvent(q, 'LessonNoteSaved', {
      schedule_no: lesson.schedule_no,
      schedule_date: '2026-01-01',
      time_limit_no: 1,
      center_no: 1,
      student_no: 1,
      subject_no: 1,
      lock_version: version,
      user_no: null,
      note: null,
    });
  // the checks commit would run, then a rollback; resolves to the constraint that refused, or null
  const checked = async (work: (q: QueryRunner) => Promise<unknown>): Promise<string | null> => {
    const q = await guarded();
    try {
      await work(q);
      await q.query(`SET CONSTRAINTS "scheduling"."lesson_needs_event" IMMEDIATE`);
      return null;
    } catch (e) {
      return (e as { driverError?: { constraint?: string } }).driverError?.constraint ?? String(e);
    } finally {
      await q.rollbackTransaction();
      await q.release();
    }
  };

  it('refuses a plain UPDATE without its event at commit', async () => {
    const q = await guarded();
    try {
      await bump(q);
      await expect(q.commitTransaction()).rejects.toMatchObject({ driverError: { constraint: 'lesson_needs_event' } });
    } finally {
      if (q.isTransactionActive) await q.rollbackTransaction();
      await q.release();
    }
    const [now] = await ds.query(`SELECT "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [
      lesson.schedule_no,
    ]);
    expect(now.lock_version).toBe(lesson.lock_version);
  });

  it('passes a change with its event at the new version, and only then', async () => {
    const next = lesson.lock_version + 1;
    expect(await checked(async (q) => (await bump(q), noteSaved(q, next)))).toBeNull();
    // the event of the version before, or a lesson event of no version, is not this change's
    expect(await checked(async (q) => (await noteSaved(q, lesson.lock_version), bump(q)))).toBe('lesson_needs_event');
    // an event rolled back with its savepoint does not count
    expect(
      await checked(async (q) => {
        await bump(q);
        await q.query('SAVEPOINT e');
        await noteSaved(q, next);
        await q.query('ROLLBACK TO SAVEPOINT e');
      }),
    ).toBe('lesson_needs_event');
    // a zoom meeting's event names its lessons without versions: at the version they have then
    expect(
      await checked(async (q) => {
        await bump(q);
        await writeEvent(q, 'LessonZoomMeetingSet', {
          center_no: 1,
          schedule_nos: [lesson.schedule_no],
          zoom_url: null,
          zoom_meeting_id: null,
          has_passcode: false,
          user_no: null,
        });
      }),
    ).toBeNull();
  });

  it('refuses a deletion, and checks nothing where the seed or a fixture turned it off', async () => {
    expect(
      await checked((q) => q.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [lesson.schedule_no])),
    ).toBe('lesson_needs_event');
    expect(await checked(async (q) => (await q.query(`SET LOCAL school.lesson_events = 'off'`), bump(q)))).toBeNull();
  });
});
