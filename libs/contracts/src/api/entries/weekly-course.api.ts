import { api, byFunction } from '../define';
import type { LessonCancelRecord } from './c30101.api';

// C30101_doSubmit: staff enter or end a student's regular weekly course (t1030), expanded 15 weeks
// ahead into lessons (SPEC §5, §9). Only the marked rows are sent, all in one transaction; a refused
// row refuses the whole submit and nothing is written. Staff only (a student account is refused), for
// students of the caller's centers.

// A new course: first_date's weekday and slot every week for `weeks` weeks (default 15).
export type WeeklyCourseAddRow = {
  action: 'add';
  first_date: string;
  time_limit_no: number;
  subject_no: number;
  capacity: 1 | 2;
  weeks?: number;
};
// Ends a course: its coming lessons (after today) are cancelled, the course ends on the Sunday of the
// last week it keeps.
export type WeeklyCourseDelRow = { action: 'del'; weekly_entry_no: number; lock_version: number };
export type WeeklyCourseRowInput = WeeklyCourseAddRow | WeeklyCourseDelRow;

export type C30101DoSubmitInput = {
  student_no: number;
  // the student's own center as the screen read it: a center changed meanwhile is a 409 (MSG_0001)
  belongs_center_no: number;
  weekly: WeeklyCourseRowInput[];
};

export type WeeklyEntryRecord = {
  weekly_entry_no: number;
  student_no: number;
  center_no: number;
  // 1 Monday … 7 Sunday, of course_start_date
  dayofweek_code: number;
  time_limit_no: number;
  time_division: number;
  subject_no: number;
  capacity: 1 | 2;
  weeks: number;
  course_start_date: string;
  // the Sunday after the last week with a lesson; null when no week got one
  course_end_date: string | null;
  lock_version: number;
  updated_at: string;
};

export type WeeklyLessonRecord = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  teacher_no: number;
  cancel_flag: 0 | 1;
  lock_version: number;
};

// t3015: a week the course did not create. conflict_schedule_no: the student's own lesson that
// overlaps it; null when the cell was fully booked (SPEC §4: a staff entry takes no last seat either).
export type WeeklyCancelRecord = Pick<
  LessonCancelRecord,
  'cancel_no' | 'schedule_date' | 'time_limit_no' | 'conflict_schedule_no'
>;

// One result per row sent, in the order sent. add: the created lessons and cancel rows;
// del: the lessons it cancelled (cancel_flag 1) and no cancel rows.
export type WeeklyCourseResult = { entry: WeeklyEntryRecord; lessons: WeeklyLessonRecord[]; cancels: WeeklyCancelRecord[] };
export type C30101DoSubmitOutput = { weekly: WeeklyCourseResult[] };

// C30101_getWeeklyEntrySchedule: the student's courses still running (a lesson after today, or an end
// after today), with the lock_version a del row sends. Staff for students of their centers; a student
// account its own student only.
export type WeeklyEntryScheduleInput = { student_no: number };
export type WeeklyEntryView = Pick<
  WeeklyEntryRecord,
  | 'weekly_entry_no'
  | 'dayofweek_code'
  | 'time_limit_no'
  | 'subject_no'
  | 'capacity'
  | 'weeks'
  | 'course_start_date'
  | 'course_end_date'
  | 'lock_version'
>;
export type WeeklyEntryScheduleOutput = { student_no: number; courses: WeeklyEntryView[] };

export const WEEKLY_COURSE_APIS = {
  C30101_doSubmit: api<C30101DoSubmitInput, C30101DoSubmitOutput>()('scheduling', byFunction('C30101')),
  C30101_getWeeklyEntrySchedule: api<WeeklyEntryScheduleInput, WeeklyEntryScheduleOutput>()('scheduling', byFunction('C30101')),
} as const;
