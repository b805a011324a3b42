import { addDays, endOfNextMonth, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

type Cell = {
  schedule_date: string;
  time_limit_no: number;
  work_flag: 0 | 1;
  delete_flag: 0 | 1;
  teacher_no: number;
  center_no: number;
  shift_version: number;
};
type ShiftRow = { teacher_no: number; schedule_date: string; time_limit_no: number; center_no: number; work_flag: number };

const shiftOf = async (teacherNo: number, date: string, half: number) =>
  (
    await query<ShiftRow>(
      `SELECT "teacher_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no", "center_no", "work_flag"
       FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
      [teacherNo, date, half],
    )
  )[0];

// A day open at the center (and at alsoOpenAt's centers) with period 2 in its hours, on which the
// teacher has neither lessons nor shifts in period 2.
const freeDay = async (
  centerNo: number,
  teacherNo: number,
  from: string,
  to: string,
  last = false,
  alsoOpenAt: number[] = [],
) => {
  const [row] = await query<{ day: string }>(
    `SELECT to_char(c."schedule_date", 'YYYY-MM-DD') AS "day" FROM "scheduling"."calendar_day" c
     WHERE c."center_no" = $1 AND c."closed_flag" = 0 AND c."schedule_date" BETWEEN $3::date AND $4::date
       AND c."tstart_ime_limit_no" <= 20 AND c."end_time_limit_no" >= 20
       AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."teacher_no" = $2 AND l."schedule_date" = c."schedule_date")
       AND NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" s WHERE s."teacher_no" = $2
         AND s."schedule_date" = c."schedule_date" AND s."time_limit_no" IN (21, 22))
       AND NOT EXISTS (SELECT 1 FROM unnest($5::int[]) o ("center_no") WHERE NOT EXISTS (SELECT 1 FROM "scheduling"."calendar_day" d
         WHERE d."center_no" = o."center_no" AND d."schedule_date" = c."schedule_date" AND d."closed_flag" = 0
           AND d."tstart_ime_limit_no" <= 20 AND d."end_time_limit_no" >= 20))
     ORDER BY c."schedule_date" ${last ? 'DESC' : 'ASC'} LIMIT 1`,
    [centerNo, teacherNo, from, to, alsoOpenAt],
  );
  if (!row) throw new Error(`No free open day at center ${centerNo} between ${from} and ${to}`);
  return row.day;
};

// C10201 shifts through the gateway: teachers enter their own availability in their window, staff
// theirs from today on, a shift under an assigned lesson cannot be taken away (MSG_1004) but one under
// a cancelled lesson can, a save from an outdated read is 409 MSG_0001, bad input is a 422 and nothing
// is written, and roles without the screens are refused.
describe('C10201 shifts', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const teacher = new ApiSession(stack);
  const classroom = new ApiSession(stack);
  const sales = new ApiSession(stack);
  const student = new ApiSession(stack);
  const today = tokyoDate(Date.now());
  let home: number;
  let otherCenter: number;
  let near: string;
  let far: string;
  const lessons: number[] = [];
  const cell = (date: string, half: number, over: Partial<Cell> = {}): Cell => ({
    schedule_date: date,
    time_limit_no: half,
    work_flag: 1,
    delete_flag: 0,
    teacher_no: 1,
    center_no: home,
    shift_version: 0,
    ...over,
  });
  // A save as the screen makes it right after reading: each cell with its teacher's day version now
  // (the tests of the version itself read it through the API).
  const save = async (session: ApiSession, cells: Cell[]) => {
    const versions = await query<{ teacher_no: number; schedule_date: string; lock_version: number }>(
      `SELECT "teacher_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "lock_version"
       FROM "scheduling"."teacher_shift_version" WHERE ("teacher_no", "schedule_date") IN (
         SELECT * FROM unnest($1::int[], $2::date[]))`,
      [cells.map((c) => c.teacher_no), cells.map((c) => c.schedule_date)],
    );
    const versionOf = (c: Cell) =>
      versions.find((v) => v.teacher_no === c.teacher_no && v.schedule_date === c.schedule_date)?.lock_version ?? 0;
    return session.call('C10201_doUpdateSchedule', { updateData: cells.map((c) => ({ ...c, shift_version: versionOf(c) })) });
  };

  // A lesson of teacher 1 copied from a seeded one-to-one lesson of the same length whose student is
  // free that day; removed after the tests.
  const insertLesson = async (date: string, centerNo: number, timeLimitNo: number): Promise<number> => {
    const columns = (
      await query<{ column_name: string }>(
        `SELECT "column_name" FROM information_schema.columns WHERE table_schema = 'scheduling' AND table_name = 'lesson'
           AND "column_name" NOT IN ('schedule_no', 'schedule_date', 'schedule_datetime', 'time_limit_no', 'time_division',
             'teacher_no', 'center_no', 'original_center_no', 'lock_version', 'created_at', 'updated_at')`,
      )
    ).map((c) => `"${c.column_name}"`);
    const [lesson] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "teacher_no",
         "center_no", "original_center_no", ${columns.join(', ')})
       SELECT $1::date, ($1::date + time '16:30') AT TIME ZONE 'Asia/Tokyo', $3, $3 % 10, 1, $2, 0, ${columns.join(', ')}
       FROM "scheduling"."lesson" o WHERE "time_division" = $3 % 10 AND "course_setting_no" = 200 + $3 % 10
         AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" x WHERE x."student_no" = o."student_no" AND x."schedule_date" = $1::date)
       ORDER BY "schedule_no" LIMIT 1
       RETURNING "schedule_no"`,
      [date, centerNo, timeLimitNo],
    );
    lessons.push(lesson.schedule_no);
    return lesson.schedule_no;
  };

  beforeAll(async () => {
    await Promise.all([
      admin.login('admin'),
      teacher.login('teacher1'),
      classroom.login('classroom'),
      sales.login('sales'),
      student.login('student1'),
    ]);
    const [t] = await query<{ center_no: number; center_nos: number[] }>(
      `SELECT "center_no", "center_nos" FROM "scheduling"."teacher_projection" WHERE "teacher_no" = 1`,
    );
    home = t.center_no;
    const [c] = await query<{ center_no: number }>(
      `SELECT DISTINCT "center_no" FROM "scheduling"."calendar_day" WHERE NOT ("center_no" = ANY($1::int[])) ORDER BY 1 LIMIT 1`,
      [t.center_nos],
    );
    otherCenter = c.center_no;
    near = await freeDay(home, 1, addDays(today, 2), endOfNextMonth(today));
    far = await freeDay(home, 1, addDays(endOfNextMonth(today), 1), addDays(today, 400), true);
  }, 120000);

  afterAll(async () => {
    if (lessons.length) await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
    await query(
      `DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = 1 AND "schedule_date" = ANY($1::date[])
      AND "time_limit_no" IN (21, 22)`,
      [[near, far]],
    );
  });

  it('lists the 40-minute halves for the grids (M0040, not_time_division 0)', async () => {
    const slots = await teacher.call('M0040_doBrowseAll', { not_time_division: 0 });
    expect(slots.status).toBe(200);
    expect(slots.output.length).toBeGreaterThan(0);
    expect(slots.output.every((s) => s.time_division !== 0)).toBe(true);
    const all = await admin.call('M0040_doBrowseAll', {});
    expect(all.output.some((s) => s.time_division === 0)).toBe(true);
  });

  it('answers per date and half who may edit: staff from today, teachers from tomorrow to the end of next month', async () => {
    const answer = await teacher.call('C10201_checkIsEditable', { center_no: home, start_date: near, end_date: near });
    expect(answer.status).toBe(200);
    expect(answer.output.today).toBe(today);
    expect(answer.output.cells.find((c) => c.time_limit_no === 21)).toEqual({
      schedule_date: near,
      time_limit_no: 21,
      is_teacher_editable: true,
      is_admin_editable: true,
    });
    const later = await admin.call('C10201_checkIsEditable', { center_no: home, start_date: far, end_date: far });
    expect(later.output.cells.find((c) => c.time_limit_no === 21)).toMatchObject({
      is_teacher_editable: false,
      is_admin_editable: true,
    });
    const past = await admin.call('C10201_checkIsEditable', {
      center_no: home,
      start_date: addDays(today, -3),
      end_date: addDays(today, -1),
    });
    expect(past.output.cells.every((c) => !c.is_admin_editable && !c.is_teacher_editable)).toBe(true);
  });

  it('lets teacher1 enter, change and remove their own availability', async () => {
    const saved = await save(teacher, [cell(near, 21), cell(near, 22, { work_flag: 0 })]);
    expect(saved.status).toBe(200);
    expect(saved.output).toEqual({ updated: 2 });
    expect(await shiftOf(1, near, 21)).toMatchObject({ center_no: home, work_flag: 1 });
    expect(await shiftOf(1, near, 22)).toMatchObject({ center_no: home, work_flag: 0 });

    const own = await teacher.call('C10201_doBrowseAllTeacherByCenter', {
      searchInfo: { start_date: near, end_date: near },
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    expect(own.status).toBe(200);
    expect(own.output.data.map((r) => r.teacher_no)).toEqual([1]);
    expect(own.output.data[0].shifts).toEqual(
      expect.arrayContaining([{ schedule_date: near, time_limit_no: 21, work_flag: 1, center_no: home }]),
    );

    const removed = await save(teacher, [cell(near, 22, { delete_flag: 1 })]);
    expect(removed.output).toEqual({ updated: 1 });
    expect(await shiftOf(1, near, 22)).toBeUndefined();
  });

  it('refuses the second of two saves from one read with 409 MSG_0001 and writes nothing of it', async () => {
    const read = await teacher.call('C10201_doBrowseAllTeacherByCenter', {
      searchInfo: { start_date: near, end_date: near },
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    const version = read.output.data[0].shift_versions[near] ?? 0;
    const first = await teacher.call('C10201_doUpdateSchedule', { updateData: [cell(near, 22, { shift_version: version })] });
    expect(first.status).toBe(200);
    const second = await teacher.call('C10201_doUpdateSchedule', {
      updateData: [
        cell(near, 22, { work_flag: 0, shift_version: version }),
        cell(near, 21, { delete_flag: 1, shift_version: version }),
      ],
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('他の端末でデータが更新されました。画面を再読み込みしてください。');
    expect(await shiftOf(1, near, 22)).toMatchObject({ work_flag: 1 });
    expect(await shiftOf(1, near, 21)).toMatchObject({ work_flag: 1 });

    const reread = await teacher.call('C10201_doBrowseAllTeacherByCenter', {
      searchInfo: { start_date: near, end_date: near },
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    const now = reread.output.data[0].shift_versions[near];
    expect(now).toBeGreaterThan(version);
    const again = await teacher.call('C10201_doUpdateSchedule', {
      updateData: [cell(near, 22, { delete_flag: 1, shift_version: now })],
    });
    expect(again.output).toEqual({ updated: 1 });
    expect(await shiftOf(1, near, 22)).toBeUndefined();
  });

  it('shows the center’s teachers 10 a page with the saved cells', async () => {
    const page = await admin.call('C10201_doBrowseAllTeacherByCenter', {
      searchInfo: { center_no: home, start_date: near },
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    expect(page.status).toBe(200);
    expect(page.output.pagination.per_page).toBe(10);
    expect(page.output.data.length).toBeLessThanOrEqual(10);
    const one = page.output.data.find((r) => r.teacher_no === 1);
    expect(one?.shifts).toEqual(
      expect.arrayContaining([{ schedule_date: near, time_limit_no: 21, work_flag: 1, center_no: home }]),
    );
    const names = await admin.call('C10201_doBrowseTeacherByCenter', { center_no: home });
    expect(names.output.some((t) => t.teacher_no === 1)).toBe(true);
  });

  it('refuses a teacher’s change for another teacher, outside their window or at a center they do not work at', async () => {
    const other = await save(teacher, [cell(near, 21, { teacher_no: 2 })]);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('ご自身のシフトのみ表示・変更できます。');
    const otherRead = await teacher.call('C10201_doBrowseAllTeacherByCenter', {
      searchInfo: { teacher_no: 2, start_date: near },
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    expect(otherRead.status).toBe(400);
    const later = await save(teacher, [cell(far, 21)]);
    expect(later.status).toBe(422);
    expect(later.body.errors).toEqual({ 'updateData.0.schedule_date': ['編集可能な期間外です。'] });
    const elsewhere = await save(teacher, [cell(near, 21, { center_no: otherCenter })]);
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toEqual({ 'updateData.0.center_no': ['講師の勤務センターではありません'] });
    expect(await shiftOf(1, far, 21)).toBeUndefined();
    expect(await shiftOf(1, near, 21)).toMatchObject({ center_no: home, work_flag: 1 });
  });

  it('refuses to take a shift away from under an assigned lesson with MSG_1004, and changes nothing', async () => {
    const staffSave = await save(admin, [cell(far, 21), cell(far, 22)]);
    expect(staffSave.status).toBe(200);
    // a 90-minute lesson of teacher 1 in period 2 of that far day: it needs both halves
    const ninety = await insertLesson(far, home, 20);

    for (const change of [cell(far, 22, { delete_flag: 1 }), cell(far, 21, { work_flag: 0 })]) {
      const refused = await save(admin, [change]);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('講師のシフトが利用できなくなったため、スケジュールを更新できません。');
    }
    // all or nothing: the free cell in the same batch is not written either
    const mixed = await save(admin, [cell(near, 22), cell(far, 21, { delete_flag: 1 })]);
    expect(mixed.status).toBe(400);
    expect(await shiftOf(1, near, 22)).toBeUndefined();
    expect(await shiftOf(1, far, 21)).toMatchObject({ work_flag: 1 });
    expect(await shiftOf(1, far, 22)).toMatchObject({ work_flag: 1 });

    // a 40-minute lesson in the first half leaves the second half free
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [ninety]);
    await insertLesson(far, home, 21);
    expect((await save(admin, [cell(far, 21, { work_flag: 0 })])).status).toBe(400);
    const second = await save(admin, [cell(far, 22, { delete_flag: 1 })]);
    expect(second.output).toEqual({ updated: 1 });
    expect(await shiftOf(1, far, 22)).toBeUndefined();
  });

  it('lets a shift go from under a cancelled lesson: a cancelled lesson holds no shift', async () => {
    // the 40-minute lesson of the test before holds the first half of period 2 on the far day
    expect((await save(admin, [cell(far, 21, { work_flag: 0 })])).status).toBe(400);
    await query(
      `UPDATE "scheduling"."lesson" SET "cancel_flag" = 1 WHERE "schedule_no" = ANY($1::int[]) AND "schedule_date" = $2`,
      [lessons, far],
    );
    const freed = await save(admin, [cell(far, 21, { delete_flag: 1 })]);
    expect(freed.status).toBe(200);
    expect(freed.output).toEqual({ updated: 1 });
    expect(await shiftOf(1, far, 21)).toBeUndefined();
  });

  it('leaves a half the teacher works at another center to that center', async () => {
    const [multi] = await query<{ teacher_no: number; a: number; b: number }>(
      `SELECT "teacher_no", "center_nos"[1] AS "a", "center_nos"[2] AS "b" FROM "scheduling"."teacher_projection"
       WHERE cardinality("center_nos") >= 2 AND "status" <> 3 ORDER BY "teacher_no" LIMIT 1`,
    );
    const date = await freeDay(multi.a, multi.teacher_no, addDays(today, 2), addDays(today, 300), true, [multi.b]);
    const at = (centerNo: number, over: Partial<Cell> = {}) =>
      cell(date, 21, { teacher_no: multi.teacher_no, center_no: centerNo, ...over });
    try {
      expect((await save(admin, [at(multi.a)])).status).toBe(200);
      const moved = await save(admin, [at(multi.b, { work_flag: 0 })]);
      expect(moved.status).toBe(422);
      expect(moved.body.errors).toEqual({
        'updateData.0.center_no': ['この時限は他センターのシフトです。そのセンターで変更してください'],
      });
      expect(await shiftOf(multi.teacher_no, date, 21)).toMatchObject({ center_no: multi.a, work_flag: 1 });
    } finally {
      await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1 AND "schedule_date" = $2`, [
        multi.teacher_no,
        date,
      ]);
    }
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const notList = await admin.callRaw('C10201_doUpdateSchedule', { updateData: 'x' });
    expect(notList.status).toBe(422);
    const bad = await admin.callRaw('C10201_doUpdateSchedule', {
      updateData: [
        cell(near, 20),
        { ...cell(near, 22), schedule_date: '2026-02-30', work_flag: 2 },
        cell(near, 21),
        cell(near, 21),
        // an object whose toString is not a function: String() of it throws
        { ...cell(near, 21), teacher_no: { toString: 'x' } },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'updateData.0.time_limit_no': ['時限は40分の前半・後半で指定してください'],
      'updateData.1.schedule_date': ['存在しない日付です'],
      'updateData.1.work_flag': ['フラグは0または1で指定してください'],
      'updateData.3': ['同じ講師・日付・時限が重複しています'],
      'updateData.4.teacher_no': [expect.any(String)],
    });
    const range = await admin.call('C10201_checkIsEditable', { center_no: home, start_date: near, end_date: addDays(near, 40) });
    expect(range.status).toBe(422);
    expect(await shiftOf(1, near, 22)).toBeUndefined();
  });

  it('refuses roles without the screens and staff outside their centers', async () => {
    expect((await save(sales, [cell(near, 22)])).status).toBe(403);
    expect((await student.call('C10201_checkIsEditable', { center_no: home, start_date: near, end_date: near })).status).toBe(
      403,
    );
    expect((await student.call('M0040_doBrowseAll', { not_time_division: 0 })).status).toBe(403);
    if (home !== 9) {
      const outside = await save(classroom, [cell(near, 22)]);
      expect(outside.status).toBe(422);
      expect(outside.body.errors).toEqual({ 'updateData.0.center_no': ['権限のないセンターは指定・変更できません'] });
    }
    expect(await shiftOf(1, near, 22)).toBeUndefined();
  });
});
