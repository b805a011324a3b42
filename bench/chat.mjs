// Chat messages pushed over the live socket at bench scale (issue 28): SOCKETS websockets held by
// staff sessions, spread over ROOMS lesson rooms and over two gateway processes, while messages are
// sent through the API of either gateway at RATE a second. Every message must reach every socket of
// its room once (0 lost, 0 duplicated) and no other socket (0 wrong). Baseline, measured in the same
// run: the send's own answer (the API round trip that stores the message); a delivery's latency is
// from the start of its send to the socket's receipt, so the ratio says what the push adds to it.
// `npm run bench -- chat [seconds, 60] [messages a second, 20] [sockets, 200] [rooms, 50]`
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { REPO_ROOT } from '../scripts/lib/infra.mjs';
import { startProcess, stopProcess, waitReady } from '../scripts/lib/stack.mjs';
import { ensureInstalled, run as runCommand, SERVICES } from '../scripts/lib/workspace.mjs';
import { benchCopy, benchInfra } from './lib/bench-database.mjs';
import { openLessonSocket } from './lib/live-socket.mjs';

const require = createRequire(import.meta.url);
const { lessonChannel } = require('@school/contracts');
const { tokyoDate } = require('@school/domain');

const PORTS = [18471, 18472];
const ORIGIN = 'http://localhost:4200';
const ADMIN = { user_id: 'admin', password: process.env.DEMO_PASSWORD || 'demo-pass-2026' };
// after the last send, how long a delivery may still come before it counts as lost
const SETTLE_MS = 5000;

const at = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const f = (ms) => ms.toFixed(1);

// A staff session on one gateway: the cookie its sign-in set.
class Session {
  cookie = '';
  constructor(port) {
    this.port = port;
  }

