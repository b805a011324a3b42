import { instantMs, type DateString, type Instant } from '../time/date';

// SPEC §9 "Teacher daily default center 9": C11101 opens on center 9 when the teacher works there.
export const TEACHER_DAY_DEFAULT_CENTER_NO = 9;

// The center C11101 opens on: 9 when among the teacher's centers, else their home center.
export function teacherDefaultCenter(centerNos: readonly number[], homeCenterNo: number): number {
  return centerNos.includes(TEACHER_DAY_DEFAULT_CENTER_NO) ? TEACHER_DAY_DEFAULT_CENTER_NO : homeCenterNo;
}

// A lesson's start as an instant: its date and its period's start time ('HH:mm[:ss]') in Asia/Tokyo
// (which keeps +09:00 all year).
export function lessonStartMs(date: DateString, startTime: string): number {
  return Date.parse(`${date}T${startTime.slice(0, 5)}:00+09:00`);
}

// The first of the lessons (in any order) that has not started at `now`, or null: what "next lesson in …" counts to.
export function nextLesson<T extends { start_ms: number }>(lessons: readonly T[], now: Instant): T | null {
  const at = instantMs(now);
  return lessons.filter((l) => l.start_ms > at).reduce<T | null>((a, l) => (a && a.start_ms <= l.start_ms ? a : l), null);
}

// Rows grouped by their date, dates ascending, each day's rows in the order given (C11201's days).
export function groupByDay<T extends { schedule_date: DateString }>(rows: readonly T[]): { date: DateString; rows: T[] }[] {
  const days = new Map<DateString, T[]>();
  for (const r of rows) days.set(r.schedule_date, [...(days.get(r.schedule_date) ?? []), r]);
  return [...days.keys()].sort().map((date) => ({ date, rows: days.get(date) as T[] }));
}

// The calendar's marks of one date (C11101_getTeacherScheduleStatus): the halves the teacher has a
// work shift in (any center), their lessons, and the lessons whose report is still to write.
export type TeacherDayMark = { schedule_date: DateString; shift_halves: number; lessons: number; reports_to_write: number };

export function teacherDayMarks(
  shifts: readonly { schedule_date: DateString; work_flag: number }[],
  lessons: readonly { schedule_date: DateString }[],
  unwritten: readonly { schedule_date: DateString }[],
): TeacherDayMark[] {
  const marks = new Map<DateString, TeacherDayMark>();
  const mark = (date: DateString) => {
    const m = marks.get(date) ?? { schedule_date: date, shift_halves: 0, lessons: 0, reports_to_write: 0 };
    marks.set(date, m);
    return m;
  };
  for (const s of shifts) if (s.work_flag === 1) mark(s.schedule_date).shift_halves += 1;
  for (const l of lessons) mark(l.schedule_date).lessons += 1;
  for (const r of unwritten) mark(r.schedule_date).reports_to_write += 1;
  return [...marks.values()].sort((a, b) => a.schedule_date.localeCompare(b.schedule_date));
}
