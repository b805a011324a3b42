import { SERVICES } from '@school/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { Client } from 'pg';
import { Load, tally, type Outcome } from '../support/load';
import { PrivateServer } from '../support/private-server';
import { ApiSession } from '../support/session';
import { freePort, runCli, Stack } from '../support/stack';

// How long an outage lasts while the load flows: the fault itself, not a wait for something.
const OUTAGE_MS = 10_000;
// the stack's (e2e/support/stack.ts)
const RPC_TIMEOUT_MS = 10_000;

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

// What a person may see while a backing server is away: a clear refusal in their language, never
// a stack trace or a 500 with internals.
const expectClearRefusal = (o: Outcome) => {
  const text = JSON.stringify(o.body);
  expect(o.status).not.toBe(500);
  expect(text).not.toMatch(/\bat .+\(.*:\d+:\d+\)|node_modules|ECONNREFUSED|Error:/);
  expect(o.body).toEqual(
    expect.objectContaining({ code: expect.any(String), message: expect.stringMatching(/[ぁ-んァ-ン一-龥]/) }),
  );
};

// NATS stopped for 10 s under load, on a NATS server and a database of this file's own (another
// stack's outbox relay must not publish this stack's events elsewhere).
describe('a NATS outage under load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'school-nats-'));
  let nats: PrivateServer;
  let stack: Stack;
  let databaseUrl: string;
  const run = Date.now().toString(36);
  let added = 0;

  beforeAll(async () => {
    nats = new PrivateServer('nats', await freePort(), dir);
    await nats.start();
    const url = new URL(process.env.DATABASE_URL!);
    const database = `${url.pathname.slice(1)}_nats_outage`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    stack = new Stack('owns a NATS server it stops under load, and a database of its own for the outbox count', {
      NATS_URL: nats.url,
      DATABASE_URL: databaseUrl,
    });
    await stack.prepare();
    // every table, and the accounts to sign in with (the other seeds are not needed here)
    for (const service of SERVICES) await runCli(service, ['migrate'], stack.env);
    await runCli('auth', ['seed', '--scale', 'small', '--seed', '1', '--if-empty'], stack.env);
    await Promise.all([...SERVICES, 'gateway' as const].map((p) => stack.spawn(p)));
    await stack.waitReady();
  }, 300000);

  afterAll(async () => {
    await stack?.stopAll();
    await nats?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a clear 503 while NATS is away, reconnects by itself, and publishes every outbox event once', async () => {
    const anonymous = new ApiSession(stack);
    const head = new ApiSession(stack);
    await head.login('head');
    const load = new Load({
      getConfig: async () => {
        const a = await anonymous.callRaw('AuthService.getConfig', { key: 'app.C21101_SHOW_ZOOM_INFO' });
        return { status: a.status, body: a.body };
      },
      // a write with an outbox event (SubjectChanged) in its transaction
      addSubject: async () => {
        const a = await head.callRaw('M20401_doAdd', {
          subject_name: `停止${run}-${++added}`,
          subject_short_name: '停',
          elementary_flag: 1,
          junior_high_flag: 0,
          high_school_flag: 0,
          sort_order: 90,
        });
        return { status: a.status, body: a.body };
      },
    });
    load.start();
    await load.answered(Date.now());
    const stoppedAt = Date.now();
    await nats.stop();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    await nats.start();
    const restartedAt = Date.now();
    await stack.waitReady(60_000);
    await load.answered(Date.now());
    const outcomes = await load.stop();

    const failed = outcomes.filter((o) => o.status !== 200);
    // while it was away: refusals, each clear, and none of them slow but those in flight when it went
    const during = failed.filter((o) => o.startedAt > stoppedAt + 500 && o.startedAt < restartedAt);
    expect(during.length).toBeGreaterThan(0);
    for (const o of failed) expectClearRefusal(o);
    expect(tally(during.filter((o) => o.status !== 503 || o.endedAt - o.startedAt > RPC_TIMEOUT_MS / 2))).toEqual({});
    expect(during.find((o) => o.kind === 'getConfig')?.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'auth サービスは現在利用できません。しばらくしてから再度お試しください。',
    });

    // every event of a subject this test added is published once, after NATS came back
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const rows = async () =>
      (
        await db.query<{ id: string; published: boolean }>(
          `SELECT "id", "published_at" IS NOT NULL AS published FROM "masters"."outbox"
            WHERE "type" = 'SubjectChanged' AND "payload"->'subject'->>'subject_name' LIKE $1`,
          [`停止${run}-%`],
        )
      ).rows;
    await until('every outbox row published', async () => (await rows()).every((r) => r.published));
    const events = (await rows()).map((r) => `masters:${r.id}`).sort();
    await db.end();
    // a write whose answer was lost with NATS may have committed too
    expect(events.length).toBeGreaterThanOrEqual(outcomes.filter((o) => o.kind === 'addSubject' && o.status === 200).length);

    const nc = await connect({ servers: nats.url });
    const jsm = await nc.jetstreamManager();
    const [stream] = await jsm.streams.list().next();
    const received: string[] = [];
    for (let seq = stream.state.first_seq; seq <= stream.state.last_seq; seq++) {
      const msg = await jsm.streams.getMessage(stream.config.name, { seq });
      const event = msg.json<{ id: string; type: string; data: { subject?: { subject_name: string } } }>();
      if (event.type === 'SubjectChanged' && event.data.subject?.subject_name.startsWith(`停止${run}-`)) received.push(event.id);
    }
    await nc.close();
    expect(received.sort()).toEqual(events);
  }, 300000);
});
