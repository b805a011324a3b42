import { addDays, addYears, compareDates, endOfNextMonth, maxDate, minDate, type DateString } from '../time/date';
import { addWorkingDays } from './working-days';
import type { CalendarDay, DateRangeInclusive, SeminarPeriod } from './types';

// Entry types of a student's request (SPEC §4).
export const ENTRY_TYPE = { ADDITIONAL: 2, SEMINAR: 3, CHANGE: 4 } as const;
export type EntryType = (typeof ENTRY_TYPE)[keyof typeof ENTRY_TYPE];

// SPEC §9: how many working days ahead each kind of request must be made.
export const ENTRY_LIMIT_WORKING_DAYS = { extra: 2, seminar: 2, change: 2 } as const;
export type EntryLimits = { extra: number; seminar: number; change: number };

export type EntryKind = 'extra' | 'seminar' | 'change' | 'other';

export function entryKindOf(entryType: number | null | undefined): EntryKind {
  switch (entryType) {
    case ENTRY_TYPE.ADDITIONAL:
      return 'extra';
    case ENTRY_TYPE.SEMINAR:
      return 'seminar';
    case ENTRY_TYPE.CHANGE:
      return 'change';
    default:
      return 'other';
  }
}

export type EntryRangeInput = {
  kind: EntryKind;
  today: DateString;
  calendar: readonly CalendarDay[];
  seminars?: readonly Pick<SeminarPeriod, 'schedule_start_date' | 'schedule_end_date'>[];
  limits?: EntryLimits;
};

// Editable dates for a student entry (SPEC §9); null when nothing can be chosen.
//  extra:   n-th working day (limit) .. end of next month
//  seminar: max(earliest seminar start, n-th working day) .. latest seminar end
//  change:  n-th working day (limit) .. end of next month
//  other:   today .. end of next month
export function entryEditableRange(input: EntryRangeInput): DateRangeInclusive | null {
  const { kind, today, calendar } = input;
  const limits = input.limits ?? ENTRY_LIMIT_WORKING_DAYS;
  const range = (start: DateString, end: DateString): DateRangeInclusive | null =>
    compareDates(start, end) <= 0 ? { start, end } : null;

  switch (kind) {
    case 'extra':
      return range(addWorkingDays(calendar, today, limits.extra), endOfNextMonth(today));
    case 'change':
      return range(addWorkingDays(calendar, today, limits.change), endOfNextMonth(today));
    case 'seminar': {
      const seminars = input.seminars ?? [];
      if (seminars.length === 0) return null;
      const earliest = minDate(...seminars.map((s) => s.schedule_start_date));
      const latest = maxDate(...seminars.map((s) => s.schedule_end_date));
      return range(maxDate(earliest, addWorkingDays(calendar, today, limits.seminar)), latest);
    }
    case 'other':
      return range(today, endOfNextMonth(today));
  }
}

export const STUDENT_CALENDAR_YEARS_AHEAD = 1000;

// The student's own calendar: from tomorrow, with no practical end.
export function studentCalendarEditableRange(today: DateString): DateRangeInclusive {
  return { start: addDays(today, 1), end: addYears(today, STUDENT_CALENDAR_YEARS_AHEAD) };
}

export function isDateEditable(date: DateString, range: DateRangeInclusive | null): boolean {
  return range !== null && compareDates(date, range.start) >= 0 && compareDates(date, range.end) <= 0;
}
