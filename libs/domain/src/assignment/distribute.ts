import { parseTimeLimitNo, TIME_DIVISION } from '../time/time-limit';
import type { DateString } from '../time/date';
import { checkAssignment, isInEditablePeriod, type EditablePeriod } from './checks';
import { halvesOf, SEATS_PER_HALF, seatsOf, type Occupant } from './occupancy';
import { isUnassigned } from './sections';
import type { Lesson, Teacher } from './types';

// The automatic assignment of one center's date (C40101_distribute, issue 27). Hard rules: a lesson
// goes only to an active teacher with a work shift at the center in every half it takes, never to one
// of the student's NG teachers, within the occupancy rule (occupancy.ts) next to what the teacher
// already teaches that day anywhere, and only to a teacher the board's checks pass (checks.ts); a
// teacher the board would warn about (gender, teacher type, subject) only when the warnings are
// accepted. Aims, in this order: as many lessons placed as possible, then the least penalty
// (docs/automatic-assignment.md): the student's regular teacher, no warning, an even load across
// the day's teachers, few idle halves in a teacher's day. Every term is of one date, so a range is
// solved date by date and its optimum is the sum of the dates'.

export const TEACHER_STATUS_ACTIVE = 1;

export type DistributeLesson = Lesson & {
  // the student's NG teachers
  ng_teacher_nos: readonly number[];
  // all subjects of a multiple-subject lesson (t1033)
  subject_nos?: readonly number[];
  // who taught this student's same course most recently, if anyone
  regular_teacher_no: number | null;
};

export type DistributeTeacher = Teacher & { status: number };

// One center's date as the solver sees it.
export type DistributeDay = {
  date: DateString;
  // the lessons to place: unassigned, not cancelled, not touched by hand (manual_flag 0)
  lessons: readonly DistributeLesson[];
  teachers: readonly DistributeTeacher[];
  // the halves (time_limit_no of a 40-minute half) each teacher works at this center that day
  shifts: readonly { teacher_no: number; time_limit_no: number }[];
  // what the teachers already teach that day, at any center
  teacherLessons: readonly (Occupant & { teacher_no: number })[];
};

export type DistributeWeights = { regular: number; warning: number; load: number; gap: number };

// docs/automatic-assignment.md says why these weights.
export const DISTRIBUTE_WEIGHTS: DistributeWeights = { regular: 10, warning: 20, load: 1, gap: 3 };

export type DistributeOptions = { editable: EditablePeriod; acceptWarnings: boolean; weights?: DistributeWeights };

// Why a lesson stays unplaced, as message keys (the board shows them beside the lesson).
export const UNPLACED_REASON = {
  outsideEditablePeriod: 'assignment.unplaced.outsideEditablePeriod',
  noTeacherOnShift: 'assignment.unplaced.noTeacherOnShift',
  seatsFull: 'assignment.unplaced.seatsFull',
  onlyNgTeachers: 'assignment.unplaced.onlyNgTeachers',
  onlyWarningTeachers: 'assignment.unplaced.onlyWarningTeachers',
} as const;
export type UnplacedReason = (typeof UNPLACED_REASON)[keyof typeof UNPLACED_REASON];

export type Placement = { schedule_no: number; teacher_no: number; warnings: string[] };
export type DistributeDayResult = {
  date: DateString;
  placed: Placement[];
  unplaced: { schedule_no: number; reason: UnplacedReason }[];
  penalty: number;
};

// The solver asks these of the same few slot numbers millions of times: parsed once each.
const memo = <T>(of: (timeLimit: number) => T) => {
  const known: T[] = [];
  return (timeLimit: number): T => (known[timeLimit] ??= of(timeLimit));
};
const halvesOfSlot = memo(halvesOf);
const groupOf = memo((timeLimit) => parseTimeLimitNo(timeLimit).group);
// A half's place in the day: group 3's halves come right after group 2's.
const halfIndex = memo((half) => {
  const { group, division } = parseTimeLimitNo(half);
  return group * 2 + (division === TIME_DIVISION.SECOND_HALF ? 1 : 0);
});
// the places in the day of a slot's halves (the seat counts ask for them most)
const halfIndexesOfSlot = memo((timeLimit) => halvesOfSlot(timeLimit).map(halfIndex));
// the same as bits, for whether two lessons share a half
const halfMask = memo((timeLimit) => halfIndexesOfSlot(timeLimit).reduce((mask, at) => mask | (1 << at), 0));

// Idle halves between a teacher's first and last taught half.
function idleHalves(taught: readonly number[]): number {
  let [first, last, count] = [-1, -1, 0];
  for (let at = 0; at < taught.length; at++) {
    if (!taught[at]) continue;
    if (first < 0) first = at;
    [last, count] = [at, count + 1];
  }
  return count ? last - first + 1 - count : 0;
}

const loadOf = (lesson: Occupant): number => halvesOfSlot(lesson.time_limit_no).length;

// For each i, the footprints of the lessons from i on, smallest first (and none after the last).
const footprintsFrom = (lessons: readonly Occupant[]): number[][] => [
  ...lessons.map((_, i) =>
    lessons
      .slice(i)
      .map(footprint)
      .sort((a, b) => a - b),
  ),
  [],
];

// Whether two lessons share a half.
const overlap = (a: Occupant, b: Occupant): boolean => (halfMask(a.time_limit_no) & halfMask(b.time_limit_no)) !== 0;

// Seats × halves: how much of a teacher's period a lesson takes.
const footprint = (l: Occupant): number => seatsOf(l.capacity) * halvesOfSlot(l.time_limit_no).length;

// How many steps the exhaustive search of one period may take.
const SEARCH_NODES = 5000;

// How many steps the search of one period for a lower penalty may take.
const PERIOD_NODES = 2000;

// How many moves deep a leftover lesson's search for room goes.
const DEPTH = 2;

