import { addDays, type DateString } from '../time/date';
import type { CalendarDay } from './types';

// Test helper: `days` consecutive open days from `start`, with the given dates closed.
export function makeCalendar(start: DateString, days: number, closed: readonly DateString[] = []): CalendarDay[] {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(start, i);
    const isClosed = closed.includes(date);
    return {
      schedule_date: date,
      closed_flag: isClosed ? 1 : 0,
      tstart_ime_limit_no: isClosed ? 0 : 10,
      end_time_limit_no: isClosed ? 0 : 92,
    };
  });
}
