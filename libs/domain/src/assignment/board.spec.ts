import { assignTeacher, createBoard, markSaved, pendingLessons, removeTeacher } from './board';
import type { Lesson } from './types';

const lesson = (schedule_no: number, teacher_no: number): Lesson => ({
  schedule_no,
  schedule_date: '2024-04-10',
  time_limit_no: 50,
  student_no: schedule_no * 10,
  teacher_no,
  center_no: 1,
  original_center_no: 0,
  subject_no: 1,
  subject_type: 1,
  class_type: 1,
  class_count: 4,
  change_flag: 0,
  teacher_request: 3,
  teacher_request_type: null,
  capacity: 1,
});

describe('assignment board state', () => {
  const board = createBoard([lesson(1, 0), lesson(2, 5), lesson(3, 0)]);

  it('starts clean', () => {
    expect(board.dirty).toBe(false);
    expect(pendingLessons(board)).toEqual([]);
  });

  it('assigning marks the lesson pending and the board dirty', () => {
    const next = assignTeacher(board, 1, 9);
    expect(next.dirty).toBe(true);
    expect(pendingLessons(next).map((l) => [l.schedule_no, l.teacher_no])).toEqual([[1, 9]]);
    // the old state is untouched
    expect(board.lessons[0].teacher_no).toBe(0);
    expect(board.dirty).toBe(false);
  });

  it('removing marks the lesson pending and the board dirty', () => {
    const next = removeTeacher(board, 2);
    expect(next.dirty).toBe(true);
    expect(pendingLessons(next).map((l) => [l.schedule_no, l.teacher_no])).toEqual([[2, 0]]);
    expect(removeTeacher(board, 1)).toBe(board);
  });

  it('saves only the pending lessons, then is clean', () => {
    const next = removeTeacher(assignTeacher(board, 3, 7), 2);
    expect(pendingLessons(next).map((l) => l.schedule_no)).toEqual([2, 3]);
    const saved = markSaved(next);
    expect(saved.dirty).toBe(false);
    expect(pendingLessons(saved)).toEqual([]);
    expect(saved.lessons.map((l) => l.teacher_no)).toEqual([0, 0, 7]);
  });

  it('refuses to assign over a teacher or to unknown lessons', () => {
    expect(() => assignTeacher(board, 2, 9)).toThrow(/already has teacher/);
    expect(() => assignTeacher(board, 99, 9)).toThrow(/not on the board/);
    expect(() => assignTeacher(board, 1, 0)).toThrow(/Invalid teacher_no/);
  });
});
