import { isSlotOpen } from '../calendar/repeat-lessons';
import type { CalendarDay } from '../calendar/types';
import { addDays, compareDates, endOfNextMonth, type DateString } from '../time/date';
import { parseTimeLimitNo, TIME_DIVISION } from '../time/time-limit';

// C10201 shift editability (SPEC §6: separate is_teacher_editable and is_admin_editable per date and
// slot), decided here for both the grid and the server's re-check on save:
//  - a teacher plans ahead: from tomorrow to the end of next month (the window students book in);
//  - staff also fix today and plan further out: from today on, with no end;
//  - for both, only the 40-minute halves (shifts are stored per half) of a registered, open calendar
//    day inside the day's opening periods. A date the calendar does not know is not editable.
export type ShiftEditability = { is_teacher_editable: boolean; is_admin_editable: boolean };

export const SHIFT_DIVISIONS = [TIME_DIVISION.FIRST_HALF, TIME_DIVISION.SECOND_HALF] as const;

export function isShiftHalf(timeLimitNo: unknown): timeLimitNo is number {
  if (typeof timeLimitNo !== 'number' || !Number.isInteger(timeLimitNo) || timeLimitNo < 10) return false;
  const division = timeLimitNo % 10;
  return division === TIME_DIVISION.FIRST_HALF || division === TIME_DIVISION.SECOND_HALF;
}

export function teacherShiftRange(today: DateString): { start: DateString; end: DateString } {
  return { start: addDays(today, 1), end: endOfNextMonth(today) };
}

export function shiftEditability(
  today: DateString,
  date: DateString,
  timeLimitNo: number,
  day: CalendarDay | null | undefined,
): ShiftEditability {
  const slotOk = isShiftHalf(timeLimitNo) && !!day && day.schedule_date === date && isSlotOpen(day, timeLimitNo);
  if (!slotOk) return { is_teacher_editable: false, is_admin_editable: false };
  const range = teacherShiftRange(today);
  return {
    is_teacher_editable: compareDates(date, range.start) >= 0 && compareDates(date, range.end) <= 0,
    is_admin_editable: compareDates(date, today) >= 0,
  };
}

// The flag that applies to the caller: teachers (role 300 and below staff) get the teacher's window.
export function canEditShift(editability: ShiftEditability, asTeacher: boolean): boolean {
  return asTeacher ? editability.is_teacher_editable : editability.is_admin_editable;
}

// The lesson slots that need a teacher's shift in a half: the half itself and the 90-minute slot of
// its period (a 90-minute lesson covers both halves).
export function lessonSlotsOverHalf(half: number): [half: number, ninety: number] {
  if (!isShiftHalf(half)) throw new Error(`Not a 40-minute half: ${half}`);
  return [half, parseTimeLimitNo(half).group * 10 + TIME_DIVISION.NINETY];
}
