import {
  addWorkingDays,
  entryEditableRange,
  isSlotOpen,
  remainingTeacherCount,
  tokyoDate,
  addDays,
  type CalendarDay,
  type DateRangeInclusive,
  type HalfLoad,
} from '@school/domain';
import { query } from './db';

// C30101 applications against the running stack: a center's extra-lesson range as the service
// computes it, a cell (date and 40-minute half) the test makes room in, free students. What a test
// adds here (filler lessons of students 845_5xx, shifts of teachers 845_6xx) it removes with clear().

// A center's calendar days from..to as the API tests write them, open from period 1 to 5 (slots
// 10–50) but for the closed dates and the days ending early (date → last slot). e2e may not import a
// service, so this mirrors addCalendar of services/scheduling/src/entry-cell/entry-cell.test-bed.ts.
export async function addCalendar(
  centerNo: number,
  from: string,
  to: string,
  o: { closed?: readonly string[]; endsAt?: Record<string, number>; fiscalYear: number },
): Promise<void> {
  const ends = Object.entries(o.endsAt ?? {});
  await query(
    `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
            "end_time_limit_no", "dayofweek_code", "fiscal_year")
     SELECT $1, d, c, CASE WHEN c = 1 THEN 0 ELSE 10 END,
            CASE WHEN c = 1 THEN 0 ELSE coalesce((SELECT e FROM unnest($5::date[], $6::int[]) AS x(ed, e) WHERE ed = d), 50) END,
            extract(isodow FROM d), $7
       FROM generate_series($2::date, $3::date, interval '1 day') AS g(g), LATERAL (SELECT g::date AS d) x,
            LATERAL (SELECT (x.d = ANY($4::date[]))::int AS c) y`,
    [centerNo, from, to, o.closed ?? [], ends.map(([d]) => d), ends.map(([, e]) => e), o.fiscalYear],
  );
}

// Work shifts of each teacher on each date in each half.
export async function addShifts(
  centerNo: number,
  teachers: readonly number[],
  dates: readonly string[],
  halves: readonly number[],
) {
  await query(
    `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
     SELECT t, d, h, $4, 1 FROM unnest($1::int[]) t, unnest($2::date[]) d, unnest($3::int[]) h`,
    [teachers, dates, halves, centerNo],
  );
}

