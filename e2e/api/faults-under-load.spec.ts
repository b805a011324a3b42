import { SERVICES } from '@school/contracts';
import { waitFor } from '@school/server-kit/testing';
import { connect, type NatsConnection, StringCodec } from 'nats';
import { Client } from 'pg';
import { lockWaiters } from '../support/db';
import { Load, tally, type Outcome } from '../support/load';
import { ApiSession } from '../support/session';
import { Stack } from '../support/stack';
import { runsAlone } from '../support/side-by-side';

const RPC_TIMEOUT_MS = 3000;
// the most a call takes from the client to its service on a busy 2-core machine
const TRANSIT_MS = 250;
const sc = StringCodec();
const ok = (o: Outcome) => o.status === 200;

runsAlone('kills services under load and times the answers against a 3-s gateway timeout');

// Services killed and stopped while calls flow: what each caller gets, and nothing failed that
// should not have. The load: every service's health over NATS (reports and chat answer nothing
// else), and through the gateway a public API of auth and of masters (a sign-in, argon2 on a busy
// machine, would not fit in this stack's short timeout).
describe('faults under load', () => {
  const stack = new Stack('kills and stops each service and the gateway under load; a short gateway timeout', {
    RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
  });
  let nc: NatsConnection;
  let load: Load;
  const anonymous = new ApiSession(stack);
  const api = (session: ApiSession, name: Parameters<ApiSession['callRaw']>[0], input: unknown) => async () => {
    const a = await session.callRaw(name, input);
    return { status: a.status, body: a.body };
  };
  const health = (service: string) => async () => {
    try {
      const msg = await nc.request(
        `${stack.env.NATS_NAMESPACE}.health.${service}`,
        sc.encode(JSON.stringify({ pattern: 'health', data: {}, id: String(Math.random()) })),
        { timeout: RPC_TIMEOUT_MS },
      );
      const reply = JSON.parse(sc.decode(msg.data)) as { response?: unknown; err?: unknown };
      return reply.err ? { status: 500, body: reply.err } : { status: 200, body: reply.response };
    } catch (e) {
      return { status: (e as { code?: string }).code === '503' ? 503 : 408, body: String(e) };
    }
  };
  // which service each kind of call needs
  const serviceOf = (kind: string) => kind.split(':')[0];

  beforeAll(async () => {
    await stack.start();
    nc = await connect({ servers: process.env.NATS_URL });
    load = new Load({
      'auth:getConfig': api(anonymous, 'AuthService.getConfig', { key: 'app.C21101_SHOW_ZOOM_INFO' }),
      'masters:getCountries': api(anonymous, 'Address_getCountries', {}),
      ...Object.fromEntries(SERVICES.map((s) => [`${s}:health`, health(s)])),
    });
  }, 120000);

  afterAll(async () => {
    await load?.stop();
    await nc?.close();
    await stack.stopAll();
  });

  // Runs the load around `fault`, which returns when the fault began; resolves with what was
  // answered, once every kind of call has been answered again a few times.
  // `recovers`: false when the fault leaves services down.
  const underLoad = async (fault: () => Promise<number>, recovers = true): Promise<{ outcomes: Outcome[]; at: number }> => {
    const from = load.outcomes.length;
    load.start();
    let at: number;
    // stopped whatever happens: a load left running keeps jest from exiting
    try {
      await load.answered(Date.now());
      at = await fault();
      if (recovers) await load.answered(Date.now());
    } finally {
      await load.stop();
    }
    return { outcomes: load.outcomes.slice(from), at };
  };

  it('SIGTERM to the gateway under load: every request started before the signal is answered', async () => {
    const { outcomes, at } = await underLoad(async () => {
      const signalAt = Date.now();
      expect(await stack.stop('gateway')).toBe(0);
      await stack.spawn('gateway');
      return signalAt;
    });
    const viaGateway = outcomes.filter((o) => !o.kind.endsWith(':health'));
    const before = viaGateway.filter((o) => o.startedAt < at);
    expect(before.length).toBeGreaterThan(0);
    expect(tally(before.filter((o) => !ok(o)))).toEqual({});
    // after the signal, a new connection may be refused until the new gateway listens
    expect(viaGateway.filter((o) => !ok(o) && o.status !== 0)).toEqual([]);
  }, 180000);

  it('SIGKILL of masters under load: its calls in flight get 408 within the timeout, new ones 503 at once, the others keep answering; green within 5 s of its restart', async () => {
    // masters' calls wait in PostgreSQL behind this lock, so some are in flight when it is killed
    const pg = new Client({ connectionString: process.env.DATABASE_URL });
    await pg.connect();
    let spawnedAt = 0;
    let restartedAt = 0;
    const { outcomes, at } = await underLoad(async () => {
      await pg.query('BEGIN');
      let killedAt = 0;
      try {
        await pg.query('LOCK TABLE "masters"."country" IN ACCESS EXCLUSIVE MODE');
        await waitFor(async () => (await lockWaiters('country')) >= 1, 'a write waiting for the lock');
        killedAt = Date.now();
        stack.processes.filter((p) => p.name === 'masters').forEach((p) => p.child.kill('SIGKILL'));
      } finally {
        await pg.query('COMMIT');
      }
      await waitFor(
        async () => load.outcomes.some((o) => o.kind === 'masters:getCountries' && o.startedAt > killedAt + 100),
        'a call started after the kill',
      );
      spawnedAt = Date.now();
      await stack.spawn('masters');
      restartedAt = Date.now();
      // calls that start from 5 s after the restart on
      await load.answered(restartedAt + 5000);
      return killedAt;
    }).finally(() => pg.end());
    const masters = outcomes.filter((o) => serviceOf(o.kind) === 'masters');
    const inFlight = masters.filter((o) => o.kind === 'masters:getCountries' && o.startedAt < at && o.endedAt > at);
    expect(inFlight.length).toBeGreaterThanOrEqual(1);
    for (const o of inFlight) {
      expect(o.status).toBe(408);
      expect(o.body).toMatchObject({ code: 'TIMEOUT', message: 'masters サービスが時間内に応答しませんでした。' });
      expect(o.endedAt - o.startedAt).toBeLessThan(RPC_TIMEOUT_MS + 2000);
    }
    // answered before the new process was started: at least the call waited for above
    const whileDown = masters.filter((o) => o.startedAt > at + 100 && o.endedAt < spawnedAt);
    expect(whileDown.length).toBeGreaterThan(0);
    for (const o of whileDown) {
      expect(o.status).toBe(503);
      // at once: well before the timeout (what it takes on a busy 2-core machine)
      expect(o.endedAt - o.startedAt).toBeLessThan(RPC_TIMEOUT_MS / 2);
    }
    expect(masters.find((o) => o.kind === 'masters:getCountries' && o.status === 503)?.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'masters サービスは現在利用できません。しばらくしてから再度お試しください。',
    });
    expect(tally(outcomes.filter((o) => serviceOf(o.kind) !== 'masters' && !ok(o)))).toEqual({});
    // green within 5 s of its restart: every call started 5 s after it said ready succeeded
    expect(tally(outcomes.filter((o) => o.startedAt > restartedAt + 5000 && !ok(o)))).toEqual({});
    expect(outcomes.filter((o) => o.startedAt > restartedAt + 5000).length).toBeGreaterThan(0);
  }, 180000);

  // All five at once and last, so that no service has to start again (on a busy 2-core machine a
  // start under load takes tens of seconds).
  it('SIGTERM to every service under load: every call started before the signal succeeds; later ones get 503', async () => {
    const from = load.outcomes.length;
    const { outcomes, at } = await underLoad(async () => {
      await waitFor(
        async () =>
          load.kinds.every((k) => load.outcomes.slice(from).some((o) => o.kind === k && o.startedAt < Date.now() - TRANSIT_MS)),
        'a call of every kind sent TRANSIT_MS before now',
      );
      const signalAt = Date.now();
      expect(await Promise.all(SERVICES.map((s) => stack.stop(s)))).toEqual(SERVICES.map(() => 0));
      return signalAt;
    }, false);
    // A call's start is the client's clock; it reaches its service some milliseconds later, and
    // one sent just before the signal may arrive after the service stopped listening (503, as
    // meant). Counted as started before: sent at least TRANSIT_MS before the signal.
    const before = outcomes.filter((o) => o.startedAt < at - TRANSIT_MS);
    expect(before.length).toBeGreaterThanOrEqual(load.kinds.length);
    expect(tally(before.filter((o) => !ok(o)))).toEqual({});
    expect(tally(outcomes.filter((o) => !ok(o) && o.status !== 503))).toEqual({});
  }, 180000);
});
