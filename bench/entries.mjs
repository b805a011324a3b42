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
import { forgetSignIns } from './lib/sign-ins.mjs';
import { addStudentAccount, entryCellsOf, makeRoom, removeRunRows, studentOf } from './lib/bench-writes.mjs';

const GATEWAY_PORT = 18455;
const DAYS = 28;
const ORIGIN = 'http://localhost:4200';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { addDays, maxDate, minDate, tokyoDate } = require('@school/domain');

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

// What a statement of a submit's checks is, for the breakdown.
const STATEMENTS = [
  [/"student_projection"/, 'the student'],
  [/"time_slot"/, 'the time slots'],
  [/"calendar_day"/, 'the calendar days'],
  [/FROM "scheduling"\."lesson"\s+WHERE "student_no"/, "the student's lessons (occupied weeks)"],
  [/"student_half_occupancy"|"student_no" = \$1.*"lesson_halves"|studentBusy/s, 'the student busy?'],
  [/INSERT INTO "scheduling"\."entry_cell"/, 'cell lock rows made'],
  [/FOR UPDATE/, 'cell locks'],
  [/"teacher_schedule"/, 'half loads'],
  [/"entry_control"/, 'controls'],
];
const statementName = (text) => {
  const insert = /^\s*INSERT INTO "scheduling"\."(\w+)"/.exec(text);
  if (insert) return insert[1] === 'entry_cell' ? 'cell lock rows made' : `insert into ${insert[1]}`;
  if (/^\s*SELECT e\."entry_schedule_no"/.test(text)) return 'the applications read back (with their lessons)';
  if (/^\s*SELECT w\."weekly_entry_no"/.test(text)) return 'the course read back';
  return STATEMENTS.find(([re]) => re.test(text))?.[1] ?? text.replace(/\s+/g, ' ').trim().slice(0, 50);
};

