import { api, byFunction } from '../define';
import type { EntryRecord, NotAttendedRecord } from './c30101-submit.api';

// C30101Student (/C30101/student, student 110 only): the student's own center's calendar with the
// cells open for applications, the student's lessons and applications, and what can be applied for
// today. The applications themselves go through C30101_submit.

// start_date..end_date at most C30101_STUDENT_MAX_DAYS days; center_no, when given, must be the student's
// own center (the session does not carry a student's center, so the screen leaves it out and reads it
// from the answer).
export type C30101StudentBrowseInput = { start_date: string; end_date: string; center_no?: number };
export const C30101_STUDENT_MAX_DAYS = 42;

// One open slot of a day. full: no application can be taken (SPEC §4: a control row, or at most one
// teacher left); the count itself is not shown to students.
export type C30101StudentCell = { time_limit_no: number; full: boolean };
export type C30101StudentDay = {
  schedule_date: string;
  dayofweek_code: number;
  closed: boolean;
  // the day's open slots in time-slot order (empty on a closed day)
  cells: C30101StudentCell[];
};
// A lesson of the student in the range (not cancelled).
export type C30101StudentLesson = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  subject_no: number;
  capacity: number;
  // a teacher is assigned (the teacher is not named to the student here)
  assigned: boolean;
  // the application that created it, 0 for a regular lesson
  entry_schedule_no: number;
};
export type C30101StudentRange = { start: string; end: string };
// SPEC §9 editable ranges for today, by kind; null when nothing can be chosen.
export type C30101StudentRanges = {
  extra: C30101StudentRange | null;
  seminar: C30101StudentRange | null;
  change: C30101StudentRange | null;
  not_attended: C30101StudentRange;
};
// A seminar period (t0060) whose application window contains today.
export type C30101StudentSeminar = {
  seminar_calendar_no: number;
  seminar_name: string;
  schedule_start_date: string;
  schedule_end_date: string;
  start_time_limit_no: number;
  end_time_limit_no: number;
  entry_start_date: string;
  entry_end_date: string;
};
export type C30101StudentSlot = { time_limit_no: number; label: string };

export type C30101StudentBrowseOutput = {
  student_no: number;
  center_no: number;
  // the school's today (Asia/Tokyo) the ranges were computed for
  today: string;
  // every time slot with its label, in order (the cells name them by number)
  slots: C30101StudentSlot[];
  days: C30101StudentDay[];
  lessons: C30101StudentLesson[];
  // the student's applications in the range, taken back ones included
  entries: EntryRecord[];
  not_attended: NotAttendedRecord[];
  ranges: C30101StudentRanges;
  seminars: C30101StudentSeminar[];
};

export const C30101_STUDENT_APIS = {
  C30101Student_doBrowse: api<C30101StudentBrowseInput, C30101StudentBrowseOutput>()('scheduling', byFunction('C30101Student')),
} as const;
