import { compareDates, type DateString } from '../time/date';
import type { CalendarDay } from './types';

export function isClosedFlag(flag: CalendarDay['closed_flag']): boolean {
  return flag === true || (typeof flag !== 'boolean' && Number(flag) > 0);
}

export function isWorkingDay(day: CalendarDay): boolean {
  return !isClosedFlag(day.closed_flag);
}

// Calendar year view (SPEC §5): a day is closed exactly when its start and end slots are both 0.
export function isClosedBySlots(start: number | null | undefined, end: number | null | undefined): boolean {
  return Number(start ?? 0) === 0 && Number(end ?? 0) === 0;
}

export function applyClosedRule<T extends CalendarDay>(day: T): T & { closed_flag: 0 | 1 } {
  return { ...day, closed_flag: isClosedBySlots(day.tstart_ime_limit_no, day.end_time_limit_no) ? 1 : 0 };
}

export function closeDay<T extends CalendarDay>(day: T): T & { closed_flag: 1; tstart_ime_limit_no: 0; end_time_limit_no: 0 } {
  return { ...day, closed_flag: 1, tstart_ime_limit_no: 0, end_time_limit_no: 0 };
}

export function openDay<T extends CalendarDay>(day: T, start: number, end: number): T & { closed_flag: 0 } {
  if (isClosedBySlots(start, end)) throw new Error('An open day needs a start or end slot other than 0');
  if (start > end) throw new Error(`Start slot ${start} is after end slot ${end}`);
  return { ...day, closed_flag: 0, tstart_ime_limit_no: start, end_time_limit_no: end };
}

// Past days and today are history: the calendar can be edited from tomorrow on.
export function isCalendarDateEditable(date: DateString, today: DateString): boolean {
  return compareDates(date, today) > 0;
}

export function calendarIndex(calendar: readonly CalendarDay[]): Map<DateString, CalendarDay> {
  return new Map(calendar.map((d) => [d.schedule_date, d]));
}

export function calendarDayOf(index: ReadonlyMap<DateString, CalendarDay>, date: DateString): CalendarDay {
  const day = index.get(date);
  // SPEC §8: a missing calendar day for a date raises an error rather than guessing open or closed.
  if (!day) throw new Error(`Missing calendar day for ${date}`);
  return day;
}
