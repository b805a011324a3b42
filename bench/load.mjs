// A school's busiest hour at bench scale: virtual users signed in as staff sign in, browse masters,
// open M00501 weeks and the C40101 board, edit (with 409s from stale lock_versions on purpose), export
// CSVs, enter lesson applications (made and taken back) and distribute a date of next month
// (C40101_distribute, followed until done), signed in as a student browse their C30101Student
// calendar and C21101 day, and signed in as teacher1 read their C11101 day, with compressed think
// times; first against one process of each service, then against two (NATS queue groups), counting
// the requests each replica served. A distribute's assignments cannot be taken back: the run works on
// a copy of the bench database (bench-database.mjs benchCopy), dropped at the end, whose next month of
// the center is released before each setting, each distribute taking the next of its dates.
//
// Since issue 29 also a student's rebooking request (C21201) that staff then close on C40411, and chat:
// each virtual user's staff session holds a live socket in a lesson room of the center and sends
// messages to it; the student's sidebar asks its unread count.
//
// npm run bench -- load [seconds per phase, 60] [virtual users, 24] [--rate=hour|N]: without a rate, the
// machine's capacity (each user steps again 0–200 ms after its answer); with one, steps arrive at the
// busiest hour's rate (hour: from the bench school's data, busiestHourRate) or N a second.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../scripts/lib/infra.mjs';
import { startProcess, stopProcess, waitReady } from '../scripts/lib/stack.mjs';
import { ensureInstalled, run as runCommand, SERVICES } from '../scripts/lib/workspace.mjs';
import { benchCopy, benchInfra } from './lib/bench-database.mjs';
import { addStudentAccount, entryCellsOf, makeRoom, releaseLessons, removeRunRows, studentOf } from './lib/bench-writes.mjs';
import { openLessonSocket } from './lib/live-socket.mjs';

const GATEWAY_PORT = 18463;
const LOG_DIR = path.join(REPO_ROOT, '.data', 'bench-load');
const ORIGIN = 'http://localhost:4200';
const THINK_MS = 200;
// a chat message its socket has not heard by then counts as lost
const HEARD_WITHIN_MS = 30_000;
const BROWSE = { searchInfo: {}, orderBy: [], pagination: { current_page: 1, per_page: 30 } };
const dayOf = (d) => d.toISOString().slice(0, 10);
// the dates of next month (Tokyo)
const nextMonth = () => {
  const dates = [addDays(endOfMonth(tokyoDate(Date.now())), 1)];
  while (addDays(dates.at(-1), 1) <= endOfMonth(dates[0])) dates.push(addDays(dates.at(-1), 1));
  return dates;
};
const ADMIN = { user_id: 'admin', password: process.env.DEMO_PASSWORD || 'demo-pass-2026' };
const TEACHER = { ...ADMIN, user_id: 'teacher1' };
// C11101's reads of today (Asia/Tokyo), as the screen makes them; C21101's read uses the same day
const TOKYO_TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
const TEACHER_TODAY = [
  { api: 'C11101_getTeacherSchedule', input: { start_date: TOKYO_TODAY, end_date: TOKYO_TODAY } },
  { api: 'C11101_getJoinedStudent', input: { start_date: TOKYO_TODAY, end_date: TOKYO_TODAY } },
  { api: 'C11101_getTeacherReporting', input: {} },
];
// an application refused because its cell is full is a normal answer under load, not an error (the
// answer carries the message in the caller's language, ja here, not its key)
const require = createRequire(import.meta.url);
const { translate } = require('@school/i18n');
const { addDays, endOfMonth, entryEditableRange, tokyoDate } = require('@school/domain');
const fullMessage = (row) => translate('ja', 'scheduling.entryCell.full', { date: row.schedule_date, slot: row.time_limit_no });

