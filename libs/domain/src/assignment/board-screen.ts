import type { DateString } from '../time/date';
import { assignTeacher, createBoard, markSaved, removeTeacher, type BoardLesson, type BoardState } from './board';
import { applyLiveChange, type LiveLessonChange } from './live-change';
import { isAssignable } from './sections';
import type { Lesson } from './types';

// C40101 board screen state (SPEC §4, §5): the board with its pending changes, the day shown, the
// picked lesson, and an assignment with warnings that waits for the user's password. The transitions
// are rules of the board, so they live here, pure; the screen only dispatches.
export type BoardAssignment = { scheduleNo: number; teacherNo: number };

export type BoardScreenState = {
  board: BoardState | null;
  day: DateString | null;
  selectedNo: number | null;
  passwordFor: BoardAssignment | null;
  // once the password is given the next save accepts the warnings (accept_warnings)
  acceptWarnings: boolean;
  // a change heard live could not be shown without a reload, which waits for the save (SPEC §4)
  stale: boolean;
};

export type BoardScreenAction =
  // keepPick: the lessons read again on a change heard live (quietly, docs/live.md), not a reload
  | { type: 'loaded'; lessons: readonly Lesson[]; days: readonly DateString[]; keepPick?: boolean }
  | { type: 'showDay'; day: DateString }
  | { type: 'pick'; scheduleNo: number }
  | { type: 'assign'; assignment: BoardAssignment }
  | { type: 'askPassword'; assignment: BoardAssignment }
  | { type: 'passwordGiven' }
  | { type: 'passwordCancelled' }
  | { type: 'remove'; scheduleNo: number }
  | { type: 'saved' }
  // a lesson changed elsewhere, heard while changes are pending (a clean board is read again instead)
  | { type: 'live'; change: LiveLessonChange }
  // the live socket was away: what happened meanwhile is shown after the save
  | { type: 'stale' };

export const INITIAL_BOARD_SCREEN: BoardScreenState = {
  board: null,
  day: null,
  selectedNo: null,
  passwordFor: null,
  acceptWarnings: false,
  stale: false,
};

// A second drop of the same lesson while the first was being checked changes nothing; the pick
// goes either way.
function assign(state: BoardScreenState, { scheduleNo, teacherNo }: BoardAssignment): BoardScreenState {
  const current = state.board?.lessons.find((l) => l.schedule_no === scheduleNo);
  const board = state.board && current && isAssignable(current) ? assignTeacher(state.board, scheduleNo, teacherNo) : state.board;
  return { ...state, board, selectedNo: null };
}

export function boardScreenReducer(state: BoardScreenState, action: BoardScreenAction): BoardScreenState {
  switch (action.type) {
    // a (re)load starts clean and keeps the day shown while the range still has it; a read on a change
    // heard live keeps the pick while its lesson still waits for a teacher on that day
    case 'loaded': {
      const board = createBoard(action.lessons);
      const day = state.day && action.days.includes(state.day) ? state.day : (action.days[0] ?? null);
      const picked = board.lessons.find((l) => l.schedule_no === state.selectedNo);
      const keep = action.keepPick && day === state.day && !!picked && isAssignable(picked);
      return { ...state, board, selectedNo: keep ? state.selectedNo : null, acceptWarnings: false, stale: false, day };
    }
    case 'showDay':
      return { ...state, day: action.day, selectedNo: null };
    // picking the picked lesson again lets it go
    case 'pick':
      return { ...state, selectedNo: state.selectedNo === action.scheduleNo ? null : action.scheduleNo };
    case 'assign':
      return assign(state, action.assignment);
    case 'askPassword':
      return { ...state, passwordFor: action.assignment };
    case 'passwordGiven': {
      const next = state.passwordFor ? assign(state, state.passwordFor) : state;
      return { ...next, passwordFor: null, acceptWarnings: true };
    }
    case 'passwordCancelled':
      return { ...state, passwordFor: null };
    case 'remove':
      return state.board ? { ...state, board: removeTeacher(state.board, action.scheduleNo) } : state;
    case 'saved':
      return state.board ? { ...state, board: markSaved(state.board) } : state;
    case 'live': {
      if (!state.board) return state;
      const { board, stale } = applyLiveChange(state.board, action.change);
      return { ...state, board, stale: state.stale || stale };
    }
    case 'stale':
      return { ...state, stale: true };
  }
}

// A lesson as the screen read it; transferred_out: moved from this center to another one.
type ShownLesson = { schedule_no: number; transferred_out: boolean };

export type BoardDay<T extends ShownLesson> = {
  // the grid: lessons with a teacher, pending assignments included, by teacher_no
  byTeacher: Map<number, { lesson: T; state: BoardLesson }[]>;
  // the sections: lessons waiting for a teacher (a lesson moved away too, shown but not assignable)
  waiting: T[];
};

// One day of the board: a pending assignment moves its lesson from the waiting ones into the
// teacher's row, a pending removal back. A lesson moved away never sits in the grid.
export function boardDay<T extends ShownLesson>(
  board: BoardState | null,
  day: DateString | null,
  read: ReadonlyMap<number, T>,
): BoardDay<T> {
  const byTeacher = new Map<number, { lesson: T; state: BoardLesson }[]>();
  const waiting: T[] = [];
  if (!board || !day) return { byTeacher, waiting };
  for (const state of board.lessons) {
    if (state.schedule_date !== day) continue;
    const lesson = read.get(state.schedule_no);
    if (!lesson) continue;
    if (isAssignable(state)) waiting.push(lesson);
    else if (!lesson.transferred_out) {
      const teacherNo = state.teacher_no ?? 0;
      byTeacher.set(teacherNo, [...(byTeacher.get(teacherNo) ?? []), { lesson, state }]);
    }
  }
  return { byTeacher, waiting };
}
