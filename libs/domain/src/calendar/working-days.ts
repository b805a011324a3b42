import { addDays, assertDate, type DateString } from '../time/date';
import { calendarDayOf, calendarIndex, isWorkingDay } from './calendar-day';
import type { CalendarDay } from './types';

// The n-th working day after `from` (from itself does not count); n = 0 gives `from`.
// "Entry limit 2 working days" on a Monday with no holidays therefore opens on Wednesday.
export function addWorkingDays(calendar: readonly CalendarDay[], from: DateString, n: number): DateString {
  if (!Number.isInteger(n) || n < 0) throw new Error(`Working days must be a non-negative integer, got ${n}`);
  if (calendar.length === 0) throw new Error('Working-day calculation needs a non-empty calendar');
  assertDate(from);
  const index = calendarIndex(calendar);
  let date = from;
  let left = n;
  while (left > 0) {
    date = addDays(date, 1);
    if (isWorkingDay(calendarDayOf(index, date))) left--;
  }
  return date;
}

export function countWorkingDays(calendar: readonly CalendarDay[], start: DateString, end: DateString): number {
  if (calendar.length === 0) throw new Error('Working-day calculation needs a non-empty calendar');
  const index = calendarIndex(calendar);
  let count = 0;
  for (let d = assertDate(start); d <= assertDate(end); d = addDays(d, 1)) {
    if (isWorkingDay(calendarDayOf(index, d))) count++;
  }
  return count;
}
