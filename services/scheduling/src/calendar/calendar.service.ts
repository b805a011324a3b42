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
import { fieldMessagesOf, keyOf, staleError, validationError, writeEvent, type FieldMessages } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { CalendarRepository } from './calendar.repository';

type ChangedDay = {
  schedule_date: string;
  closed_flag: 0 | 1;
  tstart_ime_limit_no: number;
  end_time_limit_no: number;
  remarks: string | null;
  lock_version: number | null;
};

// M21001 calendar and holidays: a center's t0050 days a fiscal year at a time. "Today" is the
// school's (Asia/Tokyo), taken on the server; only later days change. Each changed day is guarded
// by its own lock_version, so two people can edit different days of one year, and a batch with one
// stale day is refused whole (409) with nothing written.
@Injectable()
export class CalendarService {
  constructor(
    private readonly repo: CalendarRepository,
    private readonly centers: CenterAccess,
  ) {}

  private checkCenter(centerNo: number, caller: Caller): Promise<void> {
    return this.centers.check(centerNo, caller, 'scheduling.calendar.centerInvalid');
  }

  // A weekday's usual hours: those of the center's latest day of that weekday without remarks (no
  // holiday, no special closure); with no such day, the regular periods of the whole day.
  private async weekdayHours(centerNo: number, slots: CalendarTimeSlot[]) {
    const rows = await this.repo.latestPlainDays(centerNo);
    const regular = await this.repo.regularPeriods();
    const fallback: CalendarOpeningHours | null =
      regular?.start && regular?.end
        ? { start: regular.start, end: regular.end }
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

  private async range(centerNo: number, start: string, end: string): Promise<CalendarRangeOutput> {
    const today = tokyoDate(Date.now());
    const slots = await this.repo.timeSlots();
    const hours = await this.weekdayHours(centerNo, slots);
    const stored = await this.repo.storedDays(centerNo, start, end);
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
      throw validationError({ start_date: ['scheduling.calendar.rangeInvalid'] });
    await this.checkCenter(centerNo, caller);
    return this.range(centerNo, start, end);
  }

  async batchEdit(input: Record<string, unknown>, caller: Caller): Promise<CalendarRangeOutput> {
    const centerNo = keyOf(input, 'center_no');
    const year = input.year;
    const { start_date: start, end_date: end } = input;
    if (typeof year !== 'number' || !Number.isInteger(year) || year < 1 || year > 9998 || !isFiscalYearRange(year, start, end))
      throw validationError({ start_date: ['scheduling.calendar.rangeInvalid'] });
    const rows = input.calendar_data;
    if (!Array.isArray(rows) || rows.length > CALENDAR_BATCH_MAX_DAYS)
      throw validationError({ calendar_data: [{ key: 'validation.between', params: { min: 0, max: CALENDAR_BATCH_MAX_DAYS } }] });
    await this.checkCenter(centerNo, caller);
    const slots = await this.repo.timeSlots();
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
      await this.repo.transaction(async (tx) => {
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
    return this.range(centerNo, start as string, end as string);
  }

  // Days not stored yet: someone else creating the same day first makes this batch stale.
  private async insertNew(tx: EntityManager, centerNo: number, year: number, days: ChangedDay[]): Promise<void> {
    if (!days.length) return;
    const inserted = await this.repo.insertDays(
      tx,
      centerNo,
      year,
      days.map((d) => ({ ...d, dayofweek_code: isoWeekday(d.schedule_date) })),
    );
    if (inserted !== days.length) throw staleError();
  }

  // Stored days, each only at the lock_version it was read with.
  private async updateStored(tx: EntityManager, centerNo: number, days: ChangedDay[]): Promise<void> {
    if (!days.length) return;
    if ((await this.repo.updateDaysWithLock(tx, centerNo, days)) !== days.length) throw staleError();
  }
}
