import type { LiveConflict } from './live-change';
import { isAssignable } from './sections';
import type { Lesson } from './types';

// Assignment board state (SPEC §4): assigning or removing a teacher marks the lesson pending and
// the board dirty; saving sends only the pending lessons. The functions return new states.
// conflict: a pending change that a change made elsewhere since has put at risk (live-change.ts)
export type BoardLesson = Lesson & { pending: boolean; conflict?: LiveConflict };
export type BoardState = { lessons: readonly BoardLesson[]; dirty: boolean };

export function createBoard(lessons: readonly Lesson[]): BoardState {
  return { lessons: lessons.map((l) => ({ ...l, pending: false })), dirty: false };
}

function lessonIndex(board: BoardState, scheduleNo: number): number {
  const i = board.lessons.findIndex((l) => l.schedule_no === scheduleNo);
  if (i < 0) throw new Error(`Lesson ${scheduleNo} is not on the board`);
  return i;
}

function replace(board: BoardState, index: number, lesson: BoardLesson): BoardState {
  const lessons = board.lessons.slice();
  lessons[index] = lesson;
  return { lessons, dirty: true };
}

export function assignTeacher(board: BoardState, scheduleNo: number, teacherNo: number): BoardState {
  if (!Number.isInteger(teacherNo) || teacherNo <= 0) throw new Error(`Invalid teacher_no: ${teacherNo}`);
  const i = lessonIndex(board, scheduleNo);
  const lesson = board.lessons[i];
  if (!isAssignable(lesson)) throw new Error(`Lesson ${scheduleNo} already has teacher ${lesson.teacher_no}`);
  return replace(board, i, { ...lesson, teacher_no: teacherNo, pending: true });
}

// Removing from an unassigned lesson changes nothing and leaves the board as it was.
export function removeTeacher(board: BoardState, scheduleNo: number): BoardState {
  const i = lessonIndex(board, scheduleNo);
  const lesson = board.lessons[i];
  if (isAssignable(lesson)) return board;
  return replace(board, i, { ...lesson, teacher_no: 0, pending: true });
}

export function pendingLessons(board: BoardState): BoardLesson[] {
  return board.lessons.filter((l) => l.pending);
}

// After a successful save the board is clean again.
export function markSaved(board: BoardState): BoardState {
  return { lessons: board.lessons.map((l) => (l.pending ? { ...l, pending: false, conflict: undefined } : l)), dirty: false };
}
