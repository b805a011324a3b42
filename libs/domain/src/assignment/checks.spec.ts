import { assignmentDecision, checkAssignment, fitsTeacherGrid, isInEditablePeriod, type AssignmentInput } from './checks';
import type { Lesson } from './types';

const lesson: Lesson = {
  schedule_no: 1,
  schedule_date: '2024-04-10',
  time_limit_no: 51,
  student_no: 100,
  teacher_no: 0,
  center_no: 1,
  original_center_no: 0,
  subject_no: 7,
  subject_type: 1,
  class_type: 1,
  class_count: 4,
  change_flag: 0,
  teacher_request: 3,
  teacher_request_type: 2,
};

const input = (over: Partial<AssignmentInput> = {}, lessonOver: Partial<Lesson> = {}): AssignmentInput => ({
  lesson: { ...lesson, ...lessonOver },
  teacher: { teacher_no: 20, sex: 1, teacher_type: 2, subject_nos: [7, 8] },
  cell: { teacher_no: 20, schedule_date: '2024-04-10', time_limit_no: 50 },
  editable: { min: '2024-04-01', max: '2024-04-30' },
  excludedTeacherNos: [],
  teacherLessons: [],
  ...over,
});

const errs = (i: AssignmentInput) => checkAssignment(i).errors.map((e) => e.key);
const warns = (i: AssignmentInput) => checkAssignment(i).warnings.map((e) => e.key);

describe('blocking errors', () => {
  it('passes a matching assignment', () => {
    expect(checkAssignment(input())).toEqual({ errors: [], warnings: [] });
    expect(assignmentDecision(checkAssignment(input()))).toBe('assign');
  });

  it('outside the editable period (both ends included)', () => {
    expect(errs(input({}, { schedule_date: '2024-04-01' }))).not.toContain('assignment.outsideEditablePeriod');
    expect(
      errs(input({ cell: { teacher_no: 20, schedule_date: '2024-04-30', time_limit_no: 50 } }, { schedule_date: '2024-04-30' })),
    ).toEqual([]);
    expect(errs(input({ editable: { min: '2024-04-11', max: null } }))).toEqual(['assignment.outsideEditablePeriod']);
    expect(errs(input({ editable: { min: null, max: '2024-04-09' } }))).toEqual(['assignment.outsideEditablePeriod']);
    expect(isInEditablePeriod('2024-04-10', { min: null, max: null })).toBe(true);
  });

  it('date mismatch', () => {
    expect(errs(input({ cell: { teacher_no: 20, schedule_date: '2024-04-11', time_limit_no: 50 } }))).toEqual([
      'assignment.dateMismatch',
    ]);
  });

  it('slot mismatch: other period, or the other half', () => {
    expect(errs(input({ cell: { teacher_no: 20, schedule_date: '2024-04-10', time_limit_no: 60 } }))).toEqual([
      'assignment.slotMismatch',
    ]);
    expect(errs(input({ cell: { teacher_no: 20, schedule_date: '2024-04-10', time_limit_no: 52 } }))).toEqual([
      'assignment.slotMismatch',
    ]);
    expect(errs(input({ cell: { teacher_no: 20, schedule_date: '2024-04-10', time_limit_no: 51 } }))).toEqual([]);
  });

  it('teacher on the excluded (NG) list', () => {
    expect(errs(input({ excludedTeacherNos: [20] }))).toEqual(['assignment.excludedTeacher']);
    expect(errs(input({ excludedTeacherNos: [21] }))).toEqual([]);
  });

  it('90-minute lesson that does not fit the 2x2 grid', () => {
    const ninety = (teacherLessons: { time_limit_no: number }[]) => errs(input({ teacherLessons }, { time_limit_no: 50 }));
    expect(ninety([])).toEqual([]);
    expect(ninety([{ time_limit_no: 50 }])).toEqual([]);
    expect(ninety([{ time_limit_no: 51 }, { time_limit_no: 52 }])).toEqual([]);
    expect(ninety([{ time_limit_no: 50 }, { time_limit_no: 51 }])).toEqual(['assignment.ninetyMinutes']);
    expect(ninety([{ time_limit_no: 50 }, { time_limit_no: 50 }])).toEqual(['assignment.ninetyMinutes']);
    expect(ninety([{ time_limit_no: 51 }, { time_limit_no: 51 }])).toEqual(['assignment.ninetyMinutes']);
    // lessons in other periods do not count
    expect(ninety([{ time_limit_no: 60 }, { time_limit_no: 40 }, { time_limit_no: 61 }])).toEqual([]);
    // only 90-minute lessons are refused by this rule
    expect(errs(input({ teacherLessons: [{ time_limit_no: 50 }, { time_limit_no: 50 }] }))).toEqual([]);
  });

  it('grid arithmetic', () => {
    expect(fitsTeacherGrid([51, 52, 51], 52)).toBe(true);
    expect(fitsTeacherGrid([51, 51], 51)).toBe(false);
    expect(fitsTeacherGrid([50, 51], 52)).toBe(true);
    expect(fitsTeacherGrid([50, 51, 51], 52)).toBe(false);
  });

  it('blocks even when there are warnings too', () => {
    const check = checkAssignment(input({ excludedTeacherNos: [20] }, { teacher_request: 2 }));
    expect(check.warnings.map((w) => w.key)).toEqual(['assignment.genderMismatch']);
    expect(assignmentDecision(check)).toBe('block');
  });
});

describe('warnings that ask for confirmation', () => {
  it('gender differs from the request unless the request is 3', () => {
    expect(warns(input({}, { teacher_request: 2 }))).toEqual(['assignment.genderMismatch']);
    expect(warns(input({}, { teacher_request: 1 }))).toEqual([]);
    expect(warns(input({}, { teacher_request: 3 }))).toEqual([]);
    expect(warns(input({}, { teacher_request: null }))).toEqual([]);
    expect(assignmentDecision(checkAssignment(input({}, { teacher_request: 2 })))).toBe('confirm');
  });

  it('teacher type differs', () => {
    expect(warns(input({}, { teacher_request_type: 1 }))).toEqual(['assignment.teacherTypeMismatch']);
    expect(warns(input({}, { teacher_request_type: null }))).toEqual([]);
  });

  it('subject mismatch for a single-subject lesson', () => {
    expect(warns(input({}, { subject_no: 9 }))).toEqual(['assignment.subjectMismatch']);
    // other subjects of the student do not matter for a single-subject lesson
    expect(warns(input({ lessonSubjectNos: [7, 9] }, { subject_type: 1 }))).toEqual([]);
  });

  it('subject mismatch for a multiple-subject lesson: the teacher must teach every subject', () => {
    expect(warns(input({ lessonSubjectNos: [7, 8] }, { subject_type: 2 }))).toEqual([]);
    expect(warns(input({ lessonSubjectNos: [7, 9] }, { subject_type: 2 }))).toEqual(['assignment.subjectMismatch']);
    expect(warns(input({ lessonSubjectNos: [] }, { subject_type: 2, subject_no: 9 }))).toEqual(['assignment.subjectMismatch']);
  });

  it('lists all warnings in order', () => {
    expect(warns(input({}, { teacher_request: 2, teacher_request_type: 1, subject_no: 9 }))).toEqual([
      'assignment.genderMismatch',
      'assignment.teacherTypeMismatch',
      'assignment.subjectMismatch',
    ]);
  });
});