// The mix: [weight, what a person does]. Each step is one or more calls through vu.call(label, …);
// a later feature adds its line here.
const MIX = [
  [1, (vu) => vu.signIn()],
  [4, (vu) => vu.call('M20101_doBrowse', BROWSE)],
  [3, (vu) => vu.call('M20201_doBrowse', BROWSE)],
  [3, (vu) => vu.call('M20401_doBrowse', BROWSE)],
  [2, (vu) => vu.call('M20901_doBrowse', BROWSE)],
  [4, (vu, s) => vu.call('M00501_getOneWeekTeacherCounts', { center_no: s.center, start_date: s.monday })],
  [4, (vu, s) => vu.batch('C40101 board (3 calls in one POST)', s.boardCalls)],
  [2, (vu) => vu.editOwnCenter()],
  [1, (vu) => vu.exportCsv('M20201_exportCSV', { searchInfo: {}, orderBy: [] })],
  // issue 24: a student's own calendar (4 weeks), and an extra-lesson application staff enter for a
  // student of the center and take back at once (the data stays as it was)
  [3, (vu, s) => vu.student.call('C30101Student_doBrowse', s.studentBrowse)],
  // issue 25: a student opens C21101 (today's lessons; scheduling asks auth whether meeting links show)
  [3, (vu, s) => vu.student.call('C21101_getSchedule', s.studentToday)],
  [2, (vu, s) => vu.applyAndTakeBack(s)],
  // issue 25: a teacher's today (C11101: own lessons, their students, the reports to write)
  [3, (vu) => vu.teacher.batch('C11101 teacher today (3 calls in one POST)', TEACHER_TODAY)],
  // issue 27: the lesson list (C40501) of the center's week for staff, and a student 110's own lessons
  [3, (vu, s) => vu.call('C40501_doBrowse', s.lessonList)],
  [1, (vu) => vu.student.call('C40501_doBrowse (student 110, own)', BROWSE)],
  // issue 27: a distribute of one released date of next month at the center, followed until done
  [1, (vu, s) => vu.distribute(s.distribute)],
  // issue 29: a rebooking request of the student's, which staff find on C40411 and close
  [1, (vu) => vu.requestAndClose()],
  // issue 29: a message to the user's lesson room (its socket hears it), and the student's sidebar count
  [2, (vu) => vu.chat()],
  [2, (vu) => vu.student.call('Chatroom_getUnreadCount', { rel_model: 'lesson' })],
];

class Stats {
  byLabel = new Map();
  errors = [];
  conflicts = 0;
  // applications a distribute accepted between their add and their take back (applyAndTakeBack)
  acceptedMeanwhile = 0;
  full = 0;
  // rebooking requests refused because the lesson's request is still open (two users share a lesson)
  alreadyOpen = 0;
  // chat messages sent, and those each sender's socket heard
  sent = 0;
  heard = 0;
  // lessons the distributes placed, and those they left unplaced (with a reason)
  placed = 0;
  unplaced = 0;
  entryNos = [];
  // open loop: arrivals that found every virtual user busy
  waitedForUser = 0;
  record(label, ms, ok) {
    if (!this.byLabel.has(label)) this.byLabel.set(label, []);
    this.byLabel.get(label).push(ms);
    if (!ok) this.errors.push(label);
  }
}

class VirtualUser {
  cookie = '';
  constructor(stats, index, credentials = ADMIN) {
    this.stats = stats;
    this.index = index;
    this.credentials = credentials;
  }