type Candidate = { teacher_no: number; warnings: string[]; cost: number };

// The day's seats and loads while the solver works; every move keeps the occupancy rule, and a
// journal of the moves lets a search that led nowhere take them back.
class DayState {
  // per teacher, the seats taken in each half of the day (by halfIndex)
  readonly seats = new Map<number, number[]>();
  readonly load = new Map<number, number>();
  readonly teacherOf = new Map<number, number>();
  // the lessons the solver gave each teacher
  readonly lessonsOf = new Map<number, DistributeLesson[]>();
  private readonly journal: { lesson: DistributeLesson; teacherNo: number; placed: boolean }[] = [];

  constructor(
    readonly weights: DistributeWeights,
    teacherLessons: DistributeDay['teacherLessons'],
  ) {
    for (const l of teacherLessons) this.add(l.teacher_no, l);
  }

  fits(teacherNo: number, lesson: Occupant): boolean {
    const seats = this.seats.get(teacherNo);
    if (!seats) return true;
    const room = SEATS_PER_HALF - seatsOf(lesson.capacity);
    for (const at of halfIndexesOfSlot(lesson.time_limit_no)) if ((seats[at] ?? 0) > room) return false;
    return true;
  }

  teacherPenalty(teacherNo: number): number {
    const load = this.load.get(teacherNo) ?? 0;
    const seats = this.seats.get(teacherNo);
    return this.weights.load * load * load + (seats ? this.weights.gap * idleHalves(seats) : 0);
  }

  // The change in the teachers' terms if the lesson were added to this teacher.
  addCost(teacherNo: number, lesson: Occupant): number {
    const before = this.teacherPenalty(teacherNo);
    this.add(teacherNo, lesson);
    const after = this.teacherPenalty(teacherNo);
    this.remove(teacherNo, lesson);
    return after - before;
  }

  place(lesson: DistributeLesson, teacherNo: number): void {
    this.set(lesson, teacherNo);
    this.journal.push({ lesson, teacherNo, placed: true });
  }

  unplace(lesson: DistributeLesson): number {
    const teacherNo = this.teacherOf.get(lesson.schedule_no)!;
    this.unset(lesson, teacherNo);
    this.journal.push({ lesson, teacherNo, placed: false });
    return teacherNo;
  }

  // set and unset: a move outside the journal, for a search that takes back each of its own moves
  set(lesson: DistributeLesson, teacherNo: number): void {
    this.add(teacherNo, lesson);
    this.teacherOf.set(lesson.schedule_no, teacherNo);
    const mine = this.lessonsOf.get(teacherNo);
    if (mine) mine.push(lesson);
    else this.lessonsOf.set(teacherNo, [lesson]);
  }

  unset(lesson: DistributeLesson, teacherNo: number): void {
    this.remove(teacherNo, lesson);
    this.teacherOf.delete(lesson.schedule_no);
    const mine = this.lessonsOf.get(teacherNo)!;
    mine.splice(mine.indexOf(lesson), 1);
  }

  mark(): number {
    return this.journal.length;
  }

  // Keeps the moves made so far for good.
  settle(): void {
    this.journal.length = 0;
  }

  // Takes back every move since the mark.
  undo(mark: number): void {
    while (this.journal.length > mark) {
      const { lesson, teacherNo, placed } = this.journal.pop()!;
      if (placed) this.unset(lesson, teacherNo);
      else this.set(lesson, teacherNo);
    }
  }

  private add(teacherNo: number, lesson: Occupant): void {
    const seats = this.seats.get(teacherNo) ?? [];
    this.seats.set(teacherNo, seats);
    for (const at of halfIndexesOfSlot(lesson.time_limit_no)) seats[at] = (seats[at] ?? 0) + seatsOf(lesson.capacity);
    this.load.set(teacherNo, (this.load.get(teacherNo) ?? 0) + loadOf(lesson));
  }

  private remove(teacherNo: number, lesson: Occupant): void {
    const seats = this.seats.get(teacherNo)!;
    for (const at of halfIndexesOfSlot(lesson.time_limit_no)) seats[at] -= seatsOf(lesson.capacity);
    this.load.set(teacherNo, this.load.get(teacherNo)! - loadOf(lesson));
  }
}

// Who may take the lesson whatever else the day holds, with the board's warnings for each.
function staticCandidates(
  day: DistributeDay,
  lesson: DistributeLesson,
  options: DistributeOptions,
  onShift: OnShift,
): Candidate[] {
  const weights = options.weights ?? DISTRIBUTE_WEIGHTS;
  return day.teachers.flatMap((teacher) => {
    if (!onShift(teacher, lesson)) return [];
    const check = checkAssignment({
      lesson,
      teacher,
      cell: { teacher_no: teacher.teacher_no, schedule_date: lesson.schedule_date, time_limit_no: lesson.time_limit_no },
      // the open lessons are inside the editable period (checked once each, not once per teacher)
      editable: { min: null, max: null },
      excludedTeacherNos: lesson.ng_teacher_nos,
      // seats are the solver's to count
      teacherLessons: [],
      lessonSubjectNos: lesson.subject_nos,
    });
    if (check.errors.length || (check.warnings.length && !options.acceptWarnings)) return [];
    const warnings = check.warnings.map((w) => w.key);
    const regular = lesson.regular_teacher_no !== null && lesson.regular_teacher_no !== teacher.teacher_no;
    return [
      {
        teacher_no: teacher.teacher_no,
        warnings,
        cost: (regular ? weights.regular : 0) + (warnings.length ? weights.warning : 0),
      },
    ];
  });
}

// Whether an active teacher works every half of the lesson at the center.
type OnShift = (teacher: DistributeTeacher, lesson: Occupant) => boolean;

