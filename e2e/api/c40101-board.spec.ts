import { boardLessonsOf, type BoardLesson } from '@school/contracts';
import { addDays, endOfNextMonth, fiscalYearOf, startOfWeek, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// The week this spec owns: far beyond the seeded lessons and shifts and other files' weeks, at the
// 渋谷 center (1). Its lessons, shifts and calendar days are written here, so every list is known.
const CENTER = 1;
const OTHER_CENTER = 2;
const MONDAY = addDays(startOfWeek(tokyoDate(Date.now())), 7 * 34);
const TUESDAY = addDays(MONDAY, 1);
const SUNDAY = addDays(MONDAY, 6);
const RANGE = { center_no: CENTER, start_date: MONDAY, end_date: SUNDAY };

// C40101 board reads against the real stack: their shapes, the center scope, bad input and roles.
describe('C40101 board reads', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const no: Record<string, number> = {};
  let teachers: number[] = [];
  let students: { student_no: number; student_name: string; ng_teacher_nos: number[] }[] = [];

  const insertLesson = async (key: string, date: string, tln: number, over: Record<string, number> = {}) => {
    const row = { teacher_no: 0, center_no: CENTER, original_center_no: 0, class_type: 1, class_count: 8, capacity: 1, ...over };
    const [inserted] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "original_center_no", "course_setting_no", "subject_no", "dayofweek_code",
         "class_type", "class_count", "capacity")
       VALUES ($1, ($1::date + time '15:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, $4, $5, $6,
         (CASE WHEN $10 = 2 THEN 100 ELSE 200 END) + $2 % 10, 1, extract(isodow FROM $1::date), $7, $8, $9)
       RETURNING "schedule_no"`,
      [
        date,
        tln,
        students[Object.keys(no).length % students.length].student_no,
        row.teacher_no,
        row.center_no,
        row.original_center_no,
        row.class_type,
        row.class_count,
        row.capacity,
        row.capacity,
      ],
    );
    no[key] = inserted.schedule_no;
  };

  beforeAll(async () => {
    await admin.login('admin');
    teachers = (
      await query<{ teacher_no: number }>(
        `SELECT "teacher_no" FROM "scheduling"."teacher_projection" WHERE $1 = ANY("center_nos") AND "status" = 1
         ORDER BY "teacher_no" LIMIT 2`,
        [CENTER],
      )
    ).map((r) => r.teacher_no);
    students = await query(
      `SELECT "student_no", "student_name", "ng_teacher_nos" FROM "scheduling"."student_projection" WHERE "center_no" = $1
       ORDER BY "student_no" LIMIT 2`,
      [CENTER],
    );
    for (const table of ['lesson', 'teacher_schedule'])
      await query(`DELETE FROM "scheduling"."${table}" WHERE "schedule_date" BETWEEN $1 AND $2`, [MONDAY, SUNDAY]);
    for (let i = 0; i < 7; i++) {
      const date = addDays(MONDAY, i);
      const [closed, start, end] = i === 6 ? [1, 0, 0] : [0, 10, 50];
      await query(
        `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
           "end_time_limit_no", "dayofweek_code", "remarks", "fiscal_year")
         VALUES ($1, $2, $3, $4, $5, extract(isodow FROM $2::date), NULL, $6)
         ON CONFLICT ("center_no", "schedule_date") DO UPDATE SET "closed_flag" = $3, "tstart_ime_limit_no" = $4,
           "end_time_limit_no" = $5, "remarks" = NULL`,
        [CENTER, date, closed, start, end, fiscalYearOf(date)],
      );
    }
    const [t1] = teachers;
    for (const [date, tln, center, flag] of [
      [MONDAY, 11, CENTER, 1],
      [MONDAY, 12, CENTER, 0],
      [MONDAY, 22, CENTER, 1],
      [TUESDAY, 21, OTHER_CENTER, 1],
    ] as const)
      await query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, $5)`,
        [t1, date, tln, center, flag],
      );
    // regular and unassigned; assigned; a first lesson (fewer than 4 classes); moved in from the
    // other center; moved away to the other center; at the other center only (never shown)
    await insertLesson('regular', MONDAY, 11);
    await insertLesson('assigned', MONDAY, 22, { teacher_no: t1, capacity: 2 });
    await insertLesson('first', MONDAY, 21, { class_count: 2, class_type: 2 });
    await insertLesson('movedIn', TUESDAY, 11, { original_center_no: OTHER_CENTER });
    await insertLesson('movedOut', TUESDAY, 12, { center_no: OTHER_CENTER, original_center_no: CENTER });
    await insertLesson('elsewhere', TUESDAY, 21, { center_no: OTHER_CENTER, teacher_no: t1 });
  }, 120000);

  it('gives the editable dates: today to the end of next month', async () => {
    const res = await admin.call('C40101_canEdit', {});
    const today = tokyoDate(Date.now());
    expect(res.output).toEqual({ min_date: today, max_date: endOfNextMonth(today), today });
  });

  it('reads the calendar days of the range and the periods', async () => {
    const { output } = await admin.call('C40101_getCalendar', RANGE);
    expect(output.days.map((d) => d.schedule_date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(MONDAY, i)));
    expect(output.days[6]).toEqual({
      schedule_date: SUNDAY,
      closed_flag: 1,
      tstart_ime_limit_no: 0,
      end_time_limit_no: 0,
      dayofweek_code: 7,
      remarks: null,
    });
    expect(output.periods.map((p) => p.time_limit_no)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(output.periods[0]).toEqual({ time_limit_no: 10, label: '1限', start_time: '14:50', end_time: '16:20' });
  });

  it('reads the center’s teachers with their shifts at this center only', async () => {
    const { output } = await admin.call('C40101_getTeacherInfoAndSchedule', RANGE);
    const t1 = output.find((t) => t.teacher_no === teachers[0]);
    expect(t1).toMatchObject({ sex: expect.any(Number), teacher_type: expect.any(Number), subject_nos: expect.any(Array) });
    expect(t1?.shifts).toEqual([
      { schedule_date: MONDAY, time_limit_no: 11, work_flag: 1 },
      { schedule_date: MONDAY, time_limit_no: 12, work_flag: 0 },
      { schedule_date: MONDAY, time_limit_no: 22, work_flag: 1 },
    ]);
    const atCenter = await query<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM "scheduling"."teacher_projection" WHERE $1 = ANY("center_nos") AND "status" <> 3`,
      [CENTER],
    );
    expect(output).toHaveLength(atCenter[0].n);
  });

  it('reads the lessons of the center, moved in and moved out, with what the checks need', async () => {
    // the student's school year on the lesson's date, which the board sends when a lesson is selected
    await query(`UPDATE "scheduling"."lesson" SET "school_year_code" = 23 WHERE "schedule_no" = $1`, [no.regular]);
    const { output: applied } = await admin.call('C40101_getAppliedSchedule', RANGE);
    // each student once, with the profile the checks read
    expect(applied.students.map((s) => s.student_no)).toEqual(students.map((s) => s.student_no));
    expect(applied.lessons[0]).toHaveLength(20);
    const output = boardLessonsOf(applied, CENTER);
    const byNo = new Map(output.map((l) => [l.schedule_no, l]));
    expect(output.map((l) => l.schedule_no)).toEqual(['regular', 'first', 'assigned', 'movedIn', 'movedOut'].map((k) => no[k]));
    const regular = byNo.get(no.regular) as BoardLesson;
    expect(regular).toMatchObject({
      schedule_date: MONDAY,
      time_limit_no: 11,
      time_division: 1,
      student_no: students[0].student_no,
      student_name: students[0].student_name,
      student_sex: expect.any(Number),
      teacher_no: 0,
      original_center_no: 0,
      transferred_out: false,
      capacity: 1,
      course_setting_no: 201,
      subject_type: 1,
      lesson_subject_nos: expect.any(Array),
      teacher_request: expect.any(Number),
      ng_teacher_nos: students[0].ng_teacher_nos,
      lock_version: expect.any(Number),
      school_year_code: 23,
    });
    expect(byNo.get(no.assigned)).toMatchObject({ teacher_no: teachers[0], capacity: 2, school_year_code: null });
    expect(byNo.get(no.first)).toMatchObject({ class_count: 2, class_type: 2 });
    expect(byNo.get(no.movedIn)).toMatchObject({ center_no: CENTER, original_center_no: OTHER_CENTER, transferred_out: false });
    expect(byNo.get(no.movedOut)).toMatchObject({ center_no: OTHER_CENTER, original_center_no: CENTER, transferred_out: true });
  });

  it('reads a teacher’s lessons at every center, the selected lesson’s details and the report to read', async () => {
    const [t1] = teachers;
    const mine = await admin.call('C40101_getTeacherSchedule', { ...RANGE, teacher_no: t1 });
    expect(mine.output.map((l) => [l.schedule_no, l.center_no])).toEqual([
      [no.assigned, CENTER],
      [no.elsewhere, OTHER_CENTER],
    ]);
    const selected = await admin.call('C40101_getSelectedScheduleInfomation', {
      ...RANGE,
      schedule_date: MONDAY,
      student_no: students[0].student_no,
      time_limit_no: 11,
      subject_no: 1,
      subject_type: 1,
      school_year_code: null,
    });
    expect(selected.output.student).toMatchObject({ student_no: students[0].student_no, ng_teacher_nos: expect.any(Array) });
    expect(selected.output.lessons.map((l) => l.schedule_no)).toContain(no.regular);
    const subjectsOfT1 = await query<{ teaches: boolean }>(
      `SELECT 1 = ANY("subject_nos") AS "teaches" FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`,
      [t1],
    );
    // t1 has a shift in the first half of Monday's period 1 (and only marked unavailable in the second)
    expect(selected.output.candidate_teacher_nos.includes(t1)).toBe(subjectsOfT1[0].teaches);
    const ninety = await admin.call('C40101_getSelectedScheduleInfomation', {
      ...RANGE,
      schedule_date: MONDAY,
      student_no: students[0].student_no,
      time_limit_no: 10,
      subject_no: 1,
      subject_type: 1,
      school_year_code: null,
    });
    expect(ninety.output.candidate_teacher_nos).not.toContain(t1);

    const latest = await admin.call('C40101_getLatestScheduleNoForReport', {
      center_no: CENTER,
      student_no: students[1].student_no,
      schedule_date: TUESDAY,
    });
    expect(latest.output).toEqual({ schedule_no: no.assigned });

    const start = await admin.call('C40101_getCourseStartDate', { center_no: CENTER });
    expect(start.output.course_start_date >= tokyoDate(Date.now())).toBe(true);
  });

  it('refuses bad ranges, unknown teachers and centers the caller does not work at', async () => {
    const bad = async (session: ApiSession, api: string, input: Record<string, unknown>) => {
      const res = await session.callRaw(api, input);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      return res.body.errors;
    };
    expect(await bad(admin, 'C40101_getAppliedSchedule', { center_no: CENTER, start_date: SUNDAY, end_date: MONDAY })).toEqual({
      end_date: ['終了日は開始日以降の日付を指定してください'],
    });
    expect(
      await bad(admin, 'C40101_getCalendar', { center_no: CENTER, start_date: MONDAY, end_date: addDays(MONDAY, 31) }),
    ).toEqual({ end_date: ['期間は31日以内で指定してください'] });
    expect(await bad(admin, 'C40101_getTeacherInfoAndSchedule', { start_date: '2026-02-30', end_date: MONDAY })).toEqual({
      center_no: ['必須項目です'],
      start_date: ['日付はYYYY-MM-DD形式で指定してください'],
    });
    const stranger = (
      await query<{ teacher_no: number }>(
        `SELECT "teacher_no" FROM "scheduling"."teacher_projection" WHERE NOT ($1 = ANY("center_nos")) LIMIT 1`,
        [CENTER],
      )
    )[0];
    expect(await bad(admin, 'C40101_getTeacherSchedule', { ...RANGE, teacher_no: stranger.teacher_no })).toEqual({
      teacher_no: ['このセンターの講師を指定してください'],
    });
    const franchise = new ApiSession(stack);
    await franchise.login('franchise');
    for (const api of ['C40101_getAppliedSchedule', 'C40101_getTeacherInfoAndSchedule', 'C40101_getCalendar'])
      expect(await bad(franchise, api, RANGE)).toEqual({ center_no: ['センターを正しく選択してください'] });
    expect(await bad(franchise, 'C40101_getCourseStartDate', { center_no: CENTER })).toEqual({
      center_no: ['センターを正しく選択してください'],
    });
    // a period that does not exist, asked by someone not working at the center: refused, and the
    // service (which checks the center while it reads) keeps serving
    const lesson = { ...RANGE, schedule_date: MONDAY, student_no: students[0].student_no, subject_no: 1 };
    for (const time_limit_no of [13, 93, 8])
      expect(await bad(franchise, 'C40101_getSelectedScheduleInfomation', { ...lesson, time_limit_no })).toEqual({
        time_limit_no: ['時限が正しくありません'],
      });
    // an object whose valueOf is not a function: Number() of it throws
    const hostile = await franchise.callRaw('C40101_getSelectedScheduleInfomation', { ...lesson, time_limit_no: { valueOf: 1 } });
    expect(hostile.status).toBe(422);
    expect((await admin.call('C40101_canEdit', {})).status).toBe(200);
  });

  // scheduling checks the caller's centers against its center projection, which masters' CenterChanged
  // keeps current: a center added or deleted counts for the board's next reads once the event is applied
  it('sees a center masters adds or deletes within seconds', async () => {
    expect((await admin.callRaw('C40101_getCalendar', RANGE)).status).toBe(200);
    const added = await admin.call('M20101_doAdd', {
      center_name: '板橋テストセンター',
      center_short_name: '板橋T',
      group_flag: 0,
      center_group_no: 100,
      postal_code: '173-0004',
      prefecture: '東京都',
      address: '板橋区板橋1-1-1',
      tel: '03-0000-0001',
      email: 'itabashi@example.jp',
      late_night_flag: 0,
      sort_order: 60,
    });
    const range = { ...RANGE, center_no: added.output.center_no };
    const statusWithin = async (status: number) => {
      const until = Date.now() + 5000;
      let got = 0;
      while (Date.now() < until && got !== status) {
        got = (await admin.callRaw('C40101_getCalendar', range)).status;
        if (got !== status) await new Promise((r) => setTimeout(r, 100));
      }
      return got;
    };
    expect(await statusWithin(200)).toBe(200);
    expect((await admin.callRaw('M20101_doDelete', { center_no: range.center_no, lock_version: 0 })).status).toBe(200);
    expect(await statusWithin(422)).toBe(422);
  });

  // SPEC §7 centers by group_flag: the board's group choice lists the group's centers the caller works at
  it('lists the centers of a center group, within the caller’s centers', async () => {
    const centersOf = async (session: ApiSession, group: number) =>
      (
        await session.call('M0110CenterService.getCentersDropdown_Authority', { group_flag: 0, center_group_no: group })
      ).output.map((c) => c.value);
    const inGroup = await query<{ center_no: number }>(
      `SELECT "center_no" FROM "masters"."center" WHERE "group_flag" = 0 AND "center_group_no" = 100 ORDER BY "sort_order", "center_no"`,
    );
    expect(await centersOf(admin, 100)).toEqual(inGroup.map((c) => c.center_no));
    const noGroup = await query<{ n: number }>(`SELECT coalesce(max("center_no"), 0) + 1 AS "n" FROM "masters"."center"`);
    expect(await centersOf(admin, noGroup[0].n)).toEqual([]);
    const classroom2 = new ApiSession(stack);
    await classroom2.login('classroom2');
    expect(await centersOf(classroom2, 100)).toEqual([CENTER]);
    const bad = await admin.callRaw('M0110CenterService.getCentersDropdown_ShortLabel', { group_flag: 0, center_group_no: 'x' });
    expect([bad.status, bad.body.code]).toEqual([422, 'VALIDATION_ERROR']);
  });

  it('is for the roles whose menu has C40101', async () => {
    for (const userId of ['sales', 'teacher1', 'student1']) {
      const session = new ApiSession(stack);
      await session.login(userId);
      for (const api of ['C40101_canEdit', 'C40101_getAppliedSchedule', 'C40101_getTeacherInfoAndSchedule']) {
        const res = await session.callRaw(api, RANGE);
        expect([userId, api, res.status, res.body.code]).toEqual([userId, api, 403, 'FORBIDDEN']);
      }
    }
  });
});
