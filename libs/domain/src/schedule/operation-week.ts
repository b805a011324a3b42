import { isSlotOpen } from '../calendar/repeat-lessons';
import type { CalendarDay } from '../calendar/types';
import { isDateString, type DateString } from '../time/date';
import { isoWeekday, weekDates } from '../time/week';
import { validationError, type ValidationError } from '../validation/types';

// M00501 operation status: a center's week, Monday to Sunday (SPEC §9), period by period.
export const OPERATION_WEEK_ERROR = {
  startDateInvalid: 'masters.m00501.startDateInvalid',
  notMonday: 'masters.m00501.notMonday',
  centerInvalid: 'masters.m00501.centerInvalid',
} as const;

// The week is named by its Monday; any other day, or no real date, is refused rather than snapped,
// so a caller never gets a week it did not ask for.
export function checkWeekStart(value: unknown): ValidationError[] {
  if (!isDateString(value)) return [validationError(OPERATION_WEEK_ERROR.startDateInvalid)];
  return isoWeekday(value) === 1 ? [] : [validationError(OPERATION_WEEK_ERROR.notMonday)];
}

export function operationWeekDates(monday: DateString): DateString[] {
  if (checkWeekStart(monday).length) throw new Error(`Not the Monday of a week: '${monday}'`);
  return weekDates(monday);
}

// A period is open when the day is open and the period lies within its start and end slots (closed
// day: both 0, SPEC §5). A date the calendar has not registered is shown as open: lessons there
// still need staff.
export function isPeriodOpen(day: CalendarDay | null, timeLimitNo: number): boolean {
  return day === null || isSlotOpen(day, timeLimitNo);
}
