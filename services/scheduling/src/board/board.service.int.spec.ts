import { type Caller } from '@school/contracts';
import { boardEditablePeriod, ROLE, tokyoDate } from '@school/domain';
import { DataSource } from 'typeorm';
import { BoardService } from './board.service';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { BoardRepository } from './board.repository';
import { refusalOf } from '@school/server-kit/testing';

// C40101 board reads against the real PostgreSQL, the caller's centers from scheduling's center
// projection. The caller works at center 1 only. The seed's teachers are read only; the lessons
// (837_0xx, students 837_1xx), shifts, a retired teacher (837_201) and a calendar day are this file's
// own, in a week no seed reaches (2096-10-01 to 07), removed at the end.
const CENTER = 1;
const OTHER_CENTER = 2;
const START = '2096-10-01';
const END = '2096-10-07';
const SUBJECT = 3;
const STUDENT = 837_101;
const RETIRED = 837_201;
const FIRST_LESSON = 837_001;

const caller: Caller = {
  userNo: 837_999,
  role: ROLE.OFFICE_STAFF,
  functionIds: ['C40101'],
  centerNos: [CENTER],
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'board.service.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
};

describe('BoardService (C40101 reads) against PostgreSQL', () => {
  let ds: DataSource;
  let board: BoardService;
  let next = FIRST_LESSON;
  // a seeded active teacher of both centers who teaches SUBJECT
  let teacher: number;
  let atCenter: number[];
  let onlyElsewhere: number;
  const lesson: Record<string, number> = {};

  const range = (over: Record<string, unknown> = {}) => ({ center_no: CENTER, start_date: START, end_date: END, ...over });
  const shift = (date: string, half: number, center: number) =>
    ds.query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES ($1, $2, $3, $4, 1)`,
      [teacher, date, half, center],
    );
  const addLesson = async (
    date: string,
    o: { center?: number; original?: number; teacher?: number; cancelled?: boolean; student?: number },
  ) => {
    const no = next++;
    await ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "teacher_no", "center_no", "original_center_no", "course_setting_no", "subject_no", "dayofweek_code", "cancel_flag")
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', 21, 1, $3, $4, $5, $6, 201, $7,
         extract(isodow FROM $2::date), $8)`,
      [no, date, o.student ?? STUDENT, o.teacher ?? 0, o.center ?? CENTER, o.original ?? 0, SUBJECT, o.cancelled ? 1 : 0],
    );
    return no;
  };
  const centerRefused = { status: 422, errors: { center_no: ['board.c40101.centerInvalid'] } };
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" BETWEEN $1 AND $1 + 99`, [FIRST_LESSON]);
    await ds.query(
      `DELETE FROM "scheduling"."teacher_schedule" WHERE "center_no" = ANY($1::int[]) AND "schedule_date" BETWEEN $2 AND $3`,
      [[CENTER, OTHER_CENTER], START, END],
    );
    await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "schedule_date" BETWEEN $1 AND $2`, [START, END]);
    await ds.query(`DELETE FROM "scheduling"."calendar_day" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3`, [
      CENTER,
      START,
      END,
    ]);
    await ds.query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`, [RETIRED]);
    await ds.query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [STUDENT]);
  };

  beforeAll(async () => {
    // the events the service writes carry the run's namespace, so the run's outbox relay publishes them
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4 } });
    await ds.initialize();
    // check() only asks masters; the event bus is for the kept lists of a running service
    board = new BoardService(new BoardRepository(ds), new CenterAccess(new CenterRepository(ds)));
    await cleanUp();
    const teachers = (await ds.query(
      `SELECT "teacher_no", "center_nos", "subject_nos", "status" FROM "scheduling"."teacher_projection" ORDER BY 1`,
    )) as { teacher_no: number; center_nos: number[]; subject_nos: number[]; status: number }[];
    atCenter = teachers.filter((t) => t.center_nos.includes(CENTER) && t.status !== 3).map((t) => t.teacher_no);
    teacher = teachers.find(
      (t) =>
        t.center_nos.includes(CENTER) && t.center_nos.includes(OTHER_CENTER) && t.subject_nos.includes(SUBJECT) && t.status === 1,
    )!.teacher_no;
    onlyElsewhere = teachers.find((t) => !t.center_nos.includes(CENTER))!.teacher_no;

    // a retired teacher of the center, whom no list of the board shows
    await ds.query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
         "sex", "teacher_type", "subject_nos", "status")
       VALUES ($1, $2, ARRAY[$2]::int[], '退職試験', 'タイショクシケン', 1, 1, ARRAY[$3]::int[], 3)`,
      [RETIRED, CENTER, SUBJECT],
    );
    await ds.query(
      `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex",
         "enrollment_status", "subject_nos", "ng_teacher_nos")
       VALUES ($1, $2, '盤面試験', 'バンメンシケン', 2, 1, ARRAY[$3]::int[], ARRAY[$4]::int[])`,
      [STUDENT, CENTER, SUBJECT, onlyElsewhere],
    );
    await ds.query(
      `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
         "end_time_limit_no", "dayofweek_code", "fiscal_year")
       VALUES ($1, $2, 0, 10, 50, extract(isodow FROM $2::date), 2096)`,
      [CENTER, START],
    );
    // the teacher works half 21 at the center on the 2nd and 4th, and elsewhere on the 3rd
    await shift('2096-10-02', 21, CENTER);
    await shift('2096-10-02', 31, OTHER_CENTER);
    await shift('2096-10-03', 21, OTHER_CENTER);
    await shift('2096-10-04', 21, CENTER);
    lesson.unassigned = await addLesson('2096-10-02', {});
    lesson.cancelled = await addLesson('2096-10-02', { cancelled: true, student: STUDENT + 1 });
    lesson.transferredAway = await addLesson('2096-10-05', { center: OTHER_CENTER, original: CENTER });
    lesson.otherCenter = await addLesson('2096-10-06', { center: OTHER_CENTER, student: STUDENT + 2 });
    lesson.taughtElsewhere = await addLesson('2096-10-03', { center: OTHER_CENTER, teacher, student: STUDENT + 3 });
    lesson.assigned = await addLesson('2096-10-04', { teacher });
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  describe('canEdit (C40101_canEdit)', () => {
    it('answers the board’s editable period from today', () => {
      const today = tokyoDate(Date.now());
      const { min, max } = boardEditablePeriod(today);
      expect(board.canEdit()).toEqual({ min_date: min, max_date: max, today });
    });
  });

  describe('calendar (C40101_getCalendar)', () => {
    it('answers the center’s days in the range and the 90-minute periods', async () => {
      const out = await board.calendar(range(), caller);
      expect(out.days).toEqual([
        {
          schedule_date: START,
          closed_flag: 0,
          tstart_ime_limit_no: 10,
          end_time_limit_no: 50,
          dayofweek_code: expect.any(Number),
          remarks: null,
        },
      ]);
      expect(out.periods.length).toBeGreaterThan(0);
      expect(out.periods.every((p) => p.time_limit_no % 10 === 0)).toBe(true);
    });

    it('refuses a center the caller does not work at, and a range over a month, each as a 422', async () => {
      expect(await refusalOf(board.calendar(range({ center_no: OTHER_CENTER }), caller))).toMatchObject(centerRefused);
      expect(await refusalOf(board.calendar(range({ end_date: '2096-11-15' }), caller))).toMatchObject({
        status: 422,
        errors: { end_date: [{ key: 'board.c40101.rangeTooLong' }] },
      });
    });
  });

  describe('teachers (C40101_getTeacherInfoAndSchedule)', () => {
    it('lists the center’s teachers who have not retired, each with their shifts at this center only', async () => {
      const teachers = await board.teachers(range(), caller);
      expect(teachers.map((t) => t.teacher_no)).toEqual(atCenter);
      expect(teachers.find((t) => t.teacher_no === teacher)?.shifts).toEqual([
        { schedule_date: '2096-10-02', time_limit_no: 21, work_flag: 1 },
        { schedule_date: '2096-10-04', time_limit_no: 21, work_flag: 1 },
      ]);
      expect(await refusalOf(board.teachers(range({ center_no: OTHER_CENTER }), caller))).toMatchObject(centerRefused);
    });
  });

  describe('lessons (C40101_getAppliedSchedule)', () => {
    it('answers the center’s lessons and those transferred away from it, never a cancelled one, with their students', async () => {
      const out = await board.lessons(range(), caller);
      const mine = out.lessons.map((l) => l[0]).filter((no) => no >= FIRST_LESSON && no < FIRST_LESSON + 100);
      expect(mine.sort()).toEqual([lesson.unassigned, lesson.assigned, lesson.transferredAway].sort());
      expect(out.students.find((s) => s.student_no === STUDENT)).toEqual({
        student_no: STUDENT,
        student_name: '盤面試験',
        sex: 2,
        subject_nos: [SUBJECT],
        ng_teacher_nos: [onlyElsewhere],
      });
      expect(await refusalOf(board.lessons(range({ center_no: OTHER_CENTER }), caller))).toMatchObject(centerRefused);
    });
  });

  describe('courseStartDate (C40101_getCourseStartDate)', () => {
    it('answers the first date from today with a lesson still to assign at the center, a cancelled one not counting', async () => {
      const today = tokyoDate(Date.now());
      await addLesson(today, { cancelled: true, student: STUDENT + 4 });
      const { course_start_date: first } = await board.courseStartDate({ center_no: CENTER }, caller);
      const open = (await ds.query(
        `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "date" FROM "scheduling"."lesson"
          WHERE "center_no" = $1 AND "teacher_no" = 0 AND "cancel_flag" = 0 AND "schedule_date" BETWEEN $2 AND $3`,
        [CENTER, today, first],
      )) as { date: string }[];
      expect(first >= today).toBe(true);
      // none before it, and one that day unless it is today for want of any
      expect(open.every((o) => o.date === first)).toBe(true);
      if (first !== today) expect(open.length).toBeGreaterThan(0);
      expect(await refusalOf(board.courseStartDate({ center_no: OTHER_CENTER }, caller))).toMatchObject(centerRefused);
    });
  });

  describe('teacherSchedule (C40101_getTeacherSchedule)', () => {
    it('answers a teacher of the center’s lessons at every center; a teacher not of the center is a 422', async () => {
      const lessons = await board.teacherSchedule(range({ teacher_no: teacher }), caller);
      expect(lessons.filter((l) => l.schedule_no >= FIRST_LESSON).map((l) => [l.schedule_no, l.center_no])).toEqual([
        [lesson.taughtElsewhere, OTHER_CENTER],
        [lesson.assigned, CENTER],
      ]);
      expect(await refusalOf(board.teacherSchedule(range({ teacher_no: onlyElsewhere }), caller))).toMatchObject({
        status: 422,
        errors: { teacher_no: [{ key: 'board.c40101.teacherInvalid', params: {} }] },
      });
    });
  });

  describe('selected (C40101_getSelectedScheduleInfomation)', () => {
    const select = (slot: number) =>
      board.selected(
        range({ student_no: STUDENT, subject_no: SUBJECT, time_limit_no: slot, schedule_date: '2096-10-02' }),
        caller,
      );

    it('answers the student, their lessons, and the teachers of the subject with a shift in every half of the lesson', async () => {
      const out = await select(21);
      expect(out.student).toMatchObject({ student_no: STUDENT, ng_teacher_nos: [onlyElsewhere] });
      expect(out.lessons.map((l) => l.schedule_no)).toEqual([lesson.unassigned, lesson.assigned, lesson.transferredAway]);
      expect(out.candidate_teacher_nos).toEqual([teacher]);
      // a 90-minute lesson needs both halves: the teacher has only the first
      expect((await select(20)).candidate_teacher_nos).toEqual([]);
    });

    it('refuses every bad field at once (422), before asking for the center', async () => {
      const refused = await refusalOf(
        board.selected(
          {
            center_no: OTHER_CENTER,
            start_date: START,
            end_date: END,
            student_no: 0,
            subject_no: SUBJECT,
            time_limit_no: 23,
            schedule_date: 'x',
          },
          caller,
        ),
      );
      expect(Object.keys(refused.errors ?? {}).sort()).toEqual(['schedule_date', 'student_no', 'time_limit_no']);
    });
  });

  describe('latestForReport (C40101_getLatestScheduleNoForReport)', () => {
    it('answers the student’s latest lesson at the center with a teacher before the date, else none', async () => {
      const latest = (date: string) =>
        board.latestForReport({ center_no: CENTER, student_no: STUDENT, schedule_date: date }, caller);
      expect(await latest('2096-10-05')).toEqual({ schedule_no: lesson.assigned });
      // the one of the 2nd has no teacher
      expect(await latest('2096-10-04')).toEqual({ schedule_no: null });
      expect(
        await refusalOf(
          board.latestForReport({ center_no: OTHER_CENTER, student_no: STUDENT, schedule_date: '2096-10-05' }, caller),
        ),
      ).toMatchObject(centerRefused);
    });
  });
});
