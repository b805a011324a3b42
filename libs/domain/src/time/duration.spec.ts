import { addDuration, DEFAULT_DURATION, DURATION_UNITS, normalizeDuration } from './duration';

describe('duration picker', () => {
  it('defaults to 30 days with units day, month, year', () => {
    expect(DEFAULT_DURATION).toEqual({ value: 30, unit: 'day' });
    expect(DURATION_UNITS).toEqual(['day', 'month', 'year']);
    expect(normalizeDuration(undefined)).toEqual({ value: 30, unit: 'day' });
    expect(normalizeDuration({ value: 'x', unit: 'week' })).toEqual({ value: 30, unit: 'day' });
    expect(normalizeDuration({ value: 3, unit: 'month' })).toEqual({ value: 3, unit: 'month' });
    expect(normalizeDuration({ value: -1, unit: 'year' })).toEqual({ value: 30, unit: 'year' });
  });

  it('adds the duration to a date', () => {
    expect(addDuration('2024-01-01', DEFAULT_DURATION)).toBe('2024-01-31');
    expect(addDuration('2024-01-31', { value: 1, unit: 'month' })).toBe('2024-02-29');
    expect(addDuration('2024-02-29', { value: 1, unit: 'year' })).toBe('2025-02-28');
    expect(() => addDuration('2024-01-01', { value: 1.5, unit: 'day' })).toThrow();
  });
});