  // expected: the statuses that are answers, or a function of (status, body) saying so
  async post(label, data, expected = [200]) {
    const started = process.hrtime.bigint();
    let status = 0;
    let body = null;
    try {
      const res = await fetch(`http://127.0.0.1:${GATEWAY_PORT}/api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: this.cookie },
        body: JSON.stringify({ data }),
      });
      const setCookie = res.headers.get('set-cookie');
      if (setCookie) this.cookie = setCookie.split(';')[0];
      status = res.status;
      body = await res.json();
    } catch (e) {
      body = String(e);
    }
    const ok = typeof expected === 'function' ? expected(status, body) : expected.includes(status);
    this.stats.record(label, Number(process.hrtime.bigint() - started) / 1e6, ok);
    if (!ok && this.stats.errors.length <= 5) console.error(`${label}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
    return { status, body };
  }

  // label: the api, or 'api (what)' for a second kind of call of the same api
  async call(label, input, expected) {
    const api = label.split(' ')[0];
    const { status, body } = await this.post(label, [{ api, input }], expected);
    return status === 200 ? body.data[0].output : null;
  }

  batch(label, calls) {
    return this.post(label, calls);
  }

  // Signing in again ends the session the user had, and the gateway closes that session's live socket
  // (live-hub's recheck): like the shell after a sign-in, the user opens its room's socket again.
  async signIn() {
    const user = await this.call('Auth_login', this.credentials);
    if (this.socket) {
      this.socket.close();
      await this.openChat(this.room);
    }
    return user;
  }

  // An extra lesson (type 2) for this user's own student and cell, then taken back (withdrawn: staff
  // entered it). A full cell's refusal (400 scheduling.entryCell.full) is an answer like any other.
  async applyAndTakeBack(setting) {
    const a = this.application;
    if (!a) return;
    const { status, body } = await this.post(
      'C30101_submit (add)',
      [{ api: 'C30101_submit', input: { ...a.input, entries: [a.row] } }],
      (st, b) => st === 200 || (st === 400 && b?.message === fullMessage(a.row)),
    );
    if (status !== 200) {
      if (status === 400 && body?.message === fullMessage(a.row)) this.stats.full++;
      return;
    }
    const [entry] = body.data[0].output.entries;
    this.stats.entryNos.push(entry.entry_schedule_no);
    const takeBack = (lockVersion) =>
      this.post(
        'C30101_submit (take back)',
        [
          {
            api: 'C30101_submit',
            input: {
              ...a.input,
              entries: [{ action: 'del', entry_schedule_no: entry.entry_schedule_no, lock_version: lockVersion }],
            },
          },
        ],
        [200, 409],
      );
    if ((await takeBack(entry.lock_version)).status !== 409) return;
    // The application's cell can lie in next month, which the distributes place: one that gave its lesson a
    // teacher between the add and the take back accepted it (entry_follows_lesson moves its version on), and
    // the version read at the add is stale. Any other 409 is an error; this one is taken back again at the
    // version it has now, as a person would after the screen's reload.
    const now = await setting.entryNow(entry.entry_schedule_no);
    if (now?.status !== 'accepted' || now.lock_version !== entry.lock_version + 1) {
      this.stats.errors.push('C30101_submit (take back)');
      console.error(`C30101_submit (take back): 409 on entry ${entry.entry_schedule_no}, now ${JSON.stringify(now)}`);
      return;
    }
    this.stats.acceptedMeanwhile++;
    await takeBack(now.lock_version);
  }

  // Each user edits a center of its own (no conflicts between users): a save at the version read,
  // then the same save again at that now stale version, which must be refused with 409.
  async addOwnCenter(template) {
    const name = `負荷${this.index}-${Date.now().toString(36)}`;
    const added = await this.call('M20101_doAdd', { ...template, center_name: name, center_short_name: name.slice(0, 10) });
    this.center = added;
  }

  async removeOwnCenter() {
    const read = this.center && (await this.call('M20101_getEdit', { center_no: this.center.center_no }));
    if (read) await this.call('M20101_doDelete', { center_no: read.center_no, lock_version: read.lock_version });
  }

  async editOwnCenter() {
    if (!this.center) return;
    const read = await this.call('M20101_getEdit', { center_no: this.center.center_no });
    if (!read) return;
    const fields = { ...read };
    delete fields.updated_at;
    const saved = await this.call('M20101_doEdit', { ...fields, sort_order: (fields.sort_order % 90) + 1 });
    const stale = await this.post('M20101_doEdit (stale, 409 expected)', [{ api: 'M20101_doEdit', input: fields }], [409]);
    if (saved && stale.status === 409) this.stats.conflicts++;
  }

  // A job's API, then Job_getProgress until the job is done, as its progress dialog does; the time
  // from the call to the end is recorded as 'API (until done)'. Returns the finished progress.
  async job(api, input) {
    const started = process.hrtime.bigint();
    const answer = await this.call(api, input);
    if (!answer?.jobId) return null;
    for (;;) {
      const progress = await this.call('Job_getProgress', { jobId: answer.jobId });
      if (!progress) return null;
      if (progress.state === 'completed' || progress.state === 'failed') {
        this.stats.record(`${api} (until done)`, Number(process.hrtime.bigint() - started) / 1e6, progress.state === 'completed');
        return progress;
      }
      await new Promise((r) => setTimeout(r, THINK_MS));
    }
  }

  exportCsv(api, input) {
    return this.job(api, input);
  }

  // The student asks to move a lesson of the change range (a note only); staff list the center's open
  // requests on C40411 and close this one (hide), so the lesson can be asked about again. A second open
  // request for a lesson another user shares is refused (400 on schedule_no), an answer like any other.
  async requestAndClose() {
    const lesson = this.requestLesson;
    if (!lesson) return;
    const { status, body } = await this.student.post(
      'C21201_doAddRequest',
      [{ api: 'C21201_doAddRequest', input: { schedule_no: lesson, note: `load ${this.index}` } }],
      (st, b) => st === 200 || (st === 400 && Boolean(b?.errors?.schedule_no)),
    );
    if (status !== 200) {
      if (status === 400) this.stats.alreadyOpen++;
      return;
    }
    const request = body.data[0].output;
    await this.call('C40411_doBrowse', { ...BROWSE, searchInfo: { center_no: request.center_no, hidden_flag: 0 } });
    await this.call('C40411_toggleHiddenRequest', { request_no: request.request_no, lock_version: request.lock_version });
  }

  // A message to this user's lesson room; its own socket in the room must hear it ('… delivered': from
  // the send to the socket's receipt).
  async chat() {
    if (!this.socket) return;
    const content = `load ${this.index} ${++this.messages}`;
    const started = process.hrtime.bigint();
    const heard = new Promise((resolve) => this.waiting.set(content, resolve));
    const sent = await this.call('Chatroom_sendMessage', { rel_model: 'lesson', rel_id: this.room, content });
    if (!sent) return void this.waiting.delete(content);
    this.stats.sent++;
    const delivered = await Promise.race([heard, new Promise((r) => setTimeout(() => r(false), HEARD_WITHIN_MS))]);
    this.waiting.delete(content);
    this.stats.record('Chatroom message delivered to its socket', Number(process.hrtime.bigint() - started) / 1e6, delivered);
    if (delivered) this.stats.heard++;
  }

  async openChat(room) {
    this.room = room;
    this.messages = 0;
    this.waiting = new Map();
    this.socket = await openLessonSocket({ port: GATEWAY_PORT, cookie: this.cookie, origin: ORIGIN }, room, (message) => {
      if (message.event.type === 'ChatMessageSent') this.waiting.get(message.event.content)?.(true);
    });
  }

  // One date of the released range (the next one: each distribute has lessons to place until the
  // range is used up, then finds them placed).
  async distribute(d) {
    const date = d.dates[d.next++ % d.dates.length];
    const progress = await this.job('C40101_distribute', { center_no: d.center, start_date: date, end_date: date });
    for (const day of progress?.result?.dates ?? []) {
      this.stats.placed += day.placed;
      this.stats.unplaced += day.unplaced.length;
    }
  }
}

// The application each virtual user makes: cells of the extra-lesson range (SPEC §9, as the student's
// browse gives it) within the 4 weeks, given room for two applications each (makeRoom: at bench scale
// every cell is full), three users or so per cell (they race for its seats, a full cell's refusal is an
// answer), each user for a student of its own with no lesson that day.
const USERS_PER_CELL = 3;
const SEATS_PER_CELL = 2;
async function applicationsFor(db, setting, users, account, admin) {
  const student = new VirtualUser(new Stats(), -1, { user_id: account.user_id, password: account.password });
  await student.signIn();
  const browsed = await student.call('C30101Student_doBrowse', setting.studentBrowse);
  const extra = browsed.ranges.extra;
  if (!extra) throw new Error('no extra-lesson range today: the load benchmark cannot apply');
  const start = extra.start > setting.studentBrowse.start_date ? extra.start : setting.studentBrowse.start_date;
  const end = extra.end < setting.studentBrowse.end_date ? extra.end : setting.studentBrowse.end_date;
  const counts = await admin.call('C30101_getCellTeacherCount', { center_no: setting.center, start_date: start, end_date: end });
  setting.room = await makeRoom(db, setting.center, counts.cells, Math.ceil(users / USERS_PER_CELL), SEATS_PER_CELL);
  const cells = setting.room.cells;
  console.log(
    `applications: ${users} users on ${cells.length} cells given room for ${SEATS_PER_CELL} (${setting.room.shifts} work shifts added, ` +
      `removed at the end; before: ${counts.cells.filter((c) => !c.full).length} of ${counts.cells.length} cells in the range not full)`,
  );
  const { rows: students } = await db.query(
    `SELECT p."student_no", array_remove(array_agg(DISTINCT to_char(l."schedule_date", 'YYYY-MM-DD')), NULL) AS "busy"
       FROM "scheduling"."student_projection" p
       LEFT JOIN "scheduling"."lesson" l
         ON l."student_no" = p."student_no" AND l."cancel_flag" = 0 AND l."schedule_date" BETWEEN $2 AND $3
      WHERE p."center_no" = $1 GROUP BY 1 ORDER BY 1`,
    [setting.center, start, end],
  );
  const [{ subject_no: subject }] = (
    await db.query(
      `SELECT "subject_no" FROM "scheduling"."lesson" WHERE "center_no" = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [setting.center],
    )
  ).rows;
  const taken = new Set();
  return Array.from({ length: users }, (_, i) => {
    const { schedule_date, time_limit_no } = cells[i % cells.length];
    const s = students.find((st) => !taken.has(st.student_no) && !st.busy.includes(schedule_date));
    if (!s) throw new Error(`no free student of center ${setting.center} on ${schedule_date}`);
    taken.add(s.student_no);
    return {
      input: { student_no: s.student_no, belongs_center_no: setting.center },
      row: { action: 'add', entry_type: 2, schedule_date, time_limit_no, subject_no: subject, capacity: 1 },
    };
  });
}

const pick = (() => {
  const total = MIX.reduce((n, [w]) => n + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [w, step] of MIX) if ((r -= w) < 0) return step;
    return MIX[0][1];
  };
})();

// The busiest hour's steps per second (--rate=hour), from the bench school's own data: its busiest hour of
// the 4 weeks (the most lessons starting in one Tokyo hour, whole school), in which
// - every center's staff (STAFF_PER_CENTER people) work at the screens: a step every 30 s each;
// - the students and teachers of that hour's lessons open their day, join, chat and report: a step every
//   5 minutes each;
// - one in ten of the school's other students browses, applies or chats: a step every 5 minutes each.
// Generous for a school (a person reads a screen longer than 30 s), so the goal is judged at a load above a
// real evening's.
const STAFF_PER_CENTER = 3;
const STAFF_STEPS_PER_HOUR = 120;
const PERSON_STEPS_PER_HOUR = 12;
const OTHER_STUDENTS_ACTIVE = 0.1;
async function busiestHourRate(db, from, to) {
  const [hour] = (
    await db.query(
      `SELECT to_char(date_trunc('hour', "schedule_datetime" AT TIME ZONE 'Asia/Tokyo'), 'YYYY-MM-DD HH24:MI') AS "hour",
              count(DISTINCT "student_no")::int AS "students", count(DISTINCT "teacher_no") FILTER (WHERE "teacher_no" > 0)::int AS "teachers"
         FROM "scheduling"."lesson" WHERE "cancel_flag" = 0 AND "schedule_date" BETWEEN $1 AND $2
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [from, to],
    )
  ).rows;
  const [{ centers, students }] = (
    await db.query(
      `SELECT (SELECT count(*) FROM "scheduling"."center_projection" WHERE "group_flag" = 0)::int AS "centers",
              (SELECT count(*) FROM "scheduling"."student_projection")::int AS "students"`,
    )
  ).rows;
  const staff = centers * STAFF_PER_CENTER;
  const others = Math.round((students - hour.students) * OTHER_STUDENTS_ACTIVE);
  const perHour =
    staff * STAFF_STEPS_PER_HOUR + (hour.students + hour.teachers) * PERSON_STEPS_PER_HOUR + others * PERSON_STEPS_PER_HOUR;
  return {
    rate: perHour / 3600,
    why:
      `busiest hour ${hour.hour} (Tokyo): ${hour.students} students and ${hour.teachers} teachers with a lesson, ` +
      `${staff} staff (${centers} centers × ${STAFF_PER_CENTER}), ${others} other students active; ${perHour} steps an hour`,
  };
}

// Runs the mix for `seconds`: without a rate, each virtual user steps again 0–THINK_MS after its last
// answer (a closed loop: the machine's capacity); with one, steps arrive at `rate` a second (Poisson),
// each taken by a free virtual user (an open loop: the latencies at that load). An arrival that finds
// every user busy waits for one, and is counted.
async function phase(setting, seconds, users, template, rate) {
  const stats = new Stats();
  const vus = Array.from({ length: users }, (_, i) => {
    const vu = new VirtualUser(stats, i);
    // the same person signed in as the student account too (a cookie of its own)
    vu.student = new VirtualUser(stats, i, setting.studentAccount);
    vu.teacher = new VirtualUser(stats, i, TEACHER);
    vu.application = setting.applications[i % setting.applications.length];
    vu.requestLesson = setting.requestLessons[i % setting.requestLessons.length];
    return vu;
  });
  for (const vu of vus) {
    await vu.signIn();
    await vu.student.signIn();
    await vu.teacher.signIn();
    await vu.openChat(setting.chatRooms[vu.index % setting.chatRooms.length]);
  }
  for (const vu of vus) await vu.addOwnCenter(template);
  stats.byLabel.clear();
  stats.errors.splice(0);
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  if (rate) {
    const idle = [...vus];
    const waiting = [];
    const running = new Set();
    for (let at = Date.now(); ;) {
      at += (-Math.log(1 - Math.random()) / rate) * 1000;
      if (at >= until) break;
      await new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));
      const step = pick();
      const vu = idle.pop() ?? (stats.waitedForUser++, await new Promise((r) => waiting.push(r)));
      const done = step(vu, setting).finally(() => {
        running.delete(done);
        const next = waiting.shift();
        if (next) next(vu);
        else idle.push(vu);
      });
      running.add(done);
    }
    await Promise.all(running);
  } else
    await Promise.all(
      vus.map(async (vu) => {
        while (Date.now() < until) {
          await pick()(vu, setting);
          await new Promise((r) => setTimeout(r, Math.random() * THINK_MS));
        }
      }),
    );
  const elapsed = (Date.now() - started) / 1000;
  setting.entryNos.push(...stats.entryNos);
  for (const vu of vus) {
    vu.socket.terminate();
    vu.stats = new Stats();
    await vu.removeOwnCenter();
  }
  return { stats, elapsed };
}

