// C30101 schedule entry at bench scale (10 centers, 200 teachers, 50,000 lessons), the busiest center
// and 4 weeks from today, each read as the browser calls it (HTTP → gateway → NATS → scheduling →
// PostgreSQL → libs/domain) against its raw SQL (the service's own compiled repository methods run by
// pg from here, side by side on a pool as the service runs them): C30101_getCellTeacherCount as admin,
// C30101Student_doBrowse as a student of that center (a role-110 account made for the run). Then a
// 15-week weekly course (C30101_doSubmit) and its removal through the stack, and the same add by the
// compiled service on a bare connection, rolled back, its statements timed by kind. The rows the run
// wrote are removed at the end. `npm run bench -- entries [runs, 30] [weekly course runs, 10]`
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../scripts/lib/infra.mjs';
import { startProcess, stopProcess, waitReady } from '../scripts/lib/stack.mjs';
import { ensureInstalled, run as runCommand, SERVICES } from '../scripts/lib/workspace.mjs';
import fs from 'node:fs';
import { benchInfra } from './lib/bench-database.mjs';
import { addStudentAccount, entryCellsOf, removeRunRows, studentOf } from './lib/bench-writes.mjs';

const GATEWAY_PORT = 18455;
const DAYS = 28;
const ORIGIN = 'http://localhost:4200';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { addDays, maxDate, minDate, tokyoDate } = require('@school/domain');
const Redis = require('ioredis');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const elapsed = async (fn) => {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

// The medians of a and b measured in turns (a then b, then b then a), so neither gets a quieter
// moment of the machine than the other.
async function timedInTurns(a, b, runs) {
  const [as, bs] = [[], []];
  for (let i = 0; i < runs; i++) {
    if (i % 2) bs.push(await elapsed(b));
    as.push(await elapsed(a));
    if (!(i % 2)) bs.push(await elapsed(b));
  }
  return [median(as), median(bs)];
}

async function forgetSignIns(redisUrl, namespace) {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${namespace}:rate:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

// What a statement of the weekly course's checks is, for the breakdown.
const STATEMENTS = [
  [/"student_projection"/, 'the student (FOR UPDATE)'],
  [/"time_slot" WHERE/, 'the time slot'],
  [/"calendar_day"/, 'the calendar days'],
  [/FROM "scheduling"\."lesson"\s+WHERE "student_no"/, "the student's lessons (occupied weeks)"],
  [/INSERT INTO "scheduling"\."entry_cell"/, 'cell lock rows made'],
  [/FOR UPDATE/, 'cell locks'],
  [/"teacher_schedule"/, 'half loads'],
  [/"entry_control"/, 'controls'],
];
const statementName = (text) => STATEMENTS.find(([re]) => re.test(text))?.[1] ?? text.trim().slice(0, 40);

const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// The 15-week course: a student of the center with the fewest lessons, in the cell of the coming week
// (from tomorrow) with the most room (the cell counts just read: not full first, then the most teachers
// left), so that most weeks get a lesson rather than a cancel row; the center's most taught subject.
async function weeklyCourseBench({ db, pool, dist, call, center, runs, counts, cells }) {
  const today = tokyoDate(Date.now());
  const { student_no: studentNo } = await studentOf(db, center, today, addDays(today, 15 * 7), 'ASC');
  // at bench scale most cells with shifts planned are full (about 80 lessons a day for 10–15 teachers):
  // a full week gets a cancel row, the weeks past the shift plan get lessons
  const week = counts.filter((c) => c.schedule_date > today && c.schedule_date <= addDays(today, 7));
  const cell = week.reduce((best, c) =>
    (!c.full && best.full) || (c.full === best.full && c.remaining > best.remaining) ? c : best,
  );
  const [{ subject_no: subject }] = (
    await db.query(
      `SELECT "subject_no" FROM "scheduling"."lesson" WHERE "center_no" = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [center],
    )
  ).rows;
  const row = {
    action: 'add',
    first_date: cell.schedule_date,
    time_limit_no: cell.time_limit_no,
    subject_no: subject,
    capacity: 1,
    weeks: 15,
  };
  const input = { student_no: studentNo, belongs_center_no: center, weekly: [row] };

  // the compiled service over one bare pg connection per submit, rolled back; each statement timed
  const { WeeklyCourseService } = dist('weekly-course/weekly-course.service.js');
  const { WeeklyCourseRepository } = dist('weekly-course/weekly-course.repository.js');
  const { EntryCellGuard } = dist('entry-cell/entry-cell.guard.js');
  let parts = null;
  const ds = {
    query: (text, params) => pool.query(text, params).then((r) => r.rows),
    async transaction(work) {
      const client = await pool.connect();
      let inserting = false;
      const tx = {
        async query(text, params) {
          const started = process.hrtime.bigint();
          const result = await client.query(text, params);
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          // outbox rows are the events; from the course's insert on, the writes; before it, the checks
          if (/"outbox"/.test(text)) parts.add('events', ms);
          else if ((inserting ||= /INSERT INTO "scheduling"\."weekly_entry"/.test(text))) parts.add('inserts', ms);
          else parts.add('lock', ms, statementName(text));
          return result.rows;
        },
      };
      await client.query('BEGIN');
      try {
        return await work(tx);
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    },
  };
  const centers = { list: async () => [{ value: center, label: String(center) }] };
  const service = new WeeklyCourseService(new WeeklyCourseRepository(ds), centers, new EntryCellGuard(cells), cells);
  const caller = {
    userNo: 1,
    role: 560,
    functionIds: [],
    centerNos: null,
    teacherNo: null,
    studentNo: null,
    locale: 'ja',
    requestId: 'bench',
    ip: '127.0.0.1',
    frontendUrl: null,
  };
  const replay = async () => {
    parts = {
      ms: { lock: 0, inserts: 0, events: 0 },
      n: { lock: 0, inserts: 0, events: 0 },
      each: [],
      add(kind, ms, name) {
        this.ms[kind] += ms;
        this.n[kind]++;
        if (name) this.each.push([name, ms]);
      },
    };
    const started = process.hrtime.bigint();
    await service.submit(input, caller);
    const total = Number(process.hrtime.bigint() - started) / 1e6;
    return { total, ...parts.ms, js: total - parts.ms.lock - parts.ms.inserts - parts.ms.events, n: parts.n, each: parts.each };
  };

  const weeklyNos = [];
  let created = null;
  const stackAdd = [];
  const stackDel = [];
  const replays = [];
  for (let i = 0; i < runs + 2; i++) {
    let added;
    const addMs = await elapsed(async () => (added = await call('C30101_doSubmit', input)));
    const [course] = added.weekly;
    weeklyNos.push(course.entry.weekly_entry_no);
    created ??= { lessons: course.lessons.length, cancels: course.cancels.length };
    const delMs = await elapsed(() =>
      call('C30101_doSubmit', {
        ...input,
        weekly: [{ action: 'del', weekly_entry_no: course.entry.weekly_entry_no, lock_version: course.entry.lock_version }],
      }),
    );
    const r = await replay();
    // the first two are the warm-up
    if (i < 2) continue;
    stackAdd.push(addMs);
    stackDel.push(delMs);
    replays.push(r);
  }
  const m = (key) => median(replays.map((r) => r[key]));
  return {
    studentNo,
    row,
    created,
    weeklyNos,
    medians: {
      stackAdd: median(stackAdd),
      stackDel: median(stackDel),
      total: m('total'),
      lock: m('lock'),
      inserts: m('inserts'),
      events: m('events'),
      js: m('js'),
      statements: replays[0].n,
      // the lock + count statements one by one (the same sequence in every run)
      each: replays[0].each.map(([name], i) => [name, median(replays.map((r) => r.each[i][1]))]),
    },
  };
}

export async function run(args) {
  const runs = Number(args[0] ?? 30);
  const weeklyRuns = Number(args[1] ?? 10);
  let account = null;
  await ensureInstalled();
  const infra = await benchInfra('bench');
  const env = {
    ...process.env,
    ...infra.env,
    NATS_NAMESPACE: process.env.NATS_NAMESPACE ?? 'bench-entries',
    PORT: String(GATEWAY_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_ORIGINS: ORIGIN,
  };
  const children = [];
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  // the read's four statements side by side, as the service's pool runs them
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
  const apiUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // only the services and the gateway: this bench opens no front end
    await runCommand(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsc'), [
      '-b',
      ...[...SERVICES, 'gateway'].map((s) => path.join('services', s, 'tsconfig.json')),
    ]);
    await infra.prepare(env);
    await forgetSignIns(env.REDIS_URL, env.NATS_NAMESPACE);
    for (const name of [...SERVICES, 'gateway'])
      children.push(startProcess(name, env, { onLine: (l, s) => s === 'stderr' && console.error(`[${name}] ${l}`) }));
    await waitReady(apiUrl);

    await db.connect();
    const start = tokyoDate(Date.now());
    const end = addDays(start, DAYS - 1);
    const [{ center_no: center, n: lessons }] = (
      await db.query(
        `SELECT "center_no", count(*)::int AS n FROM "scheduling"."lesson" WHERE "schedule_date" BETWEEN $1 AND $2
         GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
        [start, end],
      )
    ).rows;

    // one cookie per signed-in person: admin, and the student account made for the run
    const sessionCall = () => {
      let cookie = '';
      return (api, input) =>
        new Promise((resolve, reject) => {
          const body = Buffer.from(JSON.stringify({ data: [{ api, input }] }));
          const headers = {
            'content-type': 'application/json',
            'content-length': body.length,
            origin: ORIGIN,
            'x-frontend-url': `${ORIGIN}/Auth/login`,
            ...(cookie ? { cookie } : {}),
          };
          const req = http.request(`${apiUrl}/api`, { method: 'POST', agent, headers }, (res) => {
            const chunks = [];
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () => {
              const setCookie = res.headers['set-cookie'];
              if (setCookie) cookie = setCookie[0].split(';')[0];
              const answer = JSON.parse(Buffer.concat(chunks).toString());
              if (res.statusCode !== 200) reject(new Error(`${api}: ${res.statusCode} ${JSON.stringify(answer)}`));
              else resolve(answer.data[0].output);
            });
          });
          req.on('error', reject);
          req.end(body);
        });
    };
    const call = sessionCall();
    await call('Auth_login', { user_id: 'admin', password: process.env.DEMO_PASSWORD || 'demo-pass-2026' });

    // the service's compiled repositories over a bare pg pool: the same statements, nothing around them
    const raw = { query: (text, params) => pool.query(text, params).then((r) => r.rows) };
    const dist = (file) => require(path.join(REPO_ROOT, 'services/scheduling/dist', file));
    const schedule = new (dist('student-schedule/student-schedule.repository.js').StudentScheduleRepository)(raw);
    const cells = new (dist('entry-cell/entry-cell.repository.js').EntryCellRepository)(raw);
    const rawRead = () =>
      Promise.all([
        schedule.calendar(center, start, end),
        schedule.timeSlots(),
        cells.halfLoads(center, start, end),
        cells.controls(center, start, end),
      ]);

    const input = { center_no: center, start_date: start, end_date: end };
    const out = await call('C30101_getCellTeacherCount', input);
    const loads = await cells.halfLoads(center, start, end);
    for (let i = 0; i < 5; i++) {
      await call('C30101_getCellTeacherCount', input);
      await rawRead();
    }
    const [stack, sql] = await timedInTurns(() => call('C30101_getCellTeacherCount', input), rawRead, runs);

    // C30101Student_doBrowse as a student of that center: a role-110 account made for the run (the API
    // is pinned to the caller's student), against the service's own statements on the bare pool: the
    // student's center first, then the eight reads side by side, with the service's ranges.
    const cellsBefore = await entryCellsOf(db, center);
    const student = await studentOf(db, center, start, end, 'DESC');
    account = await addStudentAccount(call, student.student_no, 'bench-entries');
    const asStudent = sessionCall();
    await asStudent('Auth_login', { user_id: account.user_id, password: account.password });
    const entryRepo = new (dist('student-entry/student-entry.repository.js').StudentEntryRepository)(raw);
    const rawBrowse = async () => {
      const own = await entryRepo.centerOf(student.student_no);
      const today = tokyoDate(Date.now());
      return Promise.all([
        entryRepo.calendar(own, minDate(start, today), maxDate(end, addDays(today, 92))),
        entryRepo.slots(),
        cells.halfLoads(own, start, end),
        cells.controls(own, start, end),
        entryRepo.lessons(student.student_no, start, end),
        entryRepo.entries(student.student_no, start, end),
        entryRepo.notAttended(student.student_no, start, end),
        entryRepo.openSeminars(today),
      ]);
    };
    const browseInput = { start_date: start, end_date: end, center_no: center };
    const browsed = await asStudent('C30101Student_doBrowse', browseInput);
    for (let i = 0; i < 5; i++) {
      await asStudent('C30101Student_doBrowse', browseInput);
      await rawBrowse();
    }
    const [browseStack, browseSql] = await timedInTurns(() => asStudent('C30101Student_doBrowse', browseInput), rawBrowse, runs);

    // A 15-week weekly course (C30101_doSubmit, one add row) and its removal, through the stack as
    // staff send them; and the same add by the compiled service on a bare pg connection, in a
    // transaction rolled back, its statements timed by kind: what the server spends and on what.
    const weekly = await weeklyCourseBench({ db, pool, dist, call, center, runs: weeklyRuns, counts: out.cells, cells });
    const removed = await removeRunRows(db, { center, cellsBefore, weeklyNos: weekly.weeklyNos });

    const f = (x) => x.toFixed(1);
    const ratio = (a, b) => (a / b).toFixed(2);
    console.log(
      `\nCenter ${center} (${lessons} lessons), ${start} to ${end} (${DAYS} days), median of ${runs} runs; load average ${loadAverage()}`,
    );
    console.log('| call | rows | raw SQL ms | stack ms | ratio |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| C30101_getCellTeacherCount | ${out.cells.length} cells, ${loads.length} half rows | ${f(sql)} | ${f(stack)} | ${ratio(stack, sql)} |`,
    );
    console.log(`| … cells not full | ${out.cells.filter((c) => !c.full).length} of ${out.cells.length} | | | |`);
    console.log(
      `| C30101Student_doBrowse (student ${student.student_no}) | ${browsed.days.length} days, ${browsed.days.reduce((n, d) => n + d.cells.length, 0)} cells, ` +
        `${browsed.lessons.length} lessons | ${f(browseSql)} | ${f(browseStack)} | ${ratio(browseStack, browseSql)} |`,
    );
    console.log(
      `\nGoal: ≤ 2× the raw SQL (C30101_getCellTeacherCount ${ratio(stack, sql)}, C30101Student_doBrowse ${ratio(browseStack, browseSql)})`,
    );
    const w = weekly.medians;
    console.log(
      `\nC30101_doSubmit, one add row of 15 weeks (student ${weekly.studentNo}, from ${weekly.row.first_date}, slot ${weekly.row.time_limit_no}): ` +
        `${weekly.created.lessons} lessons, ${weekly.created.cancels} cancel rows; median of ${weeklyRuns} runs`,
    );
    console.log('| what | ms |');
    console.log('|---|---|');
    console.log(`| through the stack: the add (HTTP → gateway → NATS → scheduling, committed) | ${f(w.stackAdd)} |`);
    console.log(`| through the stack: its removal (del row) | ${f(w.stackDel)} |`);
    console.log(`| the service's add on a bare connection (rolled back, no commit) | ${f(w.total)} |`);
    console.log(
      `| of which lock + count (student lock, calendar, occupied weeks, cell locks, half loads, controls) | ${f(w.lock)} (${w.statements.lock} statements) |`,
    );
    for (const [name, ms] of w.each) console.log(`| … ${name} | ${f(ms)} |`);
    console.log(
      `| of which inserts (course, lessons, cancel rows, read back) | ${f(w.inserts)} (${w.statements.inserts} statements) |`,
    );
    console.log(`| of which events (LessonCreated into the outbox) | ${f(w.events)} (${w.statements.events} statements) |`);
    console.log(`| of which the service's own JavaScript | ${f(w.js)} |`);
    console.log(`\nRemoved after the run: ${JSON.stringify(removed)}`);
  } finally {
    await account?.remove().catch((e) => console.error(`the run's student account was not removed: ${e.message}`));
    await pool.end().catch(() => undefined);
    await db.end().catch(() => undefined);
    agent.destroy();
    await Promise.all(children.map((c) => stopProcess(c)));
    await infra.stop();
  }
}
