import { assignTeacher, createBoard, markSaved, removeTeacher } from './board';
import { boardScreenReducer, INITIAL_BOARD_SCREEN } from './board-screen';
import { applyLiveChange, boardKnows, conflictingLessons, pendingConflict, type LiveLessonChange } from './live-change';
import type { Lesson } from './types';

const DAY = '2024-04-10';
const lesson = (schedule_no: number, teacher_no: number, time_limit_no = 51, lock_version = 3): Lesson => ({
  schedule_no,
  schedule_date: DAY,
  time_limit_no,
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
  lock_version,
});
const change = (o: Partial<LiveLessonChange> & Pick<LiveLessonChange, 'type' | 'schedule_no'>): LiveLessonChange => ({
  schedule_date: DAY,
  time_limit_no: 51,
  lock_version: 4,
  teacher_no: 0,
  ...o,
});
const pending = { schedule_no: 1, schedule_date: DAY, time_limit_no: 51, lock_version: 3, teacher_no: 7 };

describe('a pending change against a change heard live', () => {
  it('conflicts when its own lesson moved on since it was read, whatever the change', () => {
    for (const type of ['LessonAssigned', 'LessonUnassigned', 'LessonCancelled', 'LessonTransferred', 'LessonChanged'] as const)
      expect(pendingConflict(pending, change({ type, schedule_no: 1 }))).toBe('changed');
    // its own save, heard after: not newer than what it read
    expect(pendingConflict(pending, change({ type: 'LessonAssigned', schedule_no: 1, lock_version: 3 }))).toBeNull();
  });

  it('conflicts when its teacher got another lesson in one of its halves that day', () => {
    expect(pendingConflict(pending, change({ type: 'LessonAssigned', schedule_no: 2, teacher_no: 7 }))).toBe('teacherTaken');
    // a 90-minute lesson takes both halves of the period
    expect(pendingConflict(pending, change({ type: 'LessonCreated', schedule_no: 2, teacher_no: 7, time_limit_no: 50 }))).toBe(
      'teacherTaken',
    );
    expect(
      pendingConflict(
        { ...pending, time_limit_no: 50 },
        change({ type: 'LessonAssigned', schedule_no: 2, teacher_no: 7, time_limit_no: 52 }),
      ),
    ).toBe('teacherTaken');
  });

  it('does not conflict with another teacher, half, date, or a change that frees the teacher', () => {
    const other = { type: 'LessonAssigned' as const, schedule_no: 2 };
    expect(pendingConflict(pending, change({ ...other, teacher_no: 8 }))).toBeNull();
    expect(pendingConflict(pending, change({ ...other, teacher_no: 7, time_limit_no: 52 }))).toBeNull();
    expect(pendingConflict(pending, change({ ...other, teacher_no: 7, time_limit_no: 61 }))).toBeNull();
    expect(pendingConflict(pending, change({ ...other, teacher_no: 7, schedule_date: '2024-04-11' }))).toBeNull();
    expect(pendingConflict(pending, change({ type: 'LessonCancelled', schedule_no: 2, teacher_no: 7 }))).toBeNull();
    // a pending removal takes no teacher
    expect(pendingConflict({ ...pending, teacher_no: 0 }, change({ ...other, teacher_no: 0 }))).toBeNull();
  });
});

describe('a board with pending changes hears a change', () => {
  // lesson 1 waits for a teacher, 2 has teacher 5, 3 has teacher 6; 1 gets teacher 7 (pending)
  const board = assignTeacher(createBoard([lesson(1, 0), lesson(2, 5), lesson(3, 6, 61)]), 1, 7);

  it('marks the pending lesson that conflicts and keeps its change and read version for the save', () => {
    const { board: next, stale } = applyLiveChange(board, change({ type: 'LessonAssigned', schedule_no: 1, teacher_no: 9 }));
    expect(stale).toBe(false);
    expect(next.lessons[0]).toMatchObject({ schedule_no: 1, teacher_no: 7, pending: true, lock_version: 3, conflict: 'changed' });
    expect(next.dirty).toBe(true);
    expect(conflictingLessons(next).map((l) => l.schedule_no)).toEqual([1]);
    // a later 'teacherTaken' does not hide that the lesson itself changed
    const later = applyLiveChange(
      next,
      change({ type: 'LessonAssigned', schedule_no: 3, teacher_no: 7, time_limit_no: 51, lock_version: 9 }),
    );
    expect(later.board.lessons[0].conflict).toBe('changed');
  });

  it('shows a teacher given or released on a lesson with nothing pending, at its new version', () => {
    const given = applyLiveChange(board, change({ type: 'LessonUnassigned', schedule_no: 2 })).board;
    expect(given.lessons[1]).toMatchObject({ teacher_no: 0, lock_version: 4, pending: false });
    const taken = applyLiveChange(board, change({ type: 'LessonAssigned', schedule_no: 3, teacher_no: 7, time_limit_no: 61 }));
    expect(taken.board.lessons[2]).toMatchObject({ teacher_no: 7, lock_version: 4 });
    expect(taken.board.lessons[0].conflict).toBeUndefined();
    // an older or repeated event changes nothing
    expect(
      applyLiveChange(board, change({ type: 'LessonUnassigned', schedule_no: 2, lock_version: 3 })).board.lessons[1].teacher_no,
    ).toBe(5);
  });

  it('drops a cancelled lesson; a lesson that comes or moves otherwise makes the board stale', () => {
    const cancelled = applyLiveChange(board, change({ type: 'LessonCancelled', schedule_no: 2, teacher_no: 5 }));
    expect(cancelled.board.lessons.map((l) => l.schedule_no)).toEqual([1, 3]);
    expect(cancelled.stale).toBe(false);
    expect(applyLiveChange(board, change({ type: 'LessonCreated', schedule_no: 99 })).stale).toBe(true);
    expect(applyLiveChange(board, change({ type: 'LessonTransferred', schedule_no: 2 })).stale).toBe(true);
  });

  it('knows its own saves once read again, and the reducer keeps stale until the next load', () => {
    expect(boardKnows(board, change({ type: 'LessonAssigned', schedule_no: 2, lock_version: 3 }))).toBe(true);
    expect(boardKnows(board, change({ type: 'LessonAssigned', schedule_no: 2 }))).toBe(false);
    expect(boardKnows(board, change({ type: 'LessonCreated', schedule_no: 99 }))).toBe(false);
    const loaded = boardScreenReducer(INITIAL_BOARD_SCREEN, { type: 'loaded', lessons: [lesson(1, 0)], days: [DAY] });
    const heard = boardScreenReducer(loaded, { type: 'live', change: change({ type: 'LessonCreated', schedule_no: 99 }) });
    expect(heard.stale).toBe(true);
    expect(boardScreenReducer(heard, { type: 'loaded', lessons: [lesson(1, 0)], days: [DAY] }).stale).toBe(false);
    expect(boardScreenReducer(loaded, { type: 'stale' }).stale).toBe(true);
  });

  it('a save clears the marks with the pending state', () => {
    const marked = applyLiveChange(
      removeTeacher(board, 2),
      change({ type: 'LessonAssigned', schedule_no: 2, teacher_no: 8 }),
    ).board;
    expect(conflictingLessons(marked).map((l) => l.schedule_no)).toEqual([2]);
    expect(conflictingLessons(markSaved(marked))).toEqual([]);
  });
});
