import { type DomainEvent, type LessonRef } from '@school/contracts';
import { DataSource } from 'typeorm';
import { applyLessonEvent, UNKNOWN_SUBJECT_NO } from './lesson-copy.apply';

// The copy of scheduling's lessons as the Lesson* events leave it (applyLessonEvent, what
// LessonCopyConsumer runs in its inbox transaction), against the run's PostgreSQL. The lessons are
// the spec's own (schedule_nos 986_000+, students 986_900+), removed before and after.
const FIRST = 986_000;
const LAST = FIRST + 999;

type Copy = {
  teacher_no: number;
  center_no: number;
  subject_no: number;
  cancelled: boolean;
  version: number;
  schedule_date: string;
};

describe('applyLessonEvent (the reports copy of lessons)', () => {
  let ds: DataSource;
  let next = FIRST;
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "reports"."lesson_report" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST, LAST]);
    await ds.query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST, LAST]);
  };
  const ref = (no: number, version: number, o: Partial<LessonRef> = {}): LessonRef => ({
    schedule_no: no,
    schedule_date: '2001-05-01',
    time_limit_no: 21,
    center_no: 1,
    student_no: 986_900,
    subject_no: 3,
    lock_version: version,
    user_no: null,
    ...o,
  });
  // an event written before the contract added subject_no
  const withoutSubject = (r: LessonRef): LessonRef => {
    const old: Partial<LessonRef> = { ...r };
    delete old.subject_no;
    return old as LessonRef;
  };
  const event = <T extends DomainEvent['type']>(type: T, data: Extract<DomainEvent, { type: T }>['data']) =>
    ({
      id: `lesson-copy-int-${next}-${Math.random()}`,
      type,
      service: 'scheduling',
      occurredAt: new Date().toISOString(),
      data,
    }) as DomainEvent;
  const copyOf = async (no: number): Promise<Copy | undefined> =>
    (
      (await ds.query(
        `SELECT "teacher_no", "center_no", "subject_no", "cancelled", "version", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date"
           FROM "reports"."lesson" WHERE "schedule_no" = $1`,
        [no],
      )) as Copy[]
    )[0];

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    await cleanUp();
  });
  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('adds a lesson it has not seen, then takes only newer versions', async () => {
    const no = next++;
    expect(await applyLessonEvent(ds.manager, event('LessonAssigned', { ...ref(no, 2), teacher_no: 5 }))).toBe(true);
    expect(await copyOf(no)).toEqual({
      teacher_no: 5,
      center_no: 1,
      subject_no: 3,
      cancelled: false,
      version: 2,
      schedule_date: '2001-05-01',
    });
    // the same version again, or an older one, changes nothing
    expect(await applyLessonEvent(ds.manager, event('LessonAssigned', { ...ref(no, 2), teacher_no: 6 }))).toBe(false);
    expect(await applyLessonEvent(ds.manager, event('LessonUnassigned', { ...ref(no, 1), previous_teacher_no: 5 }))).toBe(false);
    expect(await copyOf(no)).toMatchObject({ teacher_no: 5, version: 2 });
    expect(
      await applyLessonEvent(
        ds.manager,
        event('LessonUnassigned', { ...ref(no, 3, { schedule_date: '2001-05-02' }), previous_teacher_no: 5 }),
      ),
    ).toBe(true);
    expect(await copyOf(no)).toMatchObject({ teacher_no: 0, version: 3, schedule_date: '2001-05-02' });
  });

  it('moves the lesson’s report with a reassignment and a transfer; a cancellation keeps the teacher', async () => {
    const no = next++;
    await applyLessonEvent(ds.manager, event('LessonAssigned', { ...ref(no, 1), teacher_no: 5 }));
    await ds.query(
      `INSERT INTO "reports"."lesson_report" ("schedule_no", "student_no", "teacher_no", "center_no", "schedule_date", "time_limit_no", "subject_no")
       VALUES ($1, 986900, 5, 1, '2001-05-01', 21, 3)`,
      [no],
    );
    const report = async () =>
      (
        (await ds.query(`SELECT "teacher_no", "center_no" FROM "reports"."lesson_report" WHERE "schedule_no" = $1`, [no])) as {
          teacher_no: number;
          center_no: number;
        }[]
      )[0];
    await applyLessonEvent(ds.manager, event('LessonAssigned', { ...ref(no, 2), teacher_no: 7, previous_teacher_no: 5 }));
    expect(await report()).toEqual({ teacher_no: 7, center_no: 1 });
    await applyLessonEvent(ds.manager, event('LessonTransferred', { ...ref(no, 3, { center_no: 2 }), original_center_no: 1 }));
    expect(await report()).toEqual({ teacher_no: 7, center_no: 2 });
    await applyLessonEvent(ds.manager, event('LessonCancelled', { ...ref(no, 4, { center_no: 2 }), teacher_no: 7 }));
    expect(await copyOf(no)).toMatchObject({ teacher_no: 7, center_no: 2, cancelled: true, version: 4 });
  });

  it('keeps the subject when an older stream’s event has none; a lesson first seen that way has the unknown subject', async () => {
    const known = next++;
    await applyLessonEvent(ds.manager, event('LessonAssigned', { ...ref(known, 1), teacher_no: 5 }));
    await applyLessonEvent(ds.manager, event('LessonAssigned', { ...withoutSubject(ref(known, 2)), teacher_no: 6 }));
    expect(await copyOf(known)).toMatchObject({ subject_no: 3, teacher_no: 6 });
    const unseen = next++;
    await applyLessonEvent(ds.manager, event('LessonAssigned', { ...withoutSubject(ref(unseen, 1)), teacher_no: 5 }));
    expect(await copyOf(unseen)).toMatchObject({ subject_no: UNKNOWN_SUBJECT_NO });
  });

  it('adds a lesson an application created and follows it when a change moves it (issue 24)', async () => {
    const no = next++;
    const created = { ...ref(no, 0), teacher_no: 0, capacity: 1, entry_schedule_no: 7, weekly_entry_no: 0 };
    expect(await applyLessonEvent(ds.manager, event('LessonCreated', created))).toBe(true);
    expect(await copyOf(no)).toEqual({
      teacher_no: 0,
      center_no: 1,
      subject_no: 3,
      cancelled: false,
      version: 0,
      schedule_date: '2001-05-01',
    });
    await applyLessonEvent(ds.manager, event('LessonAssigned', { ...ref(no, 1), teacher_no: 5 }));
    const changed = {
      ...ref(no, 2, { schedule_date: '2001-05-09', time_limit_no: 32, center_no: 4 }),
      from_schedule_date: '2001-05-01',
      from_time_limit_no: 21,
      from_center_no: 1,
      previous_teacher_no: 5,
      entry_schedule_no: 8,
    };
    expect(await applyLessonEvent(ds.manager, event('LessonChanged', changed))).toBe(true);
    expect(await copyOf(no)).toEqual({
      teacher_no: 0,
      center_no: 4,
      subject_no: 3,
      cancelled: false,
      version: 2,
      schedule_date: '2001-05-09',
    });
    // LessonApplied names the application, not a new state of the lesson: acknowledged, nothing changes
    const applied = {
      entry_schedule_no: 8,
      entry_type: 4 as const,
      student_no: 986_900,
      center_no: 4,
      schedule_date: '2001-05-09',
      time_limit_no: 32,
      subject_no: 3,
      schedule_no: no,
      applied_by_user_no: null,
      applied_role: 110,
    };
    expect(await applyLessonEvent(ds.manager, event('LessonApplied', applied))).toBe(false);
    expect(await copyOf(no)).toMatchObject({ version: 2 });
  });

  it('follows a lesson C20301 moved to the student’s new center, with the teacher it kept or none', async () => {
    const no = next++;
    await applyLessonEvent(ds.manager, event('LessonAssigned', { ...ref(no, 1), teacher_no: 5 }));
    const moved = {
      ...ref(no, 2, { center_no: 4 }),
      teacher_no: 0,
      original_center_no: 0,
      previous_center_no: 1,
      previous_teacher_no: 5,
    };
    expect(await applyLessonEvent(ds.manager, event('LessonCenterMoved', { ...moved, user_no: null }))).toBe(true);
    expect(await copyOf(no)).toMatchObject({ teacher_no: 0, center_no: 4, version: 2 });
  });

  it('ignores events that are not about lessons', async () => {
    expect(await applyLessonEvent(ds.manager, event('CalendarDayChanged', { center_no: 1, fiscal_year: 2001, days: [] }))).toBe(
      false,
    );
  });
});
