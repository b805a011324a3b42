import { addDays } from '../time/date';
import {
  ENTRY_LIMIT_WORKING_DAYS,
  entryEditableRange,
  entryKindOf,
  isDateEditable,
  studentCalendarEditableRange,
} from './editable-range';
import type { CalendarDay } from './types';

// `days` consecutive open days from `start`, with the given dates closed.
function makeCalendar(start: string, days: number, closed: readonly string[] = []): CalendarDay[] {
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

// Today is Friday 2024-04-05; the weekend is closed.
const today = '2024-04-05';
const calendar = makeCalendar('2024-04-01', 120, ['2024-04-06', '2024-04-07', '2024-04-13', '2024-04-14']);

describe('entry limits', () => {
  it('are 2 working days for extra, seminar and change', () => {
    expect(ENTRY_LIMIT_WORKING_DAYS).toEqual({ extra: 2, seminar: 2, change: 2 });
  });

  it('maps entry types 2, 3, 4', () => {
    expect(entryKindOf(2)).toBe('extra');
    expect(entryKindOf(3)).toBe('seminar');
    expect(entryKindOf(4)).toBe('change');
    expect(entryKindOf(1)).toBe('other');
    expect(entryKindOf(null)).toBe('other');
  });
});

describe('editable ranges', () => {
  it('extra: from the 2nd working day to the end of next month', () => {
    expect(entryEditableRange({ kind: 'extra', today, calendar })).toEqual({ start: '2024-04-09', end: '2024-05-31' });
  });

  it('change: from the change-limit working day to the end of next month', () => {
    expect(entryEditableRange({ kind: 'change', today, calendar })).toEqual({ start: '2024-04-09', end: '2024-05-31' });
    expect(entryEditableRange({ kind: 'change', today, calendar, limits: { extra: 2, seminar: 2, change: 3 } })).toEqual({
      start: '2024-04-10',
      end: '2024-05-31',
    });
  });

  it('other: from today to the end of next month', () => {
    expect(entryEditableRange({ kind: 'other', today, calendar })).toEqual({ start: '2024-04-05', end: '2024-05-31' });
    expect(entryEditableRange({ kind: 'other', today: '2024-12-15', calendar })).toEqual({
      start: '2024-12-15',
      end: '2025-01-31',
    });
  });

  it('seminar: from the earliest seminar start to the latest seminar end', () => {
    const seminars = [
      { schedule_start_date: '2024-05-01', schedule_end_date: '2024-05-10' },
      { schedule_start_date: '2024-04-20', schedule_end_date: '2024-04-30' },
    ];
    expect(entryEditableRange({ kind: 'seminar', today, calendar, seminars })).toEqual({
      start: '2024-04-20',
      end: '2024-05-10',
    });
  });

  it('seminar: from the seminar limit when that is later than the earliest start', () => {
    const seminars = [{ schedule_start_date: '2024-04-01', schedule_end_date: '2024-04-30' }];
    expect(entryEditableRange({ kind: 'seminar', today, calendar, seminars })).toEqual({
      start: '2024-04-09',
      end: '2024-04-30',
    });
  });

  it('seminar: nothing when there is no seminar or it ends before the limit', () => {
    expect(entryEditableRange({ kind: 'seminar', today, calendar, seminars: [] })).toBeNull();
    expect(entryEditableRange({ kind: 'seminar', today, calendar })).toBeNull();
    const over = [{ schedule_start_date: '2024-04-01', schedule_end_date: '2024-04-08' }];
    expect(entryEditableRange({ kind: 'seminar', today, calendar, seminars: over })).toBeNull();
  });

  it('propagates working-day errors', () => {
    expect(() => entryEditableRange({ kind: 'extra', today, calendar: [] })).toThrow(/non-empty calendar/);
  });

  it('tests a date against the range, both ends included', () => {
    const range = entryEditableRange({ kind: 'extra', today, calendar });
    expect(isDateEditable('2024-04-08', range)).toBe(false);
    expect(isDateEditable('2024-04-09', range)).toBe(true);
    expect(isDateEditable('2024-05-31', range)).toBe(true);
    expect(isDateEditable('2024-06-01', range)).toBe(false);
    expect(isDateEditable('2024-04-09', null)).toBe(false);
  });

  it('student calendar: from tomorrow to 1000 years ahead', () => {
    expect(studentCalendarEditableRange('2024-04-05')).toEqual({ start: '2024-04-06', end: '3024-04-05' });
    const range = studentCalendarEditableRange('2024-04-05');
    expect(isDateEditable('2024-04-05', range)).toBe(false);
    expect(isDateEditable('2024-04-06', range)).toBe(true);
    expect(isDateEditable(addDays('2024-04-05', 365 * 999), range)).toBe(true);
  });
});
