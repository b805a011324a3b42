import { assignmentDecision, boardEditablePeriod, checkAssignment, isInEditablePeriod, type AssignmentInput } from './checks';
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
  capacity: 2,
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

  it("the board's one editable period: today to the end of next month, both ends included", () => {
    expect(boardEditablePeriod('2024-04-10')).toEqual({ min: '2024-04-10', max: '2024-05-31' });
    expect(boardEditablePeriod('2024-12-31')).toEqual({ min: '2024-12-31', max: '2025-01-31' });
    expect(boardEditablePeriod('2024-01-31')).toEqual({ min: '2024-01-31', max: '2024-02-29' });
    const period = boardEditablePeriod('2024-04-10');
    expect(isInEditablePeriod('2024-04-09', period)).toBe(false);
    expect(isInEditablePeriod('2024-04-10', period)).toBe(true);
    expect(isInEditablePeriod('2024-05-31', period)).toBe(true);
    // the day after the end is refused as the day before the start is
    expect(isInEditablePeriod('2024-06-01', period)).toBe(false);
    expect(isInEditablePeriod('2124-04-10', period)).toBe(false);
    expect(errs(input({ editable: period }, { schedule_date: '2024-06-01' }))).toContain('assignment.outsideEditablePeriod');
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

  it('a retired teacher is refused; active and on-leave teachers are not', () => {
    const teacher = (status?: number) => ({ teacher_no: 20, sex: 1, teacher_type: 2, subject_nos: [7, 8], status });
    expect(errs(input({ teacher: teacher(3) }))).toEqual(['assignment.retiredTeacher']);
    expect(assignmentDecision(checkAssignment(input({ teacher: teacher(3) })))).toBe('block');
    for (const status of [1, 2, undefined]) expect(errs(input({ teacher: teacher(status) }))).toEqual([]);
  });

  it('only an unassigned lesson can be assigned', () => {
    expect(errs(input({}, { teacher_no: 21 }))).toEqual(['assignment.notAssignable']);
    expect(errs(input({}, { teacher_no: null }))).toEqual([]);
  });

  it("90-minute lesson that does not fit the teacher's seats", () => {
    const ninety = (teacherLessons: { time_limit_no: number; capacity: number }[], capacity = 2) =>
      errs(input({ teacherLessons }, { time_limit_no: 50, capacity }));
    expect(ninety([])).toEqual([]);
    expect(ninety([{ time_limit_no: 50, capacity: 2 }])).toEqual([]);
    expect(
      ninety([
        { time_limit_no: 51, capacity: 2 },
        { time_limit_no: 52, capacity: 2 },
      ]),
    ).toEqual([]);
    expect(
      ninety([
        { time_limit_no: 50, capacity: 2 },
        { time_limit_no: 51, capacity: 2 },
      ]),
    ).toEqual(['assignment.ninetyMinutes']);
    expect(ninety([{ time_limit_no: 52, capacity: 1 }])).toEqual(['assignment.ninetyMinutes']);
    // a one-to-one 90-minute lesson needs the whole period to itself
    expect(ninety([{ time_limit_no: 51, capacity: 2 }], 1)).toEqual(['assignment.ninetyMinutes']);
    expect(ninety([], 1)).toEqual([]);
    // lessons in other periods do not count
    expect(
      ninety([
        { time_limit_no: 60, capacity: 1 },
        { time_limit_no: 40, capacity: 1 },
      ]),
    ).toEqual([]);
  });

  it('40-minute lesson in a half that is full: MSG_1003', () => {
    const half = (teacherLessons: { time_limit_no: number; capacity: number }[], capacity: number) =>
      errs(input({ teacherLessons }, { capacity }));
    // a second student in a one-to-one half
    expect(half([{ time_limit_no: 51, capacity: 1 }], 1)).toEqual(['MSG_1003']);
    expect(half([{ time_limit_no: 51, capacity: 1 }], 2)).toEqual(['MSG_1003']);
    expect(half([{ time_limit_no: 51, capacity: 2 }], 1)).toEqual(['MSG_1003']);
    // two one-to-two lessons share a half; a third does not fit
    expect(half([{ time_limit_no: 51, capacity: 2 }], 2)).toEqual([]);
    expect(
      half(
        [
          { time_limit_no: 50, capacity: 2 },
          { time_limit_no: 51, capacity: 2 },
        ],
        2,
      ),
    ).toEqual(['MSG_1003']);
    // the other half is free
    expect(half([{ time_limit_no: 52, capacity: 1 }], 1)).toEqual([]);
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
