import { addDays, compareDates, isDateString, type DateString } from '../time/date';
import { fiscalYearOf, fiscalYearRange } from '../time/fiscal-year';
import { isoWeekday, type IsoWeekday } from '../time/week';
import { validationError, type ValidationError } from '../validation/types';
import { isCalendarDateEditable, isClosedBySlots } from './calendar-day';
import { isHolidayYear, japaneseHolidays } from './holidays';

// M21001 calendar and holidays: the year view of one center's t0050 days (SPEC §5).
export type CalendarDayValues = {
  schedule_date: DateString;
  closed_flag: 0 | 1;
  tstart_ime_limit_no: number;
  end_time_limit_no: number;
  dayofweek_code: IsoWeekday;
  remarks: string | null;
};

export type OpeningHours = { start: number; end: number };
// A weekday's usual hours; null: the center is closed that weekday.
export type WeekdayHours = (weekday: IsoWeekday) => OpeningHours | null;

export const CALENDAR_REMARKS_MAX = 100;
// One batch covers at most a fiscal year (366 days).
export const CALENDAR_BATCH_MAX_DAYS = 366;

export const CALENDAR_ERROR = {
  notEditable: 'masters.m21001.notEditable',
  outOfRange: 'masters.m21001.outOfRange',
  duplicate: 'masters.m21001.duplicate',
  closedSlots: 'masters.m21001.closedSlots',
  openSlots: 'masters.m21001.openSlots',
  slotOrder: 'masters.m21001.slotOrder',
  slotUnknown: 'masters.m21001.slotUnknown',
  date: 'masters.m21001.date',
} as const;

export function fiscalYearDates(fiscalYear: number): DateString[] {
  const { start, end } = fiscalYearRange(fiscalYear);
  const dates: DateString[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) dates.push(d);
  return dates;
}

// Public holidays (name by date) between two dates; years the holiday rules do not cover have none.
export function holidaysBetween(start: DateString, end: DateString): Map<DateString, string> {
  const holidays = new Map<DateString, string>();
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    if (!isHolidayYear(year)) continue;
    for (const h of japaneseHolidays(year)) if (h.date >= start && h.date <= end) holidays.set(h.date, h.name);
  }
  return holidays;
}

// Public holidays that fall in a fiscal year, April to March.
export function fiscalYearHolidays(fiscalYear: number): Map<DateString, string> {
  const { start, end } = fiscalYearRange(fiscalYear);
  return holidaysBetween(start, end);
}

// What a day is when nobody has set it: a public holiday is closed under its name, any other day
// has its weekday's usual hours. A new year is pre-filled with these, and deleting a day's own
// setting brings it back to this.
export function defaultCalendarDay(
  date: DateString,
  hours: WeekdayHours,
  holidays: ReadonlyMap<DateString, string>,
): CalendarDayValues {
  const weekday = isoWeekday(date);
  const holiday = holidays.get(date);
  const open = holiday === undefined ? hours(weekday) : null;
  return {
    schedule_date: date,
    closed_flag: open ? 0 : 1,
    tstart_ime_limit_no: open ? open.start : 0,
    end_time_limit_no: open ? open.end : 0,
    dayofweek_code: weekday,
    remarks: holiday ?? null,
  };
}

export function prefillCalendarYear(fiscalYear: number, hours: WeekdayHours): CalendarDayValues[] {
  const holidays = fiscalYearHolidays(fiscalYear);
  return fiscalYearDates(fiscalYear).map((date) => defaultCalendarDay(date, hours, holidays));
}

export type CalendarBatchContext = {
  // the school's today (Asia/Tokyo): only later dates can change
  today: DateString;
  start: DateString;
  end: DateString;
  // every time_limit_no a day may start or end with
  slots: ReadonlySet<number>;
};

export type CalendarBatchResult = { ok: boolean; errors: Record<string, ValidationError[]> };

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

// One changed day: a closed day has start and end slot 0, an open day has both slots and starts
// no later than it ends; only days after today can change.
export function validateCalendarDay(row: Readonly<Record<string, unknown>>, ctx: CalendarBatchContext): ValidationError[] {
  const date = row.schedule_date;
  if (!isDateString(date)) return [validationError(CALENDAR_ERROR.date)];
  const errors: ValidationError[] = [];
  if (compareDates(date, ctx.start) < 0 || compareDates(date, ctx.end) > 0)
    errors.push(validationError(CALENDAR_ERROR.outOfRange));
  else if (!isCalendarDateEditable(date, ctx.today)) errors.push(validationError(CALENDAR_ERROR.notEditable));
  const closed = row.closed_flag;
  const start = row.tstart_ime_limit_no;
  const end = row.end_time_limit_no;
  if ((closed !== 0 && closed !== 1) || !isInt(start) || !isInt(end)) {
    errors.push(validationError(CALENDAR_ERROR.slotUnknown));
  } else if (closed === 1) {
    if (!isClosedBySlots(start, end)) errors.push(validationError(CALENDAR_ERROR.closedSlots));
  } else if (start === 0 || end === 0) {
    errors.push(validationError(CALENDAR_ERROR.openSlots));
  } else if (!ctx.slots.has(start) || !ctx.slots.has(end)) {
    errors.push(validationError(CALENDAR_ERROR.slotUnknown));
  } else if (start > end) {
    errors.push(validationError(CALENDAR_ERROR.slotOrder));
  }
  const remarks = row.remarks;
  if (remarks !== null && remarks !== undefined && typeof remarks !== 'string')
    errors.push(validationError('validation.max', { length: CALENDAR_REMARKS_MAX }));
  else if (typeof remarks === 'string' && Array.from(remarks).length > CALENDAR_REMARKS_MAX)
    errors.push(validationError('validation.max', { length: CALENDAR_REMARKS_MAX }));
  return errors;
}

// The changed days of one batch, keyed by date (or '#<index>' when a row has no valid date), run by
// the page before sending and by the scheduling service again.
export function validateCalendarBatch(rows: readonly unknown[], ctx: CalendarBatchContext): CalendarBatchResult {
  const errors: Record<string, ValidationError[]> = {};
  const seen = new Set<string>();
  rows.forEach((raw, i) => {
    const row = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const key = isDateString(row.schedule_date) ? row.schedule_date : `#${i}`;
    const list = validateCalendarDay(row, ctx);
    if (seen.has(key)) list.push(validationError(CALENDAR_ERROR.duplicate));
    seen.add(key);
    if (list.length) errors[key] = [...(errors[key] ?? []), ...list];
  });
  return { ok: Object.keys(errors).length === 0, errors };
}

// The range a batch of one fiscal year may cover: inside that year, start no later than end.
export function isFiscalYearRange(fiscalYear: number, start: unknown, end: unknown): boolean {
  if (!isDateString(start) || !isDateString(end) || compareDates(start, end) > 0) return false;
  return fiscalYearOf(start) === fiscalYear && fiscalYearOf(end) === fiscalYear;
}
