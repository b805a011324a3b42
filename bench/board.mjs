// C40101 board at bench scale (10 centers, 200 teachers, 50,000 lessons): the busiest center for 4
// weeks from today. Each load call as the browser makes it (HTTP → gateway → NATS → scheduling →
// PostgreSQL) against the raw SQL of the same read run by pg from here, in the same run; then the
// screen itself in headless Chromium (board-browser.mjs). `npm run bench -- board [runs] [browser runs]`
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../scripts/lib/infra.mjs';
import { startProcess, stopProcess, waitReady } from '../scripts/lib/stack.mjs';
import { build, ensureInstalled, SERVICES } from '../scripts/lib/workspace.mjs';
import { measureBoardInBrowser, printBoardInBrowser, removeBenchPeople } from './board-browser.mjs';
import { median, serveAppBuilds } from './web-stack.mjs';
import { benchInfra } from './lib/bench-database.mjs';
import { forgetSignIns } from './lib/sign-ins.mjs';

const GATEWAY_PORT = 18453;
const DAYS = 28;

const require = createRequire(import.meta.url);
// the school's today (Asia/Tokyo), which the board's editable period starts from
const { addDays, tokyoDate } = require('@school/domain');

const elapsed = async (fn) => {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

async function timed(fn, runs) {
  const ms = [];
  for (let i = 0; i < runs; i++) ms.push(await elapsed(fn));
  return median(ms);
}

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

export async function run(args) {
  const runs = Number(args[0] ?? 30);
  const browserRuns = Number(args[1] ?? 10);
  await ensureInstalled();
  const infra = await benchInfra('bench');
  const env = {
    ...process.env,
    ...infra.env,
    NATS_NAMESPACE: process.env.NATS_NAMESPACE ?? 'bench-board',
    PORT: String(GATEWAY_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const children = [];
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  const apiUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
  let frontEnds = null;
  let connected = false;
  // the three reads side by side each have a connection
  const agent = new http.Agent({ keepAlive: true, maxSockets: 3 });
  try {
    await build(env);
    await infra.prepare(env);
    await forgetSignIns(env.REDIS_URL, env.NATS_NAMESPACE);
    frontEnds = await serveAppBuilds(apiUrl);
    const { shellUrl } = frontEnds;
    const ORIGIN = shellUrl;
    for (const name of [...SERVICES, 'gateway'])
      children.push(
        startProcess(
          name,
          { ...env, WEB_ORIGINS: shellUrl },
          { onLine: (l, s) => s === 'stderr' && console.error(`[${name}] ${l}`) },
        ),
      );
    await waitReady(apiUrl);
    console.log(`stack ready; front ends at ${shellUrl}`);
    // the compiled reads the service runs, so both sides send the same statements
    const sql = require(path.join(REPO_ROOT, 'services/scheduling/dist/board/board.repository.js'));

    await db.connect();
    connected = true;
    const start = tokyoDate(Date.now());
    const end = addDays(start, DAYS - 1);
    const [{ center_no: center }] = (
      await db.query(
        `SELECT "center_no", count(*) AS n FROM "scheduling"."lesson" WHERE "schedule_date" BETWEEN $1 AND $2
         GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
        [start, end],
      )
    ).rows;

    // node:http with kept-alive connections, not fetch: undici's fetch cost this process 1.5–3 ms a
    // call on this machine, which is the client's cost, not the stack's (docs/benchmarks.md, 2026-11-26)
    let cookie = '';
    const call = (api, input) =>
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
    await call('Auth_login', { user_id: 'admin', password: process.env.DEMO_PASSWORD || 'demo-pass-2026' });

    const range = { center_no: center, start_date: start, end_date: end };
    const params = [center, start, end];
    // the teachers' and lessons' reads take the teacher as $4: null for the whole center, as the board asks
    const whole = [...params, null];
    const reads = [
      ['C40101_getCalendar', sql.CALENDAR_SQL, params],
      ['C40101_getTeacherInfoAndSchedule', sql.TEACHERS_SQL, whole],
      ['C40101_getAppliedSchedule', sql.LESSONS_SQL, whole],
    ];
    const rows = [];
    for (const [api, text, values] of reads) {
      const output = await call(api, range);
      const size = Array.isArray(output) ? output.length : (output.days ?? output.lessons).length;
      // warm both paths, then measure them in turns
      await timed(() => call(api, range), 5);
      await timed(() => db.query(text, values), 5);
      const [stack, raw] = await timedInTurns(
        () => call(api, range),
        () => db.query(text, values),
        runs,
      );
      rows.push({ api, size, stack, raw });
    }
    // as the screen loads the board: the three calls side by side, against the three reads side by
    // side on three connections (and one after the other on one)
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: reads.length });
    const parallelRaw = () => Promise.all(reads.map(([, text, values]) => pool.query(text, values)));
    const parallelStack = () => Promise.all(reads.map(([api]) => call(api, range)));
    await timed(parallelRaw, 5);
    await timed(parallelStack, 5);
    const [screen, screenRaw] = await timedInTurns(parallelStack, parallelRaw, runs);
    await pool.end();
    const f = (x) => x.toFixed(1);
    console.log(`\nC40101 board reads, center ${center}, ${start} to ${end} (${DAYS} days), median of ${runs} runs`);
    console.log('| call | rows | raw SQL ms | stack ms | ratio |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.api} | ${r.size} | ${f(r.raw)} | ${f(r.stack)} | ${(r.stack / r.raw).toFixed(2)} |`);
    const raw = rows.reduce((n, r) => n + r.raw, 0);
    const stack = rows.reduce((n, r) => n + r.stack, 0);
    console.log(`| all three, one after the other | | ${f(raw)} | ${f(stack)} | ${(stack / raw).toFixed(2)} |`);
    console.log(
      `| all three side by side (the screen) | | ${f(screenRaw)} | ${f(screen)} | ${(screen / screenRaw).toFixed(2)} |`,
    );
    console.log(`\nGoal: the board's load ≤ 2× its raw SQL (got ${(screen / screenRaw).toFixed(2)} as the screen loads it)`);

    const [firstDay] = (await call('C40101_getCalendar', range)).days;
    console.log(`\nIn headless Chromium, the board's first day ${firstDay.schedule_date}…`);
    const browser = await measureBoardInBrowser({
      db,
      shellUrl,
      userId: 'admin',
      password: process.env.DEMO_PASSWORD || 'demo-pass-2026',
      center,
      start,
      end,
      day: firstDay.schedule_date,
      runs: browserRuns,
    });
    printBoardInBrowser(browser);
  } finally {
    // a client that never connected would queue this query for ever
    if (connected) await removeBenchPeople(db).catch(() => undefined);
    await db.end().catch(() => undefined);
    agent.destroy();
    frontEnds?.close();
    await Promise.all(children.map((c) => stopProcess(c)));
    await infra.stop();
  }
}
