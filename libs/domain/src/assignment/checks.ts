import { compareDates, type DateString } from '../time/date';
import { parseTimeLimitNo, SUBJECT_TYPE, TIME_DIVISION, timeLimitsOverlap } from '../time/time-limit';
import { validationError, type ValidationError } from '../validation/types';
import { NO_TEACHER_PREFERENCE } from './sections';
import type { Lesson, Teacher, TeacherCell } from './types';

// Teacher assignment checks (SPEC §5). Errors block; warnings ask このまま割り当てしてもよろしいですか？
// and then the user's password, which the server checks.
export const ASSIGNMENT_ERROR = {
  outsideEditablePeriod: 'assignment.outsideEditablePeriod',
  dateMismatch: 'assignment.dateMismatch',
  slotMismatch: 'assignment.slotMismatch',
  excludedTeacher: 'assignment.excludedTeacher',
  ninetyMinutes: 'assignment.ninetyMinutes',
} as const;

export const ASSIGNMENT_WARNING = {
  genderMismatch: 'assignment.genderMismatch',
  teacherTypeMismatch: 'assignment.teacherTypeMismatch',
  subjectMismatch: 'assignment.subjectMismatch',
} as const;

// Min and max dates from C40101_canEdit; a missing bound leaves that side open.
export type EditablePeriod = { min: DateString | null; max: DateString | null };

// A lesson the teacher already has in the same period of the same day.
export type TeacherLessonInSlot = { time_limit_no: number };

export type AssignmentInput = {
  lesson: Lesson;
  teacher: Teacher;
  cell: TeacherCell;
  editable: EditablePeriod;
  // NG teachers of the lesson's student
  excludedTeacherNos: readonly number[];
  // the teacher's other lessons on that date (any period; other periods are ignored)
  teacherLessons: readonly TeacherLessonInSlot[];
  // all subjects of a multiple-subject lesson (t1033); a single-subject lesson uses subject_no
  lessonSubjectNos?: readonly number[];
};

export type AssignmentCheck = { errors: ValidationError[]; warnings: ValidationError[] };
export type AssignmentDecision = 'block' | 'confirm' | 'assign';

// Each teacher period is a 2x2 grid: two rows (a teacher can take two lessons at once) by two
// 40-minute halves. A 90-minute lesson needs a whole row, a 40-minute lesson one half of a row,
// so the period fits when (90-minute lessons) + max(first halves, second halves) <= 2.
export const GRID_ROWS = 2;

export function fitsTeacherGrid(existing: readonly number[], added: number): boolean {
  const divisions = [...existing, added].map((no) => parseTimeLimitNo(no).division);
  const ninety = divisions.filter((d) => d === TIME_DIVISION.NINETY).length;
  const first = divisions.filter((d) => d === TIME_DIVISION.FIRST_HALF).length;
  const second = divisions.filter((d) => d === TIME_DIVISION.SECOND_HALF).length;
  return ninety + Math.max(first, second) <= GRID_ROWS;
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

  if (!isInEditablePeriod(lesson.schedule_date, input.editable))
    errors.push(validationError(ASSIGNMENT_ERROR.outsideEditablePeriod));
  if (cell.schedule_date !== lesson.schedule_date) errors.push(validationError(ASSIGNMENT_ERROR.dateMismatch));
  // The cell must cover the lesson's time: same period, and a half cell only takes that half
  // (a whole-period cell or a 90-minute lesson spans both halves; the grid check handles the rest).
  const lessonGroup = parseTimeLimitNo(lesson.time_limit_no).group;
  if (!timeLimitsOverlap(cell.time_limit_no, lesson.time_limit_no)) errors.push(validationError(ASSIGNMENT_ERROR.slotMismatch));
  if (input.excludedTeacherNos.includes(teacher.teacher_no)) errors.push(validationError(ASSIGNMENT_ERROR.excludedTeacher));
  if (parseTimeLimitNo(lesson.time_limit_no).division === TIME_DIVISION.NINETY) {
    const samePeriod = input.teacherLessons
      .map((l) => l.time_limit_no)
      .filter((no) => parseTimeLimitNo(no).group === lessonGroup);
    if (!fitsTeacherGrid(samePeriod, lesson.time_limit_no)) errors.push(validationError(ASSIGNMENT_ERROR.ninetyMinutes));
  }

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