function report(title, { stats, elapsed }) {
  const f = (x) => (x === undefined ? '' : x.toFixed(1));
  const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  let total = 0;
  console.log(`\n${title}`);
  console.log('| API | requests | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, ms] of [...stats.byLabel].sort((a, b) => a[0].localeCompare(b[0]))) {
    ms.sort((a, b) => a - b);
    total += ms.length;
    const errors = stats.errors.filter((l) => l === label).length;
    console.log(`| ${label} | ${ms.length} | ${f(at(ms, 0.5))} | ${f(at(ms, 0.95))} | ${f(at(ms, 0.99))} | ${errors} |`);
  }
  console.log(
    `\n${total} requests in ${elapsed.toFixed(0)} s (${(total / elapsed).toFixed(0)} req/s); intended 409s: ${stats.conflicts}; ` +
      `applications refused as full: ${stats.full}; accepted by a distribute before their take back: ${stats.acceptedMeanwhile}; distributes placed ${stats.placed} lessons, left ${stats.unplaced} ` +
      `unplaced; rebooking requests refused as already open: ${stats.alreadyOpen}; chat messages sent ${stats.sent}, ` +
      `heard by their sockets ${stats.heard}; steps that waited for a free virtual user: ${stats.waitedForUser}; errors: ${stats.errors.length}`,
  );
}

