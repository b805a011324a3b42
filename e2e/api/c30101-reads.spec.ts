import { C30101_APIS, type ApiName } from '@school/contracts';
import { acceptableApplications, addDays, halfLoadsOf, remainingTeacherCount, startOfWeek, tokyoDate } from '@school/domain';
import { LessonShifts, query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// C30101 schedule entry reads and T0060 seminar reads through the gateway: staff (office, every
// center) and student1 (role 110, student 1 of the オンライン center 9) read; student1 reads only its
// own student and center; student2 (120) and teacher1 are refused; bad input is a 422 in the caller's
// language. The week is this file's own: far beyond the seeded lessons, shifts and calendar, with its
// calendar days, lessons, shifts and an application written here and removed at the end.
const CENTER = 9;
const OTHER_CENTER = 1;
const STUDENT = 1;
const OTHER_STUDENT = 2;
// about 72 years ahead: past the fiscal years M21001's tests register (up to 60 after next year)
const MONDAY = addDays(startOfWeek(tokyoDate(Date.now())), 7 * 52 * 72);
const TUESDAY = addDays(MONDAY, 1);
const SUNDAY = addDays(MONDAY, 6);
const SLOT = 21;

describe('C30101 schedule entry reads and T0060 seminar reads', () => {
  const stack = sharedStack();
  const staff = new ApiSession(stack);
  const student1 = new ApiSession(stack);
  const student2 = new ApiSession(stack);
  const teacher = new ApiSession(stack);
  const shifts = new LessonShifts();
  const lessons: number[] = [];
  let entryNo = 0;

  const range = { start_date: MONDAY, end_date: SUNDAY };
  // A valid input of every read, as a staff member or student1 names student 1 and center 9.
  const INPUTS: Record<keyof typeof C30101_APIS, Record<string, unknown>> = {
    C30101_getCalendarByRange: { center_no: CENTER, ...range },
    C30101_getSeminarCalendarByRange: range,
    C30101_getStudentScheduleWeek: { student_no: STUDENT, start_date: MONDAY },
    C30101_getStudentSchedule: { student_no: STUDENT, ...range },
    C30101_getSchedule: { student_no: STUDENT },
    C30101_getEntryScheduleWeek: { student_no: STUDENT, start_date: MONDAY },
    C30101_getEntrySchedule: { student_no: STUDENT, ...range },
    C30101_getNotAttendedSchedule: { student_no: STUDENT, ...range },
    C30101_getChangeSchedule: { student_no: STUDENT, ...range },
    C30101_getCancelSchedule: { student_no: STUDENT, ...range },
    C30101_getCellTeacherCount: { center_no: CENTER, ...range },
    C30101_getScheduleDateInfo: { center_no: CENTER, schedule_date: MONDAY },
    C30101_searchStudents: { search: '' },
    T0060_getList: range,
    T0060_getAvailableSeminar: { student_no: STUDENT },
    C30101_doBrowse: {},
  };
  const NAMES = Object.keys(INPUTS) as (keyof typeof C30101_APIS)[];
  const call = (session: ApiSession, api: ApiName, input: Record<string, unknown>) => session.callRaw(api, input);

  const addLesson = async (student: number, capacity: 1 | 2, entry = 0) => {
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "center_no", "course_setting_no", "subject_no", "dayofweek_code", "capacity", "entry_schedule_no")
       VALUES ($1, ($1::date + time '17:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, $4,
         CASE $5::int WHEN 2 THEN 100 ELSE 200 END + $2 % 10, 3, 1, $5, $6)
       RETURNING "schedule_no"`,
      [MONDAY, SLOT, student, CENTER, capacity, entry],
    );
    lessons.push(row.schedule_no);
    return row.schedule_no;
  };

  beforeAll(async () => {
    await Promise.all([staff.login('office'), student1.login('student1'), student2.login('student2'), teacher.login('teacher1')]);
    // Monday open from 1限 to 3限, Tuesday closed; the rest of the week has no calendar row
    await query(
      `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
         "end_time_limit_no", "dayofweek_code", "remarks", "fiscal_year")
       VALUES ($1, $2, 0, 10, 30, 1, NULL, extract(year FROM $2::date - interval '3 months')),
              ($1, $3, 1, 0, 0, 2, '休校', extract(year FROM $3::date - interval '3 months'))`,
      [CENTER, MONDAY, TUESDAY],
    );
    // three teachers of the center work 2限前半 (21); student 1 has a one-to-one lesson there (from an
    // application), student 2 a one-to-two one
    const teachers = await query<{ teacher_no: number }>(
      `SELECT "teacher_no" FROM "scheduling"."teacher_projection" WHERE $1 = ANY("center_nos") AND "status" = 1 ORDER BY 1 LIMIT 3`,
      [CENTER],
    );
    for (const t of teachers) await shifts.add(t.teacher_no, CENTER, MONDAY, SLOT);
    const [entry] = await query<{ entry_schedule_no: number }>(
      `INSERT INTO "scheduling"."entry" ("entry_type", "student_no", "center_no", "schedule_date", "time_limit_no", "subject_no",
         "capacity", "applied_role") VALUES (2, $1, $2, $3, $4, 3, 1, 110) RETURNING "entry_schedule_no"`,
      [STUDENT, CENTER, MONDAY, SLOT],
    );
    entryNo = entry.entry_schedule_no;
    await addLesson(STUDENT, 1, entryNo);
    await addLesson(OTHER_STUDENT, 2);
  }, 60000);

  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1)`, [lessons]);
    await query(`DELETE FROM "scheduling"."entry" WHERE "entry_schedule_no" = $1`, [entryNo]);
    await shifts.remove();
    await query(`DELETE FROM "scheduling"."calendar_day" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3`, [
      CENTER,
      MONDAY,
      SUNDAY,
    ]);
    await query(`DELETE FROM "scheduling"."entry_cell" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3`, [
      CENTER,
      MONDAY,
      SUNDAY,
    ]);
  });

  it('answers every read for staff and for student1 about its own student and center', async () => {
    for (const session of [staff, student1])
      for (const api of NAMES) {
        const res = await call(session, api, INPUTS[api]);
        expect([api, res.status]).toEqual([api, 200]);
      }
    const week = await student1.call('C30101_getStudentScheduleWeek', { student_no: STUDENT, start_date: MONDAY });
    expect(week.output.lessons).toEqual([
      expect.objectContaining({
        schedule_date: MONDAY,
        time_limit_no: SLOT,
        assigned: false,
        cancelled: false,
        entry_schedule_no: entryNo,
      }),
    ]);
    const entries = await staff.call('C30101_getEntrySchedule', { student_no: STUDENT, ...range });
    expect(entries.output.entries).toEqual([
      expect.objectContaining({ entry_schedule_no: entryNo, status: 'waiting', schedule_no: lessons[0], applied_role: 110 }),
    ]);
    const header = await student1.call('C30101_getSchedule', { student_no: STUDENT });
    expect(header.output).toMatchObject({ student_no: STUDENT, center_no: CENTER });
    const calendar = await staff.call('C30101_getCalendarByRange', { center_no: CENTER, ...range });
    expect(calendar.output.days.map((d) => [d.schedule_date, d.open_slots.length])).toEqual([
      [MONDAY, 9],
      [TUESDAY, 0],
    ]);
    const found = await student1.call('C30101_searchStudents', {});
    expect(found.output.map((r) => r.student_no)).toEqual([STUDENT]);
    const mail = await staff.call('C30101_doBrowse', {});
    expect(mail.output.map((r) => r.notification_type)).toEqual([1, 2, 3]);
  });

  it('refuses student1 another student or center (403), and student2 and teachers every read', async () => {
    for (const api of NAMES) {
      const input = INPUTS[api];
      if ('student_no' in input)
        expect([api, (await call(student1, api, { ...input, student_no: OTHER_STUDENT })).status]).toEqual([api, 403]);
      if ('center_no' in input)
        expect([api, (await call(student1, api, { ...input, center_no: OTHER_CENTER })).status]).toEqual([api, 403]);
      for (const refused of [student2, teacher]) expect([api, (await call(refused, api, input)).status]).toEqual([api, 403]);
    }
  });

  it('refuses bad input with 422 and a message in the caller’s language', async () => {
    const reversed = await staff.call('C30101_getStudentSchedule', { student_no: STUDENT, start_date: SUNDAY, end_date: MONDAY });
    expect(reversed.status).toBe(422);
    expect(reversed.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { end_date: ['終了日は開始日以降、62日以内で指定してください'] },
    });
    const long = await staff.call('C30101_getCellTeacherCount', {
      center_no: CENTER,
      start_date: MONDAY,
      end_date: addDays(MONDAY, 62),
    });
    expect(long.status).toBe(422);
    const badDate = await student1.call('C30101_getCalendarByRange', {
      center_no: CENTER,
      start_date: '2026-02-30',
      end_date: MONDAY,
    });
    expect(badDate.body).toMatchObject({ errors: { start_date: ['存在しない日付です'] } });
    const unknownCenter = await staff.call('C30101_getScheduleDateInfo', { center_no: 987_654, schedule_date: MONDAY });
    expect(unknownCenter.status).toBe(422);
    expect(unknownCenter.body).toMatchObject({ errors: { center_no: ['センターを正しく選択してください'] } });
    const notMonday = await staff.call('C30101_getEntryScheduleWeek', { student_no: STUDENT, start_date: TUESDAY });
    expect(notMonday.body).toMatchObject({ errors: { start_date: ['週の開始日は月曜日で指定してください'] } });
  });

  it('counts the cell as libs/domain does: remainingTeacherCount and acceptableApplications', async () => {
    const halfShifts = await query<{ teacher_no: number; time_limit_no: number }>(
      `SELECT "teacher_no", "time_limit_no" FROM "scheduling"."teacher_schedule"
        WHERE "center_no" = $1 AND "schedule_date" = $2 AND "work_flag" = 1`,
      [CENTER, MONDAY],
    );
    const booked = await query<{ time_limit_no: number; capacity: number }>(
      `SELECT "time_limit_no", "capacity" FROM "scheduling"."lesson" WHERE "center_no" = $1 AND "schedule_date" = $2 AND "cancel_flag" = 0`,
      [CENTER, MONDAY],
    );
    const loads = halfLoadsOf(halfShifts, booked);
    // 3 teachers − (1 one-to-one + ⌈1 one-to-two / 2⌉) = 1 left: fully booked, no application accepted
    expect(remainingTeacherCount(SLOT, loads)).toBe(1);
    const out = await student1.call('C30101_getCellTeacherCount', { center_no: CENTER, start_date: MONDAY, end_date: MONDAY });
    const cell = out.output.cells.find((c) => c.time_limit_no === SLOT);
    expect(cell).toEqual({
      schedule_date: MONDAY,
      time_limit_no: SLOT,
      remaining: remainingTeacherCount(SLOT, loads),
      full: acceptableApplications(SLOT, 1, loads) === 0,
    });
    expect(cell?.full).toBe(true);
    // 2限後半 has no shift: 2限 (90 minutes) counts its smaller half
    expect(out.output.cells.find((c) => c.time_limit_no === 20)).toMatchObject({
      remaining: remainingTeacherCount(20, loads),
      full: true,
    });
    // with the one-to-two lesson gone, one more one-to-one application fits
    await query(`UPDATE "scheduling"."lesson" SET "cancel_flag" = 1 WHERE "schedule_no" = $1`, [lessons[1]]);
    const freed = await staff.call('C30101_getScheduleDateInfo', { center_no: CENTER, schedule_date: MONDAY });
    const slot = freed.output.slots.find((s) => s.time_limit_no === SLOT);
    const after = halfLoadsOf(
      halfShifts,
      await query<{ time_limit_no: number; capacity: number }>(
        `SELECT "time_limit_no", "capacity" FROM "scheduling"."lesson" WHERE "center_no" = $1 AND "schedule_date" = $2 AND "cancel_flag" = 0`,
        [CENTER, MONDAY],
      ),
    );
    expect(acceptableApplications(SLOT, 1, after)).toBe(1);
    expect(slot).toMatchObject({ remaining: remainingTeacherCount(SLOT, after), full: false });
  });
});
