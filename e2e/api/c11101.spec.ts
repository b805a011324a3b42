import { addDays, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { type ApiAnswer, ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// C11101 teacher today through the gateway: teacher1 (teacher 1, center 9) reads their own lessons at
// every center and nobody else's; their unwritten reports come from the reports' list; staff of
// center 9 read teacher 1, staff of center 1 do not; students are refused. The lessons are this
// file's own (scheduling 993_0xx in a week no seed reaches, reports' copies 993_5xx yesterday),
// removed at the end.
const TEACHER1 = 1;
const OTHER_TEACHER = 2;
const FIRST = 993_001;
const FIRST_REPORT = 993_501;
const WEEK = '2097-02-04';
const YESTERDAY = addDays(tokyoDate(Date.now()), -1);

describe('C11101 teacher today', () => {
  const stack = sharedStack();
  const teacher = new ApiSession(stack);
  const classroom9 = new ApiSession(stack);
  const classroom1 = new ApiSession(stack);
  const students = [new ApiSession(stack), new ApiSession(stack), new ApiSession(stack)];
  const lesson: Record<string, number> = {};
  let next = FIRST;

  const range = { start_date: WEEK, end_date: addDays(WEEK, 6) };
  const ok = <T>(answer: ApiAnswer<T>): T => {
    expect({ status: answer.status, body: answer.status === 200 ? null : answer.body }).toEqual({ status: 200, body: null });
    return answer.output;
  };
  const addLesson = async (date: string, center: number, teacherNo: number, studentNo = 1) => {
    const no = next++;
    // an assigned lesson needs its teacher's work shift in its half
    await query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES ($1, $2, 21, $3, 1) ON CONFLICT DO NOTHING`,
      [teacherNo, date, center],
    );
    await query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "teacher_no", "center_no", "original_center_no", "course_setting_no", "subject_no", "dayofweek_code",
         "zoom_url", "zoom_meeting_id", "zoom_passcode")
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', 21, 1, $5, $3, $4, 0, 201, 1,
         extract(isodow FROM $2::date), 'https://zoom.example/j/993', '993', 'pass993')`,
      [no, date, teacherNo, center, studentNo],
    );
    return no;
  };
  const addReportLesson = async (no: number, written: boolean) => {
    await query(
      `INSERT INTO "reports"."lesson" ("schedule_no", "schedule_date", "time_limit_no", "center_no", "student_no", "subject_no", "teacher_no")
       VALUES ($1, $2, 21, 9, 1, 1, $3)`,
      [no, YESTERDAY, TEACHER1],
    );
    if (written)
      await query(
        `INSERT INTO "reports"."lesson_report" ("schedule_no", "student_no", "teacher_no", "center_no", "schedule_date",
           "time_limit_no", "subject_no", "report_status") VALUES ($1, 1, $2, 9, $3, 21, 1, 1)`,
        [no, TEACHER1, YESTERDAY],
      );
  };
  const cleanUp = async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" BETWEEN $1 AND $1 + 99`, [FIRST]);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "schedule_date" BETWEEN $1 AND $2`, [
      range.start_date,
      range.end_date,
    ]);
    await query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "schedule_date" BETWEEN $1 AND $2`, [
      range.start_date,
      range.end_date,
    ]);
    await query(`DELETE FROM "reports"."lesson_report" WHERE "schedule_no" BETWEEN $1 AND $1 + 99`, [FIRST_REPORT]);
    await query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" BETWEEN $1 AND $1 + 99`, [FIRST_REPORT]);
  };
  const mine = (nos: number[]) => nos.filter((no) => no >= FIRST && no < FIRST + 100).sort();

  beforeAll(async () => {
    await cleanUp();
    await Promise.all([teacher.login('teacher1'), classroom9.login('classroom'), classroom1.login('classroom2')]);
    await Promise.all(students.map((s, i) => s.login(`student${i + 1}`)));
    lesson.at9 = await addLesson(WEEK, 9, TEACHER1);
    lesson.at1 = await addLesson(addDays(WEEK, 1), 1, TEACHER1);
    lesson.others = await addLesson(WEEK, 1, OTHER_TEACHER, 2);
    await addReportLesson(FIRST_REPORT, false);
    await addReportLesson(FIRST_REPORT + 1, true);
  }, 120000);

  afterAll(cleanUp);

  it('opens on center 9 for teacher1, with today and the periods', async () => {
    const init = ok(await teacher.call('C11101_initData', {}));
    expect(init).toMatchObject({ teacher_no: TEACHER1, default_center_no: 9, today: tokyoDate(Date.now()) });
    expect(init.centers.map((c) => c.value)).toEqual([9]);
    expect(init.periods.length).toBeGreaterThan(0);
  });

  it('answers teacher1 their own lessons at every center with the meeting, and refuses another teacher’s number', async () => {
    const lessons = ok(await teacher.call('C11101_getTeacherSchedule', range));
    expect(mine(lessons.map((l) => l.schedule_no))).toEqual([lesson.at9, lesson.at1].sort());
    expect(lessons.find((l) => l.schedule_no === lesson.at1)).toMatchObject({ center_no: 1, zoom_passcode: 'pass993' });
    expect((await teacher.call('C11101_getTeacherSchedule', { ...range, teacher_no: OTHER_TEACHER })).status).toBe(403);
    expect((await teacher.call('C11101_getJoinedStudent', { ...range, teacher_no: OTHER_TEACHER })).status).toBe(403);
    const joined = ok(await teacher.call('C11101_getJoinedStudent', range));
    expect(mine(joined.map((j) => j.schedule_no))).toEqual([lesson.at9, lesson.at1].sort());
  });

  it('answers when the lesson’s student opened its link (ZoomLog_recordOpen): null before, their first opening after', async () => {
    const openedAt = async () =>
      ok(await teacher.call('C11101_getJoinedStudent', range))
        .filter((j) => mine([j.schedule_no]).length)
        .map((j) => [j.schedule_no, j.opened_at]);
    expect(await openedAt()).toEqual([
      [lesson.at9, null],
      [lesson.at1, null],
    ]);
    expect((await students[0].call('ZoomLog_recordOpen', { schedule_no: lesson.at9 })).status).toBe(200);
    expect((await teacher.call('ZoomLog_recordOpen', { schedule_no: lesson.at1 })).status).toBe(200);
    const [at9, at1] = await openedAt();
    expect(at9).toEqual([lesson.at9, expect.any(String)]);
    // the teacher's own opening is not the student's joining
    expect(at1).toEqual([lesson.at1, null]);
  });

  it('lists exactly the unwritten report of teacher1, not the written one', async () => {
    const rows = ok(await teacher.call('C11101_getTeacherReporting', {}));
    const ours = rows.map((r) => r.schedule_no).filter((no) => no >= FIRST_REPORT && no < FIRST_REPORT + 100);
    expect(ours).toEqual([FIRST_REPORT]);
  });

  it('marks the calendar per date with shift halves, lessons and reports to write', async () => {
    const marks = ok(await teacher.call('C11101_getTeacherScheduleStatus', range));
    expect(marks.find((m) => m.schedule_date === WEEK)).toMatchObject({ lessons: 1, shift_halves: 1 });
  });

  it('refuses every student account on C11101_*', async () => {
    for (const s of students) {
      expect((await s.call('C11101_initData', {})).status).toBe(403);
      expect((await s.call('C11101_getTeacherSchedule', { ...range, teacher_no: TEACHER1 })).status).toBe(403);
      expect((await s.call('C11101_getTeacherReporting', {})).status).toBe(403);
    }
  });

  it('lets staff of center 9 read teacher1 there, without the meeting passcode; staff of center 1 are refused', async () => {
    const lessons = ok(await classroom9.call('C11101_getTeacherSchedule', { ...range, teacher_no: TEACHER1 }));
    // the lesson at center 1 is that center's record (list-leaks.spec)
    expect(mine(lessons.map((l) => l.schedule_no))).toEqual([lesson.at9]);
    expect(lessons.find((l) => l.schedule_no === lesson.at9)).not.toHaveProperty('zoom_passcode');
    expect((await classroom1.call('C11101_getTeacherSchedule', { ...range, teacher_no: TEACHER1 })).status).toBe(422);
  });
});
