import { pendingLessons } from './board';
import {
  boardDay,
  boardScreenReducer,
  INITIAL_BOARD_SCREEN,
  type BoardScreenAction,
  type BoardScreenState,
} from './board-screen';
import type { Lesson } from './types';

const lesson = (schedule_no: number, teacher_no: number, schedule_date = '2024-04-10'): Lesson => ({
  schedule_no,
  schedule_date,
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

const run = (state: BoardScreenState, ...actions: BoardScreenAction[]) => actions.reduce(boardScreenReducer, state);
const DAYS = ['2024-04-10', '2024-04-11'];
const loaded = run(INITIAL_BOARD_SCREEN, { type: 'loaded', lessons: [lesson(1, 0), lesson(2, 5)], days: DAYS });
const teachers = (state: BoardScreenState) => state.board?.lessons.map((l) => [l.schedule_no, l.teacher_no, l.pending]);

describe('C40101 board screen state', () => {
  it('a load starts a clean board on the first day, nothing picked', () => {
    expect(loaded.board?.dirty).toBe(false);
    expect(loaded.day).toBe('2024-04-10');
    expect(loaded.selectedNo).toBeNull();
  });

  it('a reload keeps the day shown while the range has it, else the first day (none when empty)', () => {
    const onSecond = run(loaded, { type: 'showDay', day: '2024-04-11' });
    expect(run(onSecond, { type: 'loaded', lessons: [], days: DAYS }).day).toBe('2024-04-11');
    expect(run(onSecond, { type: 'loaded', lessons: [], days: ['2024-04-12'] }).day).toBe('2024-04-12');
    expect(run(onSecond, { type: 'loaded', lessons: [], days: [] }).day).toBeNull();
  });

  it('a reload drops the pick, the pending changes and the accepted warnings', () => {
    const changed = run(
      loaded,
      { type: 'askPassword', assignment: { scheduleNo: 1, teacherNo: 9 } },
      { type: 'passwordGiven' },
      { type: 'pick', scheduleNo: 2 },
    );
    const reloaded = run(changed, { type: 'loaded', lessons: [lesson(1, 0), lesson(2, 5)], days: DAYS });
    expect(reloaded.board?.dirty).toBe(false);
    expect(reloaded.selectedNo).toBeNull();
    expect(reloaded.acceptWarnings).toBe(false);
  });

  it('a read on a change heard live keeps the pick while its lesson still waits on the day shown', () => {
    const picked = run(loaded, { type: 'pick', scheduleNo: 1 });
    const again = (lessons: Lesson[], days = DAYS) => run(picked, { type: 'loaded', lessons, days, keepPick: true }).selectedNo;
    expect(again([lesson(1, 0), lesson(2, 5)])).toBe(1);
    expect(again([lesson(1, 7), lesson(2, 5)])).toBeNull();
    expect(again([lesson(2, 5)])).toBeNull();
    expect(again([lesson(1, 0)], ['2024-04-11'])).toBeNull();
  });

  it('picking toggles; showing another day lets the pick go', () => {
    const picked = run(loaded, { type: 'pick', scheduleNo: 1 });
    expect(picked.selectedNo).toBe(1);
    expect(run(picked, { type: 'pick', scheduleNo: 2 }).selectedNo).toBe(2);
    expect(run(picked, { type: 'pick', scheduleNo: 1 }).selectedNo).toBeNull();
    expect(run(picked, { type: 'showDay', day: '2024-04-11' })).toMatchObject({ day: '2024-04-11', selectedNo: null });
  });

  it('an assignment puts the teacher in the grid as a pending change and lets the pick go', () => {
    const next = run(loaded, { type: 'pick', scheduleNo: 1 }, { type: 'assign', assignment: { scheduleNo: 1, teacherNo: 9 } });
    expect(teachers(next)).toEqual([
      [1, 9, true],
      [2, 5, false],
    ]);
    expect(next.board?.dirty).toBe(true);
    expect(next.selectedNo).toBeNull();
  });

  it('a second drop of an already assigned lesson changes nothing on the board', () => {
    const once = run(loaded, { type: 'assign', assignment: { scheduleNo: 1, teacherNo: 9 } });
    const twice = run(once, { type: 'assign', assignment: { scheduleNo: 1, teacherNo: 7 } });
    expect(twice.board).toBe(once.board);
    expect(run(loaded, { type: 'assign', assignment: { scheduleNo: 2, teacherNo: 7 } }).board).toBe(loaded.board);
  });

  it('an assignment with warnings waits for the password: given, it is made and the save accepts the warnings', () => {
    const asked = run(loaded, { type: 'askPassword', assignment: { scheduleNo: 1, teacherNo: 9 } });
    expect(asked.board).toBe(loaded.board);
    expect(asked.passwordFor).toEqual({ scheduleNo: 1, teacherNo: 9 });
    const given = run(asked, { type: 'passwordGiven' });
    expect(given.passwordFor).toBeNull();
    expect(given.acceptWarnings).toBe(true);
    expect(given.board && pendingLessons(given.board).map((l) => [l.schedule_no, l.teacher_no])).toEqual([[1, 9]]);
  });

  it('a cancelled password leaves the board and the warnings as they were', () => {
    const cancelled = run(
      loaded,
      { type: 'askPassword', assignment: { scheduleNo: 1, teacherNo: 9 } },
      { type: 'passwordCancelled' },
    );
    expect(cancelled.passwordFor).toBeNull();
    expect(cancelled.board).toBe(loaded.board);
    expect(cancelled.acceptWarnings).toBe(false);
  });

  it('removing a teacher is a pending change; saving makes the board clean', () => {
    const removed = run(loaded, { type: 'remove', scheduleNo: 2 });
    expect(teachers(removed)).toEqual([
      [1, 0, false],
      [2, 0, true],
    ]);
    const saved = run(removed, { type: 'saved' });
    expect(saved.board?.dirty).toBe(false);
    expect(saved.board && pendingLessons(saved.board)).toEqual([]);
  });

  it('before the first load there is no board to change', () => {
    expect(run(INITIAL_BOARD_SCREEN, { type: 'remove', scheduleNo: 1 }, { type: 'saved' })).toEqual(INITIAL_BOARD_SCREEN);
    expect(run(INITIAL_BOARD_SCREEN, { type: 'assign', assignment: { scheduleNo: 1, teacherNo: 9 } }).board).toBeNull();
  });
});

describe('C40101 board day', () => {
  type Shown = { schedule_no: number; transferred_out: boolean };
  const read = new Map<number, Shown>([1, 2, 3, 4, 5].map((no) => [no, { schedule_no: no, transferred_out: no === 4 }]));
  const screen = run(INITIAL_BOARD_SCREEN, {
    type: 'loaded',
    lessons: [lesson(1, 0), lesson(2, 5), lesson(3, 0, '2024-04-11'), lesson(4, 0), lesson(5, 5)],
    days: DAYS,
  });
  const view = (state: BoardScreenState, day = '2024-04-10') => {
    const { byTeacher, waiting } = boardDay(state.board, day, read);
    return {
      grid: [...byTeacher].map(([teacher, lessons]) => [teacher, lessons.map((l) => l.lesson.schedule_no)]),
      waiting: waiting.map((l) => l.schedule_no),
    };
  };

  it("puts the day's assigned lessons in their teacher's row and the rest, a lesson moved away too, in the waiting ones", () => {
    expect(view(screen)).toEqual({ grid: [[5, [2, 5]]], waiting: [1, 4] });
    expect(view(screen, '2024-04-11')).toEqual({ grid: [], waiting: [3] });
  });

  it('a pending assignment moves the lesson into the grid, a pending removal back', () => {
    const assigned = run(screen, { type: 'assign', assignment: { scheduleNo: 1, teacherNo: 9 } });
    expect(view(assigned)).toEqual({
      // rows in the board's order of lessons
      grid: [
        [9, [1]],
        [5, [2, 5]],
      ],
      waiting: [4],
    });
    const removed = run(assigned, { type: 'remove', scheduleNo: 2 });
    expect(view(removed)).toEqual({
      grid: [
        [9, [1]],
        [5, [5]],
      ],
      waiting: [2, 4],
    });
  });

  it('a lesson moved away never sits in the grid, and a lesson the screen did not read is left out', () => {
    const moved = {
      ...screen,
      board: screen.board && {
        ...screen.board,
        lessons: screen.board.lessons.map((l) => (l.schedule_no === 4 ? { ...l, teacher_no: 7 } : l)),
      },
    };
    expect(view(moved)).toEqual({ grid: [[5, [2, 5]]], waiting: [1] });
    expect(boardDay(screen.board, '2024-04-10', new Map()).waiting).toEqual([]);
  });

  it('is empty before the first load or without a day', () => {
    expect(view(INITIAL_BOARD_SCREEN)).toEqual({ grid: [], waiting: [] });
    expect(boardDay(screen.board, null, read).waiting).toEqual([]);
  });
});