// Assigns one center's date. Deterministic: the same day gives the same answer.
export function distributeDay(day: DistributeDay, options: DistributeOptions): DistributeDayResult {
  for (const l of day.lessons) {
    if (!isUnassigned(l)) throw new Error(`Lesson ${l.schedule_no} already has a teacher`);
    if (l.schedule_date !== day.date) throw new Error(`Lesson ${l.schedule_no} is not of ${day.date}`);
  }
  const solver = new DaySolver(day, options);
  solver.placeGreedily();
  solver.makeRoomForLeftovers();
  solver.searchPeriods();
  solver.improve();

  const placed: Placement[] = [];
  const unplaced: DistributeDayResult['unplaced'] = [];
  for (const lesson of day.lessons) {
    const candidate = solver.candidateOf(lesson);
    if (candidate)
      placed.push({ schedule_no: lesson.schedule_no, teacher_no: candidate.teacher_no, warnings: candidate.warnings });
    else unplaced.push({ schedule_no: lesson.schedule_no, reason: unplacedReason(day, lesson, options, solver) });
  }
  const assignment = new Map(placed.map((p) => [p.schedule_no, p.teacher_no]));
  return { date: day.date, placed, unplaced, penalty: distributionPenalty(day, assignment, options) };
}

// How many rounds of improvement at most (each round ends at a local optimum of its moves or goes on).
const ROUNDS = 50;

class DaySolver {
  readonly state: DayState;
  readonly onShift: OnShift;
  readonly worksHalf: (teacherNo: number, half: number) => boolean;
  readonly inPeriod: boolean;
  // the lessons within the editable period, most constrained first (fewest teachers, then the
  // smallest: a small lesson leaves room for more)
  private readonly open: DistributeLesson[];
  private readonly candidates: Map<number, Map<number, Candidate>>;
  // the same, as lists in teacher order
  private readonly candidateLists: Map<number, readonly Candidate[]>;

  constructor(
    day: DistributeDay,
    private readonly options: DistributeOptions,
  ) {
    this.state = new DayState(options.weights ?? DISTRIBUTE_WEIGHTS, day.teacherLessons);
    const works = new Set(day.shifts.map((sh) => sh.teacher_no * 100_000 + sh.time_limit_no));
    this.worksHalf = (teacherNo, half) => works.has(teacherNo * 100_000 + half);
    this.onShift = (teacher, lesson) =>
      teacher.status === TEACHER_STATUS_ACTIVE &&
      halvesOfSlot(lesson.time_limit_no).every((h) => this.worksHalf(teacher.teacher_no, h));
    // every lesson is of the day's date (distributeDay checks it): the period is asked once
    this.inPeriod = isInEditablePeriod(day.date, options.editable);
    const open = this.inPeriod ? [...day.lessons] : [];
    this.candidates = new Map(
      open.map((l) => [l.schedule_no, new Map(staticCandidates(day, l, options, this.onShift).map((c) => [c.teacher_no, c]))]),
    );
    this.candidateLists = new Map([...this.candidates].map(([no, byTeacher]) => [no, [...byTeacher.values()]]));
    this.open = open.sort(
      (a, b) =>
        this.candidatesOf(a).length - this.candidatesOf(b).length || footprint(a) - footprint(b) || a.schedule_no - b.schedule_no,
    );
  }

  candidateOf(lesson: DistributeLesson): Candidate | undefined {
    const teacherNo = this.state.teacherOf.get(lesson.schedule_no);
    return teacherNo === undefined ? undefined : this.candidates.get(lesson.schedule_no)!.get(teacherNo);
  }

  // The free seat-halves of these teachers in these halves, where they work.
  private freeSeats(teachers: readonly number[], halves: readonly number[]): number {
    let free = 0;
    for (const t of teachers)
      for (const h of halves) if (this.worksHalf(t, h)) free += SEATS_PER_HALF - (this.state.seats.get(t)?.[halfIndex(h)] ?? 0);
    return free;
  }

  private candidatesOf(lesson: DistributeLesson): readonly Candidate[] {
    return this.candidateLists.get(lesson.schedule_no)!;
  }

  private unplacedLessons(): DistributeLesson[] {
    return this.open.filter((l) => !this.state.teacherOf.has(l.schedule_no));
  }

  // Each lesson to the teacher it costs least, if any has room.
  private placeBest(lesson: DistributeLesson): boolean {
    let best: Candidate | null = null;
    let bestCost = Infinity;
    for (const c of this.candidatesOf(lesson)) {
      if (!this.state.fits(c.teacher_no, lesson)) continue;
      const cost = c.cost + this.state.addCost(c.teacher_no, lesson);
      if (cost < bestCost) [best, bestCost] = [c, cost];
    }
    if (best) this.state.place(lesson, best.teacher_no);
    return best !== null;
  }

  placeGreedily(): void {
    for (const lesson of this.open) this.placeBest(lesson);
  }

  // A move that leads nowhere is taken back.
  private attempt(step: () => boolean): boolean {
    const mark = this.state.mark();
    if (step()) return true;
    this.state.undo(mark);
    return false;
  }

  // The teacher's lessons from the solver in the lesson's halves, in a fixed order.
  private overlapping(teacherNo: number, lesson: DistributeLesson): DistributeLesson[] {
    return (this.state.lessonsOf.get(teacherNo) ?? [])
      .filter((o) => overlap(o, lesson))
      .sort((a, b) => a.schedule_no - b.schedule_no);
  }

