// One RPC that reads one row, as the browser makes it (HTTP → gateway → NATS → auth service →
// PostgreSQL → back), against a bare node:http server doing the same pg query, in the same run: the two
// in turns of a tenth of the calls (closed-loop.mjs, measureInTurns), so that the machine's drift weighs on both.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../scripts/lib/infra.mjs';
import { startProcess, stopProcess, waitReady } from '../scripts/lib/stack.mjs';
import { build, ensureInstalled, SERVICES } from '../scripts/lib/workspace.mjs';
import { measure, measureInTurns } from './lib/closed-loop.mjs';
import { benchInfra } from './lib/bench-database.mjs';

const GATEWAY_PORT = 18443;
const BASELINE_PORT = 18444;
const KEY = 'app.C21101_SHOW_ZOOM_INFO';
// the signed-in line: the board's calendar of one center for a week (C40101_getCalendar)
const CENTER = 1;
const { addDays, tokyoDate } = createRequire(import.meta.url)('@school/domain');

export async function run(args) {
  const requests = Number(args[0] ?? 4000);
  await ensureInstalled();
  const infra = await benchInfra('small');
  const env = {
    ...process.env,
    ...infra.env,
    NATS_NAMESPACE: 'bench',
    PORT: String(GATEWAY_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const children = [];
  try {
    await build(env);
    await infra.prepare(env);
    for (const name of [...SERVICES, 'gateway'])
      children.push(startProcess(name, env, { onLine: (l, s) => s === 'stderr' && console.error(`[${name}] ${l}`) }));
    // a busy machine can take more than a minute to start the stack
    await waitReady(`http://127.0.0.1:${GATEWAY_PORT}`, 300_000);
    const baseline = spawn(process.execPath, [path.join(REPO_ROOT, 'bench', 'rpc-baseline-server.mjs')], {
      env: { ...env, PORT: String(BASELINE_PORT) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(baseline);
    await once(baseline.stdout, 'data');

    const stackCall = {
      url: `http://127.0.0.1:${GATEWAY_PORT}/api`,
      body: JSON.stringify({ data: [{ api: 'AuthService.getConfig', input: { key: KEY } }] }),
      headers: { 'content-type': 'application/json', origin: 'http://localhost:4200' },
    };
    const bareCall = { url: `http://127.0.0.1:${BASELINE_PORT}/?key=${encodeURIComponent(KEY)}` };
    const rows = [];
    for (const concurrency of [1, 32]) {
      const n = concurrency === 1 ? Math.ceil(requests / 4) : requests;
      const { a: bare, b: stack } = await measureInTurns({ a: bareCall, b: stackCall, concurrency, requests: n });
      rows.push({ concurrency, n, bare, stack });
    }
    // A signed-in call at concurrency 1: what the session, the access decision and the owning
    // service's center check add to a call (docs/benchmarks.md, board, 2026-11-26).
    const origin = 'http://localhost:4200';
    const login = await fetch(`http://127.0.0.1:${GATEWAY_PORT}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        data: [{ api: 'Auth_login', input: { user_id: 'admin', password: process.env.DEMO_PASSWORD || 'demo-pass-2026' } }],
      }),
    });
    const signedIn = { ...stackCall.headers, cookie: login.headers.get('set-cookie').split(';')[0] };
    const start = tokyoDate(Date.now());
    const week = { center_no: CENTER, start_date: start, end_date: addDays(start, 6) };
    const n1 = Math.ceil(requests / 4);
    const signed = [
      {
        call: 'AuthService.getConfig, signed in',
        bare: rows[0].bare,
        stack: await measure({ ...stackCall, headers: signedIn, concurrency: 1, requests: n1 }),
      },
      {
        call: 'C40101_getCalendar (a week), signed in',
        ...(await measureInTurns({
          a: { url: `http://127.0.0.1:${BASELINE_PORT}/calendar?center=${CENTER}&start=${week.start_date}&end=${week.end_date}` },
          b: { ...stackCall, body: JSON.stringify({ data: [{ api: 'C40101_getCalendar', input: week }] }), headers: signedIn },
          concurrency: 1,
          requests: n1,
        }).then(({ a, b }) => ({ bare: a, stack: b }))),
      },
    ];
    const f = (x) => x.toFixed(2);
    console.log('\nRPC reading one row: stack (HTTP → gateway → NATS → auth → PostgreSQL) vs bare node:http + pg, in turns');
    console.log(
      '| concurrency | requests | bare p50 ms | stack p50 ms | p50 ratio | bare p99 ms | stack p99 ms | p99 ratio | bare req/s | stack req/s | throughput ratio |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.concurrency} | ${r.n} | ${f(r.bare.p50)} | ${f(r.stack.p50)} | ${f(r.stack.p50 / r.bare.p50)} | ${f(r.bare.p99)} | ${f(r.stack.p99)} | ${f(r.stack.p99 / r.bare.p99)} | ${Math.round(r.bare.throughput)} | ${Math.round(r.stack.throughput)} | ${f(r.stack.throughput / r.bare.throughput)} |`,
      );
    }
    console.log('\nSigned in (admin), concurrency 1, against bare node:http + pg running the same SQL');
    console.log('| call | requests | bare p50 ms | stack p50 ms | p50 ratio | stack − bare p50 ms |');
    console.log('|---|---|---|---|---|---|');
    for (const r of signed)
      console.log(
        `| ${r.call} | ${n1} | ${f(r.bare.p50)} | ${f(r.stack.p50)} | ${f(r.stack.p50 / r.bare.p50)} | ${f(r.stack.p50 - r.bare.p50)} |`,
      );
    const c32 = rows.find((r) => r.concurrency === 32);
    console.log(
      `\nGoals at concurrency 32 (issue 29 item 10): p50 ratio ≤ 2 (got ${f(c32.stack.p50 / c32.bare.p50)}), throughput ratio ≥ 0.6 (got ${f(c32.stack.throughput / c32.bare.throughput)})`,
    );
  } finally {
    await Promise.all(children.map((c) => stopProcess(c)));
    await infra.stop();
  }
}
