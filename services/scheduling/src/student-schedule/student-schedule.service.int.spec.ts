import { type Caller } from '@school/contracts';
import {
  addDays,
  entryEditableRange,
  halfLoadsOf,
  remainingTeacherCount,
  ROLE,
  studentCalendarEditableRange,
  tokyoDate,
} from '@school/domain';
import { type DataSource } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import {
  addLesson as addLessonRow,
  addSeminar,
  callersOf,
  dataSource,
  refusal,
  removeRows,
} from '../entry-cell/entry-cell.test-bed';
import { StudentRowsRepository } from './student-rows.repository';
import { StudentScheduleService } from './student-schedule.service';

// C30101 schedule entry reads and T0060 seminar reads against the real PostgreSQL. The rows are this
// file's own, removed at the end: students 846_1xx (center 1, and 846_199 at center 2), lessons
// 846_0xx, entries / not-attended / changes / cancels of those students, calendar days, shifts and a
// control row in a week no seed reaches (fiscal 2095), and seminars named with PREFIX.
const CENTER = 1;
const OTHER_CENTER = 2;
const MONDAY = '2095-06-06';
const TUESDAY = '2095-06-07';
const WEDNESDAY = '2095-06-08';
const STUDENT = 846_101;
const OTHER_STUDENT = 846_102;
const FOREIGN_STUDENT = 846_199;
const FIRST_LESSON = 846_001;
const NAME = `stsched-${process.pid}`;
const PREFIX = `stsched-${process.pid}-`;

const callerOf = callersOf({
  userNo: 846_999,
  role: ROLE.OFFICE_STAFF,
  functionIds: ['C30101'],
  centerNos: [CENTER],
  requestId: 'student-schedule.service.int.spec',
});
const staff = callerOf({});
const otherStaff = callerOf({ centerNos: [OTHER_CENTER] });
const student = callerOf({ role: ROLE.STUDENT_110, studentNo: STUDENT, centerNos: [], functionIds: ['C30101', 'C30101Student'] });
const student120 = callerOf({ role: ROLE.STUDENT_120, studentNo: STUDENT, centerNos: [] });
const teacher = callerOf({ role: ROLE.TEACHER, teacherNo: 1, centerNos: [] });

