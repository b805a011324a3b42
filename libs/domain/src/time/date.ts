import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

// Dates travel as 'YYYY-MM-DD' civil dates (SQL `date`); arithmetic runs in UTC so the
// host's zone and its daylight-saving rules can never shift a day.
export type DateString = string;

export const SCHOOL_TIME_ZONE = 'Asia/Tokyo';
export const DATE_PATTERN = 'YYYY-MM-DD';
export const DATETIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export function isDateString(value: unknown): value is DateString {
  if (typeof value !== 'string' || !DATE_RE.test(value)) return false;
  // dayjs rolls 2024-02-30 over to March; a round trip catches that.
  return dayjs.utc(value, DATE_PATTERN).format(DATE_PATTERN) === value;
}

export function isDateTimeString(value: unknown): value is string {
  if (typeof value !== 'string' || !DATETIME_RE.test(value)) return false;
  const [date, time] = value.split(' ');
  const [h, m, s] = time.split(':').map(Number);
  return isDateString(date) && h < 24 && m < 60 && s < 60;
}

export function assertDate(value: string, what = 'date'): DateString {
  if (!isDateString(value)) throw new Error(`Invalid ${what}: '${value}' (expected YYYY-MM-DD)`);
  return value;
}

function civil(date: DateString): dayjs.Dayjs {
  return dayjs.utc(assertDate(date), DATE_PATTERN);
}

function fmt(d: dayjs.Dayjs): DateString {
  return d.format(DATE_PATTERN);
}

export function addDays(date: DateString, days: number): DateString {
  return fmt(civil(date).add(days, 'day'));
}

// Month and year arithmetic clamps to the last day (Jan 31 + 1 month = Feb 28/29).
export function addMonths(date: DateString, months: number): DateString {
  return fmt(civil(date).add(months, 'month'));
}

export function addYears(date: DateString, years: number): DateString {
  return fmt(civil(date).add(years, 'year'));
}

export function endOfMonth(date: DateString): DateString {
  return fmt(civil(date).endOf('month'));
}

export function endOfNextMonth(date: DateString): DateString {
  return fmt(civil(date).startOf('month').add(1, 'month').endOf('month'));
}

export function diffDays(from: DateString, to: DateString): number {
  return civil(to).diff(civil(from), 'day');
}

// 'YYYY-MM-DD' compares correctly as a string once both are valid.
export function compareDates(a: DateString, b: DateString): number {
  assertDate(a);
  assertDate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isBetweenDates(date: DateString, start: DateString, end: DateString): boolean {
  return compareDates(date, start) >= 0 && compareDates(date, end) <= 0;
}

export function maxDate(...dates: DateString[]): DateString {
  if (dates.length === 0) throw new Error('maxDate needs at least one date');
  return dates.reduce((a, b) => (compareDates(a, b) >= 0 ? a : b));
}

export function minDate(...dates: DateString[]): DateString {
  if (dates.length === 0) throw new Error('minDate needs at least one date');
  return dates.reduce((a, b) => (compareDates(a, b) <= 0 ? a : b));
}

export type Instant = Date | number | string;

export function instantMs(instant: Instant): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new Error(`Invalid instant: ${String(instant)}`);
  return ms;
}

// Asia/Tokyo keeps +09:00 all year (no daylight saving since 1951; lessonStartMs relies on it too), so
// the school's wall clock is UTC moved by nine hours. No time-zone lookup: dayjs's tz builds an Intl
// formatter on every call (≈ 0.3 ms) and the first one loads the zone data (≈ 35 ms, four times that on
// a phone's first screen: issue 26).
const SCHOOL_OFFSET_MS = 9 * 3_600_000;
const schoolClock = (instant: Instant): string => new Date(instantMs(instant) + SCHOOL_OFFSET_MS).toISOString();

// The school's "today" for a given instant; callers pass the instant so rules stay pure.
export function tokyoDate(instant: Instant): DateString {
  return schoolClock(instant).slice(0, 10);
}

export function tokyoDateTime(instant: Instant): string {
  const iso = schoolClock(instant);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}
