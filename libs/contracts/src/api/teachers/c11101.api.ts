import type { DropdownOption } from '../masters.api';
import type { ClassroomOption } from '../masters/m20201.api';
import type { AppliedScheduleOutput, BoardCalendarOutput, BoardTeacher, TeacherScheduleLesson } from '../board/c40101-board.api';
import type { ReportListRow } from '../reports/c50101.api';
import type { TimeSlotRecord } from './c10201.api';
import { api, byFunction } from '../define';

// C11101 teacher today and C11201 teacher upcoming (scheduling): the board's reads (C40101_*) for one
// teacher. A teacher reads their own lessons at every center (teacher_no absent or their own; another
// teacher's number is a 403); staff of C40101 read a teacher of their centers (SPEC §6 "the teacher
// schedule screen for admins"); students are refused. Dates 'YYYY-MM-DD' (Asia/Tokyo); a range at
// most 31 days (the board's, libs/domain checkBoardRange). The meeting fields (zoom_*) go only to the lesson's own teacher.
export type TeacherDayRangeInput = { start_date: string; end_date: string; teacher_no?: number };
export type TeacherDayCenterRangeInput = TeacherDayRangeInput & { center_no: number };

export type TeacherDayInitOutput = {
  teacher_no: number;
  teacher_name: string;
  // the teacher's centers and the one the screen opens on (libs/domain teacherDefaultCenter)
  centers: DropdownOption[];
  default_center_no: number;
  today: string;
  // every lesson period and half (M0040), in timetable order
  periods: TimeSlotRecord[];
  classrooms: ClassroomOption[];
  // the teacher's subjects (a lesson is assigned only to a teacher of its subject)
  subjects: DropdownOption[];
};

// A student of the teacher's lesson and their openings of its meeting link (ZoomLog_recordOpen):
// opened_at the first (when they joined), last_opened_at the latest; null when never opened, and
// always null for staff reading another teacher's day (docs/zoom-log.md).
export type JoinedStudent = {
  schedule_no: number;
  student_no: number;
  student_name: string | null;
  opened_at: string | null;
  last_opened_at: string | null;
};

// The calendar's marks of one date (libs/domain teacherDayMarks); a date with none is absent
export type TeacherDayMark = { schedule_date: string; shift_halves: number; lessons: number; reports_to_write: number };

const C11101 = byFunction('C11101', 'C11201', 'C40101');

export const C11101_APIS = {
  C11101_initData: api<{ teacher_no?: number }, TeacherDayInitOutput>()('scheduling', C11101),
  // the lessons (of the last 7 days, libs/domain reportListDefaultRange) whose report is still to write
  C11101_getTeacherReporting: api<{ teacher_no?: number }, ReportListRow[]>()('scheduling', C11101),
  C11101_getCalendar: api<TeacherDayCenterRangeInput, BoardCalendarOutput>()('scheduling', C11101),
  C11101_getTeacherInfoAndSchedule: api<TeacherDayCenterRangeInput, BoardTeacher[]>()('scheduling', C11101),
  C11101_getAppliedSchedule: api<TeacherDayCenterRangeInput, AppliedScheduleOutput>()('scheduling', C11101),
  C11101_getTeacherSchedule: api<TeacherDayRangeInput, TeacherScheduleLesson[]>()('scheduling', C11101),
  C11101_getJoinedStudent: api<TeacherDayRangeInput, JoinedStudent[]>()('scheduling', C11101),
  C11101_getTeacherScheduleStatus: api<TeacherDayRangeInput, TeacherDayMark[]>()('scheduling', C11101),
} as const;
