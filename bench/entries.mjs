// C30101 schedule entry at bench scale (10 centers, 200 teachers, 50,000 lessons): C30101_getCellTeacherCount
// for the busiest center and 4 weeks from today, as the browser calls it (HTTP → gateway → NATS →
// scheduling → PostgreSQL → the remaining teacher count in libs/domain), against the raw SQL of the
// same read: the service's own compiled repository methods run by pg from here, side by side on a
// pool as the service runs them. `npm run bench -- entries [runs]`
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../scripts/lib/infra.mjs';
import { startProcess, stopProcess, waitReady } from '../scripts/lib/stack.mjs';
import { ensureInstalled, run as runCommand, SERVICES } from '../scripts/lib/workspace.mjs';
import { benchInfra } from './lib/bench-database.mjs';

const GATEWAY_PORT = 18455;
const DAYS = 28;
const ORIGIN = 'http://localhost:4200';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { addDays, tokyoDate } = require('@school/domain');
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

export async function run(args) {
  const runs = Number(args[0] ?? 30);
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

    const f = (x) => x.toFixed(1);
    console.log(
      `\nC30101_getCellTeacherCount, center ${center} (${lessons} lessons), ${start} to ${end} (${DAYS} days), median of ${runs} runs`,
    );
    console.log('| call | cells | half rows | raw SQL ms | stack ms | ratio |');
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| C30101_getCellTeacherCount | ${out.cells.length} | ${loads.length} | ${f(sql)} | ${f(stack)} | ${(stack / sql).toFixed(2)} |`,
    );
    console.log(`\nGoal: ≤ 2× its raw SQL (got ${(stack / sql).toFixed(2)})`);
  } finally {
    await pool.end().catch(() => undefined);
    await db.end().catch(() => undefined);
    agent.destroy();
    await Promise.all(children.map((c) => stopProcess(c)));
    await infra.stop();
  }
}
