import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type ShiftChange, type ShiftTeacherOption, type ShiftTeacherRow } from '@school/contracts';
import { type CalendarDay } from '@school/domain';
import { runBrowse } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { availabilitySpec, type AvailabilityScope } from '../teacher-availability/teacher-availability.repository';

export type TeacherCenters = { teacher_no: number; center_nos: number[] };
export type CenterCalendarDay = CalendarDay & { center_no: number };
export type StoredShift = {
  teacher_no: number;
  schedule_date: string;
  time_limit_no: number;
  center_no: number;
  work_flag: number;
};
// A half being taken away, with the two lesson slots over it (the 90-minute period and the half itself).
export type ShiftRemoval = { teacher_no: number; schedule_date: string; half: number; period: number };
type ShiftKey = Pick<ShiftChange, 'teacher_no' | 'schedule_date' | 'time_limit_no'>;

// C10201 shifts: every query of scheduling.teacher_schedule and its per-day versions.
@Injectable()
export class ShiftRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  teacherCenters(teacherNos: number[]): Promise<TeacherCenters[]> {
    return this.ds.query(
      `SELECT "teacher_no", "center_nos" FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`,
      [teacherNos],
    ) as Promise<TeacherCenters[]>;
  }

  calendarDays(centerNos: number[], start: string, end: string): Promise<CenterCalendarDay[]> {
    return this.ds.query(
      `SELECT "center_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "closed_flag",
              "tstart_ime_limit_no", "end_time_limit_no"
       FROM "scheduling"."calendar_day"
       WHERE "center_no" = ANY($1::int[]) AND "schedule_date" BETWEEN $2::date AND $3::date`,
      [centerNos, start, end],
    ) as Promise<CenterCalendarDay[]>;
  }

  // The 40-minute halves in timetable order.
  halves(): Promise<{ time_limit_no: number }[]> {
    return this.ds.query(
      `SELECT "time_limit_no" FROM "scheduling"."time_slot" WHERE "time_division" <> 0 ORDER BY "sort_order", "time_limit_no"`,
    ) as Promise<{ time_limit_no: number }[]>;
  }

  centerTeachers(centerNo: number): Promise<ShiftTeacherOption[]> {
    return this.ds.query(
      `SELECT "teacher_no", "teacher_name" FROM "scheduling"."teacher_projection"
       WHERE $1 = ANY("center_nos") AND "status" <> 3 ORDER BY "teacher_no"`,
      [centerNo],
    ) as Promise<ShiftTeacherOption[]>;
  }

  browseTeachers(scope: AvailabilityScope, start: string, end: string, input: unknown): Promise<BrowseOutput<ShiftTeacherRow>> {
    return runBrowse<ShiftTeacherRow>(this.ds, availabilitySpec(scope, start, end), input);
  }

  // Creates the missing day versions at 0, in key order (as the version trigger takes them).
  async ensureDayVersions(tx: EntityManager, days: Pick<ShiftChange, 'teacher_no' | 'schedule_date'>[]): Promise<void> {
    await tx.query(
      `INSERT INTO "scheduling"."teacher_shift_version" ("teacher_no", "schedule_date")
       SELECT * FROM unnest($1::int[], $2::date[]) ORDER BY 1, 2
       ON CONFLICT ("teacher_no", "schedule_date") DO NOTHING`,
      [days.map((c) => c.teacher_no), days.map((c) => c.schedule_date)],
    );
  }

  lockDayVersions(
    tx: EntityManager,
    days: Pick<ShiftChange, 'teacher_no' | 'schedule_date'>[],
  ): Promise<{ teacher_no: number; schedule_date: string; lock_version: number }[]> {
    return tx.query(
      `SELECT v."teacher_no", to_char(v."schedule_date", 'YYYY-MM-DD') AS "schedule_date", v."lock_version"
       FROM "scheduling"."teacher_shift_version" v
       JOIN unnest($1::int[], $2::date[]) AS k("teacher_no", "schedule_date") USING ("teacher_no", "schedule_date")
       ORDER BY v."teacher_no", v."schedule_date"
       FOR UPDATE OF v`,
      [days.map((c) => c.teacher_no), days.map((c) => c.schedule_date)],
    ) as Promise<{ teacher_no: number; schedule_date: string; lock_version: number }[]>;
  }

  // The stored cells of the changes, locked in key order.
  lockShifts(tx: EntityManager, keys: ShiftKey[]): Promise<StoredShift[]> {
    return tx.query(
      `SELECT s."teacher_no", to_char(s."schedule_date", 'YYYY-MM-DD') AS "schedule_date", s."time_limit_no",
              s."center_no", s."work_flag"
       FROM "scheduling"."teacher_schedule" s
       JOIN unnest($1::int[], $2::date[], $3::int[]) AS k("teacher_no", "schedule_date", "time_limit_no")
         USING ("teacher_no", "schedule_date", "time_limit_no")
       ORDER BY s."teacher_no", s."schedule_date", s."time_limit_no"
       FOR UPDATE OF s`,
      [keys.map((c) => c.teacher_no), keys.map((c) => c.schedule_date), keys.map((c) => c.time_limit_no)],
    ) as Promise<StoredShift[]>;
  }

  // Whether a lesson not cancelled is assigned to one of the teachers over one of the halves.
  async anyLessonOver(tx: EntityManager, removals: ShiftRemoval[]): Promise<boolean> {
    const busy = (await tx.query(
      `SELECT 1 FROM "scheduling"."lesson" l
       JOIN unnest($1::int[], $2::date[], $3::int[], $4::int[]) AS k("teacher_no", "schedule_date", "half", "period")
         ON l."teacher_no" = k."teacher_no" AND l."schedule_date" = k."schedule_date"
        AND l."time_limit_no" IN (k."half", k."period")
       WHERE l."cancel_flag" = 0
       LIMIT 1`,
      [
        removals.map((r) => r.teacher_no),
        removals.map((r) => r.schedule_date),
        removals.map((r) => r.half),
        removals.map((r) => r.period),
      ],
    )) as unknown[];
    return busy.length > 0;
  }

  async deleteShifts(tx: EntityManager, keys: ShiftKey[]): Promise<void> {
    await tx.query(
      `DELETE FROM "scheduling"."teacher_schedule" s
       USING unnest($1::int[], $2::date[], $3::int[]) AS k("teacher_no", "schedule_date", "time_limit_no")
       WHERE s."teacher_no" = k."teacher_no" AND s."schedule_date" = k."schedule_date" AND s."time_limit_no" = k."time_limit_no"`,
      [keys.map((c) => c.teacher_no), keys.map((c) => c.schedule_date), keys.map((c) => c.time_limit_no)],
    );
  }

  async upsertShifts(
    tx: EntityManager,
    cells: Pick<ShiftChange, 'teacher_no' | 'schedule_date' | 'time_limit_no' | 'center_no' | 'work_flag'>[],
  ): Promise<void> {
    await tx.query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       SELECT * FROM unnest($1::int[], $2::date[], $3::int[], $4::int[], $5::smallint[])
       ON CONFLICT ("teacher_no", "schedule_date", "time_limit_no") DO UPDATE
         SET "work_flag" = EXCLUDED."work_flag",
             "lock_version" = "teacher_schedule"."lock_version" + 1, "updated_at" = now()`,
      [
        cells.map((c) => c.teacher_no),
        cells.map((c) => c.schedule_date),
        cells.map((c) => c.time_limit_no),
        cells.map((c) => c.center_no),
        cells.map((c) => c.work_flag),
      ],
    );
  }
}
