import {
  addDays,
  addMonths,
  addYears,
  assertDate,
  compareDates,
  diffDays,
  endOfMonth,
  endOfNextMonth,
  isBetweenDates,
  isDateString,
  isDateTimeString,
  maxDate,
  minDate,
  tokyoDate,
  tokyoDateTime,
} from './date';

describe('civil dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isDateString('2024-02-29')).toBe(true);
    expect(isDateString('2023-02-29')).toBe(false);
    expect(isDateString('2024-02-30')).toBe(false);
    expect(isDateString('2024-13-01')).toBe(false);
    expect(isDateString('2024-1-01')).toBe(false);
    expect(isDateString('2024/01/01')).toBe(false);
    expect(isDateString(20240101)).toBe(false);
    expect(() => assertDate('2024-02-30')).toThrow(/Invalid date/);
  });

  it('accepts only real YYYY-MM-DD HH:mm:ss datetimes', () => {
    expect(isDateTimeString('2024-04-01 23:59:59')).toBe(true);
    expect(isDateTimeString('2024-04-01 24:00:00')).toBe(false);
    expect(isDateTimeString('2024-04-01 10:60:00')).toBe(false);
    expect(isDateTimeString('2024-04-31 10:00:00')).toBe(false);
    expect(isDateTimeString('2024-04-01T10:00:00')).toBe(false);
    expect(isDateTimeString('2024-04-01 10:00')).toBe(false);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    // DST changes in other zones must not matter: Europe/US switch on these dates
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31');
    expect(addDays('2024-03-10', 1)).toBe('2024-03-11');
  });

  it('clamps month and year arithmetic to the end of the month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2025-05-01', 1000)).toBe('3025-05-01');
  });

  it('finds the end of this month and of next month', () => {
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfNextMonth('2024-01-31')).toBe('2024-02-29');
    expect(endOfNextMonth('2024-12-01')).toBe('2025-01-31');
    expect(endOfNextMonth('2025-03-31')).toBe('2025-04-30');
  });

  it('compares and orders dates', () => {
    expect(compareDates('2024-01-01', '2024-01-02')).toBe(-1);
    expect(compareDates('2024-01-02', '2024-01-02')).toBe(0);
    expect(compareDates('2024-01-10', '2024-01-02')).toBe(1);
    expect(diffDays('2024-01-01', '2024-03-01')).toBe(60);
    expect(isBetweenDates('2024-01-01', '2024-01-01', '2024-01-31')).toBe(true);
    expect(isBetweenDates('2024-01-31', '2024-01-01', '2024-01-31')).toBe(true);
    expect(isBetweenDates('2024-02-01', '2024-01-01', '2024-01-31')).toBe(false);
    expect(maxDate('2024-01-05', '2024-03-01', '2024-02-01')).toBe('2024-03-01');
    expect(minDate('2024-01-05', '2024-03-01', '2024-02-01')).toBe('2024-01-05');
    expect(() => maxDate()).toThrow();
    expect(() => compareDates('2024-1-1', '2024-01-01')).toThrow();
  });

  it('computes today in Asia/Tokyo, never from the UTC date', () => {
    // 15:00 UTC is already midnight of the next day in Tokyo
    expect(tokyoDate('2024-03-31T14:59:59Z')).toBe('2024-03-31');
    expect(tokyoDate('2024-03-31T15:00:00Z')).toBe('2024-04-01');
    expect(tokyoDate(Date.UTC(2024, 11, 31, 15, 0, 0))).toBe('2025-01-01');
    expect(tokyoDate(new Date('2024-06-01T00:00:00+09:00'))).toBe('2024-06-01');
    expect(tokyoDateTime('2024-03-31T15:04:05Z')).toBe('2024-04-01 00:04:05');
    expect(() => tokyoDate('not a date')).toThrow(/Invalid instant/);
  });

  it('agrees with the time-zone database for Asia/Tokyo, every hour across years', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tokyo',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const byZone = (ms: number) => {
      const p = Object.fromEntries(zone.formatToParts(ms).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    };
    for (let ms = Date.UTC(1990, 0, 1, 0, 0, 7); ms < Date.UTC(2040, 0, 1); ms += 3_600_000 * 7 + 59_000) {
      expect(tokyoDateTime(ms)).toBe(byZone(ms));
      expect(tokyoDate(ms)).toBe(byZone(ms).slice(0, 10));
    }
  });
});
