import { correctDateTimeRange, initialDateRangeState, isInDateRange, setDateRange, switchDateRangeMode } from './date-range';

describe('date-range picker modes', () => {
  it('clears the range when the mode changes', () => {
    const filled = setDateRange(initialDateRangeState('inRange'), '2024-04-01', '2024-04-30');
    expect(filled.range).toEqual(['2024-04-01', '2024-04-30']);
    expect(switchDateRangeMode(filled, 'since')).toEqual({ mode: 'since', range: [null, null] });
    expect(switchDateRangeMode(filled, 'inRange')).toBe(filled);
  });

  it('fills only the slot that the mode uses', () => {
    expect(setDateRange(initialDateRangeState('since'), '2024-04-01', '2024-05-01').range).toEqual(['2024-04-01', null]);
    expect(setDateRange(initialDateRangeState('before'), '2024-04-01').range).toEqual([null, '2024-04-01']);
    expect(setDateRange(initialDateRangeState('inRange'), '2024-05-01', '2024-04-01').range).toEqual([
      '2024-04-01',
      '2024-05-01',
    ]);
    expect(() => setDateRange(initialDateRangeState('since'), '2024-02-30')).toThrow();
  });

  it('tests a date against open and closed ranges', () => {
    expect(isInDateRange('2024-04-01', ['2024-04-01', null])).toBe(true);
    expect(isInDateRange('2024-03-31', ['2024-04-01', null])).toBe(false);
    expect(isInDateRange('2024-04-30', [null, '2024-04-30'])).toBe(true);
    expect(isInDateRange('2024-05-01', [null, '2024-04-30'])).toBe(false);
    expect(isInDateRange('2030-01-01', [null, null])).toBe(true);
  });
});

describe('datetime range correction', () => {
  it('moves the end up to the start when it is earlier', () => {
    expect(correctDateTimeRange({ start: '2024-04-01 10:00:00', end: '2024-04-01 09:59:59' })).toEqual({
      start: '2024-04-01 10:00:00',
      end: '2024-04-01 10:00:00',
    });
  });

  it('keeps a valid range, including an empty one', () => {
    const same = { start: '2024-04-01 10:00:00', end: '2024-04-01 10:00:00' };
    expect(correctDateTimeRange(same)).toBe(same);
    const later = { start: '2024-04-01 10:00:00', end: '2024-04-02 00:00:00' };
    expect(correctDateTimeRange(later)).toBe(later);
  });

  it('requires YYYY-MM-DD HH:mm:ss', () => {
    expect(() => correctDateTimeRange({ start: '2024-04-01 10:00', end: '2024-04-01 11:00:00' })).toThrow();
    expect(() => correctDateTimeRange({ start: '2024-04-01 10:00:00', end: '2024-04-01T11:00:00' })).toThrow();
  });
});
