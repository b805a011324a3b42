import { CAPACITY, parseTimeLimitNo, TIME_DIVISION, timeLimitNo, type TimeDivision } from '../time/time-limit';

// The occupancy rule (issue 12). A teacher's period is a grid of two seats × two 40-minute halves.
// A 40-minute lesson takes one half, a 90-minute lesson both. A one-to-two lesson (capacity 2) takes
// one seat, a one-to-one lesson (capacity 1) both: the teacher teaches nobody else in that half.
// A student is in at most one lesson per half. The database enforces the same rule (scheduling
// migration 1796600000000); these functions let the board refuse before saving and the demo school
// plan within it.
export const SEATS_PER_HALF = 2;

export type Occupant = { time_limit_no: number; capacity: number };

// The 40-minute halves (as time_limit_no group*10+1 / group*10+2) a lesson of this slot takes.
export function halvesOf(timeLimit: number): number[] {
  const { group, division } = parseTimeLimitNo(timeLimit);
  return division === TIME_DIVISION.NINETY
    ? [timeLimitNo(group, TIME_DIVISION.FIRST_HALF), timeLimitNo(group, TIME_DIVISION.SECOND_HALF)]
    : [timeLimit];
}

export function seatsOf(capacity: number): number {
  if (capacity === CAPACITY.ONE_TO_TWO) return 1;
  if (capacity === CAPACITY.ONE_TO_ONE) return SEATS_PER_HALF;
  throw new Error(`Invalid capacity: ${capacity}`);
}

// Seats used per half by these lessons (of one teacher on one date).
export function seatsByHalf(lessons: readonly Occupant[]): Map<number, number> {
  const seats = new Map<number, number>();
  for (const l of lessons) for (const h of halvesOf(l.time_limit_no)) seats.set(h, (seats.get(h) ?? 0) + seatsOf(l.capacity));
  return seats;
}

// Whether the teacher can take `added` next to the lessons they already have that day.
export function fitsTeacherPeriod(existing: readonly Occupant[], added: Occupant): boolean {
  const seats = seatsByHalf([...existing, added]);
  return halvesOf(added.time_limit_no).every((h) => (seats.get(h) ?? 0) <= SEATS_PER_HALF);
}

// Whether a student with lessons in these slots (one date) is free for one more.
export function studentIsFree(existing: readonly number[], added: number): boolean {
  const taken = new Set(existing.flatMap(halvesOf));
  return halvesOf(added).every((h) => !taken.has(h));
}

// Layout code (course_setting_no) of a lesson: 1xx one-to-two, 2xx one-to-one; the last digit is
// the time division.
export function layoutCodeOf(capacity: number, division: TimeDivision): number {
  if (capacity !== CAPACITY.ONE_TO_ONE && capacity !== CAPACITY.ONE_TO_TWO) throw new Error(`Invalid capacity: ${capacity}`);
  return (capacity === CAPACITY.ONE_TO_TWO ? 100 : 200) + division;
}

export function layoutAgrees(lesson: { course_setting_no: number; capacity: number; time_limit_no: number }): boolean {
  const { division } = parseTimeLimitNo(lesson.time_limit_no);
  return (lesson.capacity === 1 || lesson.capacity === 2) && lesson.course_setting_no === layoutCodeOf(lesson.capacity, division);
}