const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const STAFF_CALLER = {
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

// A compiled write service's submit on one bare pg connection, in a transaction rolled back, each
// statement timed by kind: the checks before the first write (`firstWrite`, lock + count), the
// writes, and the outbox rows (events). What the server spends and on what, without gateway, NATS
// or commit.
function bareWrites(pool, firstWrite) {
  let parts = null;
  const ds = {
    // a read before the transaction (the applicant student) is one of the checks
    async query(text, params) {
      const started = process.hrtime.bigint();
      const result = await pool.query(text, params);
      parts?.add('lock', Number(process.hrtime.bigint() - started) / 1e6, `${statementName(text)} (before the transaction)`);
      return result.rows;
    },
    async transaction(work) {
      const client = await pool.connect();
      let writing = false;
      const tx = {
        async query(text, params) {
          const started = process.hrtime.bigint();
          const result = await client.query(text, params);
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          // writeEvent: the outbox row and the NOTIFY that wakes the relay
          if (/"outbox"|pg_notify/.test(text)) parts.add('events', ms);
          else if ((writing ||= firstWrite.test(text))) parts.add('inserts', ms, statementName(text));
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
  const timed = async (submit) => {
    parts = {
      ms: { lock: 0, inserts: 0, events: 0 },
      n: { lock: 0, inserts: 0, events: 0 },
      each: [],
      add(kind, ms, name) {
        this.ms[kind] += ms;
        this.n[kind]++;
        if (name) this.each.push([kind, name, ms]);
      },
    };
    const started = process.hrtime.bigint();
    await submit();
    const total = Number(process.hrtime.bigint() - started) / 1e6;
    return { total, ...parts.ms, js: total - parts.ms.lock - parts.ms.inserts - parts.ms.events, n: parts.n, each: parts.each };
  };
  return { ds, timed };
}

// `runs` (+ 2 warm-up) times: the write through the stack, its undoing through the stack, then the
// same write by the compiled service on a bare connection (rolled back), each after the events of the
// one before were relayed and consumed (settle), so that none pays for another's. Medians.
async function timeWrite({ runs, stackWrite, stackUndo, bare, settle }) {
  const [writes, undos, bares] = [[], [], []];
  for (let i = 0; i < runs + 2; i++) {
    let written;
    const writeMs = await elapsed(async () => (written = await stackWrite()));
    await settle();
    const undoMs = await elapsed(() => stackUndo(written));
    await settle();
    const r = await bare();
    if (i < 2) continue;
    writes.push(writeMs);
    undos.push(undoMs);
    bares.push(r);
  }
  const m = (key) => median(bares.map((r) => r[key]));
  return {
    stackWrite: median(writes),
    stackUndo: median(undos),
    total: m('total'),
    lock: m('lock'),
    inserts: m('inserts'),
    events: m('events'),
    js: m('js'),
    statements: bares[0].n,
    // the lock + count statements one by one (the same sequence in every run)
    each: bares[0].each.map(([kind, name], i) => [kind, name, median(bares.map((r) => r.each[i][2]))]),
  };
}

// Waits until scheduling's outbox has relayed every event (the relay and the reports service's consumer
// then rest), and a little more for the consumer to finish.
async function settle(db) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM "scheduling"."outbox" WHERE "published_at" IS NULL`);
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 150));
}

const mostTaughtSubject = async (db, center) =>
  (
    await db.query(
      `SELECT "subject_no" FROM "scheduling"."lesson" WHERE "center_no" = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [center],
    )
  ).rows[0].subject_no;

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
  const row = {
    action: 'add',
    first_date: cell.schedule_date,
    time_limit_no: cell.time_limit_no,
    subject_no: await mostTaughtSubject(db, center),
    capacity: 1,
    weeks: 15,
  };
  const input = { student_no: studentNo, belongs_center_no: center, weekly: [row] };
  const { WeeklyCourseService } = dist('weekly-course/weekly-course.service.js');
  const { WeeklyCourseRepository } = dist('weekly-course/weekly-course.repository.js');
  const { EntryCellGuard } = dist('entry-cell/entry-cell.guard.js');
  const bare = bareWrites(pool, /INSERT INTO "scheduling"\."weekly_entry"/);
  const centers = { list: async () => [{ value: center, label: String(center) }] };
  const service = new WeeklyCourseService(new WeeklyCourseRepository(bare.ds), centers, new EntryCellGuard(cells), cells);
  const weeklyNos = [];
  let created = null;
  const medians = await timeWrite({
    runs,
    stackWrite: async () => {
      const [course] = (await call('C30101_doSubmit', input)).weekly;
      weeklyNos.push(course.entry.weekly_entry_no);
      created ??= { lessons: course.lessons.length, cancels: course.cancels.length };
      return course;
    },
    stackUndo: (course) =>
      call('C30101_doSubmit', {
        ...input,
        weekly: [{ action: 'del', weekly_entry_no: course.entry.weekly_entry_no, lock_version: course.entry.lock_version }],
      }),
    bare: () => bare.timed(() => service.submit(input, STAFF_CALLER)),
    settle: () => settle(db),
  });
  return { studentNo, row, created, weeklyNos, medians };
}

// One extra-lesson application (C30101_submit, one add row, as staff) and its take-back. At bench scale
// every cell is full for applications, so the roomiest cell of the extra range gets work shifts until
// it has room for one (makeRoom, undone at the end); a student of the center free that day.
async function applicationBench({ db, pool, dist, call, center, runs, counts, extra, cells }) {
  const inRange = counts.filter((c) => c.schedule_date >= extra.start && c.schedule_date <= extra.end);
  const room = await makeRoom(db, center, inRange, 1, 1);
  try {
    const [cell] = room.cells;
    const { rows } = await db.query(
      `SELECT p."student_no" FROM "scheduling"."student_projection" p
        WHERE p."center_no" = $1 AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l
                WHERE l."student_no" = p."student_no" AND l."schedule_date" = $2 AND l."cancel_flag" = 0)
        ORDER BY 1 LIMIT 1`,
      [center, cell.schedule_date],
    );
    const studentNo = rows[0].student_no;
    const row = {
      action: 'add',
      entry_type: 2,
      schedule_date: cell.schedule_date,
      time_limit_no: cell.time_limit_no,
      subject_no: await mostTaughtSubject(db, center),
      capacity: 1,
    };
    const input = { student_no: studentNo, belongs_center_no: center, entries: [row] };
    const { ApplicationService } = dist('application/application.service.js');
    const { ApplicationRepository } = dist('application/application.repository.js');
    const { EntryCellGuard } = dist('entry-cell/entry-cell.guard.js');
    const bare = bareWrites(pool, /INSERT INTO "scheduling"\."entry"/);
    const centers = { list: async () => [{ value: center, label: String(center) }] };
    const { StudentRowsRepository } = dist('student-schedule/student-rows.repository.js');
    const { EntryCellRepository } = dist('entry-cell/entry-cell.repository.js');
    const service = new ApplicationService(
      new ApplicationRepository(bare.ds),
      new EntryCellGuard(cells),
      centers,
      new StudentRowsRepository(bare.ds),
      new EntryCellRepository(bare.ds),
    );
    const entryNos = [];
    const medians = await timeWrite({
      runs,
      stackWrite: async () => {
        const [entry] = (await call('C30101_submit', input)).entries;
        entryNos.push(entry.entry_schedule_no);
        return entry;
      },
      stackUndo: (entry) =>
        call('C30101_submit', {
          ...input,
          entries: [{ action: 'del', entry_schedule_no: entry.entry_schedule_no, lock_version: entry.lock_version }],
        }),
      bare: () => bare.timed(() => service.submit(input, STAFF_CALLER)),
      settle: () => settle(db),
    });
    return { studentNo, row, entryNos, shifts: room.shifts, medians };
  } finally {
    await room.undo();
  }
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
    const cells = new (dist('entry-cell/entry-cell.repository.js').EntryCellRepository)(raw);
    const rawRead = () =>
      Promise.all([
        cells.calendarDays(center, start, end),
        cells.timeSlots(),
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
    const rows = new (dist('student-schedule/student-rows.repository.js').StudentRowsRepository)(raw);
    const rawBrowse = async () => {
      const own = (await rows.studentCenter(student.student_no)).center_no;
      const today = tokyoDate(Date.now());
      return Promise.all([
        cells.calendarDays(own, minDate(start, today), maxDate(end, addDays(today, 92))),
        cells.timeSlots(),
        cells.halfLoads(own, start, end),
        cells.controls(own, start, end),
        rows.lessons(student.student_no, start, end),
        rows.entries(student.student_no, start, end),
        rows.notAttended(student.student_no, start, end),
        rows.seminarsOpenForEntry(today),
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
    const application = await applicationBench({
      db,
      pool,
      dist,
      call,
      center,
      runs: weeklyRuns,
      counts: out.cells,
      extra: browsed.ranges.extra,
      cells,
    });
    const removed = await removeRunRows(db, {
      center,
      cellsBefore,
      weeklyNos: weekly.weeklyNos,
      entryNos: application.entryNos,
    });

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
    const printWrite = (title, m, labels) => {
      console.log(`\n${title}; median of ${weeklyRuns} runs`);
      console.log('| what | ms |');
      console.log('|---|---|');
      console.log(`| through the stack: ${labels.write} (HTTP → gateway → NATS → scheduling, committed) | ${f(m.stackWrite)} |`);
      console.log(`| through the stack: ${labels.undo} | ${f(m.stackUndo)} |`);
      console.log(
        `| the service's ${labels.write.replace('the ', '')} on a bare connection (rolled back, no commit) | ${f(m.total)} |`,
      );
      console.log(`| of which lock + count | ${f(m.lock)} (${m.statements.lock} statements) |`);
      for (const [kind, name, ms] of m.each) if (kind === 'lock') console.log(`| … ${name} | ${f(ms)} |`);
      console.log(`| of which inserts (${labels.inserts}) | ${f(m.inserts)} (${m.statements.inserts} statements) |`);
      for (const [kind, name, ms] of m.each) if (kind === 'inserts') console.log(`| … ${name} | ${f(ms)} |`);
      console.log(`| of which events (${labels.events}, into the outbox) | ${f(m.events)} (${m.statements.events} statements) |`);
      console.log(`| of which the service's own JavaScript | ${f(m.js)} |`);
    };
    printWrite(
      `C30101_doSubmit, one add row of 15 weeks (student ${weekly.studentNo}, from ${weekly.row.first_date}, slot ${weekly.row.time_limit_no}): ` +
        `${weekly.created.lessons} lessons, ${weekly.created.cancels} cancel rows`,
      weekly.medians,
      {
        write: 'the add',
        undo: 'its removal (del row)',
        inserts: 'course, lessons, cancel rows, read back',
        events: 'LessonCreated',
      },
    );
    printWrite(
      `C30101_submit, one extra lesson as staff (student ${application.studentNo}, ${application.row.schedule_date}, slot ` +
        `${application.row.time_limit_no}, room made with ${application.shifts} work shifts)`,
      application.medians,
      {
        write: 'the add',
        undo: 'its take-back (del row)',
        inserts: 'entry, lesson, read back',
        events: 'LessonCreated, LessonApplied',
      },
    );
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
