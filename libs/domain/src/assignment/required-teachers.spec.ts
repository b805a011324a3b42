import {
  isLowUsage,
  LOW_USAGE_RATE_THRESHOLD,
  requiredTeachersRows,
  teachersNeededForLessons,
  usageRate,
} from './required-teachers';

const lesson = (time_limit_no: number, capacity: number) => ({ time_limit_no, capacity });

describe('teachersNeededForLessons (the occupancy rule over one period)', () => {
  it('needs one teacher per one-to-one lesson and one per two one-to-two lessons', () => {
    expect(teachersNeededForLessons([])).toBe(0);
    expect(teachersNeededForLessons([lesson(11, 1), lesson(11, 1)])).toBe(2);
    expect(teachersNeededForLessons([lesson(11, 2)])).toBe(1);
    expect(teachersNeededForLessons([lesson(11, 2), lesson(11, 2)])).toBe(1);
    expect(teachersNeededForLessons([lesson(11, 2), lesson(11, 2), lesson(11, 2)])).toBe(2);
    expect(teachersNeededForLessons([lesson(11, 1), lesson(11, 2)])).toBe(2);
  });

  it('takes the busier half: a teacher teaches a first-half and a second-half lesson', () => {
    expect(teachersNeededForLessons([lesson(11, 1), lesson(12, 1)])).toBe(1);
    expect(teachersNeededForLessons([lesson(11, 1), lesson(11, 1), lesson(12, 1)])).toBe(2);
  });

  it('counts a 90-minute lesson in both halves', () => {
    expect(teachersNeededForLessons([lesson(10, 1), lesson(11, 1)])).toBe(2);
    expect(teachersNeededForLessons([lesson(10, 1), lesson(12, 2)])).toBe(2);
    expect(teachersNeededForLessons([lesson(10, 2), lesson(10, 2)])).toBe(1);
    // the 90-minute one-to-two lesson's teacher takes a 40-minute one-to-two lesson in each half
    expect(teachersNeededForLessons([lesson(10, 2), lesson(11, 2), lesson(12, 2)])).toBe(1);
    expect(teachersNeededForLessons([lesson(10, 2), lesson(11, 1)])).toBe(2);
  });
});

describe('the low usage rate (SPEC §9: threshold 34)', () => {
  it('is the share of the shift teachers needed, rounded down', () => {
    expect(LOW_USAGE_RATE_THRESHOLD).toBe(34);
    expect(usageRate(1, 3)).toBe(33);
    expect(usageRate(2, 3)).toBe(66);
    expect(usageRate(3, 3)).toBe(100);
    expect(usageRate(4, 2)).toBe(200);
    expect(usageRate(1, 0)).toBeNull();
  });

  it('marks below 34 % low, 34 % and above not, and no shift teachers never low', () => {
    expect(isLowUsage(0, 1)).toBe(true);
    expect(isLowUsage(1, 3)).toBe(true); // 33.3 %
    expect(isLowUsage(17, 50)).toBe(false); // exactly 34 %
    expect(isLowUsage(33, 100)).toBe(true);
    expect(isLowUsage(34, 100)).toBe(false);
    expect(isLowUsage(0, 0)).toBe(false);
    expect(isLowUsage(2, 0)).toBe(false);
  });
});

describe('requiredTeachersRows', () => {
  it('groups a week by weekday and period, against the distinct teachers of either half', () => {
    const rows = requiredTeachersRows(
      [
        { dayofweek_code: 2, time_limit_no: 21, capacity: 1 },
        { dayofweek_code: 1, time_limit_no: 10, capacity: 2 },
        { dayofweek_code: 1, time_limit_no: 11, capacity: 2 },
        { dayofweek_code: 1, time_limit_no: 12, capacity: 1 },
      ],
      [
        { teacher_no: 7, dayofweek_code: 1, time_limit_no: 11 },
        { teacher_no: 7, dayofweek_code: 1, time_limit_no: 12 },
        { teacher_no: 8, dayofweek_code: 1, time_limit_no: 12 },
        { teacher_no: 9, dayofweek_code: 1, time_limit_no: 21 },
        ...[1, 2, 3, 4].map((teacher_no) => ({ teacher_no, dayofweek_code: 2, time_limit_no: 21 })),
      ],
    );
    expect(rows).toEqual([
      {
        dayofweek_code: 1,
        time_limit_no: 10,
        one_to_one: 1,
        one_to_two: 2,
        teachers_needed: 2,
        shift_teachers: 2,
        usage_rate: 100,
        low: false,
        short: false,
      },
      {
        dayofweek_code: 1,
        time_limit_no: 20,
        one_to_one: 0,
        one_to_two: 0,
        teachers_needed: 0,
        shift_teachers: 1,
        usage_rate: 0,
        low: true,
        short: false,
      },
      {
        dayofweek_code: 2,
        time_limit_no: 20,
        one_to_one: 1,
        one_to_two: 0,
        teachers_needed: 1,
        shift_teachers: 4,
        usage_rate: 25,
        low: true,
        short: false,
      },
    ]);
  });

  it('shows a period with lessons and no shift as short, not low', () => {
    expect(requiredTeachersRows([{ dayofweek_code: 7, time_limit_no: 30, capacity: 1 }], [])).toEqual([
      {
        dayofweek_code: 7,
        time_limit_no: 30,
        one_to_one: 1,
        one_to_two: 0,
        teachers_needed: 1,
        shift_teachers: 0,
        usage_rate: null,
        low: false,
        short: true,
      },
    ]);
  });
});
