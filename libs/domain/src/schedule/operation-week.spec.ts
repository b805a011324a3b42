import { checkWeekStart, isPeriodOpen, OPERATION_WEEK_ERROR, operationWeekDates } from './operation-week';

describe('checkWeekStart', () => {
  it('accepts a Monday (the school week starts on Monday, SPEC §9)', () => {
    expect(checkWeekStart('2026-05-11')).toEqual([]);
    expect(checkWeekStart('2024-12-30')).toEqual([]);
  });

  it.each(['2026-05-12', '2026-05-17'])('refuses %s, which is not a Monday', (date) => {
    expect(checkWeekStart(date).map((e) => e.key)).toEqual([OPERATION_WEEK_ERROR.notMonday]);
  });

  it.each([['2026-02-30'], ['2026/05/11'], ['20260511'], [''], [null], [20260511]])('refuses %p as a date', (value) => {
    expect(checkWeekStart(value).map((e) => e.key)).toEqual([OPERATION_WEEK_ERROR.startDateInvalid]);
  });
});

describe('operationWeekDates', () => {
  it('is Monday to Sunday, across a year end', () => {
    expect(operationWeekDates('2024-12-30')).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
    ]);
  });

  it('throws for a day that is not a Monday', () => {
    expect(() => operationWeekDates('2025-01-01')).toThrow('Not the Monday');
  });
});

describe('isPeriodOpen', () => {
  const day = { schedule_date: '2026-05-11', closed_flag: 0, tstart_ime_limit_no: 20, end_time_limit_no: 40 };

  it('is open within the day’s start and end periods, halves included', () => {
    expect(isPeriodOpen(day, 20)).toBe(true);
    expect(isPeriodOpen(day, 40)).toBe(true);
    expect(isPeriodOpen(day, 31)).toBe(true);
    expect(isPeriodOpen(day, 10)).toBe(false);
    expect(isPeriodOpen(day, 50)).toBe(false);
  });

  it('is closed all day on a closed day (start and end slot 0)', () => {
    const closed = { ...day, closed_flag: 1, tstart_ime_limit_no: 0, end_time_limit_no: 0 };
    expect([10, 20, 30, 40, 50].some((p) => isPeriodOpen(closed, p))).toBe(false);
  });

  it('shows a date the calendar has not registered as open', () => {
    expect(isPeriodOpen(null, 10)).toBe(true);
  });
});