  // Makes the teacher free for the lesson by moving placed lessons of its halves to another teacher
  // of theirs, who may in turn pass one on (depth moves deep). No lesson moves twice in one search.
  private makeRoom(lesson: DistributeLesson, teacherNo: number, depth: number, moved: Set<number>): boolean {
    if (this.state.fits(teacherNo, lesson)) return true;
    if (depth === 0) return false;
    return this.overlapping(teacherNo, lesson).some((other) => {
      if (moved.has(other.schedule_no)) return false;
      moved.add(other.schedule_no);
      const done = this.attempt(() => {
        this.state.unplace(other);
        const relocated = this.candidatesOf(other).some(
          (c) =>
            c.teacher_no !== teacherNo &&
            this.attempt(
              () => this.makeRoom(other, c.teacher_no, depth - 1, moved) && (this.state.place(other, c.teacher_no), true),
            ),
        );
        // the lesson may need both seats: free the other one too
        return relocated && this.makeRoom(lesson, teacherNo, depth, moved);
      });
      if (!done) moved.delete(other.schedule_no);
      return done;
    });
  }

  private placeMakingRoom(lesson: DistributeLesson, depth = DEPTH): boolean {
    return this.candidatesOf(lesson).some((c) =>
      this.attempt(
        () =>
          this.makeRoom(lesson, c.teacher_no, depth, new Set([lesson.schedule_no])) &&
          (this.state.place(lesson, c.teacher_no), true),
      ),
    );
  }

  // Leftover lessons: first where others make room, then by giving up a placed lesson for more of
  // the leftovers (one long lesson out, two short ones in).
  makeRoomForLeftovers(): void {
    for (const lesson of this.unplacedLessons()) this.placeMakingRoom(lesson);
    for (let round = 0, more = true; more && round < ROUNDS; round++) {
      more = false;
      for (const lesson of this.unplacedLessons()) {
        if (this.state.teacherOf.has(lesson.schedule_no)) continue;
        if (this.candidatesOf(lesson).some((c) => this.trade(lesson, c.teacher_no))) more = true;
      }
    }
    this.state.settle();
  }

  // Puts the lesson on the teacher by taking off what is in its way; kept only if, after placing
  // those and the other leftovers of its period again where they fit, more lessons are placed.
  // Unplaced lessons are left in order, so the same trade is not tried for ever.
  private trade(lesson: DistributeLesson, teacherNo: number): boolean {
    const before = this.state.teacherOf.size;
    const group = groupOf(lesson.time_limit_no);
    return this.attempt(() => {
      const out: DistributeLesson[] = [];
      for (const other of this.overlapping(teacherNo, lesson)) {
        if (this.state.fits(teacherNo, lesson)) break;
        this.state.unplace(other);
        out.push(other);
      }
      if (!this.state.fits(teacherNo, lesson)) return false;
      this.state.place(lesson, teacherNo);
      // where they fit, moving one other lesson at most (a deeper search was tried before)
      for (const other of [...out, ...this.unplacedLessons()])
        if (groupOf(other.time_limit_no) === group && !this.state.teacherOf.has(other.schedule_no))
          if (!this.placeBest(other)) this.placeMakingRoom(other, 1);
      return this.state.teacherOf.size > before;
    });
  }

  // Where a period still has lessons left over, an exhaustive search of its lessons' teachers for
  // more placed (bounded by the free seats: the k smallest leftovers must fit in them), up to
  // SEARCH_NODES steps a period: a small period is placed exactly, a large one keeps the best found.
  searchPeriods(): void {
    const groups = [...new Set(this.open.map((l) => groupOf(l.time_limit_no)))];
    for (const group of groups) this.searchPeriod(this.open.filter((l) => groupOf(l.time_limit_no) === group));
    this.state.settle();
  }

  private searchPeriod(lessons: readonly DistributeLesson[]): void {
    const placeable = lessons.filter((l) => this.candidates.get(l.schedule_no)!.size > 0);
    const before = placeable.filter((l) => this.state.teacherOf.has(l.schedule_no));
    if (before.length === placeable.length) return;
    const teachers = [...new Set(placeable.flatMap((l) => this.candidatesOf(l).map((c) => c.teacher_no)))];
    const halves = [...new Set(placeable.flatMap((l) => halvesOfSlot(l.time_limit_no)))];
    const start = this.state.mark();
    const kept = before.map((l) => [l, this.state.teacherOf.get(l.schedule_no)!] as const);
    for (const l of before) this.state.unplace(l);
    // a lesson placed takes its footprint of the free seats (its teacher works all its halves)
    const free0 = this.freeSeats(teachers, halves);
    const rests = footprintsFrom(placeable);
    let best = before.length;
    let bestChoice: (readonly [DistributeLesson, number])[] | null = null;
    let nodes = 0;
    const chosen: (readonly [DistributeLesson, number])[] = [];
    const walk = (i: number, placed: number, free: number): void => {
      if (++nodes > SEARCH_NODES) return;
      let [left, fitting] = [free, 0];
      for (const f of rests[i]) if ((left -= f) >= 0) fitting++;
      if (placed + fitting <= best) return;
      if (i === placeable.length) {
        [best, bestChoice] = [placed, [...chosen]];
        return;
      }
      const lesson = placeable[i];
      for (const c of this.candidatesOf(lesson)) {
        if (!this.state.fits(c.teacher_no, lesson)) continue;
        this.state.set(lesson, c.teacher_no);
        chosen.push([lesson, c.teacher_no]);
        walk(i + 1, placed + 1, free - footprint(lesson));
        chosen.pop();
        this.state.unset(lesson, c.teacher_no);
      }
      walk(i + 1, placed, free);
    };
    walk(0, 0, free0);
    this.state.undo(start);
    if (!bestChoice) return;
    for (const [l] of kept) this.state.unplace(l);
    for (const [l, t] of bestChoice as (readonly [DistributeLesson, number])[]) this.state.place(l, t);
  }

