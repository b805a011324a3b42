import { boardLessonsOf, type AppliedScheduleOutput } from './c40101-board.api';

describe('C40101_getAppliedSchedule rows as lessons', () => {
  const output: AppliedScheduleOutput = {
    lessons: [
      [11, '2026-12-01', 51, 7, 0, 1, 0, 3, 201, 4, 2, 1, 1, 8, 0, 3, null, 0, 2, 22],
      [12, '2026-12-01', 50, 8, 20, 2, 1, null, 100, 5, 1, 2, 2, 2, 1, 2, 1, 1, 0, null],
    ],
    students: [
      {
        student_no: 7,
        student_name: '生徒 七',
        sex: 2,
        subject_nos: [4, 6],
        ng_teacher_nos: [9],
      },
    ],
  };

  it('joins each lesson to its student and marks the ones moved away from the center', () => {
    const [a, b] = boardLessonsOf(output, 1);
    expect(a).toEqual({
      schedule_no: 11,
      schedule_date: '2026-12-01',
      time_limit_no: 51,
      time_division: 1,
      student_no: 7,
      student_name: '生徒 七',
      student_sex: 2,
      teacher_no: 0,
      center_no: 1,
      original_center_no: 0,
      transferred_out: false,
      classroom_no: 3,
      course_setting_no: 201,
      subject_no: 4,
      subject_type: 2,
      lesson_subject_nos: [4, 6],
      capacity: 1,
      class_type: 1,
      class_count: 8,
      change_flag: 0,
      // the lesson's own request (3 and no type here), whatever the student's profile says today
      teacher_request: 3,
      teacher_request_type: null,
      ng_teacher_nos: [9],
      attendance_distinction: 0,
      lock_version: 2,
      school_year_code: 22,
    });
    // no profile here: no name, no NG teachers; at center 2, moved away from 1
    expect(b).toMatchObject({
      time_division: 0,
      student_name: null,
      transferred_out: true,
      original_center_no: 1,
      teacher_request: 2,
      teacher_request_type: 1,
      ng_teacher_nos: [],
      lesson_subject_nos: [],
      lock_version: 0,
      school_year_code: null,
    });
  });
});
