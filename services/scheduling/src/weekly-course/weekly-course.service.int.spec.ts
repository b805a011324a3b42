import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { type DataSource } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { EntryCellGuard } from '../entry-cell/entry-cell.guard';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import {
  addCalendar,
  addCenters,
  addShifts,
  addStudents,
  callersOf,
  dataSource,
  refusal,
  removeRows,
} from '../entry-cell/entry-cell.test-bed';
import { WeeklyCourseRepository } from './weekly-course.repository';
import { WeeklyCourseService } from './weekly-course.service';

// C30101_doSubmit's weekly courses against the real PostgreSQL. Every row is this file's own: centers
// 847_00x, students 847_1xx, teachers 847_2xx and a calendar in 2097, which no seed reaches; removed at
// the end. The course of the first test, Mondays from 2097-03-04, slot 21 (2限前半), 7 weeks:
//   w0 03-04 open, no shifts planned        → lesson (no teacher count to be full by)
//   w1 03-11 one teacher's shift             → cancel, conflict null (fully booked: 1 teacher left)
//   w2 03-18 the student's own 90-min lesson → cancel, conflict = that lesson
//   w3 03-25 closed day                      → skipped, no row
//   w4 04-01 control row on slot 20 (C30201) → cancel, conflict null
//   w5 04-08 three teachers' shifts          → lesson
//   w6 04-15 the day ends with period 1      → skipped (slot not open)
// so the course ends on Sunday 2097-04-14.
const CENTER = 847_001;
const OTHER = 847_002;
const STUDENT = { course: 847_101, refused: 847_102, ended: 847_103, twice: 847_104, raced: 847_105, read: 847_106 } as const;
const TEACHERS = [847_201, 847_202, 847_203];
const OWN_LESSON = 847_001;
const students = Object.values(STUDENT);

const caller = callersOf({
  userNo: 847_999,
  role: ROLE.OFFICE_STAFF,
  functionIds: ['C30101'],
  centerNos: [CENTER],
  requestId: 'weekly-course.int.spec',
});
const add = (over: Record<string, unknown> = {}) => ({
  action: 'add',
  first_date: '2097-03-04',
  time_limit_no: 21,
  subject_no: 1,
  capacity: 1,
  weeks: 7,
  ...over,
});

