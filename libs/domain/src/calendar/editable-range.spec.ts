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
  it('at a month end: the limit runs into the next month and the end is the end of the next month', () => {
    const cal = makeCalendar('2024-01-25', 80);
    expect(entryEditableRange({ kind: 'extra', today: '2024-01-31', calendar: cal })).toEqual({
      start: '2024-02-02',
      end: '2024-02-29',
    });
    // February of a leap year: the 29th is a day like any other
    expect(entryEditableRange({ kind: 'change', today: '2024-02-28', calendar: cal })).toEqual({
      start: '2024-03-01',
      end: '2024-03-31',
    });
  });

  it('across the fiscal year: 31 March to 1 April and on', () => {
    const cal = makeCalendar('2025-03-25', 60);
    expect(entryEditableRange({ kind: 'extra', today: '2025-03-31', calendar: cal })).toEqual({
      start: '2025-04-02',
      end: '2025-04-30',
    });
    expect(entryEditableRange({ kind: 'extra', today: '2025-03-30', calendar: cal })).toEqual({
      start: '2025-04-01',
      end: '2025-04-30',
    });
  });

  it('a closed day inside the limit does not count as a working day', () => {
    const cal = makeCalendar('2024-05-01', 70, ['2024-05-03', '2024-05-04', '2024-05-05', '2024-05-06']);
    // Thursday 2 May: 3–6 May are closed, so the 1st working day is the 7th and the 2nd the 8th
    expect(entryEditableRange({ kind: 'extra', today: '2024-05-02', calendar: cal })).toEqual({
      start: '2024-05-08',
      end: '2024-06-30',
    });
    expect(
      entryEditableRange({
        kind: 'seminar',
        today: '2024-05-02',
        calendar: cal,
        seminars: [{ schedule_start_date: '2024-05-06', schedule_end_date: '2024-05-20' }],
      }),
    ).toEqual({ start: '2024-05-08', end: '2024-05-20' });
  });

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
