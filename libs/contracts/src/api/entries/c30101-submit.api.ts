import { api, byFunction } from '../define';

// C30101 / C30101Student: a student's applications (t1031) and not-attended days (t1032), written by
// C30101_submit. Only the marked rows are sent ('add' or 'del'); the server derives which tables a
// submit touches. A student account (role 110) submits only for its own student_no.

// SPEC §4 entry types: 2 extra lesson, 3 seminar lesson, 4 transfer/change of an own lesson.
export type EntryTypeCode = 2 | 3 | 4;
// waiting: its lesson has no teacher yet; accepted: it has one; refused: staff took it back;
// withdrawn: the applicant took it back (its lesson is cancelled either way).
export type EntryStatus = 'waiting' | 'accepted' | 'refused' | 'withdrawn';

export type EntryRecord = {
  entry_schedule_no: number;
  entry_type: EntryTypeCode;
  student_no: number;
  center_no: number;
  schedule_date: string;
  time_limit_no: number;
  subject_no: number;
  capacity: 1 | 2;
  seminar_calendar_no: number | null;
  // type 4: the lesson it moves
  original_schedule_no: number | null;
  request_note: string | null;
  status: EntryStatus;
  applied_by_user_no: number | null;
  // the applicant's role (user_type_code): 110 when the student applied, a staff role otherwise
  applied_role: number;
  // the lesson it created (or moved), null once it is refused or withdrawn
  schedule_no: number | null;
  lock_version: number;
  updated_at: string;
};

export type NotAttendedRecord = {
  not_attended_no: number;
  student_no: number;
  schedule_date: string;
  remarks: string | null;
  lock_version: number;
};

// type 4 moves the lesson as it is: its subject and capacity stay the lesson's (the row's are not used).
export type EntryAddRow = {
  action: 'add';
  entry_type: EntryTypeCode;
  schedule_date: string;
  time_limit_no: number;
  subject_no: number;
  capacity: 1 | 2;
  // type 3 only
  seminar_calendar_no?: number;
  // type 4 only: the student's own coming lesson to move
  original_schedule_no?: number;
  request_note?: string;
};
// Takes an application back: the applicant withdraws it, staff refuse a student's one; its lesson is cancelled.
export type EntryDelRow = { action: 'del'; entry_schedule_no: number; lock_version: number };
export type EntryRowInput = EntryAddRow | EntryDelRow;

export type NotAttendedRowInput =
  { action: 'add'; schedule_date: string; remarks?: string } | { action: 'del'; not_attended_no: number; lock_version: number };

export type C30101SubmitInput = {
  student_no: number;
  // the student's own center, as the screen read it: a center changed meanwhile is a 409 (MSG_0001)
  belongs_center_no: number;
  entries?: EntryRowInput[];
  not_attended?: NotAttendedRowInput[];
};
// The rows as they are after the submit (added and taken back ones), in the order sent; a deleted
// not-attended day is gone and left out.
export type C30101SubmitOutput = { entries: EntryRecord[]; not_attended: NotAttendedRecord[] };

export const C30101_SUBMIT_APIS = {
  C30101_submit: api<C30101SubmitInput, C30101SubmitOutput>()('scheduling', byFunction('C30101')),
} as const;
