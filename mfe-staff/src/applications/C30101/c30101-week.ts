import type {
  CalendarByRangeOutput,
  CalendarDayView,
  CancelScheduleOutput,
  CellTeacherCountOutput,
  ChangeScheduleOutput,
  EditableRange,
  EntryRecord,
  EntryScheduleOutput,
  LessonCancelRecord,
  LessonChangeRecord,
  NotAttendedRecord,
  NotAttendedScheduleOutput,
  SeminarPeriodView,
  StudentLessonView,
  StudentScheduleOutput,
} from '@school/contracts';
import { addDays, startOfWeek, timeGroupOf } from '@school/domain';
import type { EntryKind } from './c30101-changes';

// What the week and single views show of one student's week (SPEC §2 C30101), read in one batch.
export type WeekData = {
  calendar: CalendarByRangeOutput;
  lessons: StudentLessonView[];
  entries: EntryRecord[];
  notAttended: NotAttendedRecord[];
  changes: LessonChangeRecord[];
  cancels: LessonCancelRecord[];
  counts: CellTeacherCountOutput['cells'];
  seminars: SeminarPeriodView[];
};

export type WeekAnswers = [
  CalendarByRangeOutput,
  StudentScheduleOutput,
  EntryScheduleOutput,
  NotAttendedScheduleOutput,
  ChangeScheduleOutput,
  CancelScheduleOutput,
  CellTeacherCountOutput,
  SeminarPeriodView[],
];

export const weekDataOf = ([
  calendar,
  lessons,
  entries,
  notAttended,
  changes,
  cancels,
  counts,
  seminars,
]: WeekAnswers): WeekData => ({
  calendar,
  lessons: lessons.lessons,
  entries: entries.entries,
  notAttended: notAttended.not_attended,
  changes: changes.changes,
  cancels: cancels.cancels,
  counts: counts.cells,
  seminars,
});

// A week runs Monday to Sunday (SPEC §9).
export const weekOf = (date: string): { start: string; end: string } => {
  const start = startOfWeek(date);
  return { start, end: addDays(start, 6) };
};

export const inRange = (date: string, range: EditableRange): boolean =>
  range !== null && date >= range.start && date <= range.end;

// The periods a view shows: every slot open on one of its days, and any slot its rows use.
export function slotsOf(days: readonly CalendarDayView[], used: readonly number[]): number[] {
  return [...new Set([...days.flatMap((d) => d.open_slots), ...used])].sort((a, b) => a - b);
}

// Seminars whose days and periods hold the cell.
export const seminarsAt = (seminars: readonly SeminarPeriodView[], date: string, slot: number): SeminarPeriodView[] =>
  seminars.filter(
    (s) =>
      date >= s.schedule_start_date &&
      date <= s.schedule_end_date &&
      timeGroupOf(slot) >= timeGroupOf(s.start_time_limit_no) &&
      timeGroupOf(slot) <= timeGroupOf(s.end_time_limit_no),
  );

export type CellState = {
  open: boolean;
  full: boolean;
  remaining: number | null;
  // what the selected cell may take (SPEC §9 editable ranges, fully booked cells of SPEC §4)
  kinds: EntryKind[];
};

// A cell's state. Applications need an open cell inside their kind's range that is not fully booked
// (a seminar also one of its seminars); a weekly course (staff only) starts today or later, a full
// week of it becomes a cancel row.
export function cellState(data: WeekData, date: string, slot: number, staff: boolean): CellState {
  const day = data.calendar.days.find((d) => d.schedule_date === date);
  const open = Boolean(day && day.closed_flag === 0 && day.open_slots.includes(slot));
  const count = data.counts.find((c) => c.schedule_date === date && c.time_limit_no === slot);
  const full = Boolean(count?.full);
  const { editable, today } = data.calendar;
  const kinds: EntryKind[] = [];
  if (open && !full) {
    if (inRange(date, editable.extra)) kinds.push('extra');
    if (inRange(date, editable.seminar) && seminarsAt(data.seminars, date, slot).length) kinds.push('seminar');
    if (inRange(date, editable.change)) kinds.push('change');
  }
  if (open && staff && date >= today) kinds.push('weekly');
  return { open, full, remaining: count ? count.remaining : null, kinds };
}

// The rows of one cell.
export type CellRows = {
  lessons: StudentLessonView[];
  entries: EntryRecord[];
  // a lesson moved here, and one moved away from here
  changedIn: LessonChangeRecord[];
  changedOut: LessonChangeRecord[];
  cancels: LessonCancelRecord[];
};

export function cellRows(data: WeekData, date: string, slot: number): CellRows {
  const at = (d: string, s: number) => d === date && s === slot;
  return {
    lessons: data.lessons.filter((l) => at(l.schedule_date, l.time_limit_no)),
    entries: data.entries.filter((e) => at(e.schedule_date, e.time_limit_no)),
    changedIn: data.changes.filter((c) => at(c.to_date, c.to_time_limit_no)),
    changedOut: data.changes.filter((c) => at(c.from_date, c.from_time_limit_no)),
    cancels: data.cancels.filter((c) => at(c.schedule_date, c.time_limit_no)),
  };
}

// The slots a week's rows use, so a lesson in a period closed since is still shown.
export const usedSlots = (data: WeekData): number[] => [
  ...data.lessons.map((l) => l.time_limit_no),
  ...data.entries.map((e) => e.time_limit_no),
  ...data.cancels.map((c) => c.time_limit_no),
  ...data.changes.flatMap((c) => [c.from_time_limit_no, c.to_time_limit_no]),
];

// An application can be taken back while it holds its lesson and is no change (a change is undone by
// another change); staff refuse a student's, the applicant withdraws their own.
export const canTakeBack = (entry: EntryRecord, today: string): boolean =>
  entry.entry_type !== 4 &&
  (entry.status === 'waiting' || entry.status === 'accepted') &&
  entry.schedule_no !== null &&
  entry.schedule_date >= today;

// The student's own coming lessons a change may move (not cancelled, after today).
export const movableLessons = (lessons: readonly StudentLessonView[], today: string): StudentLessonView[] =>
  lessons.filter((l) => !l.cancelled && l.schedule_date > today);