  async call(api, input) {
    const res = await fetch(`http://127.0.0.1:${this.port}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: this.cookie },
      body: JSON.stringify({ data: [{ api, input }] }),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${api}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body.data[0].output;
  }

  signIn() {
    return this.call('Auth_login', ADMIN);
  }
}

export async function run(args) {
  const [seconds = 60, rate = 20, sockets = 200, rooms = 50] = args.filter((a) => /^\d+$/.test(a)).map(Number);
  await ensureInstalled();
  const infra = await benchInfra('bench');
  const env = {
    ...process.env,
    ...infra.env,
    NATS_NAMESPACE: process.env.NATS_NAMESPACE ?? 'bench-chat',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // 200 sign-ins of one account from one address: the abuse limits times 1000, as the test stack
    RATE_LIMIT_SCALE: '1000',
  };
  let db = null;
  let copy = null;
  const children = [];
  const opened = [];
  try {
    // only the services and the gateway: this bench opens no front end
    await runCommand(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsc'), [
      '-b',
      ...[...SERVICES, 'gateway'].map((s) => path.join('services', s, 'tsconfig.json')),
    ]);
    await infra.prepare(env);
    // the messages stay in the copy
    copy = await benchCopy(env, 'bench', 'chat');
    env.DATABASE_URL = copy.url;
    db = new pg.Client({ connectionString: copy.url });
    await db.connect();
    // rooms that can be written (a lesson from today on, not cancelled: docs/chat.md), of several centers
    const roomNos = (
      await db.query(
        `SELECT "schedule_no" FROM "chat"."lesson_room" WHERE "schedule_date" >= $1 AND "cancelled_on" IS NULL
         ORDER BY "schedule_date", "center_no", "schedule_no" LIMIT $2`,
        [tokyoDate(Date.now()), rooms],
      )
    ).rows.map((r) => r.schedule_no);
    if (roomNos.length < rooms) throw new Error(`only ${roomNos.length} writable rooms in ${copy.name}`);

    for (const name of SERVICES)
      children.push(startProcess(name, env, { onLine: (l, s) => s === 'stderr' && console.error(`[${name}] ${l}`) }));
    PORTS.forEach((port, i) =>
      children.push(
        startProcess(
          'gateway',
          { ...env, PORT: String(port) },
          { onLine: (l, s) => s === 'stderr' && console.error(`[gateway ${i + 1}] ${l}`) },
        ),
      ),
    );
    await Promise.all(PORTS.map((port) => waitReady(`http://127.0.0.1:${port}`, 300_000)));

    // the sockets: socket i on gateway i % 2, in room i % rooms; every event it hears is kept
    const sentAt = new Map();
    const answered = [];
    const latencies = [];
    const seen = new Set();
    let wrong = 0;
    let duplicated = 0;
    const roomOfSocket = [];
    const sessions = [];
    for (let i = 0; i < sockets; i += 10) {
      const batch = Array.from({ length: Math.min(10, sockets - i) }, (_, j) => new Session(PORTS[(i + j) % 2]));
      await Promise.all(batch.map((s) => s.signIn()));
      sessions.push(...batch);
    }
    await Promise.all(
      sessions.map(async (session, i) => {
        const room = roomNos[i % rooms];
        roomOfSocket[i] = room;
        const ws = await openLessonSocket({ port: session.port, cookie: session.cookie, origin: ORIGIN }, room, (message) => {
          const event = message.event;
          if (event.type !== 'ChatMessageSent') return;
          const k = /^bench (\d+)$/.exec(event.content)?.[1];
          if (message.channel !== lessonChannel(room) || event.rel_id !== room || k === undefined) return void wrong++;
          const key = `${k}:${i}`;
          if (seen.has(key)) return void duplicated++;
          seen.add(key);
          latencies.push(performance.now() - sentAt.get(Number(k)));
        });
        opened.push(ws);
      }),
    );
    const perRoom = new Map(roomNos.map((r) => [r, roomOfSocket.filter((x) => x === r).length]));
    console.log(
      `${sockets} sockets on ${PORTS.length} gateways in ${rooms} rooms; sending ${rate} messages a second for ${seconds} s`,
    );

    // the senders: one staff session per gateway, each message through the gateway its number names
    const senders = await Promise.all(
      PORTS.map(async (port) => {
        const s = new Session(port);
        await s.signIn();
        return s;
      }),
    );
    const total = seconds * rate;
    const started = performance.now();
    let expected = 0;
    const sends = [];
    for (let k = 0; k < total; k++) {
      const due = started + (k * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const room = roomNos[k % rooms];
      expected += perRoom.get(room);
      sentAt.set(k, performance.now());
      sends.push(
        senders[k % 2]
          .call('Chatroom_sendMessage', { rel_model: 'lesson', rel_id: room, content: `bench ${k}` })
          .then(() => answered.push(performance.now() - sentAt.get(k))),
      );
    }
    const failedSends = (await Promise.allSettled(sends)).filter((r) => r.status === 'rejected');
    for (const f of failedSends.slice(0, 3)) console.error(f.reason.message);
    const settleUntil = performance.now() + SETTLE_MS;
    while (seen.size < expected && performance.now() < settleUntil) await new Promise((r) => setTimeout(r, 50));
    const elapsed = (performance.now() - started) / 1000;

    latencies.sort((a, b) => a - b);
    answered.sort((a, b) => a - b);
    const load = (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`\n${total} messages in ${elapsed.toFixed(1)} s (${failedSends.length} sends failed); load average now ${load}`);
    console.log('| deliveries expected | delivered | lost | duplicated | to a wrong socket |');
    console.log('|---|---|---|---|---|');
    console.log(`| ${expected} | ${seen.size} | ${expected - seen.size} | ${duplicated} | ${wrong} |`);
    console.log('\n| ms | p50 | p95 | p99 | max |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| send answered (baseline) | ${f(at(answered, 0.5))} | ${f(at(answered, 0.95))} | ${f(at(answered, 0.99))} | ${f(answered.at(-1) ?? NaN)} |`,
    );
    console.log(
      `| delivered to a socket | ${f(at(latencies, 0.5))} | ${f(at(latencies, 0.95))} | ${f(at(latencies, 0.99))} | ${f(latencies.at(-1) ?? NaN)} |`,
    );
    console.log(
      `\ndelivery / send answer: p50 ${(at(latencies, 0.5) / at(answered, 0.5)).toFixed(2)}, p99 ${(at(latencies, 0.99) / at(answered, 0.99)).toFixed(2)}`,
    );
    const ok = expected === seen.size && duplicated === 0 && wrong === 0 && failedSends.length === 0;
    console.log(ok ? 'Goals: met (0 lost, 0 duplicated, 0 to a wrong socket)' : 'Goals: NOT met');
  } finally {
    for (const ws of opened) ws.terminate();
    await db?.end().catch(() => undefined);
    await Promise.all(children.map((c) => stopProcess(c)));
    await copy?.drop().catch((e) => console.error(`the copy ${copy.name} was not dropped: ${e.message}`));
    await infra.stop();
  }
}