  // Takes the moves (lesson → teacher) together if they keep every rule and lower the penalty.
  // (tried outside the journal, which only the moves kept enter: the solver tries these by the thousand)
  private tryMoves(moves: readonly (readonly [DistributeLesson, number])[]): boolean {
    const teachers: number[] = [];
    const from: number[] = [];
    let before = 0;
    for (const [lesson, to] of moves) {
      const candidates = this.candidates.get(lesson.schedule_no)!;
      if (!candidates.has(to)) return false;
      const t = this.state.teacherOf.get(lesson.schedule_no)!;
      from.push(t);
      before += candidates.get(t)!.cost;
      if (!teachers.includes(t)) teachers.push(t);
      if (!teachers.includes(to)) teachers.push(to);
    }
    for (const t of teachers) before += this.state.teacherPenalty(t);
    moves.forEach(([lesson], i) => this.state.unset(lesson, from[i]));
    let done = 0;
    while (done < moves.length && this.state.fits(moves[done][1], moves[done][0])) {
      this.state.set(moves[done][0], moves[done][1]);
      done++;
    }
    let after = Infinity;
    if (done === moves.length) {
      after = 0;
      for (const [lesson, to] of moves) after += this.candidates.get(lesson.schedule_no)!.get(to)!.cost;
      for (const t of teachers) after += this.state.teacherPenalty(t);
    }
    for (let i = done - 1; i >= 0; i--) this.state.unset(moves[i][0], moves[i][1]);
    moves.forEach(([lesson], i) => this.state.set(lesson, from[i]));
    if (after >= before - 1e-9) return false;
    for (const [lesson] of moves) this.state.unplace(lesson);
    for (const [lesson, to] of moves) this.state.place(lesson, to);
    return true;
  }

  // An unplaced lesson takes the seats of a placed one of the same teacher when that lowers the
  // penalty (as many placed: a trade the search for the most placed never makes, e.g. the student's
  // regular teacher, or a 40-minute lesson for a 90-minute one); the lesson given up goes elsewhere if
  // it fits (one more placed).
  private exchangeUnplaced(): boolean {
    let better = false;
    for (const lesson of this.unplacedLessons())
      for (const c of this.candidatesOf(lesson)) {
        if (this.state.teacherOf.has(lesson.schedule_no)) break;
        for (const other of this.overlapping(c.teacher_no, lesson))
          if (this.exchange(lesson, c.teacher_no, other)) {
            better = true;
            break;
          }
      }
    // through one more teacher: the lesson in the way moves to another teacher, whose lesson there is given up
    for (const lesson of this.unplacedLessons())
      for (const c of this.candidatesOf(lesson)) {
        if (this.state.teacherOf.has(lesson.schedule_no)) break;
        for (const moved of this.overlapping(c.teacher_no, lesson)) {
          if (this.state.teacherOf.has(lesson.schedule_no)) break;
          for (const to of this.candidatesOf(moved)) {
            if (to.teacher_no === c.teacher_no) continue;
            if (
              this.overlapping(to.teacher_no, moved).some((out) => this.exchange(lesson, c.teacher_no, out, moved, to.teacher_no))
            ) {
              better = true;
              break;
            }
          }
        }
      }
    return better;
  }

  // A teacher's period filled again from its lessons and the period's unplaced lessons the teacher
  // may take, every way the seats allow (up to SEARCH_NODES steps): the best of no fewer lessons and
  // the least penalty is kept (two one-to-two 90-minute lessons may give way to two 40-minute ones).
  private repack(teacherNo: number, group: number): boolean {
    const mine = (this.state.lessonsOf.get(teacherNo) ?? []).filter((l) => groupOf(l.time_limit_no) === group);
    const pool = [
      ...mine,
      ...this.unplacedLessons().filter(
        (l) => groupOf(l.time_limit_no) === group && this.candidates.get(l.schedule_no)!.has(teacherNo),
      ),
    ];
    if (pool.length === mine.length) return false;
    const costOf = (l: DistributeLesson) => this.candidates.get(l.schedule_no)!.get(teacherNo)!.cost;
    const start = this.state.mark();
    let [best, bestCount] = [mine.reduce((sum, l) => sum + costOf(l), 0) + this.state.teacherPenalty(teacherNo), mine.length];
    let bestChoice: DistributeLesson[] | null = null;
    for (const l of mine) this.state.unplace(l);
    let nodes = 0;
    const chosen: DistributeLesson[] = [];
    const walk = (i: number, cost: number): void => {
      if (++nodes > SEARCH_NODES) return;
      if (chosen.length >= bestCount) {
        const penalty = cost + this.state.teacherPenalty(teacherNo);
        if (chosen.length > bestCount || penalty < best - 1e-9)
          [best, bestCount, bestChoice] = [penalty, chosen.length, [...chosen]];
      }
      for (let j = i; j < pool.length; j++) {
        if (!this.state.fits(teacherNo, pool[j])) continue;
        this.state.set(pool[j], teacherNo);
        chosen.push(pool[j]);
        walk(j + 1, cost + costOf(pool[j]));
        chosen.pop();
        this.state.unset(pool[j], teacherNo);
      }
    };
    walk(0, 0);
    this.state.undo(start);
    if (!bestChoice) return false;
    for (const l of mine) this.state.unplace(l);
    for (const l of bestChoice as DistributeLesson[]) this.state.place(l, teacherNo);
    return true;
  }

  // Gives up `out` for `lesson` on the teacher (with `moved` going to `to` on the way) if the penalty
  // of the lessons and teachers concerned drops; kept in any case when `out` then fits elsewhere.
  private exchange(
    lesson: DistributeLesson,
    teacherNo: number,
    out: DistributeLesson,
    moved?: DistributeLesson,
    to?: number,
  ): boolean {
    const lessons = moved ? [lesson, out, moved] : [lesson, out];
    const teachers = new Set([teacherNo, this.state.teacherOf.get(out.schedule_no)!]);
    if (to !== undefined) teachers.add(to);
    const penalty = () =>
      lessons.reduce((sum, l) => sum + (this.candidateOf(l)?.cost ?? 0), 0) +
      [...teachers].reduce((sum, t) => sum + this.state.teacherPenalty(t), 0);
    const before = penalty();
    return this.attempt(() => {
      this.state.unplace(out);
      if (moved && to !== undefined) {
        this.state.unplace(moved);
        if (!this.state.fits(to, moved)) return false;
        this.state.place(moved, to);
      }
      if (!this.state.fits(teacherNo, lesson)) return false;
      this.state.place(lesson, teacherNo);
      if (this.placeBest(out)) return true;
      return penalty() < before - 1e-9;
    });
  }

