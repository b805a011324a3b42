import { Injectable } from '@nestjs/common';
import { type CalendarDayFields, type TimeSlotView } from '@school/contracts';
import { halvesOf } from '@school/domain';
import { DataSource, type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

export type CellRef = { center_no: number; schedule_date: string; time_limit_no: number };
// One 40-minute half of a center on one date: what libs/domain's HalfLoad counts, read in SQL.
export type HalfLoadRow = {
  schedule_date: string;
  half_limit_no: number;
  shift_teachers: number;
  one_to_one: number;
  one_to_two: number;
};
export type ControlRow = { schedule_date: string; time_limit_no: number };
// One day of a center's calendar (t0050) as M21001 keeps it, read as libs/domain's CalendarDay.
export type CalendarDayRow = CalendarDayFields & { dayofweek_code: number };

// Locks the halves of these cells FOR UPDATE in key order, making their rows on first use, so that
// every writer that counts a cell before changing it waits for the one before it. Statements after
// this see what that writer committed (READ COMMITTED takes a new snapshot per statement).
// Every writer that changes a cell's remaining teacher count takes these rows (docs/applications.md
// "The last seat"): applications, weekly courses, C30201, C40101 transfers, C20301's center move and
// C10201 shift edits. A function, so that writers built over a transaction (the center move) take
// them too.
// Lock order (no two writers wait on each other crosswise): the board's order is lesson row, shift
// rows, occupancy half rows; the cell rows sit between the lesson rows and the shift rows. So a
// writer locks the lessons it changes first (board transfers, take-backs, the lesson a change moves,
// the center move's lessons), then these cell rows (all of a write in one call, key order), then
// shift day versions and shift rows (shift edits), and the occupancy rows come last (triggers).
export async function lockEntryCells(tx: Queryable, cells: readonly CellRef[]): Promise<void> {
  const keys = new Map<string, [number, string, number]>();
  for (const c of cells)
    for (const h of halvesOf(c.time_limit_no))
      keys.set(`${c.center_no}|${c.schedule_date}|${h}`, [c.center_no, c.schedule_date, h]);
  if (keys.size === 0) return;
  const rows = [...keys.values()];
  const params = [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])];
  await tx.query(
    `INSERT INTO "scheduling"."entry_cell" ("center_no", "schedule_date", "half_limit_no")
     SELECT * FROM unnest($1::int[], $2::date[], $3::int[]) ORDER BY 1, 2, 3
     ON CONFLICT DO NOTHING`,
    params,
  );
  await tx.query(
    `SELECT 1 FROM "scheduling"."entry_cell" c
      WHERE ("center_no", "schedule_date", "half_limit_no") IN (SELECT * FROM unnest($1::int[], $2::date[], $3::int[]))
      ORDER BY c."center_no", c."schedule_date", c."half_limit_no"
        FOR UPDATE`,
    params,
  );
}

// The cells of C30101 and C30201 (a center's date and slot): the calendar days and time slots they lie
// on, the per-half lock rows of the last-seat guard (migration 1797500000000), and the counts and
// control rows (t0062) that decide whether a cell is fully booked.
@Injectable()
export class EntryCellRepository {
  constructor(private readonly ds: DataSource) {}

  calendarDays(centerNo: number, from: string, to: string, db: Queryable = this.ds): Promise<CalendarDayRow[]> {
    return db.query(
      `SELECT to_char(d."schedule_date", 'YYYY-MM-DD') AS "schedule_date", d."dayofweek_code", d."closed_flag",
              d."tstart_ime_limit_no", d."end_time_limit_no", d."remarks"
         FROM "scheduling"."calendar_day" d
        WHERE d."center_no" = $1 AND d."schedule_date" BETWEEN $2 AND $3
        ORDER BY d."schedule_date"`,
      [centerNo, from, to],
    );
  }

  // Every time slot with its label, in the school's order.
  timeSlots(db: Queryable = this.ds): Promise<TimeSlotView[]> {
    return db.query(
      `SELECT "time_limit_no", "label", "start_time", "end_time" FROM "scheduling"."time_slot" ORDER BY "sort_order", "time_limit_no"`,
    );
  }

  // Locks the halves of these cells FOR UPDATE in key order (lockEntryCells).
  lock(tx: Queryable, cells: readonly CellRef[]): Promise<void> {
    return lockEntryCells(tx, cells);
  }

  // Per date and half of a center between two dates: the teachers with a work shift there (a teacher
  // once), and the lessons that are not cancelled, assigned or not, by capacity (a 90-minute one in both
  // halves). Halves with neither are left out.
  halfLoads(centerNo: number, from: string, to: string, db: Queryable = this.ds): Promise<HalfLoadRow[]> {
    return db.query(
      `SELECT to_char(x."schedule_date", 'YYYY-MM-DD') AS "schedule_date", x."half_limit_no",
              sum(x."teachers")::int AS "shift_teachers", sum(x."one_to_one")::int AS "one_to_one",
              sum(x."one_to_two")::int AS "one_to_two"
         FROM (SELECT s."schedule_date", h AS "half_limit_no", count(DISTINCT s."teacher_no") AS "teachers",
                      0 AS "one_to_one", 0 AS "one_to_two"
                 FROM "scheduling"."teacher_schedule" s, unnest("scheduling"."lesson_halves"(s."time_limit_no")) h
                WHERE s."center_no" = $1 AND s."schedule_date" BETWEEN $2 AND $3 AND s."work_flag" = 1
                GROUP BY 1, 2
               UNION ALL
               SELECT l."schedule_date", h, 0, count(*) FILTER (WHERE l."capacity" = 1), count(*) FILTER (WHERE l."capacity" = 2)
                 FROM "scheduling"."lesson" l, unnest("scheduling"."lesson_halves"(l."time_limit_no")) h
                WHERE l."center_no" = $1 AND l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0
                GROUP BY 1, 2) x
        GROUP BY 1, 2
        ORDER BY 1, 2`,
      [centerNo, from, to],
    );
  }

  controls(centerNo: number, from: string, to: string, db: Queryable = this.ds): Promise<ControlRow[]> {
    return db.query(
      `SELECT to_char(c."schedule_date", 'YYYY-MM-DD') AS "schedule_date", c."time_limit_no"
         FROM "scheduling"."entry_control" c
        WHERE c."center_no" = $1 AND c."schedule_date" BETWEEN $2 AND $3
        ORDER BY 1, 2`,
      [centerNo, from, to],
    );
  }
}
