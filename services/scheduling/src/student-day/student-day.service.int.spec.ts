import { ROLE } from '@school/domain';
import { type DataSource } from 'typeorm';
import { StudentRowsRepository } from '../student-schedule/student-rows.repository';
import { addLesson, addStudents, callersOf, dataSource, refusal, removeRows } from '../entry-cell/entry-cell.test-bed';
import { StudentDayService } from './student-day.service';

// C21101_getSchedule against the real PostgreSQL. The rows are this file's own, removed at the end:
// students 847_101 and 847_102 (center 1), lessons 847_0xx in a week of 2095 no seed reaches, and
// classroom 847_901.
const CENTER = 1;
const STUDENT = 847_101;
const OTHER_STUDENT = 847_102;
const FIRST_LESSON = 847_001;
const ROOM = 847_901;
const MONDAY = '2095-07-04';
const TUESDAY = '2095-07-05';
const MEETING = { zoom_url: 'https://zoom.example/j/847', zoom_meeting_id: '847 001', zoom_passcode: 'secret847' };

const callerOf = callersOf({ userNo: 847_999, requestId: 'student-day.service.int.spec' });
const student = callerOf({ role: ROLE.STUDENT_110, studentNo: STUDENT, functionIds: ['C21101', 'C21201'] });
const on = async () => true;
const off = async () => false;

describe('StudentDayService (C21101_getSchedule) against PostgreSQL', () => {
  let ds: DataSource;
  let day: StudentDayService;

  const cleanUp = async () => {
    await removeRows(ds, { students: [STUDENT, OTHER_STUDENT], lessons: [FIRST_LESSON, FIRST_LESSON + 99] });
    await ds.query(`DELETE FROM "scheduling"."classroom_projection" WHERE "classroom_no" = $1`, [ROOM]);
  };

  beforeAll(async () => {
    ds = await dataSource(4);
    day = new StudentDayService(new StudentRowsRepository(ds));
    await cleanUp();
    await addStudents(ds, CENTER, [STUDENT, OTHER_STUDENT], (no) => `studentday-${no}`);
    await ds.query(
      `INSERT INTO "scheduling"."classroom_projection" ("classroom_no", "center_no", "classroom_name", "classroom_type")
       VALUES ($1, $2, 'studentday room', 2)`,
      [ROOM, CENTER],
    );
    // Monday: slot 31 then 21 (read in start order), a cancelled one; Tuesday: one; the other student's
    await addLesson(ds, { no: FIRST_LESSON, date: MONDAY, slot: 31, student: STUDENT, center: CENTER });
    await addLesson(ds, { no: FIRST_LESSON + 1, date: MONDAY, slot: 21, student: STUDENT, center: CENTER });
    await addLesson(ds, { no: FIRST_LESSON + 2, date: MONDAY, slot: 41, student: STUDENT, center: CENTER, cancelled: true });
    await addLesson(ds, { no: FIRST_LESSON + 3, date: TUESDAY, slot: 21, student: STUDENT, center: CENTER });
    await addLesson(ds, { no: FIRST_LESSON + 4, date: MONDAY, slot: 21, student: OTHER_STUDENT, center: CENTER });
    await ds.query(
      `UPDATE "scheduling"."lesson" SET "zoom_url" = $2, "zoom_meeting_id" = $3, "zoom_passcode" = $4 WHERE "schedule_no" = ANY($1::int[])`,
      [[FIRST_LESSON + 1, FIRST_LESSON + 4], MEETING.zoom_url, MEETING.zoom_meeting_id, MEETING.zoom_passcode],
    );
    await ds.query(`UPDATE "scheduling"."lesson" SET "classroom_no" = $2 WHERE "schedule_no" = $1`, [FIRST_LESSON, ROOM]);
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it("reads the caller's own lessons of the range in start order, cancelled ones left out, with slot times and places", async () => {
    const out = await day.schedule({ start_date: MONDAY, end_date: MONDAY }, student, on);
    expect(out).toMatchObject({ student_no: STUDENT, start_date: MONDAY, end_date: MONDAY });
    expect(out.lessons.map((l) => l.schedule_no)).toEqual([FIRST_LESSON + 1, FIRST_LESSON]);
    const [online, inRoom] = out.lessons;
    expect(online).toMatchObject({
      time_limit_no: 21,
      start_time: '16:30',
      end_time: '17:10',
      online: true,
      classroom_name: null,
    });
    expect(online.slot_label).toBeTruthy();
    expect(inRoom).toMatchObject({ online: false, classroom_name: 'studentday room', center_no: CENTER, teacher_name: null });
    const week = await day.schedule({ student_no: STUDENT, start_date: MONDAY, end_date: TUESDAY }, student, on);
    expect(week.lessons.map((l) => l.schedule_no)).toEqual([FIRST_LESSON + 1, FIRST_LESSON, FIRST_LESSON + 3]);
  });

  it('gives the meeting with its passcode to the own student only while the setting is on', async () => {
    const shown = await day.schedule({ start_date: MONDAY, end_date: MONDAY }, student, on);
    expect(shown.lessons[0]).toMatchObject(MEETING);
    const hidden = await day.schedule({ start_date: MONDAY, end_date: MONDAY }, student, off);
    // still online: where the lesson happens is no secret, only how to join it
    expect(hidden.lessons[0]).toMatchObject({ zoom_url: null, zoom_meeting_id: null, zoom_passcode: null, online: true });
  });

  it("refuses another student's number, a teacher and staff, before reading the setting", async () => {
    let asked = 0;
    const counting = async () => {
      asked += 1;
      return true;
    };
    const range = { start_date: MONDAY, end_date: MONDAY };
    expect(await refusal(day.schedule({ ...range, student_no: OTHER_STUDENT }, student, counting))).toMatchObject({
      status: 403,
    });
    const teacher = callerOf({ role: ROLE.TEACHER, teacherNo: 1, functionIds: ['C21101'] });
    expect(await refusal(day.schedule(range, teacher, counting))).toMatchObject({ status: 403 });
    const staff = callerOf({ role: ROLE.ADMIN, centerNos: null, functionIds: ['C21101'] });
    expect(await refusal(day.schedule({ ...range, student_no: STUDENT }, staff, counting))).toMatchObject({ status: 403 });
    expect(asked).toBe(0);
  });

  it('refuses a bad range and a bad student_no (422)', async () => {
    expect(await refusal(day.schedule({ start_date: TUESDAY, end_date: MONDAY }, student, on))).toMatchObject({
      status: 422,
      errors: { end_date: [{ key: 'scheduling.studentSchedule.rangeInvalid', params: { max: 62 } }] },
    });
    expect(await refusal(day.schedule({ student_no: 'x', start_date: MONDAY, end_date: MONDAY }, student, on))).toMatchObject({
      status: 422,
      errors: { student_no: ['validation.integer'] },
    });
  });
});
