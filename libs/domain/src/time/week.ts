import { addDays, assertDate, type DateString } from './date';

// The school week starts on Monday (SPEC §9).
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAY = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
  SUNDAY: 7,
} as const;

export function isoWeekday(date: DateString): IsoWeekday {
  const [y, m, d] = assertDate(date).split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (sundayFirst === 0 ? 7 : sundayFirst) as IsoWeekday;
}

export function startOfWeek(date: DateString): DateString {
  return addDays(date, 1 - isoWeekday(date));
}

export function endOfWeek(date: DateString): DateString {
  return addDays(date, 7 - isoWeekday(date));
}

export function weekDates(date: DateString): DateString[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function isSameWeek(a: DateString, b: DateString): boolean {
  return startOfWeek(a) === startOfWeek(b);
}
