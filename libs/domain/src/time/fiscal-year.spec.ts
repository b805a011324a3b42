import { fiscalYearOf, fiscalYearRange, fiscalYearRangeOf } from './fiscal-year';

describe('fiscal year (April to March)', () => {
  it('switches on April 1', () => {
    expect(fiscalYearOf('2025-03-31')).toBe(2024);
    expect(fiscalYearOf('2025-04-01')).toBe(2025);
    expect(fiscalYearOf('2025-01-01')).toBe(2024);
    expect(fiscalYearOf('2025-12-31')).toBe(2025);
  });

  it('runs from April 1 to March 31 of the next year', () => {
    expect(fiscalYearRange(2024)).toEqual({ start: '2024-04-01', end: '2025-03-31' });
    expect(fiscalYearRangeOf('2024-02-29')).toEqual({ start: '2023-04-01', end: '2024-03-31' });
  });

  it('refuses invalid input', () => {
    expect(() => fiscalYearRange(2024.5)).toThrow();
    expect(() => fiscalYearOf('2024-02-30')).toThrow();
  });
});
