import { SERVICES, subjectsFor } from '@school/contracts';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { Client } from 'pg';
import { Load, tally, type Outcome } from '../support/load';
import { MailServer } from '../support/mailbox';
import { PrivateServer } from '../support/private-server';
import { ApiSession } from '../support/session';
import { copyDatabase, dropDatabase, freePort, runCli, Stack } from '../support/stack';
import { runEnv } from '../support/test-run';
import { runsAlone } from '../support/side-by-side';

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

// A stack on the given servers. `migrate`: its database is on a server of its own, empty, so it is
// migrated and the accounts seeded here (the other seeds are not needed); otherwise it is a copy of
// the run's seeded database.
const startStack = async (stack: Stack, migrate: boolean): Promise<void> => {
  await stack.prepare();
  if (migrate) {
    for (const service of SERVICES) await runCli(service, ['migrate'], stack.env);
    await runCli('auth', ['seed', '--scale', 'small', '--seed', '1', '--if-empty'], stack.env);
  }
  await Promise.all([...SERVICES, 'gateway' as const].map((p) => stack.spawn(p)));
  await stack.waitReady();
};

// Stops `server` for OUTAGE_MS while reads and writes (each with an outbox event) flow, starts it
// again, and checks what the callers got and that every event of the writes was published once.
// `cleanup` gets the load's stop: a load left running after a failure would keep jest from exiting.
const outageUnderLoad = async (
  stack: Stack,
  server: PrivateServer,
  databaseUrl: string,
  natsUrl: string,
  cleanup: (() => Promise<void>)[],
) => {
  const run = Date.now().toString(36);
  let added = 0;
  const anonymous = new ApiSession(stack);
  const head = new ApiSession(stack);
  await head.login('head');
  const load = new Load({
    getConfig: async () => {
      const a = await anonymous.callRaw('AuthService.getConfig', { key: 'app.C21101_SHOW_ZOOM_INFO' });
      return { status: a.status, body: a.body };
    },
    getCountries: async () => {
      const a = await anonymous.callRaw('Address_getCountries', {});
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
  cleanup.unshift(async () => void (await load.stop()));
  load.start();
  await load.answered(Date.now());
  const stoppedAt = Date.now();
  await server.stop();
  await new Promise((r) => setTimeout(r, OUTAGE_MS));
  await server.start();
  const restartedAt = Date.now();
  await stack.waitReady(60_000);
  const recovered = Date.now();
  await load.answered(recovered);
  const outcomes = await load.stop();

  const failed = outcomes.filter((o) => o.status !== 200);
  for (const o of failed) expectClearRefusal(o);
  // while it was away: refusals, at once
  const during = outcomes.filter((o) => o.startedAt > stoppedAt + 500 && o.startedAt < restartedAt);
  expect(during.filter((o) => o.status !== 200).length).toBeGreaterThan(0);
  expect(tally(during.filter((o) => o.status !== 200 && o.endedAt - o.startedAt > RPC_TIMEOUT_MS / 2))).toEqual({});
  // once back, everything answers
  expect(tally(outcomes.filter((o) => o.startedAt > recovered && o.status !== 200))).toEqual({});

  // every event of a subject this test added is published once
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
  // a write whose answer was lost in the outage may have committed too
  expect(events.length).toBeGreaterThanOrEqual(outcomes.filter((o) => o.kind === 'addSubject' && o.status === 200).length);

  const nc = await connect({ servers: natsUrl });
  const jsm = await nc.jetstreamManager();
  const stream = await jsm.streams.info(subjectsFor(stack.env.NATS_NAMESPACE!).eventStream);
  const received: string[] = [];
  for (let seq = stream.state.first_seq; seq <= stream.state.last_seq; seq++) {
    const msg = await jsm.streams.getMessage(stream.config.name, { seq });
    const event = msg.json<{ id: string; type: string; data: { subject?: { subject_name: string } } }>();
    if (event.type === 'SubjectChanged' && event.data.subject?.subject_name.startsWith(`停止${run}-`)) received.push(event.id);
  }
  await nc.close();
  expect(received.sort()).toEqual(events);
  return { during };
};

runsAlone('stops a server for 10 s under load and times the answers (10-s gateway timeout)');

// One scenario: its servers and stack, the outage under load, and what the test checks of it.
type Scenario<T> = { run: Promise<T>; cleanup: (() => Promise<void>)[] };

// Each of the three stacks owns the one server it stops and shares only the run's other servers, which
// stay up: the three outages are independent, so they run side by side (the file's time is the
// slowest one's, not the three one after the other). Each test waits for its own scenario.
const sideBySide = <T>(start: (cleanup: (() => Promise<void>)[]) => Promise<T>): Scenario<T> => {
  const cleanup: (() => Promise<void>)[] = [];
  const run = start(cleanup);
  // a failure is the test's, when it awaits the scenario
  run.catch(() => undefined);
  return { run, cleanup };
};

// NATS stopped for 10 s under load, on a NATS server and a database of this file's own.
const natsOutage = () =>
  sideBySide(async (cleanup) => {
    const dir = mkdtempSync(join(tmpdir(), 'school-nats-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    const nats = new PrivateServer('nats', await freePort(), dir);
    cleanup.unshift(() => nats.stop());
    await nats.start();
    // a database of its own, copied from the run's seeded one: another stack's outbox relay must not
    // publish this stack's events elsewhere
    const databaseUrl = await copyDatabase(
      runEnv('seededDatabaseUrl'),
      `${new URL(runEnv('seededDatabaseUrl')).pathname.slice(1)}_nats`,
    );
    cleanup.unshift(() => dropDatabase(databaseUrl));
    const stack = new Stack('owns a NATS server it stops under load, and a database of its own for the outbox count', {
      NATS_URL: nats.url,
      DATABASE_URL: databaseUrl,
    });
    cleanup.unshift(() => stack.stopAll());
    await startStack(stack, false);
    return outageUnderLoad(stack, nats, databaseUrl, nats.url, cleanup);
  });

// PostgreSQL stopped for 10 s under load, on a PostgreSQL server of this file's own.
const postgresOutage = () =>
  sideBySide(async (cleanup) => {
    const dir = mkdtempSync(join(tmpdir(), 'school-pg-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    // PostgreSQL runs as the OS user postgres, which must be able to enter the folder
    chmodSync(dir, 0o755);
    const pg = new PrivateServer('postgres', await freePort(), dir);
    cleanup.unshift(() => pg.stop());
    await pg.start();
    const stack = new Stack('owns a PostgreSQL server it stops under load', { DATABASE_URL: pg.url });
    cleanup.unshift(() => stack.stopAll());
    await startStack(stack, true);
    return outageUnderLoad(stack, pg, pg.url, process.env.NATS_URL!, cleanup);
  });

// Redis stopped for 10 s under load, on a Redis server and an SMTP server of this file's own: the
// mail queue lives in Redis; every registration that was accepted gets its mail once.
const redisOutage = () =>
  sideBySide(async (cleanup) => {
    const dir = mkdtempSync(join(tmpdir(), 'school-redis-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    const mail = new MailServer(join(dir, 'mail'));
    const redis = new PrivateServer('redis', await freePort(), dir);
    cleanup.unshift(() => redis.stop());
    await redis.start();
    cleanup.unshift(() => mail.stop());
    await mail.start();
    const stack = new Stack('owns a Redis server it stops under load, and an SMTP server of its own', {
      REDIS_URL: redis.url,
      SMTP_URL: mail.url,
      // every registration of the load comes from one address
      RATE_LIMIT_SCALE: '1000',
      // an export of the seeded classrooms runs as a job (BullMQ, in Redis)
      CSV_SYNC_MAX_ROWS: '5',
      // a job whose finish could not be written while Redis was away stays active until its lock
      // lapses and a stalled check runs it again: seconds here, not the default minute
      JOB_LOCK_MS: '2000',
      JOB_STALLED_INTERVAL_MS: '1000',
    });
    cleanup.unshift(() => stack.stopAll());
    await stack.start();

    const run = Date.now().toString(36);
    let n = 0;
    const anonymous = new ApiSession(stack);
    const head = new ApiSession(stack);
    await head.login('head');
    const load = new Load({
      export: async () => {
        const a = await head.callRaw('M20201_exportCSV', { searchInfo: {}, orderBy: [] });
        return { status: a.status, body: a.status === 200 ? a.output : a.body };
      },
      getConfig: async () => {
        const a = await anonymous.callRaw('AuthService.getConfig', { key: 'app.C21101_SHOW_ZOOM_INFO' });
        return { status: a.status, body: a.body };
      },
      // a signed-in read that needs Redis only for the session: the export and the registration may
      // wait out the whole outage in a queue write started just before it (and succeed after it)
      browse: async () => {
        const a = await head.callRaw('M20401_doBrowse', {});
        return { status: a.status, body: a.body };
      },
      // an accepted registration queues a confirmation mail (BullMQ, in Redis)
      register: async () => {
        const email = `outage-${run}-${++n}@example.com`;
        const a = await anonymous.callRaw('Auth_register', {
          email,
          password: 'outage-pass-1',
          password_confirmation: 'outage-pass-1',
          user_named: '停止 太郎',
        });
        return { status: a.status, body: { ...a.body, email } };
      },
    });
    cleanup.unshift(async () => void (await load.stop()));
    load.start();
    await load.answered(Date.now());
    const stoppedAt = Date.now();
    await redis.stop();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    await redis.start();
    const restartedAt = Date.now();
    await stack.waitReady(60_000);
    const recovered = Date.now();
    await load.answered(recovered);
    const outcomes = await load.stop();

    // one mail to every accepted address, none twice
    const accepted = outcomes
      .filter((o) => o.kind === 'register' && o.status === 200)
      .map((o) => (o.body as { email: string }).email);
    const received = () =>
      readdirSync(join(dir, 'mail'))
        .filter((f) => f.endsWith('.json'))
        .map((f) => (JSON.parse(readFileSync(join(dir, 'mail', f), 'utf8')) as { to: string }).to)
        .filter((to) => to.startsWith(`outage-${run}-`));
    await until('a mail to every accepted address', async () => accepted.every((a) => received().includes(a)));

    // every export job that was accepted finishes, or fails and says so
    const jobs = outcomes.filter((o) => o.kind === 'export' && o.status === 200).map((o) => o.body as { jobId: string });
    const states = new Map<string, string>();
    await until('every export finished or failed', async () => {
      for (const job of jobs.filter((j) => !states.has(j.jobId))) {
        const p = await head.call('Job_getProgress', job);
        if (p.output.state === 'completed' || p.output.state === 'failed') states.set(job.jobId, p.output.state);
      }
      return states.size === jobs.length;
    });
    return { outcomes, stoppedAt, restartedAt, recovered, received: received(), jobs };
  });

describe('outages under load, the three side by side', () => {
  let nats: ReturnType<typeof natsOutage>;
  let postgres: ReturnType<typeof postgresOutage>;
  let redis: ReturnType<typeof redisOutage>;

  beforeAll(() => {
    nats = natsOutage();
    postgres = postgresOutage();
    redis = redisOutage();
  });

  // each scenario's steps in reverse order, the three side by side
  afterAll(async () => {
    await Promise.all(
      [nats, postgres, redis].map(async (s) => {
        if (!s) return;
        await s.run.catch(() => undefined);
        for (const step of s.cleanup) await step();
      }),
    );
  }, 120000);

  it('answers a clear 503 while NATS is away, reconnects by itself, and publishes every outbox event once', async () => {
    const { during } = await nats.run;
    expect(tally(during.filter((o) => o.status !== 200 && o.status !== 503))).toEqual({});
    expect(during.find((o) => o.kind === 'getConfig')?.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'auth サービスは現在利用できません。しばらくしてから再度お試しください。',
    });
  }, 300000);

  it('answers a clear refusal while PostgreSQL is away, reconnects by itself, and publishes every outbox event once', async () => {
    const { during } = await postgres.run;
    expect(tally(during.filter((o) => o.status !== 200 && o.status !== 503))).toEqual({});
  }, 300000);

  it('answers a clear 503 while Redis is away, reconnects by itself, sends every accepted mail once and ends every export job', async () => {
    const { outcomes, stoppedAt, restartedAt, recovered, received, jobs } = await redis.run;
    const failed = outcomes.filter((o) => o.status !== 200);
    for (const o of failed) expectClearRefusal({ ...o, body: { ...(o.body as object), email: undefined } });
    const during = outcomes.filter((o) => o.startedAt > stoppedAt + 500 && o.startedAt < restartedAt);
    expect(during.filter((o) => o.status !== 200).length).toBeGreaterThan(0);
    expect(tally(during.filter((o) => o.status !== 200 && o.status !== 503))).toEqual({});
    expect(tally(outcomes.filter((o) => o.startedAt > recovered && o.status !== 200))).toEqual({});
    const counts = new Map<string, number>();
    for (const to of received) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect([...counts.entries()].filter(([, c]) => c > 1)).toEqual([]);
    expect(jobs.length).toBeGreaterThan(0);
  }, 300000);
});
