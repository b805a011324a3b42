import { api, byFunction } from '../define';

// C40101 teacher-assignment board reads (scheduling: lessons t3010, teacher schedule, calendar t0050,
// and the teacher and student projections). One center and one date range at a time; the caller
// must work at the center (SPEC §6). Dates are 'YYYY-MM-DD' civil dates (Asia/Tokyo).
export type BoardRangeInput = { center_no: number; start_date: string; end_date: string };

// SPEC §5/§9: the dates whose lessons may be assigned (both ends included)
export type BoardEditableOutput = { min_date: string; max_date: string; today: string };

// t0050 for the range; a date without a row is not on the calendar (the board shows nothing there)
export type BoardCalendarDay = {
  schedule_date: string;
  closed_flag: 0 | 1;
  tstart_ime_limit_no: number;
  end_time_limit_no: number;
  dayofweek_code: number;
  remarks: string | null;
};
export type BoardPeriod = { time_limit_no: number; label: string; start_time: string; end_time: string };
export type BoardCalendarOutput = { days: BoardCalendarDay[]; periods: BoardPeriod[] };

// A teacher's shift in one 40-minute half at the center: work_flag 1 can teach, 0 marked unavailable
export type BoardShift = { schedule_date: string; time_limit_no: number; work_flag: 0 | 1 };
export type BoardTeacher = {
  teacher_no: number;
  teacher_name: string;
  sex: number;
  teacher_type: number;
  subject_nos: number[];
  shifts: BoardShift[];
};

// A lesson with what the checks of SPEC §5 need, as the board uses it (boardLessonsOf).
// transferred_out: the lesson was moved from this center to center_no (shown greyed, not assignable
// here); original_center_no > 0: moved in.
export type BoardLesson = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  time_division: number;
  student_no: number;
  student_name: string | null;
  student_sex: number | null;
  teacher_no: number;
  center_no: number;
  original_center_no: number;
  transferred_out: boolean;
  classroom_no: number | null;
  course_setting_no: number;
  subject_no: number;
  subject_type: 1 | 2;
  // the subjects of a multiple-subject lesson (the student's t1033)
  lesson_subject_nos: number[];
  capacity: 1 | 2;
  class_type: number;
  class_count: number;
  change_flag: 0 | 1;
  teacher_request: number;
  teacher_request_type: number | null;
  ng_teacher_nos: number[];
  attendance_distinction: number;
  lock_version: number;
  // the student's school year on the lesson's date (t3010), what getSelectedScheduleInfomation sends
  school_year_code: number | null;
};

// On the wire a lesson is a row of values and each student comes once: a month of the busiest
// center (≈ 3,000 lessons) stays far below the message size limit of the services' bus.
export type BoardLessonRow = [
  schedule_no: number,
  schedule_date: string,
  time_limit_no: number,
  student_no: number,
  teacher_no: number,
  center_no: number,
  original_center_no: number,
  classroom_no: number | null,
  course_setting_no: number,
  subject_no: number,
  subject_type: 1 | 2,
  capacity: 1 | 2,
  class_type: number,
  class_count: number,
  change_flag: 0 | 1,
  // the lesson's own request (set from the student when the lesson was made, changed by
  // C40101_setTeacherType): what the warnings of SPEC §5 compare, on the screen and on the server
  teacher_request: number,
  teacher_request_type: number | null,
  attendance_distinction: number,
  lock_version: number,
  school_year_code: number | null,
];
export type BoardStudent = {
  student_no: number;
  student_name: string;
  sex: number;
  subject_nos: number[];
  ng_teacher_nos: number[];
};
export type AppliedScheduleOutput = { lessons: BoardLessonRow[]; students: BoardStudent[] };

