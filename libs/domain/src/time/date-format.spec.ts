import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayInstant,
  isDisplayDateFormat,
  parseDisplayDate,
} from './date-format';

describe('display date format setting', () => {
  it('formats YYYY/MM/DD by default and DD/MM/YYYY when set', () => {
    expect(formatDisplayDate('2024-04-05')).toBe('2024/04/05');
    expect(formatDisplayDate('2024-04-05', 'YYYY/MM/DD')).toBe('2024/04/05');
    expect(formatDisplayDate('2024-04-05', 'DD/MM/YYYY')).toBe('05/04/2024');
    expect(formatDisplayDate('2024-04-05 13:14:15', 'DD/MM/YYYY')).toBe('05/04/2024');
    expect(formatDisplayDateTime('2024-04-05 13:14:15', 'DD/MM/YYYY')).toBe('05/04/2024 13:14');
  });

  it('shows a timestamp at the school’s clock (Asia/Tokyo) in the format', () => {
    expect(formatDisplayInstant('2026-11-26T15:30:00.000Z')).toBe('2026/11/27 00:30');
    expect(formatDisplayInstant('2026-11-26T15:30:00+00:00', 'DD/MM/YYYY')).toBe('27/11/2026 00:30');
  });

  it('refuses dates that do not exist', () => {
    expect(() => formatDisplayDate('2024-02-30')).toThrow();
    expect(() => formatDisplayDateTime('2024-02-01')).toThrow();
  });

  it('knows only the two settings', () => {
    expect(isDisplayDateFormat('YYYY/MM/DD')).toBe(true);
    expect(isDisplayDateFormat('DD/MM/YYYY')).toBe(true);
    expect(isDisplayDateFormat('MM/DD/YYYY')).toBe(false);
  });

  it('parses typed dates back in the chosen format', () => {
    expect(parseDisplayDate('2024/04/05')).toBe('2024-04-05');
    expect(parseDisplayDate('05/04/2024', 'DD/MM/YYYY')).toBe('2024-04-05');
    expect(parseDisplayDate('05/04/2024', 'YYYY/MM/DD')).toBeNull();
    expect(parseDisplayDate('31/02/2024', 'DD/MM/YYYY')).toBeNull();
  });
});
