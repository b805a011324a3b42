import { api, byFunction } from '../define';

// C21101 (student today) and C21201 (student upcoming): the one read of a student's own lessons in a
// range (SPEC §7 Student {hash}(student_no, start_date, end_date)). Students 110, 120 and 130 only,
// each their own (student_no, when given, must be the caller's own; anything else is 403); SPEC §6
// gives no staff or teacher role these screens. start_date..end_date at most 62 days, as C30101's
// reads (C21201 reads its weeks a page at a time).
export type C21101ScheduleInput = { student_no?: number; start_date: string; end_date: string };

// A meeting as the reader may see it: all null while app.C21101_SHOW_ZOOM_INFO is off; the passcode
// only to the lesson's own student.
export type C21101Meeting = { zoom_url: string | null; zoom_meeting_id: string | null; zoom_passcode: string | null };

// A lesson of the student (cancelled ones left out), in date and slot order.
export type C21101Lesson = C21101Meeting & {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  slot_label: string;
  // 'HH:mm', the school's time (Asia/Tokyo)
  start_time: string;
  end_time: string;
  teacher_name: string | null;
  subject_no: number;
  center_no: number;
  center_name: string | null;
  // true at the online center (classroom_type online): the lesson has no room to go to
  online: boolean;
  classroom_name: string | null;
};

export type C21101ScheduleOutput = {
  student_no: number;
  start_date: string;
  end_date: string;
  // the school's today (Asia/Tokyo)
  today: string;
  lessons: C21101Lesson[];
};

export const C21101_APIS = {
  C21101_getSchedule: api<C21101ScheduleInput, C21101ScheduleOutput>()('scheduling', byFunction('C21101', 'C21201')),
} as const;
