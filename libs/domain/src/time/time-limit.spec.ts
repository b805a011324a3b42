import {
  isNinetyMinutes,
  layoutRows,
  lessonMinutes,
  parseTimeLimitNo,
  TIME_DIVISION,
  timeGroupOf,
  timeLimitNo,
  timeLimitsOverlap,
} from './time-limit';

describe('time limit numbers (group*10 + division)', () => {
  it('builds and splits the number', () => {
    expect(timeLimitNo(5, TIME_DIVISION.NINETY)).toBe(50);
    expect(timeLimitNo(5, TIME_DIVISION.FIRST_HALF)).toBe(51);
    expect(timeLimitNo(12, TIME_DIVISION.SECOND_HALF)).toBe(122);
    expect(parseTimeLimitNo(122)).toEqual({ group: 12, division: 2 });
    expect(parseTimeLimitNo(0)).toEqual({ group: 0, division: 0 });
    expect(timeGroupOf(51)).toBe(5);
  });

  it('refuses divisions other than 0, 1, 2', () => {
    expect(() => parseTimeLimitNo(53)).toThrow();
    expect(() => parseTimeLimitNo(-10)).toThrow();
    expect(() => parseTimeLimitNo(5.5)).toThrow();
    expect(() => timeLimitNo(-1, 0)).toThrow();
    expect(() => timeLimitNo(1, 3 as 0)).toThrow();
  });

  it('maps division 0 to 90 minutes and 1/2 to 40 minutes', () => {
    expect(lessonMinutes(50)).toBe(90);
    expect(lessonMinutes(51)).toBe(40);
    expect(lessonMinutes(52)).toBe(40);
    expect(isNinetyMinutes(50)).toBe(true);
    expect(isNinetyMinutes(51)).toBe(false);
  });

  it('overlaps a 90-minute slot with both halves, but not the halves with each other', () => {
    expect(timeLimitsOverlap(50, 51)).toBe(true);
    expect(timeLimitsOverlap(52, 50)).toBe(true);
    expect(timeLimitsOverlap(51, 51)).toBe(true);
    expect(timeLimitsOverlap(51, 52)).toBe(false);
    expect(timeLimitsOverlap(50, 60)).toBe(false);
  });

  it('reads the layout rows from the layout code', () => {
    expect(layoutRows(100)).toBe(2);
    expect(layoutRows(102)).toBe(2);
    expect(layoutRows(200)).toBe(1);
    expect(layoutRows(202)).toBe(1);
    expect(() => layoutRows(103)).toThrow();
  });
});