// The answer of C40101_getAppliedSchedule for center_no as lessons with their student's profile.
export function boardLessonsOf(output: AppliedScheduleOutput, centerNo: number): BoardLesson[] {
  const students = new Map(output.students.map((s) => [s.student_no, s]));
  return output.lessons.map((row) => {
    const [schedule_no, schedule_date, time_limit_no, student_no, teacher_no, center_no, original_center_no] = row;
    const [classroom_no, course_setting_no, subject_no, subject_type, capacity, class_type, class_count] = row.slice(7, 14) as [
      number | null,
      number,
      number,
      1 | 2,
      1 | 2,
      number,
      number,
    ];
    const [change_flag, teacher_request, teacher_request_type, attendance_distinction, lock_version] = row.slice(14, 19) as [
      0 | 1,
      number,
      number | null,
      number,
      number,
    ];
    const student = students.get(student_no);
    return {
      schedule_no,
      schedule_date,
      time_limit_no,
      time_division: time_limit_no % 10,
      student_no,
      student_name: student?.student_name ?? null,
      student_sex: student?.sex ?? null,
      teacher_no,
      center_no,
      original_center_no,
      transferred_out: center_no !== centerNo,
      classroom_no,
      course_setting_no,
      subject_no,
      subject_type,
      lesson_subject_nos: student?.subject_nos ?? [],
      capacity,
      class_type,
      class_count,
      change_flag,
      teacher_request,
      teacher_request_type,
      ng_teacher_nos: student?.ng_teacher_nos ?? [],
      attendance_distinction,
      lock_version,
      school_year_code: row[19],
    };
  });
}

// Where the board opens: the first date from today with an unassigned lesson at the center
export type CourseStartDateOutput = { course_start_date: string };

// One teacher's lessons in the range at every center (a half taken elsewhere is taken here too)
export type TeacherScheduleInput = BoardRangeInput & { teacher_no: number };
export type TeacherScheduleLesson = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  center_no: number;
  student_no: number;
  capacity: 1 | 2;
  subject_no: number;
  classroom_no: number | null;
  // C11101 only, to the lesson's own teacher (M00501's meeting; absent elsewhere)
  zoom_url?: string | null;
  zoom_meeting_id?: string | null;
  zoom_passcode?: string | null;
};

// The selected lesson's student in the range: their profile and lessons, and the teachers with a
// free shift (work_flag 1) at the center in the lesson's half who teach the subject
export type SelectedScheduleInput = {
  schedule_date: string;
  student_no: number;
  center_no: number;
  time_limit_no: number;
  start_date: string;
  end_date: string;
  subject_no: number;
  subject_type: 1 | 2;
  school_year_code: number | null;
};
export type SelectedStudentLesson = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  center_no: number;
  teacher_no: number;
  teacher_name: string | null;
  subject_no: number;
};
export type SelectedScheduleOutput = {
  student: {
    student_no: number;
    student_name: string;
    sex: number;
    school_year_code: number | null;
    teacher_request: number;
    teacher_request_type: number | null;
    ng_teacher_nos: number[];
  } | null;
  lessons: SelectedStudentLesson[];
  candidate_teacher_nos: number[];
};

// The student's latest lesson with a teacher before the date (its report is the one to read), or null
export type LatestScheduleNoInput = { center_no: number; student_no: number; schedule_date: string };
export type LatestScheduleNoOutput = { schedule_no: number | null };

const C40101 = byFunction('C40101');

export const C40101_BOARD_APIS = {
  C40101_canEdit: api<Record<string, never>, BoardEditableOutput>()('scheduling', C40101),
  C40101_getCalendar: api<BoardRangeInput, BoardCalendarOutput>()('scheduling', C40101),
  C40101_getTeacherInfoAndSchedule: api<BoardRangeInput, BoardTeacher[]>()('scheduling', C40101),
  C40101_getAppliedSchedule: api<BoardRangeInput, AppliedScheduleOutput>()('scheduling', C40101),
  C40101_getCourseStartDate: api<{ center_no: number }, CourseStartDateOutput>()('scheduling', C40101),
  C40101_getTeacherSchedule: api<TeacherScheduleInput, TeacherScheduleLesson[]>()('scheduling', C40101),
  C40101_getSelectedScheduleInfomation: api<SelectedScheduleInput, SelectedScheduleOutput>()('scheduling', C40101),
  C40101_getLatestScheduleNoForReport: api<LatestScheduleNoInput, LatestScheduleNoOutput>()('scheduling', C40101),
} as const;
