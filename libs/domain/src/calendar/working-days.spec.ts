import { addDays } from '../time/date';
import type { CalendarDay } from './types';
import { addWorkingDays, countWorkingDays } from './working-days';

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

// 2024-04-01 is a Monday.
const april = makeCalendar('2024-04-01', 60, ['2024-04-06', '2024-04-07', '2024-04-29']);

describe('working-day arithmetic', () => {
  it('counts working days after the start date', () => {
    expect(addWorkingDays(april, '2024-04-01', 0)).toBe('2024-04-01');
    expect(addWorkingDays(april, '2024-04-01', 1)).toBe('2024-04-02');
    expect(addWorkingDays(april, '2024-04-01', 2)).toBe('2024-04-03');
  });

  it('skips closed days', () => {
    expect(addWorkingDays(april, '2024-04-04', 2)).toBe('2024-04-08');
    expect(addWorkingDays(april, '2024-04-05', 1)).toBe('2024-04-08');
    expect(addWorkingDays(april, '2024-04-26', 1)).toBe('2024-04-27');
    expect(addWorkingDays(april, '2024-04-28', 1)).toBe('2024-04-30');
  });

  it('reads closed_flag as number, boolean or text', () => {
    const cal: CalendarDay[] = [
      { schedule_date: '2024-04-01', closed_flag: 0 },
      { schedule_date: '2024-04-02', closed_flag: true },
      { schedule_date: '2024-04-03', closed_flag: '1' },
      { schedule_date: '2024-04-04', closed_flag: false },
    ];
    expect(addWorkingDays(cal, '2024-04-01', 1)).toBe('2024-04-04');
  });

  it('needs a non-negative integer', () => {
    expect(() => addWorkingDays(april, '2024-04-01', -1)).toThrow(/non-negative integer/);
    expect(() => addWorkingDays(april, '2024-04-01', 1.5)).toThrow(/non-negative integer/);
    expect(() => addWorkingDays(april, '2024-04-01', Number.NaN)).toThrow(/non-negative integer/);
  });

  it('needs a non-empty calendar, and every day it walks over', () => {
    expect(() => addWorkingDays([], '2024-04-01', 0)).toThrow(/non-empty calendar/);
    expect(() => addWorkingDays(april, addDays('2024-04-01', 58), 3)).toThrow(/Missing calendar day for 2024-05-31/);
  });

  it('counts working days in a range', () => {
    expect(countWorkingDays(april, '2024-04-01', '2024-04-07')).toBe(5);
    expect(countWorkingDays(april, '2024-04-08', '2024-04-08')).toBe(1);
    expect(() => countWorkingDays([], '2024-04-01', '2024-04-07')).toThrow();
  });
});
