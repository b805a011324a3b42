import { endOfWeek, isoWeekday, isSameWeek, startOfWeek, weekDates, WEEKDAY } from './week';

describe('weeks start on Monday', () => {
  it('numbers weekdays Monday=1 … Sunday=7', () => {
    expect(isoWeekday('2024-04-01')).toBe(WEEKDAY.MONDAY);
    expect(isoWeekday('2024-04-06')).toBe(WEEKDAY.SATURDAY);
    expect(isoWeekday('2024-04-07')).toBe(WEEKDAY.SUNDAY);
  });

  it('puts Sunday at the end of the week, not the start', () => {
    expect(startOfWeek('2024-04-07')).toBe('2024-04-01');
    expect(endOfWeek('2024-04-07')).toBe('2024-04-07');
    expect(startOfWeek('2024-04-08')).toBe('2024-04-08');
    expect(endOfWeek('2024-04-08')).toBe('2024-04-14');
    expect(startOfWeek('2025-01-01')).toBe('2024-12-30');
  });

  it('lists the seven dates Monday to Sunday', () => {
    expect(weekDates('2024-04-03')).toEqual([
      '2024-04-01',
      '2024-04-02',
      '2024-04-03',
      '2024-04-04',
      '2024-04-05',
      '2024-04-06',
      '2024-04-07',
    ]);
  });

  it('tells whether two dates share a week', () => {
    expect(isSameWeek('2024-04-01', '2024-04-07')).toBe(true);
    expect(isSameWeek('2024-04-07', '2024-04-08')).toBe(false);
  });
});
