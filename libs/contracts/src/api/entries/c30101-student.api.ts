import { api, byFunction } from '../define';
import type {
  CellDay,
  CellFullness,
  DateRangeInput,
  EditableRange,
  EditableRanges,
  SeminarPeriodView,
  StudentLessonView,
  TimeSlotView,
} from './c30101.api';
import type { EntryRecord, NotAttendedRecord } from './c30101-submit.api';

// C30101Student (/C30101/student, student 110 only): the student's own center's calendar with the
// cells open for applications, the student's lessons and applications, and what can be applied for
// today. The applications themselves go through C30101_submit.

// start_date..end_date at most C30101_STUDENT_MAX_DAYS days; center_no, when given, must be the student's
// own center (the session does not carry a student's center, so the screen leaves it out and reads it
// from the answer).
export type C30101StudentBrowseInput = DateRangeInput & { center_no?: number };
export const C30101_STUDENT_MAX_DAYS = 42;

// One open slot of a day. full: no application can be taken (SPEC §4: a control row, or at most one
// teacher left); the count itself is not shown to students.
export type C30101StudentCell = CellFullness;
export type C30101StudentDay = CellDay<C30101StudentCell>;
// A lesson of the student in the range (not cancelled); the teacher is not named to the student here.
export type C30101StudentLesson = Pick<
  StudentLessonView,
  'schedule_no' | 'schedule_date' | 'time_limit_no' | 'subject_no' | 'capacity' | 'assigned'
> & {
  // the application that created it, 0 for a regular lesson
  entry_schedule_no: number;
};
export type C30101StudentRange = NonNullable<EditableRange>;
// SPEC §9 editable ranges for today, by kind; null when nothing can be chosen (not-attended days always can).
export type C30101StudentRanges = Omit<EditableRanges, 'not_attended'> & { not_attended: C30101StudentRange };
// A seminar period (t0060) whose application window contains today.
export type C30101StudentSeminar = Omit<SeminarPeriodView, 'fiscal_year'>;
export type C30101StudentSlot = TimeSlotView;

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
