import {
  addDays,
  compareDates,
  endOfNextMonth,
  entryEditableRange,
  maxDate,
  minDate,
  type CalendarDay,
  type DateRangeInclusive,
  type EntryRangeInput,
} from '@school/domain';
import { type EntityManager } from 'typeorm';
import { type EntryCellRepository } from './entry-cell.repository';

// The SPEC §9 ranges' preamble C30101_submit and C21201_doAddRequest share: a center's calendar days
// that every range needs, and a kind's range over them.

// A center's calendar from today (or the earliest of dates) to beyond every range's end, 31 days past
// the end of next month (or the latest of dates): working days are counted from today.
export function rangeCalendar(
  cellRows: EntryCellRepository,
  tx: EntityManager,
  centerNo: number,
  today: string,
  dates: readonly string[] = [],
): Promise<CalendarDay[]> {
  return cellRows.calendarDays(centerNo, minDate(today, ...dates), maxDate(addDays(endOfNextMonth(today), 31), ...dates), tx);
}

// The kind's range over the calendar's days from today on; a calendar with a gap before its end gives none.
export function editableRange(input: EntryRangeInput): DateRangeInclusive | null {
  try {
    return entryEditableRange({
      ...input,
      calendar: input.calendar.filter((d) => compareDates(d.schedule_date, input.today) >= 0),
    });
  } catch {
    return null;
  }
}
