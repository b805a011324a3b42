import type { DateString } from './civil-date';
import type { TimeDivision } from '@school/domain';
import type {
  CenterFields,
  ClassroomFields,
  CourseFields,
  CourseTypeFields,
  MailTemplateFields,
  NameEntry,
  SubjectFields,
} from '@school/contracts';
import type { TimeSlotRow } from './time-slots';

// Rows of the demo school, field names as the tables' columns (snake_case, SPEC §3). Where a row is
// what a screen edits, its fields are the contract's (libs/contracts), described once.
export type DemoScale = 'small' | 'bench';

export type DemoSchoolOptions = { scale: DemoScale; seed: number; today: DateString };

// M0110: group_flag 0 is a center, 1 a center group; a center names its group in center_group_no.
export type CenterRow = CenterFields & { center_no: number };

export type ClassroomRow = ClassroomFields & { classroom_no: number };

export type SubjectRow = SubjectFields & { subject_no: number };

export type CourseTypeRow = CourseTypeFields & { course_type_no: number };

export type CourseRow = CourseFields & { course_no: number };

// M0020: names_no is the group (101 teaching material …), names_code the entry's code in it.
export type NameRow = NameEntry & { names_no: number };

// M20701: 1 additional request, 2 seminar request, 3 transfer request.
export type NotificationType = 1 | 2 | 3;

export type MailTemplateRow = MailTemplateFields & { notification_type: NotificationType; notification_name: string };

export type NoticeRow = {
  notice_no: number;
  title: string;
  content: string;
  // the roles (user_type_code) it is addressed to, and the centers it is limited to (none: all)
  roles: number[];
  center_nos: number[];
  important_flag: 0 | 1;
  publish_start_date: DateString;
  publish_end_date: DateString | null;
};

export type SupportPageRow = {
  support_no: number;
  function_id: string;
  title: string;
  content: string;
  file_json: string;
  remarks: string | null;
  sort_order: number;
  published: 0 | 1;
  // a text[] literal: '{teacher,student}'; staff read every page
  audience: string;
};

export type CalendarDayRow = {
  center_no: number;
  schedule_date: DateString;
  closed_flag: 0 | 1;
  // t0050 really spells the start slot column this way (SPEC §3)
  tstart_ime_limit_no: number;
  end_time_limit_no: number;
  dayofweek_code: number;
  remarks: string | null;
  fiscal_year: number;
};

export type SeminarCalendarRow = {
  seminar_calendar_no: number;
  seminar_name: string;
  fiscal_year: number;
  schedule_start_date: DateString;
  schedule_end_date: DateString;
  start_time_limit_no: number;
  end_time_limit_no: number;
  entry_start_date: DateString;
  entry_end_date: DateString;
  remarks: string | null;
};

// 1 male, 2 female; students may also be 3 (not given, the form's default).
export type Sex = 1 | 2 | 3;
// 1 university student, 2 working adult, 3 professional.
export type TeacherType = 1 | 2 | 3;

export type TeacherRow = {
  teacher_no: number;
  teacher_name: string;
  teacher_namej: string;
  sex: 1 | 2;
  teacher_type: TeacherType;
  center_no: number;
  birth_date: DateString;
  background: string;
  email: string;
  tel: string;
  hire_date: DateString;
  status: 1;
  remarks: string | null;
};

export type TeacherSubjectRow = { teacher_no: number; subject_no: number };
// The centers a teacher works at, the home center included.
export type TeacherCenterRow = { teacher_no: number; center_no: number };
// t1033: the subjects a student takes.
export type StudentSubjectRow = { student_no: number; subject_no: number };
// A teacher who must never teach the student, with who set it and when.
export type NgTeacherRow = { student_no: number; teacher_no: number; set_by_user_no: number; set_at: string };

// C20301: a past change of a student's center (masters.student_center_change, scheduling's
// student_center_move); version 0 is the demo student row's lock_version.
export type StudentCenterChangeRow = {
  change_no: number;
  student_no: number;
  schedule_date: DateString;
  from_center_no: number;
  to_center_no: number;
  version: number;
  changed_by_user_no: number;
  changed_at: string;
};

export type TeacherWeeklyShiftRow = { teacher_no: number; center_no: number; dayofweek_code: number; time_limit_no: number };

// Shifts are kept per 40-minute half (divisions 1 and 2); work_flag 0 marks a day off.
export type TeacherScheduleRow = {
  teacher_no: number;
  center_no: number;
  schedule_date: DateString;
  time_limit_no: number;
  work_flag: 0 | 1;
};

// 0 none, 1 enrolled, 2 on leave, 3 withdrawn.
export type EnrollmentStatus = 0 | 1 | 2 | 3;

