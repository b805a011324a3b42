import type { DateString } from '../time/date';

// The t3010 fields the assignment rules read (SPEC §3).
export type Lesson = {
  schedule_no: number;
  schedule_date: DateString;
  time_limit_no: number;
  student_no: number;
  // 0 = unassigned
  teacher_no: number | null;
  center_no: number;
  // > 0 means the lesson was transferred from that center
  original_center_no: number | null;
  subject_no: number;
  // 1 single, 2 multiple
  subject_type: number;
  class_type: number;
  class_count: number | null;
  change_flag: number;
  // 3 = no preference, otherwise the requested sex code
  teacher_request: number | null;
  teacher_request_type: number | null;
  // 1 one-to-one (takes both seats of a half), 2 one-to-two (one seat)
  capacity: number;
  course_setting_no?: number;
  // the version the board read it at, which its save sends (a change heard live moves it on)
  lock_version?: number;
};

export type Teacher = {
  teacher_no: number;
  sex: number;
  teacher_type: number;
  subject_nos: readonly number[];
  // 1 active, 2 on leave, 3 retired; the board lists no retired teacher, so it may leave it out
  status?: number;
};

// One cell of the teacher's availability where the lesson is dropped.
export type TeacherCell = { teacher_no: number; schedule_date: DateString; time_limit_no: number };
