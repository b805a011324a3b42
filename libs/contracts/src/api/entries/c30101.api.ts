import { api, byFunction } from '../define';
import type { SeminarCalendarRecord } from '../masters/m20801.api';
import type { CalendarTimeSlot } from '../masters/m21001.api';
import type { EntryRecord, NotAttendedRecord } from './c30101-submit.api';

// C30101 schedule entry: the reads of the staff screen (and of student 110 for its own student) and
// the seminar reads (T0060). SPEC gives no shapes; these are documented in docs/applications-reads.md.
// Dates are 'YYYY-MM-DD' civil dates; a range is at most 62 days; a week starts on its Monday.

export type DateRangeInput = { start_date: string; end_date: string };
export type CenterRangeInput = DateRangeInput & { center_no: number };
export type StudentRangeInput = DateRangeInput & { student_no: number };
export type StudentWeekInput = { student_no: number; start_date: string };
export type EditableRange = { start: string; end: string } | null;

// The cells of issue 24's grids (C30101, C30101Student, C30201): a center's date and slot.
export type CellKey = { schedule_date: string; time_limit_no: number };
// A period (M0040) as scheduling.time_slot has it (label: its stored name, '2限前半'; times 'HH:MM');
// the cells name their slots by number.
export type TimeSlotView = CalendarTimeSlot;
// What a student may see of a cell (SPEC §4): fully booked or not, never the remaining count.
export type CellFullness = { time_limit_no: number; full: boolean };
// One calendar day of a center with its open cells in time-slot order (none on a closed day).
export type CellDay<Cell> = { schedule_date: string; dayofweek_code: number; closed: boolean; cells: Cell[] };

// t0050 row of a center, with the slots (time_limit_no) open that day; closed days have none.
export type CalendarDayView = {
  schedule_date: string;
  dayofweek_code: number;
  closed_flag: 0 | 1;
  start_time_limit_no: number;
  end_time_limit_no: number;
  remarks: string | null;
  open_slots: number[];
};
// SPEC §9, as libs/domain computes them for today (Asia/Tokyo) on the center's calendar; null when
// nothing can be chosen (no seminar open for entry, or the calendar has no rows that far).
export type EditableRanges = { extra: EditableRange; seminar: EditableRange; change: EditableRange; not_attended: EditableRange };
export type CalendarByRangeOutput = {
  center_no: number;
  today: string;
  days: CalendarDayView[];
  editable: EditableRanges;
  // every period once, in the timetable's order (the days name theirs by time_limit_no)
  slots: TimeSlotView[];
};

// t0060 seasonal (seminar) period, as M20801 keeps it.
export type SeminarPeriodView = Omit<SeminarCalendarRecord, 'remarks' | 'lock_version' | 'updated_at'>;

// A lesson of the student (cancelled ones too, marked).
export type StudentLessonView = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  center_no: number;
  subject_no: number;
  capacity: 1 | 2;
  teacher_no: number | null;
  teacher_name: string | null;
  assigned: boolean;
  cancelled: boolean;
  change_flag: 0 | 1;
  // the application (t1031) that created it, or null
  entry_schedule_no: number | null;
  // the weekly course (t1030) that created it, or null
  weekly_entry_no: number | null;
  lock_version: number;
};
export type StudentScheduleOutput = { student_no: number; start_date: string; end_date: string; lessons: StudentLessonView[] };

// The screen's header: the student as scheduling's projection has them (subjects are t1033, read-only).
export type StudentHeader = {
  student_no: number;
  student_name: string;
  student_namej: string;
  center_no: number;
  center_short_name: string | null;
  school_year_code: number | null;
  enrollment_status: number;
  subject_nos: number[];
};

export type EntryScheduleOutput = { student_no: number; start_date: string; end_date: string; entries: EntryRecord[] };
export type NotAttendedScheduleOutput = {
  student_no: number;
  start_date: string;
  end_date: string;
  not_attended: NotAttendedRecord[];
};

// t3013: a lesson moved from one date and slot to another.
export type LessonChangeRecord = {
  change_no: number;
  schedule_no: number;
  entry_schedule_no: number | null;
  student_no: number;
  from_center_no: number;
  from_date: string;
  from_time_limit_no: number;
  to_center_no: number;
  to_date: string;
  to_time_limit_no: number;
  lock_version: number;
};
export type ChangeScheduleOutput = { student_no: number; start_date: string; end_date: string; changes: LessonChangeRecord[] };

