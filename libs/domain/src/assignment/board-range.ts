import { addDays, compareDates, diffDays, isDateString, type DateString } from '../time/date';
import { validationError, type ValidationError } from '../validation/types';

// C40101 board: which ranges it loads (the dates it may change: boardEditablePeriod in checks.ts).
export const BOARD_RANGE_ERROR = {
  dateInvalid: 'board.c40101.dateInvalid',
  rangeReversed: 'board.c40101.rangeReversed',
  rangeTooLong: 'board.c40101.rangeTooLong',
  centerInvalid: 'board.c40101.centerInvalid',
  teacherInvalid: 'board.c40101.teacherInvalid',
  periodInvalid: 'board.c40101.periodInvalid',
} as const;

// A month of days at most: the board is read whole, one round trip per call.
export const BOARD_MAX_DAYS = 31;
// The board opens on a week.
export const BOARD_DEFAULT_DAYS = 7;

// Field errors of a board range: real dates, start not after end, at most BOARD_MAX_DAYS days.
export function checkBoardRange(start: unknown, end: unknown): Record<'start_date' | 'end_date', ValidationError[]> {
  const errors = { start_date: [] as ValidationError[], end_date: [] as ValidationError[] };
  if (!isDateString(start)) errors.start_date.push(validationError(BOARD_RANGE_ERROR.dateInvalid));
  if (!isDateString(end)) errors.end_date.push(validationError(BOARD_RANGE_ERROR.dateInvalid));
  if (!isDateString(start) || !isDateString(end)) return errors;
  if (compareDates(start, end) > 0) errors.end_date.push(validationError(BOARD_RANGE_ERROR.rangeReversed));
  else if (diffDays(start, end) + 1 > BOARD_MAX_DAYS)
    errors.end_date.push(validationError(BOARD_RANGE_ERROR.rangeTooLong, { max: BOARD_MAX_DAYS }));
  return errors;
}

export function boardDefaultEnd(start: DateString): DateString {
  return addDays(start, BOARD_DEFAULT_DAYS - 1);
}
