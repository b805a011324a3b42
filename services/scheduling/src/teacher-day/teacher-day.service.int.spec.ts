import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { type RpcClient } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { BoardRepository } from '../board/board.repository';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { TimeSlotRepository } from '../time-slot/time-slot.repository';
import { ZoomLogRepository } from '../zoom-log/zoom-log.repository';
import { ZoomLogService } from '../zoom-log/zoom-log.service';
import { TeacherDayRepository } from './teacher-day.repository';
import { TeacherDayService } from './teacher-day.service';
import { refusalOf } from '@school/server-kit/testing';

// C11101 teacher-day reads against the real PostgreSQL: a teacher reads their own lessons at every
// center (with the meeting fields), never another teacher's; staff read a teacher of their centers
// (without the meeting fields); students are refused. The seed's teachers are read only; the
// lessons (838_0xx), students and shifts are this file's own, in a week no seed reaches, removed at
// the end. The reads that ask reports or masters (reporting, status, initData) are the API test's.
const START = '2096-11-05';
const END = '2096-11-11';
const SUBJECT = 3;
const STUDENT = 838_101;
const FIRST_LESSON = 838_001;

const callerOf = (over: Partial<Caller>): Caller => ({
  userNo: 838_999,
  role: ROLE.TEACHER,
  functionIds: ['C11101'],
  centerNos: [],
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'teacher-day.service.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
  ...over,
});