export type StudentRow = {
  student_no: number;
  student_name: string;
  student_namej: string;
  sex: Sex;
  birth_date: DateString;
  school_year_code: number;
  school_name: string;
  center_no: number;
  classroom_no: number;
  course_no: number;
  enrollment_status: EnrollmentStatus;
  enrollment_date: DateString;
  // 3 no preference, else the wanted sex
  teacher_request: 1 | 2 | 3;
  // null no preference, else the wanted teacher_type
  teacher_request_type: TeacherType | null;
  guardian_name: string;
  guardian_namej: string;
  guardian_relationship: number;
  email: string;
  tel: string;
  prefecture: string;
};

// T1130 student sheet (C20201): the sections as JSON text at the schema version they were written at.
export type StudentSheetRow = {
  curriculum_id: number;
  student_no: number;
  reference_start_date: DateString;
  reference_end_date: DateString;
  schema_version: number;
  sheet: string;
};

// 1 regular, 2 additional, 3 seminar.
export type ClassType = 1 | 2 | 3;
// 0 not yet, 1 attended, 2 absent (notified), 3 absent (no notice).
export type AttendanceDistinction = 0 | 1 | 2 | 3;

// t3010
export type LessonRow = {
  schedule_no: number;
  schedule_date: DateString;
  schedule_datetime: string;
  time_limit_no: number;
  time_division: TimeDivision;
  student_no: number;
  teacher_no: number;
  center_no: number;
  original_center_no: number;
  classroom_no: number;
  course_no: number;
  course_setting_no: number;
  subject_no: number;
  subject_type: 1 | 2;
  capacity: 1 | 2;
  class_type: ClassType;
  class_count: number;
  change_flag: 0 | 1;
  school_year_code: number;
  dayofweek_code: number;
  teacher_request: 1 | 2 | 3;
  teacher_request_type: TeacherType | null;
  attendance_distinction: AttendanceDistinction;
  manual_flag: 0 | 1;
  entry_schedule_no: number;
  operation_note: string | null;
};

// SPEC §4: 0 in progress, 1 done, 2 rejected, 3 resubmitted, 4 completed, 8 absent, 9 absent completed.
export type ReportStatus = 0 | 1 | 2 | 3 | 4 | 8 | 9;

// t3110
export type LessonReportRow = {
  schedule_no: number;
  student_no: number;
  teacher_no: number;
  center_no: number;
  schedule_date: DateString;
  time_limit_no: number;
  subject_no: number;
  report_status: ReportStatus;
  handover: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  lock_version: number;
};

export type LessonReportDetailRow = {
  schedule_no: number;
  detail_no: number;
  item_name: string;
  names_no: number | null;
  names_code: string | null;
  content: string | null;
};

export type LessonReportCommentRow = {
  schedule_no: number;
  detail_no: number;
  comment: string;
  commenter_user_no: number;
  commenter_name: string;
  created_at: string;
};

export type ChatSenderRole = 'staff' | 'teacher' | 'student';

export type ChatMessageRow = {
  id: number;
  rel_model: string;
  rel_id: number;
  content: string;
  sender_user_no: number;
  sender_role: ChatSenderRole;
  sender_name: string;
  created_at: string;
};

export type StaffMember = { user_no: number; name: string; role_code: number };

export type DemoSchool = {
  options: DemoSchoolOptions;
  fiscalYear: number;
  lessonRange: { start: DateString; end: DateString };
  staff: StaffMember[];
  centers: CenterRow[];
  classrooms: ClassroomRow[];
  subjects: SubjectRow[];
  courseTypes: CourseTypeRow[];
  courses: CourseRow[];
  names: NameRow[];
  mailTemplates: MailTemplateRow[];
  notices: NoticeRow[];
  supportPages: SupportPageRow[];
  timeSlots: TimeSlotRow[];
  calendarDays: CalendarDayRow[];
  seminarCalendars: SeminarCalendarRow[];
  teachers: TeacherRow[];
  teacherSubjects: TeacherSubjectRow[];
  teacherCenters: TeacherCenterRow[];
  teacherWeeklyShifts: TeacherWeeklyShiftRow[];
  teacherSchedules: TeacherScheduleRow[];
  students: StudentRow[];
  studentSubjects: StudentSubjectRow[];
  ngTeachers: NgTeacherRow[];
  centerChanges: StudentCenterChangeRow[];
  studentSheets: StudentSheetRow[];
  lessons: LessonRow[];
  reports: LessonReportRow[];
  reportDetails: LessonReportDetailRow[];
  reportComments: LessonReportCommentRow[];
  chatMessages: ChatMessageRow[];
};
