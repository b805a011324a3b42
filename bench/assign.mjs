// The automatic assignment (C40101_distribute's solver, distributeDay) against the exact optimum, at
// bench scale (10 centers, 200 teachers, 50,000 lessons). On a copy of the bench database, the busiest
// center's lessons of next month are released (teacher 0, manual_flag 0); then each date is read with
// the service's own statements (distribute.repository.ts: LOCK_LESSONS_SQL, DAY_SQL), solved by
// distributeDay and by an exact mixed-integer model of the same rules and weights solved by HiGHS
// (the `highs` package, WebAssembly; bench/lib/assign-model.mjs), both answers' penalties computed by
// the same distributionPenalty. The objective is separable per date, so a range's optimum is the sum
// of its dates' optima: every date is solved exactly, no time limit, no gap. Instances: the week's
// busiest date (center-day), the month's first 7 days (center-week), the whole month (center-month).
// HiGHS is the baseline measured in the same run.
// `npm run bench -- assign [runs per date, 3] [--accept-warnings] [--only=day,week,month]`: --only solves
// only the dates of the instances named (with warnings accepted HiGHS needs up to 35 s a date); --dump=DIR
// writes each date solved, with both answers, to DIR/<date>.json (to study where the solver misses).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../scripts/lib/infra.mjs';
import { ensureInstalled, run as runCommand, SERVICES } from '../scripts/lib/workspace.mjs';
import { benchCopy, benchInfra } from './lib/bench-database.mjs';
import { breach, buildModel } from './lib/assign-model.mjs';
import { releaseLessons } from './lib/bench-writes.mjs';

const require = createRequire(import.meta.url);
const { addDays, boardEditablePeriod, distributeDay, distributionPenalty, endOfMonth, tokyoDate } = require('@school/domain');
const loadHighs = require('highs');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const timed = (fn) => {
  const started = process.hrtime.bigint();
  const value = fn();
  return [value, Number(process.hrtime.bigint() - started) / 1e6];
};

// The first day of next month: the whole month lies in the board's editable period (today to the end of next month).
const nextMonthStart = (today) => addDays(endOfMonth(today), 1);

