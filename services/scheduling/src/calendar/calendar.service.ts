import { Injectable } from '@nestjs/common';
import {
  type Caller,
  type CalendarDayRecord,
  type CalendarOpeningHours,
  type CalendarRangeOutput,
  type CalendarTimeSlot,
} from '@school/contracts';
import {
  addDays,
  CALENDAR_BATCH_MAX_DAYS,
  defaultCalendarDay,
  diffDays,
  holidaysBetween,
  isDateString,
  isFiscalYearRange,
  isoWeekday,
  tokyoDate,
  validateCalendarBatch,
  type IsoWeekday,
} from '@school/domain';
import {
  CallerCenters,
  fieldMessagesOf,
  keyOf,
  staleError,
  validationError,
  writeEvent,
  type FieldMessages,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;
type StoredDay = Omit<CalendarDayRecord, 'lock_version'> & { lock_version: number };
type ChangedDay = {
  schedule_date: string;
  closed_flag: 0 | 1;
  tstart_ime_limit_no: number;
  end_time_limit_no: number;
  remarks: string | null;
  lock_version: number | null;
};

const DAY_COLUMNS = `to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "closed_flag", "tstart_ime_limit_no",
  "end_time_limit_no", "dayofweek_code", "remarks", "lock_version"`;

// M21001 calendar and holidays: a center's t0050 days a fiscal year at a time. "Today" is the
// school's (Asia/Tokyo), taken on the server; only later days change. Each changed day is guarded
// by its own lock_version, so two people can edit different days of one year, and a batch with one
// stale day is refused whole (409) with nothing written.
@Injectable()
export class CalendarService {
  constructor(
    private readonly ds: DataSource,
    private readonly centers: CallerCenters,
  ) {}

  private checkCenter(centerNo: number, caller: Caller): Promise<void> {
    return this.centers.check(centerNo, caller, 'masters.m21001.centerInvalid');
  }

  private timeSlots(db: Db): Promise<CalendarTimeSlot[]> {
    return db.query(
      `SELECT "time_limit_no", "label", "start_time", "end_time" FROM "scheduling"."time_slot"
        WHERE "time_division" = 0 ORDER BY "sort_order", "time_limit_no"`,
    );
  }

  // A weekday's usual hours: those of the center's latest day of that weekday without remarks (no
  // holiday, no special closure); with no such day, the regular periods of the whole day.
  private async weekdayHours(db: Db, centerNo: number, slots: CalendarTimeSlot[]) {
    const rows = (await db.query(
      `SELECT DISTINCT ON ("dayofweek_code") "dayofweek_code", "closed_flag", "tstart_ime_limit_no", "end_time_limit_no"
         FROM "scheduling"."calendar_day" WHERE "center_no" = $1 AND "remarks" IS NULL
        ORDER BY "dayofweek_code", "schedule_date" DESC`,
      [centerNo],
    )) as { dayofweek_code: number; closed_flag: number; tstart_ime_limit_no: number; end_time_limit_no: number }[];
    const regular = (await db.query(
      `SELECT min("time_limit_no")::int AS "start", max("time_limit_no")::int AS "end" FROM "scheduling"."time_slot"
        WHERE "time_division" = 0 AND "late_night_flag" = 0`,
    )) as { start: number | null; end: number | null }[];
    const fallback: CalendarOpeningHours | null =
      regular[0]?.start && regular[0]?.end
        ? { start: regular[0].start, end: regular[0].end }
        : slots.length
          ? { start: slots[0].time_limit_no, end: slots[slots.length - 1].time_limit_no }
          : null;
    const hours: Record<string, CalendarOpeningHours | null> = {};
    for (let weekday = 1; weekday <= 7; weekday++) {
      const row = rows.find((r) => r.dayofweek_code === weekday);
      hours[weekday] = !row
        ? fallback
        : row.closed_flag === 1
          ? null
          : { start: row.tstart_ime_limit_no, end: row.end_time_limit_no };
    }
    return hours;
  }

  private async range(db: Db, centerNo: number, start: string, end: string): Promise<CalendarRangeOutput> {
    const today = tokyoDate(Date.now());
    const slots = await this.timeSlots(db);
    const hours = await this.weekdayHours(db, centerNo, slots);
    const stored = (await db.query(
      `SELECT ${DAY_COLUMNS} FROM "scheduling"."calendar_day"
        WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3 ORDER BY "schedule_date"`,
      [centerNo, start, end],
    )) as StoredDay[];
    const byDate = new Map(stored.map((d) => [d.schedule_date, d]));
    const holidays = holidaysBetween(start, end);
    const days: CalendarDayRecord[] = [];
    for (let date = start; date <= end; date = addDays(date, 1)) {
      const day = byDate.get(date);
      days.push(day ?? { ...defaultCalendarDay(date, (w: IsoWeekday) => hours[w] ?? null, holidays), lock_version: null });
    }
    return {
      center_no: centerNo,
      start_date: start,
      end_date: end,
      today,
      editable_from: addDays(today, 1),
      prefilled: stored.length === 0,
      days,
      time_slots: slots,
      weekday_hours: hours,
    };
  }

  async getRange(input: Record<string, unknown>, caller: Caller): Promise<CalendarRangeOutput> {
    const centerNo = keyOf(input, 'center_no');
    const { start_date: start, end_date: end } = input;
    if (!isDateString(start) || !isDateString(end) || start > end || diffDays(start, end) >= CALENDAR_BATCH_MAX_DAYS)
      throw validationError({ start_date: ['masters.m21001.rangeInvalid'] });
    await this.checkCenter(centerNo, caller);
    return this.range(this.ds, centerNo, start, end);
  }

  async batchEdit(input: Record<string, unknown>, caller: Caller): Promise<CalendarRangeOutput> {
    const centerNo = keyOf(input, 'center_no');
    const year = input.year;
    const { start_date: start, end_date: end } = input;
    if (typeof year !== 'number' || !Number.isInteger(year) || year < 1 || year > 9998 || !isFiscalYearRange(year, start, end))
      throw validationError({ start_date: ['masters.m21001.rangeInvalid'] });
    const rows = input.calendar_data;
    if (!Array.isArray(rows) || rows.length > CALENDAR_BATCH_MAX_DAYS)
      throw validationError({ calendar_data: [{ key: 'validation.between', params: { min: 0, max: CALENDAR_BATCH_MAX_DAYS } }] });
    await this.checkCenter(centerNo, caller);
    const slots = await this.timeSlots(this.ds);
    const checked = validateCalendarBatch(rows, {
      today: tokyoDate(Date.now()),
      start: start as string,
      end: end as string,
      slots: new Set(slots.map((s) => s.time_limit_no)),
    });
    const locks = rows.map((r: Record<string, unknown>) => r?.lock_version);
    locks.forEach((lock, i) => {
      if (lock !== null && (typeof lock !== 'number' || !Number.isInteger(lock)))
        checked.errors[`#${i}`] = [{ key: 'validation.integer', params: {} }];
    });
    if (Object.keys(checked.errors).length) {
      const errors: FieldMessages = {};
      for (const [key, list] of Object.entries(checked.errors)) errors[key] = fieldMessagesOf(list);
      throw validationError(errors);
    }
    const changed = (rows as ChangedDay[]).map((r) => ({ ...r, remarks: r.remarks === '' ? null : (r.remarks ?? null) }));
    if (changed.length) {
      await this.ds.transaction(async (tx) => {
        await this.insertNew(
          tx,
          centerNo,
          year,
          changed.filter((d) => d.lock_version === null),
        );
        await this.updateStored(
          tx,
          centerNo,
          changed.filter((d) => d.lock_version !== null),
        );
        await writeEvent(tx, 'CalendarDayChanged', {
          center_no: centerNo,
          fiscal_year: year,
          days: changed.map(({ lock_version: _lock, ...day }) => day),
        });
      });
    }
    return this.range(this.ds, centerNo, start as string, end as string);
  }

  // Days not stored yet: someone else creating the same day first makes this batch stale.
  private async insertNew(tx: EntityManager, centerNo: number, year: number, days: ChangedDay[]): Promise<void> {
    if (!days.length) return;
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
        days.map((d) => isoWeekday(d.schedule_date)),
        days.map((d) => d.remarks),
      ],
    )) as unknown[];
    if (inserted.length !== days.length) throw staleError();
  }

  // Stored days, each only at the lock_version it was read with.
  private async updateStored(tx: EntityManager, centerNo: number, days: ChangedDay[]): Promise<void> {
    if (!days.length) return;
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
    if (updated.length !== days.length) throw staleError();
  }
}
