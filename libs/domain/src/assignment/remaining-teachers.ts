import { halvesOf } from './occupancy';
import { CAPACITY } from '../time/time-limit';
import { MIN_FREE_TEACHERS } from '../calendar/fully-booked';

// What one 40-minute half of a center holds: the teachers with a work shift there, and the lessons
// (not cancelled, assigned or not) by capacity. A 90-minute lesson counts in both its halves.
export type HalfLoad = { shiftTeachers: number; oneToOne: number; oneToTwo: number };

export const EMPTY_HALF: HalfLoad = { shiftTeachers: 0, oneToOne: 0, oneToTwo: 0 };

// Teachers the lessons of one half need: one per one-to-one lesson, one per two one-to-two lessons.
export function teachersNeeded(load: Pick<HalfLoad, 'oneToOne' | 'oneToTwo'>): number {
  return load.oneToOne + Math.ceil(load.oneToTwo / 2);
}

// SPEC §4 rem_teacher_cnt of one half.
export function remainingTeachersOfHalf(load: HalfLoad): number {
  return load.shiftTeachers - teachersNeeded(load);
}

// The loads of a center's halves on one date, from its work shifts (one row per teacher and half)
// and its lessons.
export function halfLoadsOf(
  shifts: readonly { teacher_no: number; time_limit_no: number }[],
  lessons: readonly { time_limit_no: number; capacity: number }[],
): Map<number, HalfLoad> {
  const loads = new Map<number, HalfLoad>();
  const load = (half: number): HalfLoad => {
    let l = loads.get(half);
    if (!l) loads.set(half, (l = { ...EMPTY_HALF }));
    return l;
  };
  const teachers = new Map<number, Set<number>>();
  for (const s of shifts)
    for (const h of halvesOf(s.time_limit_no)) {
      const set = teachers.get(h) ?? new Set<number>();
      teachers.set(h, set.add(s.teacher_no));
    }
  for (const [h, set] of teachers) load(h).shiftTeachers = set.size;
  for (const l of lessons)
    for (const h of halvesOf(l.time_limit_no)) {
      if (l.capacity === CAPACITY.ONE_TO_ONE) load(h).oneToOne++;
      else if (l.capacity === CAPACITY.ONE_TO_TWO) load(h).oneToTwo++;
      else throw new Error(`Invalid capacity: ${l.capacity}`);
    }
  return loads;
}

// The remaining teacher count of a cell (a slot of one date): its half, or for a 90-minute slot the
// smaller of its two halves. A half nobody works or books counts as empty.
export function remainingTeacherCount(timeLimitNo: number, loads: ReadonlyMap<number, HalfLoad>): number {
  return Math.min(...halvesOf(timeLimitNo).map((h) => remainingTeachersOfHalf(loads.get(h) ?? EMPTY_HALF)));
}

// The loads after one more lesson of this slot and capacity.
export function withLesson(loads: ReadonlyMap<number, HalfLoad>, timeLimitNo: number, capacity: number): Map<number, HalfLoad> {
  const next = new Map([...loads].map(([h, l]) => [h, { ...l }]));
  for (const h of halvesOf(timeLimitNo)) {
    const l = next.get(h) ?? { ...EMPTY_HALF };
    if (capacity === CAPACITY.ONE_TO_ONE) l.oneToOne++;
    else if (capacity === CAPACITY.ONE_TO_TWO) l.oneToTwo++;
    else throw new Error(`Invalid capacity: ${capacity}`);
    next.set(h, l);
  }
  return next;
}

// How many applications of this slot and capacity a cell accepts one after another: each is
// accepted while the cell is not fully booked (remaining teacher count above 1) before it.
export function acceptableApplications(timeLimitNo: number, capacity: number, loads: ReadonlyMap<number, HalfLoad>): number {
  let accepted = 0;
  let current = new Map(loads);
  while (remainingTeacherCount(timeLimitNo, current) > MIN_FREE_TEACHERS) {
    current = withLesson(current, timeLimitNo, capacity);
    accepted++;
  }
  return accepted;
}
