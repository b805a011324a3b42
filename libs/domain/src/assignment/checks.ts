import { entryEditableRange } from '../calendar/editable-range';
import { compareDates, type DateString } from '../time/date';
import { parseTimeLimitNo, SUBJECT_TYPE, TIME_DIVISION, timeLimitsOverlap } from '../time/time-limit';
import { validationError, type ValidationError } from '../validation/types';
import { fitsTeacherPeriod, type Occupant } from './occupancy';
import { isUnassigned, NO_TEACHER_PREFERENCE } from './sections';
import type { Lesson, Teacher, TeacherCell } from './types';

// Teacher assignment checks (SPEC §5). Errors block; warnings ask このまま割り当てしてもよろしいですか？
// and then the user's password, which the server checks.
export const ASSIGNMENT_ERROR = {
  notAssignable: 'assignment.notAssignable',
  outsideEditablePeriod: 'assignment.outsideEditablePeriod',
  dateMismatch: 'assignment.dateMismatch',
  slotMismatch: 'assignment.slotMismatch',
  excludedTeacher: 'assignment.excludedTeacher',
  ninetyMinutes: 'assignment.ninetyMinutes',
  retiredTeacher: 'assignment.retiredTeacher',
  // the occupancy rule (occupancy.ts): the same message as the server's overlap refusal
  occupied: 'MSG_1003',
} as const;

export const ASSIGNMENT_WARNING = {
  genderMismatch: 'assignment.genderMismatch',
  teacherTypeMismatch: 'assignment.teacherTypeMismatch',
  subjectMismatch: 'assignment.subjectMismatch',
} as const;

// Min and max dates from C40101_canEdit; a missing bound leaves that side open.
export type EditablePeriod = { min: DateString | null; max: DateString | null };

// A lesson the teacher already has on the same day.
export type TeacherLessonInSlot = Occupant;

// A retired teacher (C10101 status 3) teaches no more lessons; the board does not list them.
export const TEACHER_STATUS_RETIRED = 3;

export type AssignmentInput = {
  lesson: Lesson;
  teacher: Teacher;
  cell: TeacherCell;
  editable: EditablePeriod;
  // NG teachers of the lesson's student
  excludedTeacherNos: readonly number[];
  // the teacher's other lessons on that date (any period and center; other periods are ignored)
  teacherLessons: readonly TeacherLessonInSlot[];
  // all subjects of a multiple-subject lesson (t1033); a single-subject lesson uses subject_no
  lessonSubjectNos?: readonly number[];
};

export type AssignmentCheck = { errors: ValidationError[]; warnings: ValidationError[] };
export type AssignmentDecision = 'block' | 'confirm' | 'assign';

// The one editable period of the board (SPEC §9, the "otherwise" range: today to the end of next
// month): C40101_canEdit answers it, the screen stops there, and every board write (assigning,
// resetting a date, cancelling, transfers, and the automatic assignment) refuses a lesson outside it.
// A past lesson keeps the teacher it was taught by.
export function boardEditablePeriod(today: DateString): { min: DateString; max: DateString } {
  const range = entryEditableRange({ kind: 'other', today, calendar: [] });
  if (!range) throw new Error(`No editable period from ${today}`);
  return { min: range.start, max: range.end };
}

export function isInEditablePeriod(date: DateString, period: EditablePeriod): boolean {
  if (period.min !== null && compareDates(date, period.min) < 0) return false;
  if (period.max !== null && compareDates(date, period.max) > 0) return false;
  return true;
}

export function checkAssignment(input: AssignmentInput): AssignmentCheck {
  const { lesson, teacher, cell } = input;
  const errors: ValidationError[] = [];
  const warnings: ValidationError[] = [];

  if (!isUnassigned(lesson)) errors.push(validationError(ASSIGNMENT_ERROR.notAssignable));
  if (teacher.status === TEACHER_STATUS_RETIRED) errors.push(validationError(ASSIGNMENT_ERROR.retiredTeacher));
  if (!isInEditablePeriod(lesson.schedule_date, input.editable))
    errors.push(validationError(ASSIGNMENT_ERROR.outsideEditablePeriod));
  if (cell.schedule_date !== lesson.schedule_date) errors.push(validationError(ASSIGNMENT_ERROR.dateMismatch));
  // The cell must cover the lesson's time: same period, and a half cell only takes that half
  // (a whole-period cell or a 90-minute lesson spans both halves; the occupancy rule handles the rest).
  if (!timeLimitsOverlap(cell.time_limit_no, lesson.time_limit_no)) errors.push(validationError(ASSIGNMENT_ERROR.slotMismatch));
  if (input.excludedTeacherNos.includes(teacher.teacher_no)) errors.push(validationError(ASSIGNMENT_ERROR.excludedTeacher));
  if (!fitsTeacherPeriod(input.teacherLessons, { time_limit_no: lesson.time_limit_no, capacity: lesson.capacity })) {
    const ninety = parseTimeLimitNo(lesson.time_limit_no).division === TIME_DIVISION.NINETY;
    errors.push(validationError(ninety ? ASSIGNMENT_ERROR.ninetyMinutes : ASSIGNMENT_ERROR.occupied));
  }

  // The lesson's own request (set from the student when the lesson was made, changed by
  // C40101_setTeacherType), on the screen and on the server alike.
  const request = lesson.teacher_request;
  if (request !== null && request !== NO_TEACHER_PREFERENCE && request !== teacher.sex) {
    warnings.push(validationError(ASSIGNMENT_WARNING.genderMismatch));
  }
  if (lesson.teacher_request_type !== null && lesson.teacher_request_type !== teacher.teacher_type) {
    warnings.push(validationError(ASSIGNMENT_WARNING.teacherTypeMismatch));
  }
  // Single subject: the teacher teaches it. Multiple subjects: the teacher teaches all of them.
  const multiple = lesson.subject_type === SUBJECT_TYPE.MULTIPLE && (input.lessonSubjectNos?.length ?? 0) > 0;
  const subjects = multiple ? (input.lessonSubjectNos ?? []) : [lesson.subject_no];
  if (!subjects.every((s) => teacher.subject_nos.includes(s))) warnings.push(validationError(ASSIGNMENT_WARNING.subjectMismatch));

  return { errors, warnings };
}

export function assignmentDecision(check: AssignmentCheck): AssignmentDecision {
  if (check.errors.length > 0) return 'block';
  return check.warnings.length > 0 ? 'confirm' : 'assign';
}
