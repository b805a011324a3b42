import { lessonRefOf } from './events';

describe('lessonRefOf', () => {
  it('keeps the LessonRef fields of a lesson row, leaves its other columns out and names the writer', () => {
    const row = {
      schedule_no: 7,
      schedule_date: '2097-05-12',
      time_limit_no: 21,
      center_no: 1,
      original_center_no: 2,
      student_no: 101,
      subject_no: 3,
      lock_version: 4,
      teacher_no: 9,
      capacity: 2,
    };
    expect(lessonRefOf(row, 55)).toEqual({
      schedule_no: 7,
      schedule_date: '2097-05-12',
      time_limit_no: 21,
      center_no: 1,
      original_center_no: 2,
      student_no: 101,
      subject_no: 3,
      lock_version: 4,
      user_no: 55,
    });
    expect(lessonRefOf(row, null).user_no).toBeNull();
  });
});
