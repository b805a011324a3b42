import {
  addDays,
  fiscalYearOf,
  fiscalYearRange,
  isDateString,
  isoWeekday,
  mondayOf,
  tokyoInstant,
  tokyoToday,
} from './civil-date';

describe('civil dates', () => {
  it('takes "today" in Tokyo, not in UTC', () => {
    expect(tokyoToday(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(tokyoToday(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });

  it('counts weekdays from Monday = 1 to Sunday = 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
  });

  it('runs the fiscal year from April to March', () => {
    expect(fiscalYearOf('2027-03-31')).toBe(2026);
    expect(fiscalYearOf('2027-04-01')).toBe(2027);
    expect(fiscalYearRange(2026)).toEqual({ start: '2026-04-01', end: '2027-03-31' });
  });

  it('writes late-night slots past 24:00 as the next morning in Tokyo', () => {
    expect(tokyoInstant('2026-11-22', 14 * 60 + 50)).toBe('2026-11-22T14:50:00+09:00');
    expect(tokyoInstant('2027-02-28', 26 * 60 + 30)).toBe('2027-03-01T02:30:00+09:00');
  });

  it('validates and moves dates across months and leap days', () => {
    expect(isDateString('2028-02-29')).toBe(true);
    expect(isDateString('2027-02-29')).toBe(false);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