describe('StudentScheduleService (C30101, T0060) against PostgreSQL', () => {
  let ds: DataSource;
  let schedule: StudentScheduleService;
  let teachers: { teacher_no: number; teacher_name: string }[];
  let next = FIRST_LESSON;

  // Lessons of other students (846_11x) fill a cell: one student has one lesson per half at most.
  const addLesson = (o: {
    date?: string;
    slot?: number;
    teacher?: number;
    cancelled?: boolean;
    capacity?: number;
    entry?: number;
    student?: number;
  }) => addLessonRow(ds, { ...o, no: next++, date: o.date ?? MONDAY, student: o.student ?? STUDENT, center: CENTER });
  const cleanUp = () =>
    removeRows(ds, {
      students: [STUDENT, OTHER_STUDENT, FOREIGN_STUDENT],
      lessons: [FIRST_LESSON, FIRST_LESSON + 99],
      shiftVersionDates: [MONDAY, addDays(MONDAY, 6)],
      centerDates: { center: CENTER, from: MONDAY, to: addDays(MONDAY, 6) },
      seminarPrefix: PREFIX,
    });
  const seminar = (name: string, o: { start: string; end: string; entryStart: string; entryEnd: string; year?: number }) =>
    addSeminar(ds, { ...o, name: `${PREFIX}${name}`, fiscalYear: o.year ?? 2095, startSlot: 20, endSlot: 40 });

  beforeAll(async () => {
    ds = await dataSource(6);
    schedule = new StudentScheduleService(
      new StudentRowsRepository(ds),
      new EntryCellRepository(ds),
      new CenterAccess(new CenterRepository(ds)),
    );
    await cleanUp();
    teachers = (await ds.query(
      `SELECT "teacher_no", "teacher_name" FROM "scheduling"."teacher_projection"
        WHERE $1 = ANY("center_nos") AND "status" = 1 ORDER BY 1 LIMIT 3`,
      [CENTER],
    )) as { teacher_no: number; teacher_name: string }[];
    await ds.query(
      `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex",
         "school_year_code", "enrollment_status", "subject_nos")
       VALUES ($1, $4, $5 || '一郎', $5 || 'イチロウ', 1, 22, 1, '{3,5}'), ($2, $4, $5 || '二郎', $5 || 'ジロウ', 1, 31, 2, '{}'),
              ($3, $6, $5 || '三郎', $5 || 'サブロウ', 1, 22, 1, '{}')`,
      [STUDENT, OTHER_STUDENT, FOREIGN_STUDENT, CENTER, NAME, OTHER_CENTER],
    );
    // Monday open slots 2–4, Tuesday closed, Wednesday open 1–5; the rest of the week has no row
    await ds.query(
      `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
         "end_time_limit_no", "dayofweek_code", "remarks", "fiscal_year")
       VALUES ($1, $2, 0, 20, 40, 1, NULL, 2095), ($1, $3, 1, 0, 0, 2, '休校', 2095), ($1, $4, 0, 10, 50, 3, NULL, 2095)`,
      [CENTER, MONDAY, TUESDAY, WEDNESDAY],
    );
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  describe('who may read', () => {
    it('refuses students 120, teachers and another student of a student account with 403, reading nothing', async () => {
      const range = { student_no: STUDENT, start_date: MONDAY, end_date: WEDNESDAY };
      for (const caller of [student120, teacher])
        expect(await refusal(schedule.studentSchedule(range, caller))).toMatchObject({ status: 403 });
      expect(await refusal(schedule.studentSchedule({ ...range, student_no: OTHER_STUDENT }, student))).toMatchObject({
        status: 403,
      });
      expect(await refusal(schedule.schedule({ student_no: STUDENT }, otherStaff))).toMatchObject({ status: 403 });
      // a student account names only its own center
      expect(
        await refusal(schedule.cellTeacherCount({ center_no: OTHER_CENTER, start_date: MONDAY, end_date: MONDAY }, student)),
      ).toMatchObject({ status: 403 });
    });

    it('refuses bad input with 422 on the field: a bad date, a reversed or too long range, a weekday, an unknown center or student', async () => {
      const errorsOf = async (p: Promise<unknown>) => {
        const r = await refusal(p);
        expect(r.status).toBe(422);
        return r.errors;
      };
      expect(
        await errorsOf(schedule.entrySchedule({ student_no: STUDENT, start_date: '2095-02-30', end_date: MONDAY }, staff)),
      ).toEqual({
        start_date: ['scheduling.studentSchedule.dateInvalid'],
      });
      expect(
        await errorsOf(schedule.entrySchedule({ student_no: STUDENT, start_date: TUESDAY, end_date: MONDAY }, staff)),
      ).toEqual({
        end_date: [{ key: 'scheduling.studentSchedule.rangeInvalid', params: { max: 62 } }],
      });
      expect(
        await errorsOf(
          schedule.cancelSchedule({ student_no: STUDENT, start_date: MONDAY, end_date: addDays(MONDAY, 62) }, staff),
        ),
      ).toMatchObject({ end_date: [{ key: 'scheduling.studentSchedule.rangeInvalid' }] });
      expect(await errorsOf(schedule.entrySchedule({ student_no: STUDENT, start_date: TUESDAY }, staff, true))).toEqual({
        start_date: ['scheduling.studentSchedule.notMonday'],
      });
      expect(
        await errorsOf(schedule.cellTeacherCount({ center_no: 999_999, start_date: MONDAY, end_date: MONDAY }, staff)),
      ).toEqual({
        center_no: ['scheduling.studentSchedule.centerInvalid'],
      });
      expect(await errorsOf(schedule.schedule({ student_no: 846_188 }, staff))).toEqual({
        student_no: ['scheduling.studentSchedule.studentUnknown'],
      });
      expect(await errorsOf(schedule.schedule({ student_no: 'x' }, staff))).toEqual({ student_no: ['validation.integer'] });
    });
  });

  describe('C30101_getSchedule and C30101_searchStudents', () => {
    it('gives the student header with the subjects of the projection, to staff and to the student itself', async () => {
      const header = {
        student_no: STUDENT,
        student_name: `${NAME}一郎`,
        center_no: CENTER,
        school_year_code: 22,
        enrollment_status: 1,
        subject_nos: [3, 5],
      };
      expect(await schedule.schedule({ student_no: STUDENT }, staff)).toMatchObject(header);
      expect(await schedule.schedule({ student_no: STUDENT }, student)).toMatchObject(header);
    });

    it('searches the caller’s centers by text and enrollment status; a student account finds only itself', async () => {
      const nos = async (input: Record<string, unknown>, caller: Caller) =>
        (await schedule.searchStudents(input, caller)).map((r) => r.student_no);
      expect(await nos({ search: NAME }, staff)).toEqual([STUDENT, OTHER_STUDENT]);
      expect(await nos({ search: NAME, student_classification: 2 }, staff)).toEqual([OTHER_STUDENT]);
      expect(await nos({ search: NAME }, otherStaff)).toEqual([FOREIGN_STUDENT]);
      expect(await nos({ search: NAME }, student)).toEqual([STUDENT]);
      expect(await nos({ search: String(OTHER_STUDENT) }, staff)).toEqual([OTHER_STUDENT]);
      expect((await schedule.searchStudents({}, callerOf({ centerNos: null }))).length).toBeLessThanOrEqual(20);
      expect(await refusal(schedule.searchStudents({ student_classification: 9 }, staff))).toMatchObject({
        status: 422,
        errors: { student_classification: ['scheduling.studentSchedule.classificationInvalid'] },
      });
    });
  });

  describe('C30101_getStudentSchedule(Week)', () => {
    it('lists the student’s lessons of the range with teacher, cancelled ones marked', async () => {
      const [t] = teachers;
      await ds.query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, 31, $3, 1), ($1, $2, 32, $3, 1)`,
        [t.teacher_no, WEDNESDAY, CENTER],
      );
      const assigned = await addLesson({ date: WEDNESDAY, slot: 30, teacher: t.teacher_no });
      const cancelled = await addLesson({ date: MONDAY, slot: 41, cancelled: true });
      const week = await schedule.studentSchedule({ student_no: STUDENT, start_date: MONDAY }, student, true);
      expect([week.start_date, week.end_date]).toEqual([MONDAY, addDays(MONDAY, 6)]);
      const mine = week.lessons.filter((l) => [assigned, cancelled].includes(l.schedule_no));
      expect(mine).toEqual([
        expect.objectContaining({
          schedule_no: cancelled,
          schedule_date: MONDAY,
          cancelled: true,
          assigned: false,
          teacher_no: null,
        }),
        expect.objectContaining({
          schedule_no: assigned,
          schedule_date: WEDNESDAY,
          time_limit_no: 30,
          subject_no: 3,
          teacher_no: t.teacher_no,
          teacher_name: t.teacher_name,
          assigned: true,
          cancelled: false,
          entry_schedule_no: null,
          lock_version: 0,
        }),
      ]);
      const monday = await schedule.studentSchedule({ student_no: STUDENT, start_date: MONDAY, end_date: MONDAY }, staff);
      expect(monday.lessons.map((l) => l.schedule_no)).toEqual([cancelled]);
    });
  });

  describe('applications, not-attended days, changes and cancels', () => {
    it('reads each table’s rows of the student in the range, the entries with their lesson', async () => {
      const [entry] = (await ds.query(
        `INSERT INTO "scheduling"."entry" ("entry_type", "student_no", "center_no", "schedule_date", "time_limit_no", "subject_no",
           "capacity", "applied_role", "applied_by_user_no", "request_note")
         VALUES (2, $1, $2, $3, 21, 3, 1, 110, 846999, 'please') RETURNING "entry_schedule_no"`,
        [STUDENT, CENTER, MONDAY],
      )) as { entry_schedule_no: number }[];
      const lesson = await addLesson({ date: MONDAY, slot: 21, entry: entry.entry_schedule_no });
      await ds.query(
        `INSERT INTO "scheduling"."entry" ("entry_type", "student_no", "center_no", "schedule_date", "time_limit_no", "subject_no",
           "capacity", "applied_role") VALUES (2, $1, $2, $3, 21, 3, 1, 540)`,
        [OTHER_STUDENT, CENTER, MONDAY],
      );
      await ds.query(
        `INSERT INTO "scheduling"."not_attended" ("student_no", "schedule_date", "remarks") VALUES ($1, $2, '旅行'), ($1, $3, NULL)`,
        [STUDENT, WEDNESDAY, addDays(MONDAY, 70)],
      );
      const [weekly] = (await ds.query(
        `INSERT INTO "scheduling"."weekly_entry" ("student_no", "center_no", "dayofweek_code", "time_limit_no", "time_division",
           "subject_no", "capacity", "weeks", "course_start_date") VALUES ($1, $2, 3, 30, 0, 3, 1, 4, $3) RETURNING "weekly_entry_no"`,
        [STUDENT, CENTER, MONDAY],
      )) as { weekly_entry_no: number }[];
      await ds.query(
        `INSERT INTO "scheduling"."lesson_cancel" ("weekly_entry_no", "student_no", "center_no", "schedule_date", "time_limit_no",
           "conflict_schedule_no") VALUES ($1, $2, $3, $4, 30, $5)`,
        [weekly.weekly_entry_no, STUDENT, CENTER, WEDNESDAY, lesson],
      );
      await ds.query(
        `INSERT INTO "scheduling"."lesson_change" ("schedule_no", "student_no", "from_center_no", "from_date", "from_time_limit_no",
           "to_center_no", "to_date", "to_time_limit_no") VALUES ($1, $2, $3, $4, 41, $3, $5, 21)`,
        [lesson, STUDENT, CENTER, '2095-05-30', MONDAY],
      );
      const range = { student_no: STUDENT, start_date: MONDAY, end_date: WEDNESDAY };

      const entries = await schedule.entrySchedule(range, student);
      expect(entries.entries).toEqual([
        expect.objectContaining({
          entry_schedule_no: entry.entry_schedule_no,
          entry_type: 2,
          student_no: STUDENT,
          schedule_date: MONDAY,
          time_limit_no: 21,
          capacity: 1,
          status: 'waiting',
          applied_role: 110,
          request_note: 'please',
          schedule_no: lesson,
          lock_version: 0,
        }),
      ]);
      expect((await schedule.entrySchedule({ student_no: STUDENT, start_date: MONDAY }, staff, true)).entries).toHaveLength(1);

      expect((await schedule.notAttendedSchedule(range, staff)).not_attended).toEqual([
        expect.objectContaining({ student_no: STUDENT, schedule_date: WEDNESDAY, remarks: '旅行', lock_version: 0 }),
      ]);
      expect((await schedule.cancelSchedule(range, staff)).cancels).toEqual([
        expect.objectContaining({
          weekly_entry_no: weekly.weekly_entry_no,
          schedule_date: WEDNESDAY,
          time_limit_no: 30,
          conflict_schedule_no: lesson,
        }),
      ]);
      expect((await schedule.changeSchedule(range, student)).changes).toEqual([
        expect.objectContaining({
          schedule_no: lesson,
          from_date: '2095-05-30',
          from_time_limit_no: 41,
          to_date: MONDAY,
          to_time_limit_no: 21,
        }),
      ]);
      expect((await schedule.changeSchedule({ ...range, start_date: TUESDAY }, staff)).changes).toEqual([]);
    });
  });

  describe('calendar and cells', () => {
    it('gives the calendar days with their open slots and the editable ranges libs/domain computes', async () => {
      const out = await schedule.calendarByRange({ center_no: CENTER, start_date: MONDAY, end_date: addDays(MONDAY, 6) }, staff);
      expect(out.days.map((d) => d.schedule_date)).toEqual([MONDAY, TUESDAY, WEDNESDAY]);
      expect(out.days[0].open_slots).toEqual([20, 21, 22, 30, 31, 32, 40, 41, 42]);
      expect(out.days[1]).toMatchObject({ closed_flag: 1, remarks: '休校', open_slots: [] });
      // every period once, with its times
      const slots = (await ds.query(`SELECT count(*)::int AS "n" FROM "scheduling"."time_slot"`)) as { n: number }[];
      expect(out.slots).toHaveLength(slots[0].n);
      expect(out.slots.find((s) => s.time_limit_no === 21)).toEqual({
        time_limit_no: 21,
        label: '2限前半',
        start_time: '16:30',
        end_time: '17:10',
      });
      const today = tokyoDate(Date.now());
      expect(out.today).toBe(today);
      expect(out.editable.not_attended).toEqual(studentCalendarEditableRange(today));
      const calendar = (await ds.query(
        `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "closed_flag" FROM "scheduling"."calendar_day"
          WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $2::date + 120`,
        [CENTER, today],
      )) as { schedule_date: string; closed_flag: number }[];
      // the seeded calendar covers today's fiscal year; without it the ranges are null
      const expected = calendar.length ? entryEditableRange({ kind: 'extra', today, calendar }) : null;
      expect(out.editable.extra).toEqual(expected);
      expect(out.editable.change).toEqual(expected);
    });

    it('counts each open cell as libs/domain does: shifts minus lessons’ needs, a 90-minute slot its smaller half, control rows', async () => {
      const shifts = teachers.flatMap((t) => [21, 22].map((slot) => ({ teacher_no: t.teacher_no, time_limit_no: slot })));
      await ds.query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         SELECT unnest($1::int[]), $2, unnest($3::int[]), $4, 1`,
        [shifts.map((s) => s.teacher_no), MONDAY, shifts.map((s) => s.time_limit_no), CENTER],
      );
      // half 22: two one-to-two lessons (one teacher) and a one-to-one; half 21 holds the earlier lessons of Monday
      const lessons = [
        { time_limit_no: 22, capacity: 2 },
        { time_limit_no: 22, capacity: 2 },
        { time_limit_no: 22, capacity: 1 },
      ];
      for (const [i, l] of lessons.entries())
        await addLesson({ date: MONDAY, slot: l.time_limit_no, capacity: l.capacity, student: 846_110 + i });
      await ds.query(
        `INSERT INTO "scheduling"."entry_control" ("center_no", "schedule_date", "time_limit_no") VALUES ($1, $2, 40)`,
        [CENTER, MONDAY],
      );
      const booked = (await ds.query(
        `SELECT "time_limit_no", "capacity"::int AS "capacity" FROM "scheduling"."lesson"
          WHERE "center_no" = $1 AND "schedule_date" = $2 AND "cancel_flag" = 0`,
        [CENTER, MONDAY],
      )) as { time_limit_no: number; capacity: number }[];
      const loads = halfLoadsOf(shifts, booked);

      const out = await schedule.cellTeacherCount({ center_no: CENTER, start_date: MONDAY, end_date: WEDNESDAY }, staff);
      const cell = (date: string, slot: number) => out.cells.find((c) => c.schedule_date === date && c.time_limit_no === slot);
      for (const slot of [20, 21, 22]) expect(cell(MONDAY, slot)?.remaining).toBe(remainingTeacherCount(slot, loads));
      expect(cell(MONDAY, 22)).toEqual({ schedule_date: MONDAY, time_limit_no: 22, remaining: 3 - 2, full: true });
      expect(cell(MONDAY, 21)?.full).toBe(remainingTeacherCount(21, loads) <= 1);
      // the control row on 4限 makes it and its halves full whatever the count
      expect([40, 41, 42].map((s) => cell(MONDAY, s)?.full)).toEqual([true, true, true]);
      // closed Tuesday has no cells, Wednesday's 1限 is open
      expect(out.cells.some((c) => c.schedule_date === TUESDAY)).toBe(false);
      expect(cell(WEDNESDAY, 10)).toMatchObject({ remaining: 0, full: true });
      expect(out.cells.filter((c) => c.schedule_date === MONDAY)).toHaveLength(9);

      const info = await schedule.scheduleDateInfo({ center_no: CENTER, schedule_date: MONDAY }, student);
      expect(info.calendar?.open_slots).toEqual([20, 21, 22, 30, 31, 32, 40, 41, 42]);
      expect(info.slots.find((s) => s.time_limit_no === 22)).toEqual({
        time_limit_no: 22,
        label: expect.any(String),
        start_time: expect.stringMatching(/^\d\d:\d\d$/),
        end_time: expect.stringMatching(/^\d\d:\d\d$/),
        remaining: 1,
        full: true,
      });
      expect(info.slots.map((s) => [s.time_limit_no, s.remaining, s.full])).toEqual(
        out.cells.filter((c) => c.schedule_date === MONDAY).map((c) => [c.time_limit_no, c.remaining, c.full]),
      );
      const none = await schedule.scheduleDateInfo({ center_no: CENTER, schedule_date: addDays(MONDAY, 5) }, staff);
      expect(none).toMatchObject({ calendar: null, slots: [] });
    });
  });

  describe('seminars (C30101_getSeminarCalendarByRange, T0060_getList, T0060_getAvailableSeminar)', () => {
    it('lists seminars overlapping a range or of a fiscal year', async () => {
      const summer = await seminar('summer', {
        start: '2095-06-01',
        end: MONDAY,
        entryStart: '2095-05-01',
        entryEnd: '2095-05-20',
      });
      const later = await seminar('later', {
        start: '2095-07-20',
        end: '2095-08-10',
        entryStart: '2095-06-01',
        entryEnd: '2095-07-01',
      });
      const mine = (rows: { seminar_calendar_no: number }[]) =>
        rows.map((r) => r.seminar_calendar_no).filter((n) => [summer, later].includes(n));
      expect(mine(await schedule.seminarCalendarByRange({ start_date: MONDAY, end_date: WEDNESDAY }, staff))).toEqual([summer]);
      expect(mine(await schedule.seminarList({ fiscal_year: 2095 }, student))).toEqual([summer, later]);
      expect(mine(await schedule.seminarList({ start_date: TUESDAY, end_date: '2095-07-20' }, staff))).toEqual([later]);
      expect(await refusal(schedule.seminarList({ fiscal_year: 'x' }, staff))).toMatchObject({
        status: 422,
        errors: { fiscal_year: ['scheduling.studentSchedule.fiscalYearInvalid'] },
      });
      const [row] = await schedule.seminarCalendarByRange({ start_date: MONDAY, end_date: MONDAY }, staff);
      expect(row).toMatchObject({
        seminar_calendar_no: summer,
        start_time_limit_no: 20,
        end_time_limit_no: 40,
        entry_end_date: '2095-05-20',
      });
    });

    it('offers the seminars open for entry today with the seminar editable range; the student account its own', async () => {
      const today = tokyoDate(Date.now());
      const open = await seminar('open', {
        start: addDays(today, 20),
        end: addDays(today, 30),
        entryStart: addDays(today, -1),
        entryEnd: addDays(today, 10),
      });
      const closed = await seminar('closed', {
        start: addDays(today, 20),
        end: addDays(today, 30),
        entryStart: addDays(today, 1),
        entryEnd: addDays(today, 10),
      });
      const out = await schedule.availableSeminar({}, student);
      expect(out.student_no).toBe(STUDENT);
      const nos = out.seminars.map((s) => s.seminar_calendar_no);
      expect(nos).toContain(open);
      expect(nos).not.toContain(closed);
      const calendar = (await ds.query(
        `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "closed_flag" FROM "scheduling"."calendar_day"
          WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $2::date + 120`,
        [CENTER, today],
      )) as { schedule_date: string; closed_flag: number }[];
      const expected = calendar.length ? entryEditableRange({ kind: 'seminar', today, calendar, seminars: out.seminars }) : null;
      expect(out.editable).toEqual(expected);
      expect(await schedule.availableSeminar({ student_no: STUDENT }, staff)).toEqual(out);
      expect(await refusal(schedule.availableSeminar({ student_no: OTHER_STUDENT }, student))).toMatchObject({ status: 403 });
      expect(await refusal(schedule.availableSeminar({}, staff))).toMatchObject({ status: 422 });
    });
  });
});