export async function run(args) {
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
  const acceptWarnings = args.includes('--accept-warnings');
  const only = (args.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? 'day,week,month').split(',');
  const dump = args.find((a) => a.startsWith('--dump='))?.slice('--dump='.length);
  const unknown = only.filter((name) => !['day', 'week', 'month'].includes(name));
  if (unknown.length) throw new Error(`--only: unknown instances ${unknown.join(', ')} (day, week, month)`);
  await ensureInstalled();
  const infra = await benchInfra('bench');
  const env = { ...process.env, ...infra.env, LOG_LEVEL: 'warn' };
  let db = null;
  let copy = null;
  try {
    // only the services (their CLIs migrate and seed; scheduling's compiled statements) and libs/domain
    await runCommand(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsc'), [
      '-b',
      ...SERVICES.map((s) => path.join('services', s, 'tsconfig.json')),
    ]);
    await infra.prepare(env);
    // the compiled statements the service runs
    const { DAY_SQL, LOCK_LESSONS_SQL } = require(
      path.join(REPO_ROOT, 'services/scheduling/dist/board/distribute/distribute.repository.js'),
    );
    const highs = await loadHighs();

    // a copy, so that the release below never touches the database other benchmarks read
    copy = await benchCopy(env, 'bench', 'assign');
    db = new pg.Client({ connectionString: copy.url });
    await db.connect();

    const today = tokyoDate(Date.now());
    const editable = boardEditablePeriod(today);
    const start = nextMonthStart(today);
    const end = endOfMonth(start);
    const [{ center_no: center }] = (
      await db.query(
        `SELECT "center_no", count(*) AS n FROM "scheduling"."lesson"
          WHERE "schedule_date" BETWEEN $1 AND $2 AND "cancel_flag" = 0 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
        [start, end],
      )
    ).rows;
    const released = await releaseLessons(db, center, start, end);
    console.log(`\ncenter ${center}, ${start} to ${end}: ${released} lessons released on the copy ${copy.name}`);
    const options = { editable, acceptWarnings };

    const dates = [];
    for (let d = start; d <= end; d = addDays(d, 1)) dates.push(d);
    // every date read as the job reads it: its lessons locked, then the day in one statement (rolled back)
    const days = [];
    for (const date of dates) {
      await db.query('BEGIN');
      const readStart = process.hrtime.bigint();
      const locked = (await db.query(LOCK_LESSONS_SQL, [center, date])).rows;
      const [{ day: rows }] = (await db.query(DAY_SQL, [center, date, locked.map((l) => l.schedule_no)])).rows;
      const readMs = Number(process.hrtime.bigint() - readStart) / 1e6;
      await db.query('ROLLBACK');
      days.push({ day: { date, ...rows }, readMs, model: null, times: [], highsTimes: [] });
    }
    // the instances: the week's busiest date (the most lessons to place), the week, the month
    const week = dates.slice(0, 7);
    const lessonsOn = (date) => days.find((d) => d.day.date === date).day.lessons.length;
    const busiest = week.reduce((a, b) => (lessonsOn(b) > lessonsOn(a) ? b : a));
    const instances = [
      ['day', `center-day (${busiest})`, [busiest]],
      ['week', `center-week (${week[0]} to ${week.at(-1)})`, week],
      ['month', `center-month (${start} to ${end})`, dates],
    ].filter(([name]) => only.includes(name));
    const solved = new Set(instances.flatMap(([, , ds]) => ds));
    days.splice(0, days.length, ...days.filter((d) => solved.has(d.day.date)));
    for (const d of days) d.model = buildModel(d.day, options);
    const solveExactly = (d) =>
      highs.solve(d.model.lp, { mip_rel_gap: 0, mip_abs_gap: 1e-6, output_flag: false, log_to_console: false });

    // both warmed up on every date first (the JIT, WebAssembly's tiers), then `runs` rounds measured, the
    // two in turns on each date so that neither gets a quieter moment of the machine than the other;
    // per date the median of the rounds
    for (const d of days) {
      distributeDay(d.day, options);
      solveExactly(d);
    }
    for (let round = 0; round < runs; round++)
      for (const d of days) {
        const solve = () => {
          const [result, ms] = timed(() => distributeDay(d.day, options));
          [d.result, d.times[round]] = [result, ms];
        };
        const exact = () => {
          const [solution, ms] = timed(() => solveExactly(d));
          [d.solution, d.highsTimes[round]] = [solution, ms];
        };
        for (const step of round % 2 ? [exact, solve] : [solve, exact]) step();
      }

    const perDate = new Map();
    for (const { day, readMs, model, times, highsTimes, result, solution } of days) {
      const { date } = day;
      const ours = new Map(result.placed.map((p) => [p.schedule_no, p.teacher_no]));
      if (solution.Status !== 'Optimal') throw new Error(`${date}: HiGHS answered ${solution.Status}`);
      const optimum = model.decode(solution.Columns);
      for (const [who, assignment] of [
        ['distributeDay', ours],
        ['HiGHS', optimum],
      ]) {
        const wrong = breach(day, options, assignment);
        if (wrong) throw new Error(`${date}: ${who}'s answer breaks a rule: ${wrong}`);
      }
      const penalty = distributionPenalty(day, ours, options);
      const optimumPenalty = distributionPenalty(day, optimum, options);
      // the model's objective and distributionPenalty must agree, or the model is not of the same weights
      const modelPenalty = model.penaltyOf(solution.ObjectiveValue, optimum.size);
      if (Math.abs(modelPenalty - optimumPenalty) > 1e-3)
        throw new Error(`${date}: the model's penalty ${modelPenalty} ≠ distributionPenalty ${optimumPenalty}`);
      if (ours.size > optimum.size || (ours.size === optimum.size && penalty < optimumPenalty - 1e-9))
        throw new Error(
          `${date}: distributeDay beat the "optimum" (${ours.size}/${penalty} against ${optimum.size}/${optimumPenalty})`,
        );
      const p = {
        lessons: day.lessons.length,
        teachers: day.teachers.length,
        pairs: model.pairs,
        placed: ours.size,
        penalty,
        ms: median(times),
        optimumPlaced: optimum.size,
        optimumPenalty,
        highsMs: median(highsTimes),
        readMs,
      };
      perDate.set(date, p);
      if (dump) {
        fs.mkdirSync(dump, { recursive: true });
        const entries = (m) => [...m].sort((a, b) => a[0] - b[0]);
        fs.writeFileSync(
          path.join(dump, `${date}.json`),
          JSON.stringify({ day, options, solver: entries(ours), optimum: entries(optimum), penalty, optimumPenalty }),
        );
      }
      console.log(
        `${date}: ${p.lessons} lessons, ${p.teachers} teachers, ${p.pairs} pairs; placed ${p.placed}/${p.optimumPlaced}, ` +
          `penalty ${p.penalty}/${p.optimumPenalty}; ${p.ms.toFixed(1)} ms / HiGHS ${p.highsMs.toFixed(0)} ms`,
      );
    }

    const sum = (ds, key) => ds.reduce((n, d) => n + perDate.get(d)[key], 0);
    const f1 = (x) => x.toFixed(1);
    const ratio = (a, b) => (b === 0 ? (a === 0 ? '1.000' : '∞') : (a / b).toFixed(3));
    console.log(
      `\nCenter ${center}, warnings ${acceptWarnings ? 'accepted' : 'not accepted'}; each date solved exactly ` +
        `(the objective is per date: a range's optimum is the sum of its dates'); both: median of ${runs} runs per date after a warm-up`,
    );
    console.log(
      '| instance | lessons | placed (solver / optimum) | placed ratio | penalty (solver / optimum) | penalty ratio | solver ms | HiGHS ms | time ratio | read ms |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    const goals = [];
    for (const [, name, ds] of instances) {
      const [placed, optimumPlaced] = [sum(ds, 'placed'), sum(ds, 'optimumPlaced')];
      const [penalty, optimumPenalty] = [sum(ds, 'penalty'), sum(ds, 'optimumPenalty')];
      const [ms, highsMs] = [sum(ds, 'ms'), sum(ds, 'highsMs')];
      console.log(
        `| ${name} | ${sum(ds, 'lessons')} | ${placed} / ${optimumPlaced} | ${ratio(placed, optimumPlaced)} | ` +
          `${penalty} / ${optimumPenalty} | ${ratio(penalty, optimumPenalty)} | ${f1(ms)} | ${f1(highsMs)} | ` +
          `${ratio(ms, highsMs)} | ${f1(sum(ds, 'readMs'))} |`,
      );
      goals.push([`${name}: placed ≥ 99.5 % of the optimum's`, placed >= 0.995 * optimumPlaced]);
      goals.push([`${name}: penalty ≤ 1.02 × the optimum's`, penalty <= 1.02 * optimumPenalty]);
      goals.push([`${name}: solver time ≤ 1/10 of HiGHS's`, ms <= highsMs / 10]);
    }
    if (only.includes('month')) goals.push(['center-month: solver ≤ 2 s', sum(dates, 'ms') <= 2000]);
    console.log('\nGoals:');
    for (const [goal, met] of goals) console.log(`  ${met ? 'met    ' : 'MISSED '} ${goal}`);
    const missed = [...perDate.keys()].filter((d) => {
      const p = perDate.get(d);
      return p.placed < p.optimumPlaced || p.penalty > p.optimumPenalty;
    });
    if (missed.length)
      console.log(
        `\nDates where the solver is not optimal: ${missed
          .map((d) => {
            const p = perDate.get(d);
            return `${d} (placed ${p.placed}/${p.optimumPlaced}, penalty ${p.penalty}/${p.optimumPenalty})`;
          })
          .join(', ')}`,
      );
  } finally {
    await db?.end().catch(() => undefined);
    await copy?.drop().catch(() => undefined);
    await infra.stop();
  }
}
