import { type Caller, type ShiftChange } from '@school/contracts';
import { addDays, endOfNextMonth, ROLE, tokyoDate } from '@school/domain';
import { AppError } from '@school/server-kit';
import { type CenterAccess } from '../center/center-access';
import { DataSource } from 'typeorm';
import { ShiftRepository } from './shift.repository';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import { ShiftService } from './shift.service';

// C10201 shift saves against the real PostgreSQL (migrated and seeded by the run's global setup), as
// a teacher saving their own availability: a cancelled lesson holds no shift, and a save made from an
// outdated read of the teacher's day is 409 MSG_0001 with nothing of it written.
describe('ShiftService (PostgreSQL)', () => {
  let ds: DataSource;
  let shifts: ShiftService;
  let teacherNo: number;
  let centerNo: number;
  let day: string;
  const lessons: number[] = [];

  const callerOf = (no: number): Caller => ({
    userNo: null,
    role: ROLE.TEACHER,
    functionIds: ['C10201Teacher'],
    centerNos: null,
    teacherNo: no,
    studentNo: null,
    locale: 'ja',
    requestId: 'shift.service.int.spec',
    ip: '127.0.0.1',
    frontendUrl: null,
  });
  const cell = (half: number, shiftVersion: number, over: Partial<ShiftChange> = {}): ShiftChange => ({
    schedule_date: day,
    time_limit_no: half,
    work_flag: 1,
    delete_flag: 0,
    teacher_no: teacherNo,
    center_no: centerNo,
    shift_version: shiftVersion,
    ...over,
  });
  const save = (...updateData: ShiftChange[]) => shifts.updateSchedule({ updateData }, callerOf(teacherNo));
  // what the screen reads: the teacher's row with its shift versions
  const read = async () => {
    const page = await shifts.browseAllTeacherByCenter(
      { searchInfo: { start_date: day, end_date: day }, pagination: { current_page: 1, per_page: 10 } },
      callerOf(teacherNo),
    );
    return page.data[0];
  };
  const versionRead = async () => (await read()).shift_versions[day] ?? 0;
  const stored = async () =>
    (await ds.query(
      `SELECT "time_limit_no", "work_flag" FROM "scheduling"."teacher_schedule"
       WHERE "teacher_no" = $1 AND "schedule_date" = $2 ORDER BY "time_limit_no"`,
      [teacherNo, day],
    )) as { time_limit_no: number; work_flag: number }[];
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4 } });
    await ds.initialize();
    // a teacher's save never asks for the staff's centers (CenterAccess is for staff callers)
    shifts = new ShiftService(new ShiftRepository(ds), null as unknown as CenterAccess, new EntryCellRepository(ds));
    // the last active teacher, on the last day of their window open at their home center with period 2
    // in its hours and nothing of theirs that day: no other test of the run works there
    const today = tokyoDate(Date.now());
    const [found] = (await ds.query(
      `SELECT t."teacher_no", t."center_no", to_char(c."schedule_date", 'YYYY-MM-DD') AS "day"
       FROM "scheduling"."teacher_projection" t
       JOIN "scheduling"."calendar_day" c ON c."center_no" = t."center_no"
       WHERE t."status" <> 3 AND c."closed_flag" = 0 AND c."schedule_date" BETWEEN $1::date AND $2::date
         AND c."tstart_ime_limit_no" <= 20 AND c."end_time_limit_no" >= 20
         AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."teacher_no" = t."teacher_no" AND l."schedule_date" = c."schedule_date")
         AND NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" s WHERE s."teacher_no" = t."teacher_no" AND s."schedule_date" = c."schedule_date")
       ORDER BY t."teacher_no" DESC, c."schedule_date" DESC LIMIT 1`,
      [addDays(today, 2), endOfNextMonth(today)],
    )) as { teacher_no: number; center_no: number; day: string }[];
    ({ teacher_no: teacherNo, center_no: centerNo, day } = found);
  });

  afterAll(async () => {
    if (lessons.length) await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
    await ds.query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1 AND "schedule_date" = $2`, [
      teacherNo,
      day,
    ]);
    await ds.query(`DELETE FROM "scheduling"."entry_cell" WHERE "center_no" = $1 AND "schedule_date" = $2`, [centerNo, day]);
    await ds.destroy();
  });

  it('refuses the second of two saves from one read with 409 MSG_0001 and writes nothing of it', async () => {
    const version = await versionRead();
    expect(await save(cell(21, version), cell(22, version))).toEqual({ updated: 2 });
    const second = await refusal(save(cell(21, version, { work_flag: 0 }), cell(22, version, { delete_flag: 1 })));
    expect([second.status, second.code]).toEqual([409, 'MSG_0001']);
    expect(await stored()).toEqual([
      { time_limit_no: 21, work_flag: 1 },
      { time_limit_no: 22, work_flag: 1 },
    ]);
    // read again, the same change is saved
    const again = await versionRead();
    expect(again).toBeGreaterThan(version);
    expect(await save(cell(22, again, { work_flag: 0 }))).toEqual({ updated: 1 });
    expect(await stored()).toEqual([
      { time_limit_no: 21, work_flag: 1 },
      { time_limit_no: 22, work_flag: 0 },
    ]);
  });

  it('lets one of two saves made at once from one read win', async () => {
    const version = await versionRead();
    const results = await Promise.allSettled([
      save(cell(22, version, { work_flag: 1 })),
      save(cell(22, version, { delete_flag: 1 })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect((lost?.reason as AppError).code).toBe('MSG_0001');
    const won = results.indexOf(results.find((r) => r.status === 'fulfilled')!);
    expect((await stored()).find((s) => s.time_limit_no === 22)).toEqual(
      won === 0 ? { time_limit_no: 22, work_flag: 1 } : undefined,
    );
  });

  it('counts any writer of the teacher’s shifts that day as a change', async () => {
    const version = await versionRead();
    await ds.query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES ($1, $2, 32, $3, 1)`,
      [teacherNo, day, centerNo],
    );
    expect((await refusal(save(cell(22, version, { work_flag: 1 })))).code).toBe('MSG_0001');
    expect(await versionRead()).toBeGreaterThan(version);
  });

  it('refuses cells of one teacher’s day that name different versions', async () => {
    const version = await versionRead();
    const mixed = await refusal(save(cell(21, version), cell(22, version + 1)));
    expect(mixed.status).toBe(422);
    expect(mixed.errors).toEqual({ 'updateData.1.shift_version': ['scheduling.shift.versionMixed'] });
  });

  // C10101_doDelete's release records the removal while the projection row is still locked; a save
  // that waited for it meets the database's guard and is told the teacher is gone, not a 5xx.
  it('refuses a save for a teacher removed while it waited with the unknown-teacher message', async () => {
    const version = await versionRead();
    const before = await stored();
    // a cell the save really writes (the guard runs on written rows)
    const flag = before.find((r) => r.time_limit_no === 21)?.work_flag === 1 ? 0 : 1;
    await ds.query(
      `INSERT INTO "scheduling"."person_removal" ("kind", "person_no", "version") VALUES ('teacher', $1, 2147483647)`,
      [teacherNo],
    );
    try {
      const refused = await refusal(save(cell(21, version, { work_flag: flag })));
      expect(refused.status).toBe(422);
      expect(refused.errors).toEqual({ 'updateData.0.teacher_no': ['scheduling.shift.teacherUnknown'] });
    } finally {
      await ds.query(`DELETE FROM "scheduling"."person_removal" WHERE "kind" = 'teacher' AND "person_no" = $1`, [teacherNo]);
    }
    expect(await stored()).toEqual(before);
  });

  it('lets a shift under a cancelled lesson go, and keeps one under a lesson that takes place', async () => {
    await save(cell(21, await versionRead()), cell(22, await versionRead()));
    const insertLesson = async (cancelFlag: 0 | 1) => {
      // a student with no lesson that day: the database refuses a student twice in a half
      const [row] = (await ds.query(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "cancel_flag")
         SELECT $1::date, ($1::date + time '16:30') AT TIME ZONE 'Asia/Tokyo', 20, 0, s."student_no", $2, $3, 200, 1,
                extract(isodow FROM $1::date), $4
         FROM "scheduling"."student_projection" s
         WHERE NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = s."student_no" AND l."schedule_date" = $1::date)
         ORDER BY s."student_no" LIMIT 1
         RETURNING "schedule_no"`,
        [day, teacherNo, centerNo, cancelFlag],
      )) as { schedule_no: number }[];
      lessons.push(row.schedule_no);
      return row.schedule_no;
    };
    const cancelled = await insertLesson(1);
    expect(await save(cell(22, await versionRead(), { delete_flag: 1 }))).toEqual({ updated: 1 });
    expect((await stored()).map((s) => s.time_limit_no)).toEqual([21, 32]);

    await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [cancelled]);
    await save(cell(22, await versionRead()));
    await insertLesson(0);
    const kept = await refusal(save(cell(21, await versionRead(), { work_flag: 0 })));
    expect(kept.messageKey).toBe('MSG_1004');
    expect((await stored()).find((s) => s.time_limit_no === 21)).toEqual({ time_limit_no: 21, work_flag: 1 });
  });
});