  // Lowers the penalty, never placing fewer, by the cheapest moves that still help: a lesson to another
  // teacher and two lessons trading teachers; where those are stuck, an unplaced lesson for a placed
  // one and a teacher's period packed again; then a lesson moving while a neighbouring period's lesson
  // takes its teacher's freed place, and two teachers trading what they teach in a period (a whole
  // period moves without leaving idle halves on the way); then three teachers' period searched again
  // around a lesson dearer than its cheapest teacher; last, each period searched again.
  improve(): void {
    const groups = [...new Set(this.open.map((l) => groupOf(l.time_limit_no)))];
    const teachers = [...new Set(this.open.flatMap((l) => this.candidatesOf(l).map((c) => c.teacher_no)))];
    for (let round = 0, better = true; better && round < ROUNDS; round++) {
      this.state.settle();
      better =
        this.relocateAndSwap() ||
        this.exchangeUnplaced() ||
        this.repackAll(groups, teachers) ||
        this.shiftNeighbours() ||
        this.tradePeriods(groups, teachers) ||
        groups.reduce((found, group) => this.regroupTeachers(group) || found, false) ||
        groups.reduce((found, group) => this.optimisePeriod(group) || found, false);
    }
    this.state.settle();
  }

  private placedLessons(): DistributeLesson[] {
    return this.open.filter((l) => this.state.teacherOf.has(l.schedule_no));
  }

