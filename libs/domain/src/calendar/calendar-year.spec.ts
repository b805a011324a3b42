import {
  CALENDAR_ERROR,
  defaultCalendarDay,
  fiscalYearDates,
  fiscalYearHolidays,
  holidaysBetween,
  isFiscalYearRange,
  prefillCalendarYear,
  validateCalendarBatch,
  type WeekdayHours,
} from './calendar-year';

// Weekdays 10–70, Saturdays 10–40, Sundays closed.
const hours: WeekdayHours = (weekday) => (weekday === 7 ? null : weekday === 6 ? { start: 10, end: 40 } : { start: 10, end: 70 });
const ctx = { today: '2026-11-22', start: '2026-04-01', end: '2027-03-31', slots: new Set([10, 20, 40, 70]) };
const keys = (result: ReturnType<typeof validateCalendarBatch>, date: string) => (result.errors[date] ?? []).map((e) => e.key);

describe('fiscal year calendar', () => {
  it('runs April to March with 365 or 366 days', () => {
    expect(fiscalYearDates(2026)).toHaveLength(365);
    expect(fiscalYearDates(2027)).toHaveLength(366);
    expect(fiscalYearDates(2026)[0]).toBe('2026-04-01');
    expect(fiscalYearDates(2026).at(-1)).toBe('2027-03-31');
  });

  it('takes the holidays of both calendar years that fall inside the fiscal year', () => {
    const holidays = fiscalYearHolidays(2026);
    expect(holidays.get('2026-04-29')).toBe('昭和の日');
    expect(holidays.get('2027-01-01')).toBe('元日');
    expect(holidays.get('2027-03-21')).toBe('春分の日');
    expect(holidays.has('2026-01-01')).toBe(false);
    expect(holidays.has('2027-05-03')).toBe(false);
  });

  it('pre-fills a new year: holidays closed under their name with slots 0, other days by weekday', () => {
    const year = prefillCalendarYear(2026, hours);
    const day = (date: string) => year.find((d) => d.schedule_date === date);
    expect(day('2026-05-06')).toEqual({
      schedule_date: '2026-05-06',
      closed_flag: 1,
      tstart_ime_limit_no: 0,
      end_time_limit_no: 0,
      dayofweek_code: 3,
      remarks: '振替休日',
    });
    expect(day('2026-05-07')).toMatchObject({ closed_flag: 0, tstart_ime_limit_no: 10, end_time_limit_no: 70, remarks: null });
    expect(day('2026-05-09')).toMatchObject({
      closed_flag: 0,
      tstart_ime_limit_no: 10,
      end_time_limit_no: 40,
      dayofweek_code: 6,
    });
    expect(day('2026-05-10')).toMatchObject({ closed_flag: 1, tstart_ime_limit_no: 0, end_time_limit_no: 0, dayofweek_code: 7 });
    expect(year.filter((d) => d.remarks !== null)).toHaveLength(fiscalYearHolidays(2026).size);
  });

  it('gives the default of a single day', () => {
    expect(defaultCalendarDay('2026-11-23', hours, fiscalYearHolidays(2026))).toMatchObject({
      closed_flag: 1,
      remarks: '勤労感謝の日',
    });
    expect(defaultCalendarDay('2026-11-24', hours, new Map())).toMatchObject({ closed_flag: 0, tstart_ime_limit_no: 10 });
  });

  it('knows a range inside one fiscal year', () => {
    expect(isFiscalYearRange(2026, '2026-04-01', '2027-03-31')).toBe(true);
    expect(isFiscalYearRange(2026, '2026-05-01', '2026-05-31')).toBe(true);
    expect(isFiscalYearRange(2026, '2026-03-31', '2026-05-31')).toBe(false);
    expect(isFiscalYearRange(2026, '2026-06-01', '2026-05-31')).toBe(false);
    expect(isFiscalYearRange(2026, '2026-06-31', '2026-07-01')).toBe(false);
  });
});

describe('validateCalendarBatch', () => {
  const open = { closed_flag: 0, tstart_ime_limit_no: 10, end_time_limit_no: 70, remarks: null };
  const closed = { closed_flag: 1, tstart_ime_limit_no: 0, end_time_limit_no: 0, remarks: '臨時休業' };

  it('accepts open and closed days from tomorrow on', () => {
    const result = validateCalendarBatch(
      [
        { schedule_date: '2026-11-23', ...open },
        { schedule_date: '2026-12-01', ...closed },
      ],
      ctx,
    );
    expect(result).toEqual({ ok: true, errors: {} });
  });

  it('refuses today and the past, and dates outside the range', () => {
    const result = validateCalendarBatch(
      [
        { schedule_date: '2026-11-22', ...open },
        { schedule_date: '2026-04-10', ...open },
        { schedule_date: '2027-04-01', ...open },
      ],
      ctx,
    );
    expect(keys(result, '2026-11-22')).toEqual([CALENDAR_ERROR.notEditable]);
    expect(keys(result, '2026-04-10')).toEqual([CALENDAR_ERROR.notEditable]);
    expect(keys(result, '2027-04-01')).toEqual([CALENDAR_ERROR.outOfRange]);
  });

  it('requires slots 0 on a closed day and real, ordered slots on an open day', () => {
    const result = validateCalendarBatch(
      [
        { schedule_date: '2026-12-01', ...closed, end_time_limit_no: 70 },
        { schedule_date: '2026-12-02', ...open, tstart_ime_limit_no: 0 },
        { schedule_date: '2026-12-03', ...open, tstart_ime_limit_no: 70, end_time_limit_no: 10 },
        { schedule_date: '2026-12-04', ...open, end_time_limit_no: 99 },
        { schedule_date: '2026-12-05', ...open, closed_flag: 2 },
      ],
      ctx,
    );
    expect(keys(result, '2026-12-01')).toEqual([CALENDAR_ERROR.closedSlots]);
    expect(keys(result, '2026-12-02')).toEqual([CALENDAR_ERROR.openSlots]);
    expect(keys(result, '2026-12-03')).toEqual([CALENDAR_ERROR.slotOrder]);
    expect(keys(result, '2026-12-04')).toEqual([CALENDAR_ERROR.slotUnknown]);
    expect(keys(result, '2026-12-05')).toEqual([CALENDAR_ERROR.slotUnknown]);
  });

  it('refuses a date twice, a missing date and long remarks', () => {
    const result = validateCalendarBatch(
      [
        { schedule_date: '2026-12-01', ...open },
        { schedule_date: '2026-12-01', ...closed },
        { schedule_date: '2026-02-30', ...open },
        { schedule_date: '2026-12-02', ...open, remarks: 'あ'.repeat(101) },
      ],
      ctx,
    );
    expect(keys(result, '2026-12-01')).toEqual([CALENDAR_ERROR.duplicate]);
    expect(keys(result, '#2')).toEqual([CALENDAR_ERROR.date]);
    expect(result.errors['2026-12-02']).toEqual([{ key: 'validation.max', params: { length: 100 } }]);
  });
});

describe('holidaysBetween', () => {
  it('spans calendar years and skips years without rules', () => {
    expect([...holidaysBetween('2026-12-30', '2027-01-12').keys()]).toEqual(['2027-01-01', '2027-01-11']);
    expect(holidaysBetween('2100-01-01', '2100-12-31').size).toBe(0);
  });
});