// Removes a center's cell rows (control rows, lock rows, calendar days) between two dates and the
// teachers' shifts.
export async function removeCellRows(centerNo: number, from: string, to: string, teachers: readonly number[] = []) {
  await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
  await query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = ANY($1::int[])`, [teachers]);
  for (const table of ['entry_control', 'entry_cell', 'calendar_day'])
    await query(`DELETE FROM "scheduling"."${table}" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3`, [
      centerNo,
      from,
      to,
    ]);
}

export const FILLER_STUDENT = 845_500;
export const ROOM_TEACHER = 845_600;

export async function centerOf(studentNo: number): Promise<number> {
  const [row] = await query<{ center_no: number }>(
    `SELECT "center_no" FROM "scheduling"."student_projection" WHERE "student_no" = $1`,
    [studentNo],
  );
  return row.center_no;
}

export async function calendarOf(centerNo: number, from: string, to: string): Promise<CalendarDay[]> {
  return query<CalendarDay>(
    `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "closed_flag", "tstart_ime_limit_no", "end_time_limit_no"
       FROM "scheduling"."calendar_day" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3 ORDER BY 1`,
    [centerNo, from, to],
  );
}

export async function extraRange(centerNo: number): Promise<{ range: DateRangeInclusive; calendar: CalendarDay[] }> {
  const today = tokyoDate(Date.now());
  const calendar = await calendarOf(centerNo, today, addDays(today, 100));
  const range = entryEditableRange({ kind: 'extra', today, calendar });
  if (!range) throw new Error(`center ${centerNo} has no extra range`);
  return { range, calendar };
}

// SPEC §9's change range at a center from today (C21201's requests), a date one working day too early
// for it and a working day inside it to ask for.
export async function changeDays(centerNo: number): Promise<{ range: DateRangeInclusive; tooEarly: string; wantedDay: string }> {
  const today = tokyoDate(Date.now());
  const calendar = await calendarOf(centerNo, today, addDays(today, 100));
  const range = entryEditableRange({ kind: 'change', today, calendar });
  if (!range) throw new Error(`center ${centerNo} has no change range`);
  return { range, tooEarly: addWorkingDays(calendar, today, 1), wantedDay: addWorkingDays(calendar, today, 3) };
}

// A lesson of the student on the date, without a teacher, in a late half (22:30 Tokyo) they have
// free; its number.
export async function addFreeLesson(date: string, studentNo: number, centerNo: number): Promise<number> {
  const [row] = await query<{ schedule_no: number }>(
    `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
       "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
     SELECT $1::date, ($1::date + time '22:30') AT TIME ZONE 'Asia/Tokyo', s, s % 10, $2, 0, $3, 200 + s % 10, 1, extract(isodow FROM $1::date)
       FROM unnest(ARRAY[82, 81, 72, 71, 62, 61]) s
      WHERE NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = $2 AND l."schedule_date" = $1::date
                          AND l."cancel_flag" = 0 AND "scheduling"."lesson_halves"(l."time_limit_no") && "scheduling"."lesson_halves"(s))
      LIMIT 1
     RETURNING "schedule_no"`,
    [date, studentNo, centerNo],
  );
  if (!row) throw new Error(`student ${studentNo} has no free late half on ${date}`);
  return row.schedule_no;
}

// The n-th date (0 first) of the extra range at which the half is open, no control row is set and
// the student (when given) has no lesson in the half.
export async function openCell(centerNo: number, half: number, nth: number, freeStudent?: number): Promise<string> {
  const { range, calendar } = await extraRange(centerNo);
  const controlled = new Set(
    (
      await query<{ d: string }>(
        `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "d" FROM "scheduling"."entry_control"
          WHERE "center_no" = $1 AND "scheduling"."lesson_halves"("time_limit_no") && "scheduling"."lesson_halves"($2)`,
        [centerNo, half],
      )
    ).map((r) => r.d),
  );
  const busy = new Set(
    freeStudent === undefined
      ? []
      : (
          await query<{ d: string }>(
            `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "d" FROM "scheduling"."lesson"
              WHERE "student_no" = $1 AND "cancel_flag" = 0 AND $2 = ANY("scheduling"."lesson_halves"("time_limit_no"))`,
            [freeStudent, half],
          )
        ).map((r) => r.d),
  );
  const open = calendar.filter(
    (d) =>
      d.schedule_date >= range.start &&
      d.schedule_date <= range.end &&
      isSlotOpen(d, half) &&
      !controlled.has(d.schedule_date) &&
      !busy.has(d.schedule_date),
  );
  if (open.length <= nth) throw new Error(`no ${nth}th open date for half ${half} at center ${centerNo}`);
  return open[nth].schedule_date;
}

export async function loadOf(centerNo: number, date: string, half: number): Promise<HalfLoad> {
  const [row] = await query<HalfLoad>(
    `SELECT (SELECT count(DISTINCT s."teacher_no")::int FROM "scheduling"."teacher_schedule" s
              WHERE s."center_no" = $1 AND s."schedule_date" = $2 AND s."work_flag" = 1
                AND $3 = ANY("scheduling"."lesson_halves"(s."time_limit_no"))) AS "shiftTeachers",
            (SELECT count(*)::int FROM "scheduling"."lesson" l WHERE l."center_no" = $1 AND l."schedule_date" = $2 AND l."cancel_flag" = 0
                AND l."capacity" = 1 AND $3 = ANY("scheduling"."lesson_halves"(l."time_limit_no"))) AS "oneToOne",
            (SELECT count(*)::int FROM "scheduling"."lesson" l WHERE l."center_no" = $1 AND l."schedule_date" = $2 AND l."cancel_flag" = 0
                AND l."capacity" = 2 AND $3 = ANY("scheduling"."lesson_halves"(l."time_limit_no"))) AS "oneToTwo"`,
    [centerNo, date, half],
  );
  return row;
}

export const remainingOf = (half: number, load: HalfLoad) => remainingTeacherCount(half, new Map([[half, load]]));

// Students of the center (student 1 first when asked) with no lesson in the half on the date.
export async function freeStudents(
  centerNo: number,
  date: string,
  half: number,
  n: number,
  except: number[] = [],
): Promise<number[]> {
  const rows = await query<{ student_no: number }>(
    `SELECT p."student_no" FROM "scheduling"."student_projection" p
      WHERE p."center_no" = $1 AND p."student_no" <> ALL($4::int[]) AND NOT EXISTS (
        SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = p."student_no" AND l."schedule_date" = $2 AND l."cancel_flag" = 0
           AND $3 = ANY("scheduling"."lesson_halves"(l."time_limit_no")))
      ORDER BY p."student_no" LIMIT $5`,
    [centerNo, date, half, except, n],
  );
  if (rows.length < n) throw new Error(`only ${rows.length} free students at center ${centerNo} on ${date} ${half}`);
  return rows.map((r) => r.student_no);
}

// Makes the half's remaining teacher count exactly `remaining` (one-to-one filler lessons or extra
// teachers' work shifts), with `oneToTwo` one-to-two filler lessons besides.
export class CellRoom {
  private fillers = 0;
  private teachers = 0;
  private readonly cells: { center: number; date: string; half: number }[] = [];

  constructor(private readonly base: number) {}

  async set(centerNo: number, date: string, half: number, remaining: number, oneToTwo = 0): Promise<HalfLoad> {
    this.cells.push({ center: centerNo, date, half });
    for (let i = 0; i < oneToTwo; i++) await this.filler(centerNo, date, half, 2);
    let now = remainingOf(half, await loadOf(centerNo, date, half));
    for (; now > remaining; now--) await this.filler(centerNo, date, half, 1);
    for (; now < remaining; now++) {
      await query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, 1)`,
        [ROOM_TEACHER + this.base + this.teachers++, date, half, centerNo],
      );
    }
    const load = await loadOf(centerNo, date, half);
    if (remainingOf(half, load) !== remaining) throw new Error(`could not make room ${remaining} in ${date} ${half}`);
    return load;
  }

  private async filler(centerNo: number, date: string, half: number, capacity: 1 | 2): Promise<void> {
    await query(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "dayofweek_code")
       VALUES ($1, $1::date + time '12:00', $2, $2 % 10, $3, 0, $4, $5, 1, $6, extract(isodow FROM $1::date))`,
      [date, half, FILLER_STUDENT + this.base + this.fillers++, centerNo, (capacity === 2 ? 100 : 200) + (half % 10), capacity],
    );
  }

  async clear(): Promise<void> {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" BETWEEN $1 AND $2`, [
      FILLER_STUDENT + this.base,
      FILLER_STUDENT + this.base + 49,
    ]);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" BETWEEN $1 AND $2`, [
      ROOM_TEACHER + this.base,
      ROOM_TEACHER + this.base + 49,
    ]);
    await query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" BETWEEN $1 AND $2`, [
      ROOM_TEACHER + this.base,
      ROOM_TEACHER + this.base + 49,
    ]);
    for (const c of this.cells.splice(0))
      await query(
        `DELETE FROM "scheduling"."entry_control" WHERE "center_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
        [c.center, c.date, c.half],
      );
  }
}

// The applications a test made (their lessons, the alerts and the reports' copies with them).
export async function removeApplications(entryNos: number[]): Promise<void> {
  if (!entryNos.length) return;
  const lessons = (
    await query<{ schedule_no: number }>(
      `SELECT "schedule_no" FROM "scheduling"."lesson" WHERE "entry_schedule_no" = ANY($1::int[])`,
      [entryNos],
    )
  ).map((r) => r.schedule_no);
  await query(`DELETE FROM "scheduling"."lesson_change" WHERE "entry_schedule_no" = ANY($1::int[])`, [entryNos]);
  await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
  await query(`DELETE FROM "scheduling"."entry" WHERE "entry_schedule_no" = ANY($1::int[])`, [entryNos]);
  await query(`DELETE FROM "masters"."alert" WHERE "dedupe_key" = ANY($1::text[])`, [
    entryNos.map((n) => `applicationWaiting:application:${n}`),
  ]);
  await query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
}
