import { fitsTeacherPeriod, halvesOf, layoutAgrees, layoutCodeOf, seatsByHalf, seatsOf, studentIsFree } from './occupancy';

const one = (time_limit_no: number) => ({ time_limit_no, capacity: 1 });
const two = (time_limit_no: number) => ({ time_limit_no, capacity: 2 });

describe('the occupancy rule', () => {
  it('a 90-minute lesson takes both halves, a 40-minute one its half', () => {
    expect(halvesOf(50)).toEqual([51, 52]);
    expect(halvesOf(51)).toEqual([51]);
    expect(halvesOf(12)).toEqual([12]);
    expect(() => halvesOf(53)).toThrow();
  });

  it('one-to-one takes both seats, one-to-two one seat', () => {
    expect(seatsOf(1)).toBe(2);
    expect(seatsOf(2)).toBe(1);
    expect(() => seatsOf(3)).toThrow();
    expect(seatsByHalf([one(50), two(51)])).toEqual(
      new Map([
        [51, 3],
        [52, 2],
      ]),
    );
  });

  it('one-to-two lessons: two per half', () => {
    expect(fitsTeacherPeriod([], two(51))).toBe(true);
    expect(fitsTeacherPeriod([two(51)], two(51))).toBe(true);
    expect(fitsTeacherPeriod([two(51), two(51)], two(51))).toBe(false);
    expect(fitsTeacherPeriod([two(51), two(51)], two(52))).toBe(true);
    expect(fitsTeacherPeriod([two(50), two(52)], two(51))).toBe(true);
    expect(fitsTeacherPeriod([two(50), two(52)], two(52))).toBe(false);
    expect(fitsTeacherPeriod([two(50), two(50)], two(51))).toBe(false);
  });

  it('one-to-one lessons: alone in their half', () => {
    expect(fitsTeacherPeriod([], one(51))).toBe(true);
    expect(fitsTeacherPeriod([one(51)], one(51))).toBe(false);
    expect(fitsTeacherPeriod([one(51)], one(52))).toBe(true);
    expect(fitsTeacherPeriod([one(51)], one(50))).toBe(false);
    expect(fitsTeacherPeriod([one(50)], one(52))).toBe(false);
  });

  it('one-to-one and one-to-two mixed', () => {
    expect(fitsTeacherPeriod([one(51)], two(51))).toBe(false);
    expect(fitsTeacherPeriod([two(51)], one(51))).toBe(false);
    expect(fitsTeacherPeriod([one(51)], two(52))).toBe(true);
    expect(fitsTeacherPeriod([one(51), two(52)], two(52))).toBe(true);
    expect(fitsTeacherPeriod([one(51), two(52)], two(50))).toBe(false);
    expect(fitsTeacherPeriod([two(52)], one(50))).toBe(false);
    expect(fitsTeacherPeriod([two(50)], two(52))).toBe(true);
    expect(fitsTeacherPeriod([two(50)], one(52))).toBe(false);
  });

  it('other periods do not count', () => {
    expect(fitsTeacherPeriod([one(40), one(60), one(50)], two(42))).toBe(false);
    expect(fitsTeacherPeriod([one(40), one(60), one(50)], one(30))).toBe(true);
  });

  it('a student is in at most one lesson per half', () => {
    expect(studentIsFree([], 50)).toBe(true);
    expect(studentIsFree([51], 52)).toBe(true);
    expect(studentIsFree([51], 51)).toBe(false);
    expect(studentIsFree([51], 50)).toBe(false);
    expect(studentIsFree([50], 52)).toBe(false);
    expect(studentIsFree([40, 60], 50)).toBe(true);
  });

  it('layout code and capacity agree, its last digit is the division', () => {
    expect(layoutCodeOf(2, 0)).toBe(100);
    expect(layoutCodeOf(1, 2)).toBe(202);
    expect(() => layoutCodeOf(3, 1)).toThrow();
    expect(layoutAgrees({ course_setting_no: 201, capacity: 1, time_limit_no: 31 })).toBe(true);
    expect(layoutAgrees({ course_setting_no: 102, capacity: 2, time_limit_no: 32 })).toBe(true);
    expect(layoutAgrees({ course_setting_no: 101, capacity: 1, time_limit_no: 31 })).toBe(false);
    expect(layoutAgrees({ course_setting_no: 201, capacity: 1, time_limit_no: 32 })).toBe(false);
    expect(layoutAgrees({ course_setting_no: 200, capacity: 3, time_limit_no: 30 })).toBe(false);
  });
});
