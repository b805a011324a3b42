import { query } from '../support/db';
import { addCalendar, removeCellRows } from '../support/entry-cells';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// C30101_doSubmit's weekly courses through the gateway: staff enter a 6-week course for a student of
// center 1 (the test's own student projection and calendar days in September–October 2097, which no
// seed reaches; removed at the end). Mondays from 2097-09-02, slot 21:
//   09-02 lesson · 09-09 the student's own lesson there → cancel row · 09-16 closed day → skipped ·
//   09-23 C30201 set the cell full → cancel row without a conflict · 09-30 lesson · 10-07 lesson
// so the course ends on Sunday 2097-10-13. C30101_getWeeklyEntrySchedule lists it with the
// lock_version its end (a del row) sends.
const CENTER = 1;
const STUDENT = 847_501;
const OWN_LESSON = 847_501;
const FIRST = '2097-09-02';
const row = (over: Record<string, unknown> = {}) => ({
  action: 'add' as const,
  first_date: FIRST,
  time_limit_no: 21,
  subject_no: 1,
  capacity: 1 as const,
  weeks: 6,
  ...over,
});

describe('C30101_doSubmit weekly courses and C30101_getWeeklyEntrySchedule', () => {
  const stack = sharedStack();
  const office = new ApiSession(stack);
  const head = new ApiSession(stack);

  const written = async () =>
    (
      await query<{ courses: number; lessons: number; cancels: number; events: number }>(
        `SELECT (SELECT count(*)::int FROM "scheduling"."weekly_entry" WHERE "student_no" = $1) AS "courses",
                (SELECT count(*)::int FROM "scheduling"."lesson" WHERE "student_no" = $1) AS "lessons",
                (SELECT count(*)::int FROM "scheduling"."lesson_cancel" WHERE "student_no" = $1) AS "cancels",
                (SELECT count(*)::int FROM "scheduling"."outbox"
                  WHERE "type" IN ('LessonCreated', 'LessonCancelled') AND "payload"->>'student_no' = $1::text) AS "events"`,
        [STUDENT],
      )
    )[0];
  const cleanUp = async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = $1`, [STUDENT]);
    await query(`DELETE FROM "scheduling"."weekly_entry" WHERE "student_no" = $1`, [STUDENT]);
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [STUDENT]);
    await removeCellRows(CENTER, '2097-09-01', '2097-10-31');
  };
  const submit = (session: ApiSession, weekly: unknown[], over: Record<string, unknown> = {}) =>
    session.callRaw('C30101_doSubmit', { student_no: STUDENT, belongs_center_no: CENTER, weekly, ...over });

  beforeAll(async () => {
    await cleanUp();
    await addCalendar(CENTER, '2097-09-01', '2097-10-31', {
      closed: ['2097-09-16'],
      endsAt: { '2097-10-21': 10 },
      fiscalYear: 2097,
    });
    await query(
      `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex", "enrollment_status")
       VALUES ($1, $2, '週間API試験', 'シュウカンエーピーアイシケン', 1, 1)`,
      [STUDENT, CENTER],
    );
    await query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
       VALUES ($1, '2097-09-09', '2097-09-09 16:30+09', 21, 1, $2, $3, 201, 1, 1)`,
      [OWN_LESSON, STUDENT, CENTER],
    );
    await Promise.all([office.login('office'), head.login('head')]);
    const full = await head.call('C30201_doBatchEdit', {
      center_no: CENTER,
      start_date: '2097-09-01',
      end_date: '2097-09-30',
      action: 'set',
      rows: [{ schedule_date: '2097-09-23', time_limit_no: 21 }],
    });
    expect(full.status).toBe(200);
  }, 120000);

  afterAll(cleanUp);

  it('is refused to accounts without staff rights: 110 by the service, 120 and teachers by the gateway; nothing written', async () => {
    const before = await written();
    for (const user of ['student1', 'student2', 'teacher1']) {
      const session = new ApiSession(stack);
      await session.login(user);
      const res = await submit(session, [row()]);
      expect({ user, status: res.status, code: res.body.code }).toEqual({ user, status: 403, code: 'FORBIDDEN' });
    }
    expect(await written()).toEqual(before);
  });

  it('refuses bad rows with 422 and clear messages, a changed center with 409; nothing written', async () => {
    const before = await written();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ weeks: 0 }, 'weekly.0.weeks', '週数は1以上52以下の整数で指定してください'],
      [{ capacity: 3 }, 'weekly.0.capacity', '定員は1（1対1）または2（1対2）で指定してください'],
      [{ time_limit_no: 99 }, 'weekly.0.time_limit_no', '時限の指定が正しくありません'],
      [{ first_date: '2097-12-01' }, 'weekly.0.first_date', '2097-12-01のカレンダーが登録されていません'],
      [{ first_date: '2097-09-16' }, 'weekly.0.first_date', '2097-09-16は休業日です'],
      [{ first_date: '2097-10-21' }, 'weekly.0.time_limit_no', '2097-10-21のこの時限は営業時間外です'],
      [{ first_date: '2020-01-06' }, 'weekly.0.first_date', '初回日は今日以降の日付を指定してください'],
    ];
    for (const [over, field, message] of cases) {
      const res = await submit(office, [row(over)]);
      expect({ over, status: res.status, errors: res.body.errors }).toEqual({
        over,
        status: 422,
        errors: { [field]: [message] },
      });
    }
    const moved = await submit(office, [row()], { belongs_center_no: 2 });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('MSG_0001');
    expect(await written()).toEqual(before);
  });

  it('creates the open weeks’ lessons, a cancel row per occupied or full week, the course end; ends it; a stale end is 409', async () => {
    const before = await written();
    const res = await office.call('C30101_doSubmit', { student_no: STUDENT, belongs_center_no: CENTER, weekly: [row()] });
    expect(res.status).toBe(200);
    const [course] = res.output.weekly;
    expect(course.entry).toMatchObject({
      student_no: STUDENT,
      center_no: CENTER,
      dayofweek_code: 1,
      weeks: 6,
      course_start_date: FIRST,
      course_end_date: '2097-10-13',
      lock_version: 0,
    });
    expect(course.lessons.map((l) => l.schedule_date)).toEqual(['2097-09-02', '2097-09-30', '2097-10-07']);
    expect(course.cancels.map((c) => [c.schedule_date, c.conflict_schedule_no])).toEqual([
      ['2097-09-09', OWN_LESSON],
      ['2097-09-23', null],
    ]);
    expect(await written()).toEqual({
      courses: before.courses + 1,
      lessons: before.lessons + 3,
      cancels: before.cancels + 2,
      events: before.events + 3,
    });

    const no = course.entry.weekly_entry_no;
    const listed = await office.call('C30101_getWeeklyEntrySchedule', { student_no: STUDENT });
    expect(listed.status).toBe(200);
    expect(listed.output).toEqual({
      student_no: STUDENT,
      courses: [
        {
          weekly_entry_no: no,
          dayofweek_code: 1,
          time_limit_no: 21,
          subject_no: 1,
          capacity: 1,
          weeks: 6,
          course_start_date: FIRST,
          course_end_date: '2097-10-13',
          lock_version: 0,
        },
      ],
    });
    const stale = await office.call('C30101_doSubmit', {
      student_no: STUDENT,
      belongs_center_no: CENTER,
      weekly: [{ action: 'del', weekly_entry_no: no, lock_version: 3 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');

    // every lesson is still to come: all are cancelled and no week is kept
    const ended = await office.call('C30101_doSubmit', {
      student_no: STUDENT,
      belongs_center_no: CENTER,
      weekly: [{ action: 'del', weekly_entry_no: no, lock_version: listed.output.courses[0].lock_version }],
    });
    expect(ended.status).toBe(200);
    expect(ended.output.weekly[0].entry).toMatchObject({ course_end_date: null, lock_version: 1 });
    expect(ended.output.weekly[0].lessons.map((l) => l.cancel_flag)).toEqual([1, 1, 1]);
    // no lesson left and no week kept: the course is no longer running
    expect((await office.call('C30101_getWeeklyEntrySchedule', { student_no: STUDENT })).output.courses).toEqual([]);
    // three LessonCreated, then three LessonCancelled; the cancel rows of the weeks to come are gone
    expect(await written()).toEqual({
      ...before,
      courses: before.courses + 1,
      lessons: before.lessons + 3,
      events: before.events + 6,
    });
  });

  it('lists the courses to staff of the student’s center and to a student account for its own student only', async () => {
    const student1 = new ApiSession(stack);
    await student1.login('student1');
    const own = await student1.call('C30101_getWeeklyEntrySchedule', { student_no: 1 });
    expect(own.status).toBe(200);
    expect(own.output.student_no).toBe(1);
    const other = await student1.callRaw('C30101_getWeeklyEntrySchedule', { student_no: STUDENT });
    expect({ status: other.status, code: other.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    for (const user of ['student2', 'teacher1']) {
      const session = new ApiSession(stack);
      await session.login(user);
      const res = await session.callRaw('C30101_getWeeklyEntrySchedule', { student_no: STUDENT });
      expect({ user, status: res.status }).toEqual({ user, status: 403 });
    }
    const bad = await office.callRaw('C30101_getWeeklyEntrySchedule', { student_no: 'x' });
    expect(bad.status).toBe(422);
    const unknown = await office.callRaw('C30101_getWeeklyEntrySchedule', { student_no: 847_599 });
    expect(unknown.status).toBe(404);
  });
});
