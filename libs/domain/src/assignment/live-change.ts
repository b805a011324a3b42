import type { DateString } from '../time/date';
import type { BoardLesson, BoardState } from './board';
import { halvesOf } from './occupancy';

// What a board hears of a lesson changed elsewhere (the gateway's board channel, docs/live.md): the
// lesson after the change, at its new lock_version.
export type LiveLessonChange = {
  type: 'LessonAssigned' | 'LessonUnassigned' | 'LessonTransferred' | 'LessonCancelled' | 'LessonCreated' | 'LessonChanged';
  schedule_no: number;
  schedule_date: DateString;
  time_limit_no: number;
  lock_version: number;
  // the lesson's teacher after the change, 0 for none
  teacher_no: number;
};

// Why a pending change of this board will likely be refused when saved:
// changed — its lesson was changed since the board read it (the save answers MSG_0001);
// teacherTaken — the teacher it assigns got another lesson in the same half that day (the save may
// answer MSG_1003; a one-to-two lesson may still leave a seat, which the server decides).
export type LiveConflict = 'changed' | 'teacherTaken';

// A pending change as the board holds it: the lesson as read, with the teacher it would get (0: removed).
export type PendingChange = {
  schedule_no: number;
  schedule_date: DateString;
  time_limit_no: number;
  lock_version: number;
  teacher_no: number;
};

const TAKES_TEACHER: ReadonlySet<LiveLessonChange['type']> = new Set(['LessonAssigned', 'LessonCreated']);

export function pendingConflict(pending: PendingChange, change: LiveLessonChange): LiveConflict | null {
  if (change.schedule_no === pending.schedule_no) return change.lock_version > pending.lock_version ? 'changed' : null;
  if (
    pending.teacher_no > 0 &&
    change.teacher_no === pending.teacher_no &&
    TAKES_TEACHER.has(change.type) &&
    change.schedule_date === pending.schedule_date
  ) {
    const halves = new Set(halvesOf(pending.time_limit_no));
    if (halvesOf(change.time_limit_no).some((h) => halves.has(h))) return 'teacherTaken';
  }
  return null;
}

// Whether the board already shows the lesson at this version or a later one (its own save, read again).
export function boardKnows(board: BoardState, change: LiveLessonChange): boolean {
  const lesson = board.lessons.find((l) => l.schedule_no === change.schedule_no);
  return !!lesson && (lesson.lock_version ?? 0) >= change.lock_version;
}

// A change heard while the board has pending changes, which a reload would lose (SPEC §4: saving
// sends only the pending lessons, then the board is read again). A pending lesson keeps its change
// and is marked when the change conflicts with it (a 'changed' mark outranks 'teacherTaken'); a lesson
// with nothing pending takes a teacher given or released and goes when cancelled; a lesson that comes
// to the board, or leaves it otherwise (transfer, move), makes the board stale: shown after the save.
export function applyLiveChange(board: BoardState, change: LiveLessonChange): { board: BoardState; stale: boolean } {
  let stale = !board.lessons.some((l) => l.schedule_no === change.schedule_no);
  const lessons: BoardLesson[] = [];
  for (const l of board.lessons) {
    if (l.pending) {
      const conflict = pendingConflict({ ...l, lock_version: l.lock_version ?? 0, teacher_no: l.teacher_no ?? 0 }, change);
      lessons.push(conflict && l.conflict !== 'changed' ? { ...l, conflict } : l);
    } else if (l.schedule_no !== change.schedule_no || (l.lock_version ?? 0) >= change.lock_version) lessons.push(l);
    else if (change.type === 'LessonAssigned' || change.type === 'LessonUnassigned')
      lessons.push({ ...l, teacher_no: change.teacher_no, lock_version: change.lock_version });
    else if (change.type !== 'LessonCancelled') {
      stale = true;
      lessons.push(l);
    }
  }
  return { board: { lessons, dirty: board.dirty }, stale };
}

// The pending changes marked as conflicting, for the screen's notice.
export function conflictingLessons(board: BoardState | null): BoardLesson[] {
  return board ? board.lessons.filter((l) => l.pending && l.conflict) : [];
}