// t3015: a week of a weekly course not created because the student already had a lesson there.
export type LessonCancelRecord = {
  cancel_no: number;
  weekly_entry_no: number;
  student_no: number;
  center_no: number;
  schedule_date: string;
  time_limit_no: number;
  conflict_schedule_no: number | null;
  lock_version: number;
};
export type CancelScheduleOutput = { student_no: number; start_date: string; end_date: string; cancels: LessonCancelRecord[] };

// SPEC §4: remaining teacher count of a cell and whether it is fully booked (control row or ≤ 1 left).
export type CellCount = CellKey & { remaining: number; full: boolean };
export type CellTeacherCountOutput = { center_no: number; start_date: string; end_date: string; cells: CellCount[] };

export type ScheduleDateInfoInput = { center_no: number; schedule_date: string };
export type ScheduleDateSlot = TimeSlotView & { remaining: number; full: boolean };
export type ScheduleDateInfoOutput = {
  center_no: number;
  schedule_date: string;
  // null: the center's calendar has no row for the date (nothing can be entered there)
  calendar: CalendarDayView | null;
  slots: ScheduleDateSlot[];
  seminars: SeminarPeriodView[];
};

// Either a fiscal year or a date range (seminars overlapping it).
export type SeminarListInput = { fiscal_year: number } | DateRangeInput;
// student_no: staff name the student; a student account may leave it out (its own).
export type AvailableSeminarInput = { student_no?: number };
export type AvailableSeminarOutput = {
  student_no: number;
  today: string;
  seminars: SeminarPeriodView[];
  editable: EditableRange;
};

// SPEC's {hash}(student_classification): student_classification is the enrollment status
// (0 none, 1 enrolled, 2 on leave, 3 withdrawn); search matches the name, reading or number.
export type StudentSearchInput = { student_classification?: number; search?: string };
export type StudentSearchRow = Omit<StudentHeader, 'subject_nos' | 'center_short_name'>;

// C30101_doBrowse (SPEC §3 mail setting, masters' M20701 templates): notification_type 1 additional,
// 2 seminar, 3 transfer request.
export type MailSettingRow = { notification_type: 1 | 2 | 3; notification_name: string; mail_subject: string; send_flag: 0 | 1 };

const C30101 = byFunction('C30101');

export const C30101_APIS = {
  C30101_getCalendarByRange: api<CenterRangeInput, CalendarByRangeOutput>()('scheduling', C30101),
  C30101_getSeminarCalendarByRange: api<DateRangeInput, SeminarPeriodView[]>()('scheduling', C30101),
  C30101_getStudentScheduleWeek: api<StudentWeekInput, StudentScheduleOutput>()('scheduling', C30101),
  C30101_getStudentSchedule: api<StudentRangeInput, StudentScheduleOutput>()('scheduling', C30101),
  C30101_getSchedule: api<{ student_no: number }, StudentHeader>()('scheduling', C30101),
  C30101_getEntryScheduleWeek: api<StudentWeekInput, EntryScheduleOutput>()('scheduling', C30101),
  C30101_getEntrySchedule: api<StudentRangeInput, EntryScheduleOutput>()('scheduling', C30101),
  C30101_getNotAttendedSchedule: api<StudentRangeInput, NotAttendedScheduleOutput>()('scheduling', C30101),
  C30101_getChangeSchedule: api<StudentRangeInput, ChangeScheduleOutput>()('scheduling', C30101),
  C30101_getCancelSchedule: api<StudentRangeInput, CancelScheduleOutput>()('scheduling', C30101),
  C30101_getCellTeacherCount: api<CenterRangeInput, CellTeacherCountOutput>()('scheduling', C30101),
  C30101_getScheduleDateInfo: api<ScheduleDateInfoInput, ScheduleDateInfoOutput>()('scheduling', C30101),
  C30101_searchStudents: api<StudentSearchInput, StudentSearchRow[]>()('scheduling', C30101),
  T0060_getList: api<SeminarListInput, SeminarPeriodView[]>()('scheduling', C30101),
  T0060_getAvailableSeminar: api<AvailableSeminarInput, AvailableSeminarOutput>()(
    'scheduling',
    byFunction('C30101', 'C30101Student'),
  ),
  C30101_doBrowse: api<Record<string, never>, MailSettingRow[]>()('masters', C30101),
} as const;
