// The exact mixed-integer model of one center's date for `npm run bench -- assign`: the same hard
// rules and weights as distributeDay (libs/domain/src/assignment/distribute.ts), written in CPLEX LP
// format for HiGHS (the `highs` package). docs/automatic-assignment.md describes it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const {
  checkAssignment,
  DISTRIBUTE_WEIGHTS,
  halvesOf,
  isInEditablePeriod,
  parseTimeLimitNo,
  SEATS_PER_HALF,
  seatsOf,
  TEACHER_STATUS_ACTIVE,
  TIME_DIVISION,
} = require('@school/domain');

// A half's place in the day: group 3's halves come right after group 2's (as the solver counts idle halves).
const halfIndex = (half) => {
  const { group, division } = parseTimeLimitNo(half);
  return group * 2 + (division === TIME_DIVISION.SECOND_HALF ? 1 : 0);
};
const halvesAt = (occupant) => halvesOf(occupant.time_limit_no).map(halfIndex);

// Who may take each lesson (the hard rules but the seats) and what the pair costs: an active teacher
// with a work shift at the center in every half of the lesson, the board's checks without an error
// (never an NG teacher, inside the editable period), a warning only when warnings are accepted.
export function allowedPairs(day, options) {
  const weights = options.weights ?? DISTRIBUTE_WEIGHTS;
  const works = new Set(day.shifts.map((s) => `${s.teacher_no}:${s.time_limit_no}`));
  const pairs = [];
  for (const lesson of day.lessons) {
    if (!isInEditablePeriod(lesson.schedule_date, options.editable)) continue;
    for (const teacher of day.teachers) {
      if (teacher.status !== TEACHER_STATUS_ACTIVE) continue;
      if (!halvesOf(lesson.time_limit_no).every((h) => works.has(`${teacher.teacher_no}:${h}`))) continue;
      const check = checkAssignment({
        lesson,
        teacher,
        cell: { teacher_no: teacher.teacher_no, schedule_date: lesson.schedule_date, time_limit_no: lesson.time_limit_no },
        editable: options.editable,
        excludedTeacherNos: lesson.ng_teacher_nos,
        teacherLessons: [],
        lessonSubjectNos: lesson.subject_nos,
      });
      if (check.errors.length || (check.warnings.length && !options.acceptWarnings)) continue;
      const notRegular = lesson.regular_teacher_no !== null && lesson.regular_teacher_no !== teacher.teacher_no;
      const cost = (notRegular ? weights.regular : 0) + (check.warnings.length ? weights.warning : 0);
      pairs.push({ lesson, teacherNo: teacher.teacher_no, cost });
    }
  }
  return pairs;
}

// Writes a linear expression (terms [coefficient, variable]) a few terms a line.
const expression = (terms) =>
  terms
    .map(([c, v], i) => `${i % 16 === 15 ? '\n   ' : ''}${c < 0 ? '-' : '+'} ${Math.abs(c)} ${v}`)
    .join(' ')
    .replace(/^\+ /, '');