  private relocateAndSwap(): boolean {
    let better = false;
    const placed = this.placedLessons();
    for (const lesson of placed)
      for (const c of this.candidatesOf(lesson))
        if (
          c.teacher_no !== this.state.teacherOf.get(lesson.schedule_no) &&
          this.state.fits(c.teacher_no, lesson) &&
          this.tryMoves([[lesson, c.teacher_no]])
        )
          better = true;
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i];
        const b = placed[j];
        const ta = this.state.teacherOf.get(a.schedule_no)!;
        const tb = this.state.teacherOf.get(b.schedule_no)!;
        if (
          ta !== tb &&
          this.candidates.get(a.schedule_no)!.has(tb) &&
          this.candidates.get(b.schedule_no)!.has(ta) &&
          // lessons at different times each fit their new teacher as it is
          (overlap(a, b) || (this.state.fits(tb, a) && this.state.fits(ta, b))) &&
          this.tryMoves([
            [a, tb],
            [b, ta],
          ])
        )
          better = true;
      }
    return better;
  }

  private repackAll(groups: readonly number[], teachers: readonly number[]): boolean {
    let better = false;
    for (const group of groups) for (const t of teachers) if (this.repack(t, group)) better = true;
    return better;
  }

  // a lesson goes to another teacher and a lesson of a neighbouring period takes its place: two
  // moves that each change nothing alone (one teacher's load for another's) may together
  private shiftNeighbours(): boolean {
    let better = false;
    const placed = this.placedLessons();
    for (const a of placed) {
      const from = this.state.teacherOf.get(a.schedule_no)!;
      const near = placed.filter(
        (b) =>
          Math.abs(groupOf(b.time_limit_no) - groupOf(a.time_limit_no)) <= 1 && this.candidates.get(b.schedule_no)!.has(from),
      );
      for (const c of this.candidatesOf(a)) {
        if (c.teacher_no === from) continue;
        for (const b of near) {
          const bFrom = this.state.teacherOf.get(b.schedule_no)!;
          if (b === a || bFrom === from || this.state.teacherOf.get(a.schedule_no) !== from) continue;
          // a must fit its new teacher, unless b leaves that teacher
          if (bFrom !== c.teacher_no && !this.state.fits(c.teacher_no, a)) continue;
          if (
            this.tryMoves([
              [a, c.teacher_no],
              [b, from],
            ])
          )
            better = true;
        }
      }
    }
    return better;
  }

  private tradePeriods(groups: readonly number[], teachers: readonly number[]): boolean {
    let better = false;
    for (const group of groups) {
      const inGroup = (t: number) => (this.state.lessonsOf.get(t) ?? []).filter((l) => groupOf(l.time_limit_no) === group);
      for (const a of teachers)
        for (const b of teachers) {
          if (a === b) continue;
          const fromA = inGroup(a);
          if (!fromA.length || !fromA.every((l) => this.candidates.get(l.schedule_no)!.has(b))) continue;
          const fromB = inGroup(b);
          if (this.tryMoves([...fromA.map((l) => [l, b] as const), ...fromB.map((l) => [l, a] as const)])) better = true;
        }
    }
    return better;
  }

  // A lesson dearer than its cheapest teacher (or unplaced) may get there only when several lessons of
  // the period move at once among a few teachers (the cheaper teacher's lessons make room by going to a
  // third, who gives up or passes on one of theirs): the period's lessons of its teacher, the cheaper
  // one and each third teacher a lesson of the period may move to or from without getting dearer,
  // with the period's unplaced lessons they may take, searched again by the branch and bound of the
  // period restricted to those three (a large period's own search runs out of steps before it finds
  // such a chain).
  private regroupTeachers(group: number): boolean {
    const lessons = this.open.filter((l) => groupOf(l.time_limit_no) === group && this.candidates.get(l.schedule_no)!.size > 0);
    const periodTeachers = [...new Set(lessons.flatMap((l) => this.candidatesOf(l).map((c) => c.teacher_no)))];
    let better = false;
    for (const l of lessons) {
      const from = this.state.teacherOf.get(l.schedule_no);
      const least = Math.min(...this.candidatesOf(l).map((c) => c.cost));
      if (from !== undefined && this.candidateOf(l)!.cost <= least) continue;
      const cheapest = this.candidatesOf(l).filter((c) => c.cost === least && c.teacher_no !== from);
      search: for (const b of cheapest)
        for (const c of periodTeachers) {
          if (c === b.teacher_no || c === from) continue;
          if (!this.related(lessons, c, from === undefined ? [b.teacher_no] : [from, b.teacher_no])) continue;
          const team = from === undefined ? [b.teacher_no, c] : [from, b.teacher_no, c];
          if (this.searchTeam(lessons, team)) {
            better = true;
            break search;
          }
        }
    }
    return better;
  }

  // Whether a lesson of the period may move between `third` and one of `pair` without getting dearer.
  private related(lessons: readonly DistributeLesson[], third: number, pair: readonly number[]): boolean {
    return lessons.some((l) => {
      const at = this.state.teacherOf.get(l.schedule_no);
      if (at === undefined) return false;
      const mine = this.candidates.get(l.schedule_no)!;
      const now = mine.get(at)!.cost;
      const to = at === third ? pair : pair.includes(at) ? [third] : [];
      return to.some((t) => (mine.get(t)?.cost ?? Infinity) <= now);
    });
  }

  // the teams searched again without finding anything, with what they taught and what was unplaced then
  private readonly searchedTeams = new Set<string>();

  private searchTeam(periodLessons: readonly DistributeLesson[], team: number[]): boolean {
    const lessons = periodLessons.filter((l) => {
      const t = this.state.teacherOf.get(l.schedule_no);
      return t === undefined ? team.some((x) => this.candidates.get(l.schedule_no)!.has(x)) : team.includes(t);
    });
    const key = [
      ...[...team]
        .sort((a, b) => a - b)
        .map((t) => `${t}:${(this.state.lessonsOf.get(t) ?? []).map((l) => l.schedule_no).sort((a, b) => a - b)}`),
      lessons.filter((l) => !this.state.teacherOf.has(l.schedule_no)).map((l) => l.schedule_no),
    ].join('|');
    if (this.searchedTeams.has(key)) return false;
    const found = this.searchPeriodAgain(lessons, team);
    if (!found) this.searchedTeams.add(key);
    return found;
  }

  // A period's lessons (placed or not) given to its teachers again by a branch and bound, the other
  // periods as they are, up to PERIOD_NODES steps: more placed first, then less penalty; what is
  // placed now is the bound to beat, so the period never gets worse. A branch ends when even placing
  // every lesson that fits could not place more, and its costs and loads so far plus each lesson still
  // needed at its cheapest cost and load now are no better (docs/automatic-assignment.md says why this
  // never cuts off a better assignment). A period whose teachers teach what they taught when its last
  // search found nothing is not searched again.
  private optimisePeriod(group: number): boolean {
    const lessons = this.open.filter((l) => groupOf(l.time_limit_no) === group && this.candidates.get(l.schedule_no)!.size > 0);
    const teachers = [...new Set(lessons.flatMap((l) => this.candidatesOf(l).map((c) => c.teacher_no)))];
    // what its teachers teach: a search of the same would find nothing again
    const version = () =>
      teachers
        .map((t) =>
          (this.state.lessonsOf.get(t) ?? [])
            .map((l) => l.schedule_no)
            .sort((a, b) => a - b)
            .join(' '),
        )
        .join(',');
    if (this.searchedPeriods.get(group) === version()) return false;
    const found = this.searchPeriodAgain(lessons, teachers);
    if (!found) this.searchedPeriods.set(group, version());
    return found;
  }

  // the periods searched again without finding anything, with what their teachers taught then
  private readonly searchedPeriods = new Map<number, string>();

  // Only to these teachers: every lesson given is placed on one of them or not at all.
  private searchPeriodAgain(lessons: DistributeLesson[], teachers: number[]): boolean {
    const among = new Set(teachers);
    const candidatesAmong = new Map(
      lessons.map((l) => [l.schedule_no, this.candidatesOf(l).filter((c) => among.has(c.teacher_no))]),
    );
    const halves = [...new Set(lessons.flatMap((l) => halvesOfSlot(l.time_limit_no)))];
    const penalty = () =>
      lessons.reduce((sum, l) => sum + (this.candidateOf(l)?.cost ?? 0), 0) +
      teachers.reduce((sum, t) => sum + this.state.teacherPenalty(t), 0);
    const kept = lessons.filter((l) => this.state.teacherOf.has(l.schedule_no));
    let [best, bestCount] = [penalty(), kept.length];
    let bestChoice: (readonly [DistributeLesson, number])[] | null = null;
    // outside the journal: the search takes back each of its own moves
    const keptTeachers = kept.map((l) => this.state.teacherOf.get(l.schedule_no)!);
    kept.forEach((l, k) => this.state.unset(l, keptTeachers[k]));
    const free0 = this.freeSeats(teachers, halves);
    const rests = footprintsFrom(lessons);
    const loads = () => teachers.reduce((sum, t) => sum + this.state.weights.load * (this.state.load.get(t) ?? 0) ** 2, 0);
    let nodes = 0;
    const chosen: (readonly [DistributeLesson, number])[] = [];
    // buffers the search reuses (it tries thousands of nodes): the bound's least costs, and per depth
    // the lesson's teachers that fit, cheapest first, with their costs
    const least = new Float64Array(lessons.length);
    const width = Math.max(0, ...lessons.map((l) => candidatesAmong.get(l.schedule_no)!.length));
    const orders = lessons.map(() => new Array<Candidate>(width));
    const costs = lessons.map(() => new Float64Array(width));
    const walk = (i: number, placed: number, free: number, cost: number, load: number): void => {
      if (++nodes > PERIOD_NODES) return;
      let [left, fitting] = [free, 0];
      for (const f of rests[i]) if ((left -= f) >= 0) fitting++;
      if (placed + fitting < bestCount) return;
      if (placed + fitting === bestCount && i < lessons.length) {
        // only as many as the best can be placed: each lesson still to place adds at least its cheapest
        // cost and load now (loads only grow, and a square grows faster the larger it is)
        let n = 0;
        for (let j = i; j < lessons.length; j++) {
          const l = lessons[j];
          const halves = halvesOfSlot(l.time_limit_no).length;
          let min = Infinity;
          for (const c of candidatesAmong.get(l.schedule_no)!) {
            if (!this.state.fits(c.teacher_no, l)) continue;
            const now = this.state.load.get(c.teacher_no) ?? 0;
            min = Math.min(min, c.cost + this.state.weights.load * ((now + halves) ** 2 - now ** 2));
          }
          if (min < Infinity) least[n++] = min;
        }
        const need = bestCount - placed;
        if (n < need) return;
        const smallest = least.subarray(0, n).sort();
        let bound = cost + load;
        for (let k = 0; k < need; k++) bound += smallest[k];
        if (bound >= best - 1e-9) return;
      } else if (placed + fitting === bestCount && cost + load >= best - 1e-9) return;
      if (i === lessons.length) {
        const p = cost + teachers.reduce((sum, t) => sum + this.state.teacherPenalty(t), 0);
        if (placed > bestCount || p < best - 1e-9) [best, bestCount, bestChoice] = [p, placed, [...chosen]];
        return;
      }
      const lesson = lessons[i];
      // the teachers that fit, by cost (then number), sorted by insertion: a few each
      const [order, cost1] = [orders[i], costs[i]];
      let options = 0;
      for (const c of candidatesAmong.get(lesson.schedule_no)!) {
        if (!this.state.fits(c.teacher_no, lesson)) continue;
        const added = c.cost + this.state.addCost(c.teacher_no, lesson);
        let k = options++;
        for (; k > 0 && (cost1[k - 1] > added || (cost1[k - 1] === added && order[k - 1].teacher_no > c.teacher_no)); k--)
          [order[k], cost1[k]] = [order[k - 1], cost1[k - 1]];
        [order[k], cost1[k]] = [c, added];
      }
      for (let k = 0; k < options; k++) {
        const c = order[k];
        const loadBefore = this.state.weights.load * (this.state.load.get(c.teacher_no) ?? 0) ** 2;
        this.state.set(lesson, c.teacher_no);
        const loadAfter = this.state.weights.load * this.state.load.get(c.teacher_no)! ** 2;
        chosen.push([lesson, c.teacher_no]);
        walk(i + 1, placed + 1, free - footprint(lesson), cost + c.cost, load + loadAfter - loadBefore);
        chosen.pop();
        this.state.unset(lesson, c.teacher_no);
      }
      walk(i + 1, placed, free, cost, load);
    };
    walk(0, 0, free0, 0, loads());
    kept.forEach((l, k) => this.state.set(l, keptTeachers[k]));
    if (!bestChoice) return false;
    for (const l of kept) this.state.unplace(l);
    for (const [l, t] of bestChoice as (readonly [DistributeLesson, number])[]) this.state.place(l, t);
    return true;
  }
}

