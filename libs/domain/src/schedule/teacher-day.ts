import { type DateString } from '../time/date';

// SPEC §9 "Teacher daily default center 9": C11101 opens on center 9 when the teacher works there.
export const TEACHER_DAY_DEFAULT_CENTER_NO = 9;

// The center C11101 opens on: 9 when among the teacher's centers, else their home center.
export function teacherDefaultCenter(centerNos: readonly number[], homeCenterNo: number): number {
  return centerNos.includes(TEACHER_DAY_DEFAULT_CENTER_NO) ? TEACHER_DAY_DEFAULT_CENTER_NO : homeCenterNo;
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
