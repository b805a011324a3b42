import type { DropdownOption } from '../masters.api';
import type { ClassroomType } from './m20201.api';
import { api, byFunction } from '../define';

// M00501 center and classroom operation status: one center's week, period by period (teachers
// available, lessons, unassigned lessons, lessons per classroom), and the Zoom meeting of a
// classroom's lessons in one period. Owned by the scheduling service (lessons t3010, teacher
// availability, calendar t0050); centers and classrooms come from masters by RPC.
export type M00501Classroom = {
  classroom_no: number;
  classroom_name: string;
  classroom_type: ClassroomType;
  // the classroom's usual meeting (M20201), offered when a period has no Zoom meeting yet
  meeting_url: string | null;
};
export type M00501Center = DropdownOption & { classrooms: M00501Classroom[] };
// A period of the day (time division 0); its 40-minute halves count towards it.
export type M00501Period = { time_limit_no: number; label: string; start_time: string; end_time: string; late_night_flag: 0 | 1 };

export type M00501DropdownOutput = {
  // the centers the caller may work on (SPEC §6), each with its classrooms
  centers: M00501Center[];
  periods: M00501Period[];
  // the school's today (Asia/Tokyo), so the screen opens on the current week
  today: string;
};

export type M00501WeekInput = { center_no: number; start_date: string };

// The day's t0050 row; null when the calendar has no row for the date (not registered).
export type M00501CalendarState = {
  closed_flag: 0 | 1;
  tstart_ime_limit_no: number;
  end_time_limit_no: number;
  remarks: string | null;
};
export type M00501ClassroomCount = { classroom_no: number | null; lesson_count: number };
export type M00501Cell = {
  // the period (time division 0)
  time_limit_no: number;
  // false: the day is closed or the period lies outside its opening hours
  open: boolean;
  // distinct teachers with work_flag 1 at the center in either half of the period
  teacher_count: number;
  lesson_count: number;
  // lessons with teacher_no 0
  unassigned_count: number;
  classrooms: M00501ClassroomCount[];
};
export type M00501Day = {
  schedule_date: string;
  dayofweek_code: number;
  calendar: M00501CalendarState | null;
  closed: boolean;
  cells: M00501Cell[];
};
export type ZoomMeetingFields = {
  zoom_url: string | null;
  zoom_meeting_id: string | null;
  zoom_passcode: string | null;
};
export type M00501Lesson = ZoomMeetingFields & {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  // the slot's name in the time-slot master (e.g. 1限前半)
  slot_label: string;
  classroom_no: number | null;
  student_no: number;
  student_name: string | null;
  teacher_no: number;
  teacher_name: string | null;
  subject_no: number;
  lock_version: number;
};
export type M00501WeekOutput = {
  center_no: number;
  start_date: string;
  end_date: string;
  days: M00501Day[];
  // the week's lessons at the center, for a period's detail and its Zoom meeting
  lessons: M00501Lesson[];
};

// The Zoom meeting for the listed lessons (those of one classroom in one period, as the screen
// sends them), each at the lock_version it was read with: one stale lesson refuses all (409
// MSG_0001). An empty zoom_url removes the meeting.
export type ZoomMeetingTarget = { schedule_no: number; lock_version: number };
export type M00501ZoomInput = ZoomMeetingFields & { center_no: number; lessons: ZoomMeetingTarget[] };

const M00501 = byFunction('M00501');

export const M00501_APIS = {
  M00501_initDropdown: api<Record<string, never>, M00501DropdownOutput>()('scheduling', M00501),
  M00501_getOneWeekTeacherCounts: api<M00501WeekInput, M00501WeekOutput>()('scheduling', M00501),
  M00501_setZoomMeetingInSchedule: api<M00501ZoomInput, M00501Lesson[]>()('scheduling', M00501),
} as const;
