import { Injectable } from '@nestjs/common';
import { type CalendarDayRecord, type CalendarTimeSlot } from '@school/contracts';
import { DataSource, type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;
export type StoredDay = Omit<CalendarDayRecord, 'lock_version'> & { lock_version: number };
export type WeekdayHoursRow = {
  dayofweek_code: number;
  closed_flag: number;
  tstart_ime_limit_no: number;
  end_time_limit_no: number;
};
// A day as a batch writes it (dayofweek_code is the date's ISO weekday).
export type CalendarDayWrite = {
  schedule_date: string;
  closed_flag: 0 | 1;
  tstart_ime_limit_no: number;
  end_time_limit_no: number;
  dayofweek_code: number;
  remarks: string | null;
};

const DAY_COLUMNS = `to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "closed_flag", "tstart_ime_limit_no",
  "end_time_limit_no", "dayofweek_code", "remarks", "lock_version"`;

// M21001 calendar and holidays: every query of a center's t0050 days.
@Injectable()
export class CalendarRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  timeSlots(db: Queryable = this.ds): Promise<CalendarTimeSlot[]> {
    return db.query(
      `SELECT "time_limit_no", "label", "start_time", "end_time" FROM "scheduling"."time_slot"
        WHERE "time_division" = 0 ORDER BY "sort_order", "time_limit_no"`,
    ) as Promise<CalendarTimeSlot[]>;
  }

  // Each weekday's latest day of the center without remarks.
  latestPlainDays(centerNo: number, db: Queryable = this.ds): Promise<WeekdayHoursRow[]> {
    return db.query(
      `SELECT DISTINCT ON ("dayofweek_code") "dayofweek_code", "closed_flag", "tstart_ime_limit_no", "end_time_limit_no"
         FROM "scheduling"."calendar_day" WHERE "center_no" = $1 AND "remarks" IS NULL
        ORDER BY "dayofweek_code", "schedule_date" DESC`,
      [centerNo],
    ) as Promise<WeekdayHoursRow[]>;
  }

  // The first and last regular (not late-night) 90-minute period.
  async regularPeriods(db: Queryable = this.ds): Promise<{ start: number | null; end: number | null } | undefined> {
    const [row] = (await db.query(
      `SELECT min("time_limit_no")::int AS "start", max("time_limit_no")::int AS "end" FROM "scheduling"."time_slot"
        WHERE "time_division" = 0 AND "late_night_flag" = 0`,
    )) as { start: number | null; end: number | null }[];
    return row;
  }

  storedDays(centerNo: number, start: string, end: string, db: Queryable = this.ds): Promise<StoredDay[]> {
    return db.query(
      `SELECT ${DAY_COLUMNS} FROM "scheduling"."calendar_day"
        WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3 ORDER BY "schedule_date"`,
      [centerNo, start, end],
    ) as Promise<StoredDay[]>;
  }

  // Days not stored yet; returns how many were inserted (a day someone created first is left alone).
  async insertDays(tx: EntityManager, centerNo: number, year: number, days: CalendarDayWrite[]): Promise<number> {
    const inserted = (await tx.query(
      `INSERT INTO "scheduling"."calendar_day"
         ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no", "end_time_limit_no", "dayofweek_code", "remarks", "fiscal_year")
       SELECT $1, d, c, s, e, w, r, $2
         FROM unnest($3::date[], $4::smallint[], $5::int[], $6::int[], $7::smallint[], $8::text[]) AS t(d, c, s, e, w, r)
       ON CONFLICT ("center_no", "schedule_date") DO NOTHING RETURNING 1`,
      [
        centerNo,
        year,
        days.map((d) => d.schedule_date),
        days.map((d) => d.closed_flag),
        days.map((d) => d.tstart_ime_limit_no),
        days.map((d) => d.end_time_limit_no),
        days.map((d) => d.dayofweek_code),
        days.map((d) => d.remarks),
      ],
    )) as unknown[];
    return inserted.length;
  }

  // Stored days, each only at the lock_version it was read with; returns how many changed.
  async updateDaysWithLock(
    tx: EntityManager,
    centerNo: number,
    days: (Omit<CalendarDayWrite, 'dayofweek_code'> & { lock_version: number | null })[],
  ): Promise<number> {
    const updated = (await tx.query(
      `WITH changed AS (
         UPDATE "scheduling"."calendar_day" c
            SET "closed_flag" = t.cl, "tstart_ime_limit_no" = t.s, "end_time_limit_no" = t.e, "remarks" = t.r,
                "lock_version" = c."lock_version" + 1, "updated_at" = now()
           FROM unnest($2::date[], $3::smallint[], $4::int[], $5::int[], $6::text[], $7::int[]) AS t(d, cl, s, e, r, v)
          WHERE c."center_no" = $1 AND c."schedule_date" = t.d AND c."lock_version" = t.v
         RETURNING 1)
       SELECT * FROM changed`,
      [
        centerNo,
        days.map((d) => d.schedule_date),
        days.map((d) => d.closed_flag),
        days.map((d) => d.tstart_ime_limit_no),
        days.map((d) => d.end_time_limit_no),
        days.map((d) => d.remarks),
        days.map((d) => d.lock_version),
      ],
    )) as unknown[];
    return updated.length;
  }
}