describe('WeeklyCourseService (C30101_doSubmit weekly courses) against PostgreSQL', () => {
  let ds: DataSource;
  let courses: WeeklyCourseService;

  // What a submit for these students may have written: courses, lessons, cancel rows, events.
  const written = async () => {
    const [row] = (await ds.query(
      `SELECT (SELECT count(*)::int FROM "scheduling"."weekly_entry" WHERE "student_no" = ANY($1::int[])) AS "courses",
              (SELECT count(*)::int FROM "scheduling"."lesson" WHERE "student_no" = ANY($1::int[])) AS "lessons",
              (SELECT count(*)::int FROM "scheduling"."lesson_cancel" WHERE "student_no" = ANY($1::int[])) AS "cancels",
              (SELECT count(*)::int FROM "scheduling"."outbox"
                WHERE "type" IN ('LessonCreated', 'LessonCancelled') AND ("payload"->>'student_no')::int = ANY($1::int[])) AS "events"`,
      [students],
    )) as { courses: number; lessons: number; cancels: number; events: number }[];
    return row;
  };
  const cleanUp = () => removeRows(ds, { students, teachers: TEACHERS, centers: [CENTER, OTHER] });

  beforeAll(async () => {
    ds = await dataSource(2);
    const cells = new EntryCellRepository(ds);
    courses = new WeeklyCourseService(
      new WeeklyCourseRepository(ds),
      new CenterAccess(new CenterRepository(ds)),
      new EntryCellGuard(cells),
      cells,
    );
    await cleanUp();
    await addCenters(ds, [
      [CENTER, '週間試験'],
      [OTHER, '週間試験2'],
    ]);
    // 2097-03-01 … 05-31 open from period 1 to 5, but 03-25 closed and 04-15 ending with period 1
    await addCalendar(ds, CENTER, '2097-03-01', '2097-05-31', { closed: ['2097-03-25'], endsAt: { '2097-04-15': 10 } });
    await addShifts(ds, CENTER, TEACHERS.slice(0, 1), ['2097-03-11'], [21]);
    await addShifts(ds, CENTER, TEACHERS, ['2097-04-08'], [21]);
    await ds.query(
      `INSERT INTO "scheduling"."entry_control" ("center_no", "schedule_date", "time_limit_no", "set_by_user_no")
       VALUES ($1, '2097-04-01', 20, 847999)`,
      [CENTER],
    );
    await addStudents(
      ds,
      CENTER,
      students,
      () => '週間試験',
      () => 'シュウカンシケン',
    );
    await ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
       VALUES ($1, '2097-03-18', '2097-03-18 16:30+09', 20, 0, $2, $3, 200, 1, 1)`,
      [OWN_LESSON, STUDENT.course, CENTER],
    );
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('creates the open weeks’ lessons, skips unopen ones, writes a cancel row per occupied or full week and ends the course on the Sunday after its last lesson', async () => {
    const before = await written();
    const out = await courses.submit({ student_no: STUDENT.course, belongs_center_no: CENTER, weekly: [add()] }, caller());
    expect(out.weekly).toHaveLength(1);
    const [{ entry, lessons, cancels }] = out.weekly;
    expect(entry).toMatchObject({
      student_no: STUDENT.course,
      center_no: CENTER,
      dayofweek_code: 1,
      time_limit_no: 21,
      time_division: 1,
      subject_no: 1,
      capacity: 1,
      weeks: 7,
      course_start_date: '2097-03-04',
      course_end_date: '2097-04-14',
      lock_version: 0,
    });
    expect(lessons.map((l) => [l.schedule_date, l.time_limit_no, l.teacher_no, l.cancel_flag])).toEqual([
      ['2097-03-04', 21, 0, 0],
      ['2097-04-08', 21, 0, 0],
    ]);
    expect(cancels.map((c) => [c.schedule_date, c.conflict_schedule_no])).toEqual([
      ['2097-03-11', null],
      ['2097-03-18', OWN_LESSON],
      ['2097-04-01', null],
    ]);
    const stored = (await ds.query(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "date", "teacher_no", "class_type", "change_flag", "course_setting_no",
              "capacity", "dayofweek_code", "center_no", to_char("schedule_datetime" AT TIME ZONE 'Asia/Tokyo', 'HH24:MI') AS "starts"
         FROM "scheduling"."lesson" WHERE "weekly_entry_no" = $1 ORDER BY 1`,
      [entry.weekly_entry_no],
    )) as Record<string, unknown>[];
    expect(stored).toEqual(
      ['2097-03-04', '2097-04-08'].map((date) => ({
        date,
        teacher_no: 0,
        class_type: 1,
        change_flag: 0,
        course_setting_no: 201,
        capacity: 1,
        dayofweek_code: 1,
        center_no: CENTER,
        starts: '16:30',
      })),
    );
    const events = (await ds.query(
      `SELECT "payload"->>'schedule_date' AS "date" FROM "scheduling"."outbox"
        WHERE "type" = 'LessonCreated' AND ("payload"->>'weekly_entry_no')::int = $1 ORDER BY 1`,
      [entry.weekly_entry_no],
    )) as { date: string }[];
    expect(events.map((e) => e.date)).toEqual(['2097-03-04', '2097-04-08']);
    expect(await written()).toEqual({
      courses: before.courses + 1,
      lessons: before.lessons + 2,
      cancels: before.cancels + 3,
      events: before.events + 2,
    });
  });

  describe('refusals write nothing', () => {
    const refused = async (weekly: unknown[], who = caller(), belongs = CENTER, student: number = STUDENT.refused) => {
      const before = await written();
      const r = await refusal(courses.submit({ student_no: student, belongs_center_no: belongs, weekly }, who));
      expect(await written()).toEqual(before);
      return r;
    };

    it('422 with the row’s field for bad rows, also when an earlier row of the submit was fine', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ weeks: 0 }, 'weekly.1.weeks', 'scheduling.weeklyCourse.weeksInvalid'],
        [{ weeks: 1.5 }, 'weekly.1.weeks', 'scheduling.weeklyCourse.weeksInvalid'],
        [{ capacity: 3 }, 'weekly.1.capacity', 'scheduling.weeklyCourse.capacityInvalid'],
        [{ time_limit_no: 99 }, 'weekly.1.time_limit_no', 'scheduling.weeklyCourse.slotUnknown'],
        [{ first_date: '2097-02-30' }, 'weekly.1.first_date', 'scheduling.weeklyCourse.invalidDate'],
        [{ first_date: '2020-01-06' }, 'weekly.1.first_date', 'scheduling.weeklyCourse.pastDate'],
        [{ first_date: '2097-07-06' }, 'weekly.1.first_date', 'scheduling.weeklyCourse.noCalendarDay'],
        [{ first_date: '2097-03-25' }, 'weekly.1.first_date', 'scheduling.weeklyCourse.closedDay'],
        [{ first_date: '2097-04-15' }, 'weekly.1.time_limit_no', 'scheduling.weeklyCourse.slotNotOpen'],
        // 2097-05-20 + 3 weeks = 06-10: no calendar day there
        [{ first_date: '2097-05-20', weeks: 4 }, 'weekly.1.weeks', 'scheduling.weeklyCourse.noCalendarDay'],
      ];
      for (const [over, field, key] of cases) {
        const r = await refused([add({ time_limit_no: 41 }), add(over)]);
        expect({ over, status: r.status, code: r.code, fields: Object.keys(r.errors ?? {}) }).toEqual({
          over,
          status: 422,
          code: 'VALIDATION_ERROR',
          fields: [field],
        });
        const [message] = r.errors?.[field] ?? [];
        expect(typeof message === 'string' ? message : message?.key).toBe(key);
      }
      expect((await refused([])).errors).toEqual({
        weekly: [{ key: 'scheduling.weeklyCourse.rowsInvalid', params: { max: 20 } }],
      });
    });

    it('403 for a student account and for staff of another center, 409 when the student’s center changed', async () => {
      const student = caller({ role: ROLE.STUDENT_110, studentNo: STUDENT.refused, centerNos: [] });
      expect((await refused([add()], student)).status).toBe(403);
      expect((await refused([add()], caller({ role: ROLE.TEACHER, teacherNo: 1 }))).status).toBe(403);
      expect((await refused([add()], caller({ centerNos: [OTHER] }))).status).toBe(403);
      expect((await refused([add()], caller(), OTHER)).code).toBe('MSG_0001');
      expect((await refused([add()], caller(), CENTER, 847_199)).status).toBe(404);
    });
  });

  it('plans every row before writing: a later row’s weeks that clash with an earlier row’s become cancel rows', async () => {
    const rows = [
      add({ first_date: '2097-05-06', time_limit_no: 40, weeks: 3 }),
      add({ first_date: '2097-05-13', time_limit_no: 41, weeks: 2 }),
    ];
    const out = await courses.submit({ student_no: STUDENT.twice, belongs_center_no: CENTER, weekly: rows }, caller());
    expect(out.weekly.map((w) => w.lessons.map((l) => l.schedule_date))).toEqual([
      ['2097-05-06', '2097-05-13', '2097-05-20'],
      [],
    ]);
    expect(out.weekly[1].cancels).toEqual([]);
    expect(out.weekly[1].entry.course_end_date).toBeNull();
  });

  it('serialises two submits for one student: the second sees the first one’s lessons as occupied', async () => {
    const submit = () =>
      courses.submit(
        {
          student_no: STUDENT.raced,
          belongs_center_no: CENTER,
          weekly: [add({ first_date: '2097-05-06', time_limit_no: 50, weeks: 3 })],
        },
        caller(),
      );
    const both = await Promise.all([submit(), submit()]);
    const created = both.map((o) => o.weekly[0].lessons.length).sort();
    expect(created).toEqual([0, 3]);
    const lessons = (await ds.query(`SELECT count(*)::int AS "n" FROM "scheduling"."lesson" WHERE "student_no" = $1`, [
      STUDENT.raced,
    ])) as { n: number }[];
    expect(lessons[0].n).toBe(3);
  });

  it('ends a course: its lessons after today are cancelled with LessonCancelled, the end moves to the last kept week’s Sunday; a stale lock_version is 409', async () => {
    const [course] = (
      await courses.submit({ student_no: STUDENT.ended, belongs_center_no: CENTER, weekly: [add({ weeks: 6 })] }, caller())
    ).weekly;
    expect(course.lessons.map((l) => l.schedule_date)).toEqual(['2097-03-04', '2097-03-18', '2097-04-08']);
    const no = course.entry.weekly_entry_no;
    const del = (lock_version: number) => ({ action: 'del', weekly_entry_no: no, lock_version });
    const friday = new Date('2097-03-20T03:00:00Z');

    const before = await written();
    const stale = await refusal(
      courses.submit({ student_no: STUDENT.ended, belongs_center_no: CENTER, weekly: [del(1)] }, caller(), friday),
    );
    expect(stale).toMatchObject({ status: 409, code: 'MSG_0001' });
    const other = await refusal(
      courses.submit({ student_no: STUDENT.refused, belongs_center_no: CENTER, weekly: [del(0)] }, caller(), friday),
    );
    expect(other.status).toBe(404);
    expect(await written()).toEqual(before);

    const [ended] = (
      await courses.submit({ student_no: STUDENT.ended, belongs_center_no: CENTER, weekly: [del(0)] }, caller(), friday)
    ).weekly;
    expect(ended.entry).toMatchObject({ weekly_entry_no: no, course_end_date: '2097-03-24', lock_version: 1 });
    expect(ended.lessons.map((l) => [l.schedule_date, l.cancel_flag])).toEqual([['2097-04-08', 1]]);
    const flags = (await ds.query(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "date", "cancel_flag" FROM "scheduling"."lesson"
        WHERE "weekly_entry_no" = $1 ORDER BY 1`,
      [no],
    )) as { date: string; cancel_flag: number }[];
    expect(flags).toEqual([
      { date: '2097-03-04', cancel_flag: 0 },
      { date: '2097-03-18', cancel_flag: 0 },
      { date: '2097-04-08', cancel_flag: 1 },
    ]);
    // the weeks after today lose their cancel rows: the course no longer covers them
    const left = (await ds.query(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "date" FROM "scheduling"."lesson_cancel" WHERE "weekly_entry_no" = $1 ORDER BY 1`,
      [no],
    )) as { date: string }[];
    expect(left.map((c) => c.date)).toEqual(['2097-03-11']);
    expect(await written()).toEqual({ ...before, events: before.events + 1, cancels: before.cancels - 1 });
  });

  it('C30101_getWeeklyEntrySchedule lists the student’s running courses with their lock_version, to staff of the center and the student’s own account', async () => {
    const [course] = (
      await courses.submit(
        {
          student_no: STUDENT.read,
          belongs_center_no: CENTER,
          weekly: [add({ first_date: '2097-05-06', time_limit_no: 30, weeks: 3 })],
        },
        caller(),
      )
    ).weekly;
    expect(course.lessons.map((l) => l.schedule_date)).toEqual(['2097-05-06', '2097-05-13', '2097-05-20']);
    const no = course.entry.weekly_entry_no;
    const read = (who: Caller, at: string, student: number = STUDENT.read) =>
      courses.weeklyEntrySchedule({ student_no: student }, who, new Date(`${at}T03:00:00Z`));
    const view = {
      weekly_entry_no: no,
      dayofweek_code: 1,
      time_limit_no: 30,
      subject_no: 1,
      capacity: 1,
      weeks: 3,
      course_start_date: '2097-05-06',
      course_end_date: '2097-05-26',
      lock_version: 0,
    };
    expect(await read(caller(), '2097-05-14')).toEqual({ student_no: STUDENT.read, courses: [view] });
    const own = caller({ role: ROLE.STUDENT_110, studentNo: STUDENT.read, centerNos: [] });
    expect((await read(own, '2097-05-14')).courses).toEqual([view]);
    // no lesson after 05-20, but the course ends on Sunday 05-26: still running that week
    expect((await read(caller(), '2097-05-20')).courses).toEqual([view]);
    expect((await read(caller(), '2097-05-26')).courses).toEqual([]);

    expect(
      (await refusal(read(caller({ role: ROLE.STUDENT_110, studentNo: STUDENT.ended, centerNos: [] }), '2097-05-14'))).status,
    ).toBe(403);
    expect((await refusal(read(caller({ role: ROLE.TEACHER, teacherNo: 1 }), '2097-05-14'))).status).toBe(403);
    expect((await refusal(read(caller({ centerNos: [OTHER] }), '2097-05-14'))).status).toBe(403);
    expect((await refusal(read(caller(), '2097-05-14', 847_199))).status).toBe(404);

    // ended with the lock_version read: the coming lesson goes, the course ends with the kept week
    await courses.submit(
      { student_no: STUDENT.read, belongs_center_no: CENTER, weekly: [{ action: 'del', weekly_entry_no: no, lock_version: 0 }] },
      caller(),
      new Date('2097-05-14T03:00:00Z'),
    );
    expect((await read(caller(), '2097-05-14')).courses).toEqual([{ ...view, course_end_date: '2097-05-19', lock_version: 1 }]);
    expect((await read(caller(), '2097-05-19')).courses).toEqual([]);
  });
});