// The first of the reasons that holds once the day is assigned.
function unplacedReason(
  day: DistributeDay,
  lesson: DistributeLesson,
  options: DistributeOptions,
  solver: DaySolver,
): UnplacedReason {
  if (!solver.inPeriod) return UNPLACED_REASON.outsideEditablePeriod;
  const onShift = day.teachers.filter((t) => solver.onShift(t, lesson));
  if (!onShift.length) return UNPLACED_REASON.noTeacherOnShift;
  const withRoom = onShift.filter((t) => solver.state.fits(t.teacher_no, lesson));
  if (!withRoom.length) return UNPLACED_REASON.seatsFull;
  if (withRoom.every((t) => lesson.ng_teacher_nos.includes(t.teacher_no))) return UNPLACED_REASON.onlyNgTeachers;
  return UNPLACED_REASON.onlyWarningTeachers;
}

// The penalty of an assignment of the day (schedule_no → teacher_no): the solver's objective after the
// number placed, and what the bench compares with the exact optimum's. The teachers' terms count what
// they already teach that day too.
export function distributionPenalty(
  day: DistributeDay,
  assignment: ReadonlyMap<number, number>,
  options: Pick<DistributeOptions, 'weights'>,
): number {
  const weights = options.weights ?? DISTRIBUTE_WEIGHTS;
  const state = new DayState(weights, day.teacherLessons);
  const byNo = new Map(day.teachers.map((t) => [t.teacher_no, t]));
  let penalty = 0;
  for (const lesson of day.lessons) {
    const teacherNo = assignment.get(lesson.schedule_no);
    if (teacherNo === undefined) continue;
    state.place(lesson, teacherNo);
    if (lesson.regular_teacher_no !== null && lesson.regular_teacher_no !== teacherNo) penalty += weights.regular;
    const teacher = byNo.get(teacherNo);
    if (!teacher) throw new Error(`Unknown teacher ${teacherNo}`);
    const check = checkAssignment({
      lesson,
      teacher,
      cell: { teacher_no: teacherNo, schedule_date: lesson.schedule_date, time_limit_no: lesson.time_limit_no },
      editable: { min: null, max: null },
      excludedTeacherNos: [],
      teacherLessons: [],
      lessonSubjectNos: lesson.subject_nos,
    });
    if (check.warnings.length) penalty += weights.warning;
  }
  const teachers = new Set([...state.load.keys()]);
  for (const t of teachers) penalty += state.teacherPenalty(t);
  return penalty;
}