export async function run(args) {
  const rateArg = args.find((a) => a.startsWith('--rate='))?.slice('--rate='.length);
  const [seconds = 60, users = 24] = args.filter((a) => !a.startsWith('--')).map(Number);
  await ensureInstalled();
  const infra = await benchInfra('bench');
  const env = {
    ...process.env,
    ...infra.env,
    NATS_NAMESPACE: process.env.NATS_NAMESPACE ?? 'bench-load',
    PORT: String(GATEWAY_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // every virtual user signs in as admin from one address: the abuse limits times 1000, as the
    // test stack raises them (docs/testing.md)
    RATE_LIMIT_SCALE: '1000',
  };
  let db = null;
  let copy = null;
  let setting = null;
  let gateway = null;
  const services = [];
  // Each service process logs the requests it served when it stops (server-kit's GracefulNatsServer).
  // Every process's whole log, to follow an error's requestId through the stack: .data/bench-load/<process>.log
  fs.rmSync(LOG_DIR, { recursive: true, force: true });
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const logTo = (file) => {
    const out = fs.createWriteStream(path.join(LOG_DIR, file), { flags: 'a' });
    return (line) => out.write(`${line}\n`);
  };
  const startService = (name, replica) =>
    new Promise((resolve) => {
      const entry = { name, replica, served: null, held: null };
      const log = logTo(`${name}-${replica}.log`);
      entry.child = startProcess(
        name,
        { ...env, LOG_LEVEL: 'info' },
        {
          onLine: (line, stream) => {
            log(line);
            if (stream === 'stderr') console.error(`[${name}#${replica}] ${line}`);
            if (line.includes('"msg":"ready"')) resolve(entry);
            const served = /"requestsServed":(\d+)/.exec(line);
            if (served) entry.served = Number(served[1]);
            const held = /"eventLoopDelayMs":(\{[^}]*\})/.exec(line);
            if (held) entry.held = JSON.parse(held[1]);
          },
        },
      );
      services.push(entry);
    });
  const stopServices = async () => {
    const stopped = services.splice(0);
    await Promise.all(stopped.map((s) => stopProcess(s.child)));
    return stopped;
  };
  try {
    // only the services and the gateway: this bench opens no front end
    await runCommand(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsc'), [
      '-b',
      ...[...SERVICES, 'gateway'].map((s) => path.join('services', s, 'tsconfig.json')),
    ]);
    await infra.prepare(env);
    copy = await benchCopy(env, 'bench', 'load');
    env.DATABASE_URL = copy.url;
    db = new pg.Client({ connectionString: copy.url });
    await db.connect();
    const start = dayOf(new Date());
    const [{ center_no: center }] = (
      await db.query(
        `SELECT "center_no", count(*) AS n FROM "scheduling"."lesson" WHERE "schedule_date" BETWEEN $1 AND $2
         GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
        [start, dayOf(new Date(Date.now() + 6 * 86400000))],
      )
    ).rows;
    const range = { center_no: center, start_date: start, end_date: dayOf(new Date(Date.now() + 6 * 86400000)) };
    // the student who browses: the center's student with the most lessons in the 4 weeks (an account
    // made for each setting, removed after it)
    const browseEnd = dayOf(new Date(Date.now() + 27 * 86400000));
    const { student_no: browsingStudent } = await studentOf(db, center, start, browseEnd, 'DESC');
    // the rebooking requests: the browsing student's lessons in SPEC §9's change range, one a user while
    // they last; the chat: writable lesson rooms of the center (a lesson from today on, not cancelled)
    const { rows: calendar } = await db.query(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "closed_flag", "tstart_ime_limit_no", "end_time_limit_no"
         FROM "scheduling"."calendar_day" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3 ORDER BY 1`,
      [center, start, dayOf(new Date(Date.now() + 100 * 86400000))],
    );
    const changeRange = entryEditableRange({ kind: 'change', today: tokyoDate(Date.now()), calendar });
    if (!changeRange) throw new Error(`center ${center} has no change range today: the load benchmark cannot ask`);
    const requestLessons = (
      await db.query(
        `SELECT "schedule_no" FROM "scheduling"."lesson" WHERE "student_no" = $1 AND "cancel_flag" = 0
            AND "schedule_date" BETWEEN $2 AND $3 ORDER BY "schedule_date", "schedule_no" LIMIT $4`,
        [browsingStudent, changeRange.start, changeRange.end, users],
      )
    ).rows.map((r) => r.schedule_no);
    if (requestLessons.length === 0) throw new Error(`student ${browsingStudent} has no lesson in the change range`);
    const chatRooms = (
      await db.query(
        `SELECT "schedule_no" FROM "chat"."lesson_room" WHERE "center_no" = $1 AND "schedule_date" >= $2 AND "cancelled_on" IS NULL
          ORDER BY "schedule_date", "schedule_no" LIMIT $3`,
        [center, tokyoDate(Date.now()), users],
      )
    ).rows.map((r) => r.schedule_no);
    if (chatRooms.length === 0) throw new Error(`center ${center} has no writable lesson room`);
    console.log(
      `requests: ${requestLessons.length} lessons of student ${browsingStudent} in ${changeRange.start}–${changeRange.end}; ` +
        `chat: ${chatRooms.length} rooms of center ${center}`,
    );
    setting = {
      center,
      requestLessons,
      chatRooms,
      // M00501 shows a week from its Monday
      monday: dayOf(new Date(Date.now() - ((new Date().getUTCDay() + 6) % 7) * 86400000)),
      studentBrowse: { start_date: start, end_date: browseEnd, center_no: center },
      lessonList: { ...BROWSE, searchInfo: { center_no: center, since: start, until: range.end_date } },
      // C21101's read of today, as the screen makes it (Tokyo's date, as TEACHER_TODAY)
      studentToday: { start_date: TOKYO_TODAY, end_date: TOKYO_TODAY },
      // next month: inside the board's editable period, away from the week the board reads
      distribute: { center, dates: nextMonth(), next: 0 },
      entryNow: async (no) =>
        (await db.query(`SELECT "status", "lock_version" FROM "scheduling"."entry" WHERE "entry_schedule_no" = $1`, [no]))
          .rows[0],
      boardCalls: ['C40101_getCalendar', 'C40101_getTeacherInfoAndSchedule', 'C40101_getAppliedSchedule'].map((api) => ({
        api,
        input: range,
      })),
    };
    const gatewayLog = logTo('gateway.log');
    gateway = startProcess('gateway', env, {
      onLine: (l, s) => {
        gatewayLog(l);
        if (s === 'stderr') console.error(`[gateway] ${l}`);
      },
    });
    const paced =
      rateArg === 'hour' ? await busiestHourRate(db, start, browseEnd) : rateArg ? { rate: Number(rateArg), why: 'given' } : null;
    if (paced && !(paced.rate > 0)) throw new Error(`--rate=${rateArg}: steps a second, or hour`);
    const results = [];
    for (const replicas of [1, 2]) {
      await Promise.all(SERVICES.flatMap((name) => Array.from({ length: replicas }, (_, r) => startService(name, r + 1))));
      await waitReady(`http://127.0.0.1:${GATEWAY_PORT}`, 300_000);
      const probe = new VirtualUser(new Stats(), -1);
      await probe.signIn();
      const template = { ...(await probe.call('M20101_getEdit', { center_no: center })) };
      for (const key of ['updated_at', 'center_no', 'lock_version']) delete template[key];
      const cellsBefore = await entryCellsOf(db, center);
      const released = await releaseLessons(db, center, setting.distribute.dates[0], setting.distribute.dates.at(-1));
      setting.distribute.next = 0;
      console.log(`distributes: ${released} lessons of center ${center} released on ${copy.name} for the setting`);
      const account = await addStudentAccount((api, input) => probe.call(api, input), browsingStudent, 'bench-load');
      let outcome;
      try {
        setting.studentAccount = { user_id: account.user_id, password: account.password };
        setting.applications ??= await applicationsFor(db, setting, users, account, probe);
        setting.entryNos = [];
        outcome = await phase(setting, seconds, users, template, paced?.rate);
        // the services still running: reports must have the lessons' last events before their copies go
        outcome.removed = await removeRunRows(db, { center, cellsBefore, entryNos: setting.entryNos });
      } finally {
        await account.remove();
      }
      const stopped = await stopServices();
      results.push({ replicas, outcome, stopped });
    }
    const load = (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(
      paced
        ? `\nAt ${paced.rate.toFixed(2)} steps a second (${paced.why}), Poisson arrivals, ${users} virtual users, ${seconds} s per setting, center ${center}; load average now ${load}`
        : `\nCapacity at bench scale: ${users} virtual users, ${seconds} s per setting, think time 0–${THINK_MS} ms, center ${center}; load average now ${load}`,
    );
    for (const { replicas, outcome, stopped } of results) {
      report(`${replicas === 1 ? 'One process' : 'Two processes'} of each service`, outcome);
      console.log(`Removed after the setting (the applications' rows): ${JSON.stringify(outcome.removed)}`);
      console.log(
        '\nRequests served per process, and how long its event loop was held (p99 / longest, ms), from each process at its stop:',
      );
      console.log(`| service | ${Array.from({ length: replicas }, (_, i) => `replica ${i + 1}`).join(' | ')} |`);
      console.log(`|---|${'---|'.repeat(replicas)}`);
      for (const name of SERVICES)
        console.log(
          `| ${name} | ${stopped
            .filter((s) => s.name === name)
            .map((s) => `${s.served ?? '?'} (${s.held ? `${s.held.p99} / ${s.held.max}` : '?'})`)
            .join(' | ')} |`,
        );
    }
  } finally {
    // the work shifts makeRoom added go with the copy (near a month's end the distributes of next month
    // may have assigned lessons in them, which a removal would refuse)
    await db?.end().catch(() => undefined);
    await Promise.all([...services.map((s) => stopProcess(s.child)), gateway && stopProcess(gateway)]);
    await copy?.drop().catch((e) => console.error(`the copy ${copy.name} was not dropped: ${e.message}`));
    await infra.stop();
  }
}