// The model of one date. Variables: x (lesson i to teacher t, binary) for each allowed pair; per
// teacher z (load², through its tangents at the integer loads) and per half of the teacher's day u
// (taught in it), a (taught in an earlier half), b (in a later one), g (idle). Objective, minimised:
// Σ (cost − BIG)·x + load·Σ z + gap·Σ g, BIG larger than any penalty, so the most lessons placed come
// first and the least penalty second. Its value + BIG × placed is distributionPenalty's value.
export function buildModel(day, options) {
  const weights = options.weights ?? DISTRIBUTE_WEIGHTS;
  const pairs = allowedPairs(day, options);
  const index = new Map(day.lessons.map((l, i) => [l.schedule_no, i]));
  const xName = (p) => `x${index.get(p.lesson.schedule_no)}_${p.teacherNo}`;

  // per teacher: seats already taken per half (what they teach that day at any center), load, and the pairs
  const teachers = new Map();
  const teacherOf = (t) => {
    if (!teachers.has(t)) teachers.set(t, { seats: new Map(), load: 0, pairs: [] });
    return teachers.get(t);
  };
  for (const o of day.teacherLessons) {
    const t = teacherOf(o.teacher_no);
    for (const h of halvesAt(o)) t.seats.set(h, (t.seats.get(h) ?? 0) + seatsOf(o.capacity));
    t.load += halvesAt(o).length;
  }
  for (const p of pairs) teacherOf(p.teacherNo).pairs.push(p);

  const rows = [];
  const objective = [];
  const bounds = [];
  let big = 1;
  const byLesson = new Map();
  for (const p of pairs) byLesson.set(p.lesson.schedule_no, [...(byLesson.get(p.lesson.schedule_no) ?? []), p]);
  for (const [no, ps] of byLesson) {
    // each lesson at most once
    rows.push(`once${index.get(no)}: ${expression(ps.map((p) => [1, xName(p)]))} <= 1`);
    big += Math.max(...ps.map((p) => p.cost));
  }

  for (const [t, teacher] of teachers) {
    const covering = new Map();
    for (const p of teacher.pairs) for (const h of halvesAt(p.lesson)) covering.set(h, [...(covering.get(h) ?? []), p]);
    // the occupancy rule per half, next to what the teacher already teaches
    for (const [h, ps] of covering)
      rows.push(
        `seats${t}_${h}: ${expression(ps.map((p) => [seatsOf(p.lesson.capacity), xName(p)]))} <= ${Math.max(0, SEATS_PER_HALF - (teacher.seats.get(h) ?? 0))}`,
      );

    const halves = [...new Set([...teacher.seats.keys(), ...covering.keys()])];
    if (!halves.length) continue;
    const [first, last] = [Math.min(...halves), Math.max(...halves)];
    const loads = teacher.pairs.map((p) => [halvesAt(p.lesson).length, xName(p)]);
    const maxLoad = Math.min(teacher.load + loads.reduce((n, [k]) => n + k, 0), SEATS_PER_HALF * (last - first + 1));
    // load² ≥ each tangent (2k+1)·load − k(k+1) of the square at an integer k: exact at integer loads
    if (maxLoad > 0) {
      objective.push([weights.load, `z${t}`]);
      for (let k = Math.max(0, teacher.load - 1); k < maxLoad; k++)
        rows.push(
          `load${t}_${k}: z${t}${loads.length ? ' ' : ''}${expression(loads.map(([n, v]) => [-(2 * k + 1) * n, v])).replace(/^(?=\d)/, '+ ')} >= ${(2 * k + 1) * teacher.load - k * (k + 1)}`,
        );
    }
    big += weights.load * maxLoad * maxLoad + weights.gap * (last - first + 1);

    // idle halves: g_h ≥ a_h + b_h − 1 − u_h, a_h = taught before h, b_h = taught after h
    for (let h = first; h <= last; h++) {
      const taught = teacher.seats.get(h) ?? 0;
      const ps = covering.get(h) ?? [];
      if (taught > 0) bounds.push(`u${t}_${h} = 1`);
      else if (!ps.length) bounds.push(`u${t}_${h} = 0`);
      else {
        bounds.push(`0 <= u${t}_${h} <= 1`);
        rows.push(`some${t}_${h}: u${t}_${h} ${expression(ps.map((p) => [-1, xName(p)])).replace(/^(?=\d)/, '+ ')} <= 0`);
        for (const p of ps) rows.push(`each${t}_${h}_${index.get(p.lesson.schedule_no)}: u${t}_${h} - ${xName(p)} >= 0`);
      }
      if (h > first) {
        rows.push(`before${t}_${h}: a${t}_${h} - u${t}_${h - 1} >= 0`);
        if (h - 1 > first) rows.push(`beforeMore${t}_${h}: a${t}_${h} - a${t}_${h - 1} >= 0`);
      }
      if (h < last) {
        rows.push(`after${t}_${h}: b${t}_${h} - u${t}_${h + 1} >= 0`);
        if (h + 1 < last) rows.push(`afterMore${t}_${h}: b${t}_${h} - b${t}_${h + 1} >= 0`);
      }
      if (h > first && h < last) {
        rows.push(`idle${t}_${h}: g${t}_${h} - a${t}_${h} - b${t}_${h} + u${t}_${h} >= -1`);
        objective.push([weights.gap, `g${t}_${h}`]);
      }
    }
  }
  for (const p of pairs) objective.push([p.cost - big, xName(p)]);

  const lp = [
    'Minimize',
    ` obj: ${objective.length ? expression(objective) : '0 x_none'}`,
    'Subject To',
    ...rows.map((r) => ` ${r}`),
    'Bounds',
    ...bounds.map((b) => ` ${b}`),
    'Binary',
    ...pairs.map((p) => ` ${xName(p)}`),
    'End',
  ].join('\n');

  return {
    lp,
    big,
    pairs: pairs.length,
    // the assignment (schedule_no → teacher_no) in HiGHS's answer
    decode(columns) {
      const assignment = new Map();
      for (const p of pairs) if ((columns[xName(p)]?.Primal ?? 0) > 0.5) assignment.set(p.lesson.schedule_no, p.teacherNo);
      return assignment;
    },
    // the penalty HiGHS's objective value stands for
    penaltyOf(objectiveValue, placed) {
      return objectiveValue + big * placed;
    },
  };
}

// Whether an assignment keeps the hard rules: each lesson placed once, to an allowed teacher, within
// the occupancy rule next to what the teacher already teaches. Returns the first breach, or null.
export function breach(day, options, assignment) {
  const allowed = new Set(allowedPairs(day, options).map((p) => `${p.lesson.schedule_no}:${p.teacherNo}`));
  const seats = new Map();
  const take = (t, o) => {
    for (const h of halvesAt(o)) seats.set(`${t}:${h}`, (seats.get(`${t}:${h}`) ?? 0) + seatsOf(o.capacity));
  };
  for (const o of day.teacherLessons) take(o.teacher_no, o);
  const lessons = new Map(day.lessons.map((l) => [l.schedule_no, l]));
  for (const [no, t] of assignment) {
    if (!allowed.has(`${no}:${t}`)) return `lesson ${no} to teacher ${t} is not allowed`;
    take(t, lessons.get(no));
  }
  for (const [key, n] of seats) if (n > SEATS_PER_HALF) return `teacher:half ${key} holds ${n} seats`;
  return null;
}
