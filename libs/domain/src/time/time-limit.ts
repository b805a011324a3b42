// time_limit_no = group * 10 + division (SPEC §9): the group is the period of the day,
// the division says which part of it the lesson uses.
export const TIME_DIVISION = {
  NINETY: 0,
  FIRST_HALF: 1,
  SECOND_HALF: 2,
} as const;

export type TimeDivision = (typeof TIME_DIVISION)[keyof typeof TIME_DIVISION];

export const TIME_DIVISION_MINUTES = {
  [TIME_DIVISION.NINETY]: 90,
  [TIME_DIVISION.FIRST_HALF]: 40,
  [TIME_DIVISION.SECOND_HALF]: 40,
} as const;

export const CAPACITY = { ONE_TO_ONE: 1, ONE_TO_TWO: 2 } as const;
export type Capacity = (typeof CAPACITY)[keyof typeof CAPACITY];

export const SUBJECT_TYPE = { SINGLE: 1, MULTIPLE: 2 } as const;
export type SubjectType = (typeof SUBJECT_TYPE)[keyof typeof SUBJECT_TYPE];

// Layout codes of a board cell: the 10x codes draw two rows, the 20x codes one row.
export const LAYOUT_CODES = {
  TWO_ROWS: [100, 101, 102],
  ONE_ROW: [200, 201, 202],
} as const;

export function isTimeDivision(value: unknown): value is TimeDivision {
  return value === 0 || value === 1 || value === 2;
}

// A period number as the calendar's time table knows it: a whole group and a division of 0, 1 or 2.
export function isTimeLimitNo(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && isTimeDivision(value % 10);
}

export function timeLimitNo(group: number, division: TimeDivision): number {
  if (!Number.isInteger(group) || group < 0) throw new Error(`Invalid time group: ${group}`);
  if (!isTimeDivision(division)) throw new Error(`Invalid time division: ${String(division)}`);
  return group * 10 + division;
}

export function parseTimeLimitNo(no: number): { group: number; division: TimeDivision } {
  if (!Number.isInteger(no) || no < 0) throw new Error(`Invalid time_limit_no: ${no}`);
  const division = no % 10;
  if (!isTimeDivision(division)) throw new Error(`Invalid time_limit_no: ${no} (division ${division} is not 0, 1 or 2)`);
  return { group: Math.floor(no / 10), division };
}

export function timeGroupOf(no: number): number {
  return parseTimeLimitNo(no).group;
}

export function timeDivisionOf(no: number): TimeDivision {
  return parseTimeLimitNo(no).division;
}

export function lessonMinutes(no: number): 90 | 40 {
  return TIME_DIVISION_MINUTES[timeDivisionOf(no)];
}

export function isNinetyMinutes(no: number): boolean {
  return timeDivisionOf(no) === TIME_DIVISION.NINETY;
}

// A 90-minute lesson covers both 40-minute halves of its group; the two halves never overlap.
export function timeLimitsOverlap(a: number, b: number): boolean {
  const x = parseTimeLimitNo(a);
  const y = parseTimeLimitNo(b);
  if (x.group !== y.group) return false;
  return x.division === TIME_DIVISION.NINETY || y.division === TIME_DIVISION.NINETY || x.division === y.division;
}

export function layoutRows(courseSettingNo: number): 1 | 2 {
  if ((LAYOUT_CODES.TWO_ROWS as readonly number[]).includes(courseSettingNo)) return 2;
  if ((LAYOUT_CODES.ONE_ROW as readonly number[]).includes(courseSettingNo)) return 1;
  throw new Error(`Unknown layout code: ${courseSettingNo}`);
}