describe('TeacherDayService (C11101 reads) against PostgreSQL', () => {
  let ds: DataSource;
  let day: TeacherDayService;
  let zoomLog: ZoomLogService;
  let next = FIRST_LESSON;
  let teacher: { teacher_no: number; center_nos: number[] };
  let other: number;
  let own: Caller;
  const lesson: Record<string, number> = {};

  const range = (over: Record<string, unknown> = {}) => ({ start_date: START, end_date: END, ...over });
  const addLesson = async (date: string, o: { center: number; teacher: number; cancelled?: boolean; student?: number }) => {
    const no = next++;
    // an assigned lesson needs its teacher's work shift in its half (MSG_1004)
    await ds.query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES ($1, $2, 21, $3, 1) ON CONFLICT DO NOTHING`,
      [o.teacher, date, o.center],
    );
    await ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "teacher_no", "center_no", "original_center_no", "course_setting_no", "subject_no", "dayofweek_code",
         "cancel_flag", "zoom_url", "zoom_meeting_id", "zoom_passcode")
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', 21, 1, $3, $4, $5, 0, 201, $6,
         extract(isodow FROM $2::date), $7, 'https://zoom.example/j/1', '111', 'secret')`,
      [no, date, o.student ?? STUDENT, o.teacher, o.center, SUBJECT, o.cancelled ? 1 : 0],
    );
    return no;
  };
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" BETWEEN $1 AND $1 + 99`, [FIRST_LESSON]);
    await ds.query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "schedule_date" BETWEEN $1 AND $2`, [START, END]);
    await ds.query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "schedule_date" BETWEEN $1 AND $2`, [START, END]);
    await ds.query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [STUDENT]);
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4 } });
    await ds.initialize();
    // none of the reads below asks another service
    const noRpc = null as unknown as RpcClient;
    day = new TeacherDayService(
      new BoardRepository(ds),
      new TeacherDayRepository(ds),
      new CenterAccess(new CenterRepository(ds)),
      noRpc,
      new TimeSlotRepository(ds),
      new ZoomLogRepository(ds),
    );
    zoomLog = new ZoomLogService(new ZoomLogRepository(ds), new CenterAccess(new CenterRepository(ds)));
    await cleanUp();
    const teachers = (await ds.query(
      `SELECT "teacher_no", "center_nos" FROM "scheduling"."teacher_projection" WHERE "status" = 1 ORDER BY 1`,
    )) as { teacher_no: number; center_nos: number[] }[];
    teacher = teachers.find((t) => t.center_nos.length >= 2)!;
    other = teachers.find((t) => t.teacher_no !== teacher.teacher_no)!.teacher_no;
    own = callerOf({ teacherNo: teacher.teacher_no });
    await ds.query(
      `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex",
         "enrollment_status", "subject_nos", "ng_teacher_nos")
       VALUES ($1, $2, '本日試験', 'ホンジツシケン', 2, 1, ARRAY[$3]::int[], '{}')`,
      [STUDENT, teacher.center_nos[0], SUBJECT],
    );
    const [first, second] = teacher.center_nos;
    lesson.first = await addLesson('2096-11-05', { center: first, teacher: teacher.teacher_no });
    lesson.second = await addLesson('2096-11-06', { center: second, teacher: teacher.teacher_no });
    lesson.cancelled = await addLesson('2096-11-08', { center: first, teacher: teacher.teacher_no, cancelled: true });
    lesson.others = await addLesson('2096-11-07', { center: first, teacher: other });
    await ds.query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES ($1, '2096-11-05', 22, $2, 1)`,
      [teacher.teacher_no, first],
    );
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  const mine = (nos: number[]) => nos.filter((no) => no >= FIRST_LESSON && no < FIRST_LESSON + 100);

  it('answers a teacher their own lessons at every center with the meeting, never a cancelled one or another teacher’s', async () => {
    const lessons = await day.schedule(range(), own);
    expect(mine(lessons.map((l) => l.schedule_no))).toEqual([lesson.first, lesson.second]);
    expect(lessons.find((l) => l.schedule_no === lesson.first)).toMatchObject({
      subject_no: SUBJECT,
      zoom_url: 'https://zoom.example/j/1',
      zoom_passcode: 'secret',
    });
    expect(await refusalOf(day.schedule(range({ teacher_no: other }), own))).toMatchObject({ status: 403, errors: undefined });
  });

  it('refuses a student and a teacher account without a teacher', async () => {
    const student = callerOf({ role: ROLE.STUDENT_110, studentNo: STUDENT });
    expect((await refusalOf(day.schedule(range({ teacher_no: teacher.teacher_no }), student))).status).toBe(403);
    expect((await refusalOf(day.schedule(range(), callerOf({})))).status).toBe(403);
  });

  it('lets staff read a teacher of their centers without the meeting fields, and no teacher of other centers', async () => {
    const staff = callerOf({ role: ROLE.OFFICE_STAFF, functionIds: ['C40101'], centerNos: [teacher.center_nos[0]] });
    const lessons = await day.schedule(range({ teacher_no: teacher.teacher_no }), staff);
    // the teacher's lesson at their other center is that center's record (libs/domain mayReadRecord)
    expect(mine(lessons.map((l) => l.schedule_no))).toEqual([lesson.first]);
    expect(lessons.find((l) => l.schedule_no === lesson.first)).not.toHaveProperty('zoom_passcode');
    const elsewhere = callerOf({ role: ROLE.OFFICE_STAFF, centerNos: [-1] });
    expect(await refusalOf(day.schedule(range({ teacher_no: teacher.teacher_no }), elsewhere))).toMatchObject({
      status: 422,
      errors: { teacher_no: [{ key: 'board.c40101.teacherInvalid' }] },
    });
  });

  it('answers the students of the teacher’s lessons with their first and last opening of the link (ZoomLog)', async () => {
    const joined = async (c: Caller) =>
      (await day.joinedStudents(range({ teacher_no: teacher.teacher_no }), c)).filter((s) => mine([s.schedule_no]).length);
    const never = { student_no: STUDENT, student_name: '本日試験', opened_at: null, last_opened_at: null };
    expect(await joined(own)).toEqual([
      { schedule_no: lesson.first, ...never },
      { schedule_no: lesson.second, ...never },
    ]);
    const student = callerOf({ role: ROLE.STUDENT_110, functionIds: ['ZoomLog'], studentNo: STUDENT });
    const on = async () => true;
    await zoomLog.recordOpen({ schedule_no: lesson.first }, student, on);
    await zoomLog.recordOpen({ schedule_no: lesson.first }, own, on);
    await zoomLog.recordOpen({ schedule_no: lesson.first }, student, on);
    const [first, last] = (
      (await ds.query(
        `SELECT "logged_at" FROM "scheduling"."lesson_meeting_log" WHERE "schedule_no" = $1 AND "actor" = 'student' ORDER BY "log_no"`,
        [lesson.first],
      )) as { logged_at: Date }[]
    ).map((r) => r.logged_at.toISOString());
    expect(await joined(own)).toEqual([
      { schedule_no: lesson.first, ...never, opened_at: first, last_opened_at: last },
      { schedule_no: lesson.second, ...never },
    ]);
    // staff reading the teacher's day see the students at their centers, not the openings
    const staff = callerOf({ role: ROLE.OFFICE_STAFF, functionIds: ['C40101'], centerNos: [teacher.center_nos[0]] });
    expect(await joined(staff)).toEqual([{ schedule_no: lesson.first, ...never }]);
  });

  it('reads the board at one of the teacher’s centers for the teacher only; another center is a 422', async () => {
    const [first] = teacher.center_nos;
    const applied = await day.applied(range({ center_no: first }), own);
    expect(mine(applied.lessons.map((l) => l[0]))).toEqual([lesson.first]);
    const info = await day.teacherInfo(range({ center_no: first }), own);
    expect(info.map((t) => t.teacher_no)).toEqual([teacher.teacher_no]);
    expect(info[0].shifts).toEqual([
      { schedule_date: '2096-11-05', time_limit_no: 21, work_flag: 1 },
      { schedule_date: '2096-11-05', time_limit_no: 22, work_flag: 1 },
      { schedule_date: '2096-11-08', time_limit_no: 21, work_flag: 1 },
    ]);
    expect(await refusalOf(day.calendar(range({ center_no: -5 }), own))).toMatchObject({ status: 422 });
  });
});
