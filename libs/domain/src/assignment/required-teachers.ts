import { halfLoadsOf, teachersNeeded } from './remaining-teachers';
import { timeGroupOf, timeLimitNo, TIME_DIVISION } from '../time/time-limit';

// C40401 required regular teachers by week (issue 27): the regular lessons of a center's week per
// weekday and period, turned into the teachers they need, against the teachers whose weekly shift
// (C10201) covers that weekday and period.

// SPEC §9 "low usage rate threshold 34": a period whose shift teachers would be used below 34 %
// (teachers needed / teachers with a shift) is marked low.
export const LOW_USAGE_RATE_THRESHOLD = 34;

// The fewest teachers that can teach these lessons of one period (one date) under the occupancy rule:
// per 40-minute half one teacher per one-to-one lesson and one per two one-to-two lessons, a 90-minute
// lesson counting in both halves; the period needs its busier half. One teacher keeps a one-to-two
// 90-minute lesson for both halves, so a lone one of those and a 40-minute lesson per half still fit
// the busier half's count (the seats of each half add up to at most two per teacher).
export function teachersNeededForLessons(lessons: readonly { time_limit_no: number; capacity: number }[]): number {
  let needed = 0;
  for (const load of halfLoadsOf([], lessons).values()) needed = Math.max(needed, teachersNeeded(load));
  return needed;
}

// Whole percent, rounded down so that a rate shown as 33 is always a low one; null without teachers.
export function usageRate(needed: number, shiftTeachers: number): number | null {
  return shiftTeachers > 0 ? Math.floor((needed * 100) / shiftTeachers) : null;
}

// Low: teachers with a shift, fewer than 34 % of them needed. A period nobody has a shift in is not
// low (its teachers are short, if anything).
export function isLowUsage(needed: number, shiftTeachers: number): boolean {
  return shiftTeachers > 0 && needed * 100 < LOW_USAGE_RATE_THRESHOLD * shiftTeachers;
}

export type RegularLesson = { dayofweek_code: number; time_limit_no: number; capacity: number };
export type WeeklyShift = { teacher_no: number; dayofweek_code: number; time_limit_no: number };

const periodOf = (time: number) => timeLimitNo(timeGroupOf(time), TIME_DIVISION.NINETY);

// One row per weekday and period that has a regular lesson or a shift, Monday first, periods in
// number order. The lessons are one week's (one date per weekday). Per row: the period (time
// division 0), the lessons by capacity, the teachers they need, the distinct teachers with a weekly
// shift in either half of the period, the usage rate, low, and short (more needed than on shift).
export function requiredTeachersRows(lessons: readonly RegularLesson[], shifts: readonly WeeklyShift[]) {
  type Cell = { dayofweek_code: number; time_limit_no: number; lessons: RegularLesson[]; teachers: Set<number> };
  const cells = new Map<string, Cell>();
  const cell = (day: number, time: number): Cell => {
    const period = periodOf(time);
    const key = `${day}|${period}`;
    let c = cells.get(key);
    if (!c) cells.set(key, (c = { dayofweek_code: day, time_limit_no: period, lessons: [], teachers: new Set() }));
    return c;
  };
  for (const l of lessons) cell(l.dayofweek_code, l.time_limit_no).lessons.push(l);
  for (const s of shifts) cell(s.dayofweek_code, s.time_limit_no).teachers.add(s.teacher_no);
  return [...cells.values()]
    .sort((a, b) => a.dayofweek_code - b.dayofweek_code || a.time_limit_no - b.time_limit_no)
    .map((c) => {
      const needed = teachersNeededForLessons(c.lessons);
      const shiftTeachers = c.teachers.size;
      return {
        dayofweek_code: c.dayofweek_code,
        time_limit_no: c.time_limit_no,
        one_to_one: c.lessons.filter((l) => l.capacity === 1).length,
        one_to_two: c.lessons.filter((l) => l.capacity === 2).length,
        teachers_needed: needed,
        shift_teachers: shiftTeachers,
        usage_rate: usageRate(needed, shiftTeachers),
        low: isLowUsage(needed, shiftTeachers),
        short: needed > shiftTeachers,
      };
    });
}
