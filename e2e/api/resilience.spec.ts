import { waitFor } from '@school/server-kit/testing';
import { Client } from 'pg';
import { lockWaiters } from '../support/db';
import { Stack } from '../support/stack';
import { runsAlone } from '../support/side-by-side';

const countries = { data: [{ api: 'Address_getCountries' }] };
const config = { data: [{ api: 'AuthService.getConfig', input: { key: 'app.C21101_SHOW_ZOOM_INFO' } }] };

runsAlone('a 1.5-s gateway timeout: on a machine shared with another file a slow answer becomes a 408');

// A service that is down or hangs costs only its own calls; the gateway keeps serving the others.
describe('failures of one service', () => {
  // a short gateway timeout, so a hanging service answers 408 quickly
  const stack = new Stack('hangs, stops and restarts services; a short gateway timeout', { RPC_TIMEOUT_MS: '1500' });
  beforeAll(() => stack.start(), 120000);
  afterAll(() => stack.stopAll());

  it('a hanging service gives 408 within the gateway timeout; the others keep answering', async () => {
    stack.pause('masters');
    try {
      const started = Date.now();
      const res = await stack.call(countries);
      expect(res.status).toBe(408);
      expect(res.json).toMatchObject({ code: 'TIMEOUT', message: 'masters サービスが時間内に応答しませんでした。' });
      expect(Date.now() - started).toBeLessThan(10000);
      expect((await stack.call(config)).status).toBe(200);
    } finally {
      stack.resume('masters');
    }
    // Requests that piled up while it hung are answered once it resumes; new ones work at once.
    expect((await stack.call(countries)).status).toBe(200);
  });

  it('a batch where one service hangs answers 522 with the failed action listed and the other output kept', async () => {
    stack.pause('masters');
    try {
      const res = await stack.call({ data: [config.data[0], countries.data[0]] });
      expect(res.status).toBe(522);
      const body = res.json as { code: string; errors: { index: number; api: string; status: number }[]; data: unknown[] };
      expect(body.code).toBe('BATCH_FAILED');
      expect(body.errors).toEqual([
        expect.objectContaining({ index: 1, api: 'Address_getCountries', status: 408, code: 'TIMEOUT' }),
      ]);
      expect(body.data[0]).toEqual({ output: { key: 'app.C21101_SHOW_ZOOM_INFO', value: true } });
    } finally {
      stack.resume('masters');
    }
  });

  it('finishes a request in flight when stopped (SIGTERM), then exits cleanly; a stopped service gives 503', async () => {
    // Hold a lock so the masters request waits in PostgreSQL while the service is told to stop.
    const pg = new Client({ connectionString: process.env.DATABASE_URL });
    await pg.connect();
    await pg.query('BEGIN');
    await pg.query('LOCK TABLE "masters"."country" IN ACCESS EXCLUSIVE MODE');
    const inFlight = stack.call(countries);
    await waitFor(async () => (await lockWaiters('country')) >= 1, 'the read waiting for the lock');
    const log = () => (stack.logs.get('masters') ?? []).join('');
    const exited = stack.stop('masters');
    await waitFor(async () => log().includes('"msg":"shutting down"'), 'masters to begin its shutdown');
    await pg.query('COMMIT');
    await pg.end();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((res.json as { data: { output: unknown[] }[] }).data[0].output).toHaveLength(3);
    expect(await exited).toBe(0);
    // what it tells at its stop: the requests it served, how long its event loop was held (the load bench's figures)
    const stopping = JSON.parse(
      log()
        .split('\n')
        .find((l) => l.includes('"msg":"shutting down"'))!,
    ) as {
      requestsServed: number;
      eventLoopDelayMs: { p99: number; max: number };
    };
    expect(stopping.requestsServed).toBeGreaterThan(0);
    expect(stopping.eventLoopDelayMs.max).toBeGreaterThanOrEqual(stopping.eventLoopDelayMs.p99);
    expect(stopping.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(0);

    const down = await stack.call(countries);
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'masters サービスは現在利用できません。しばらくしてから再度お試しください。',
    });
    expect((await stack.call(config)).status).toBe(200);
    const ready = (await (await fetch(`${stack.baseUrl}/readyz`)).json()) as { status: string; services: Record<string, string> };
    expect(ready.status).toBe('ok');
    expect(ready.services.masters).not.toBe('ok');

    await stack.spawn('masters');
    expect((await stack.call(countries)).status).toBe(200);
  });

  it('shares the load between two replicas of one service (NATS queue group)', async () => {
    await stack.spawn('auth');
    const pids = new Set<number>();
    // Health answers carry the answering process id.
    const { connect, StringCodec } = await import('nats');
    const nc = await connect({ servers: process.env.NATS_URL });
    const sc = StringCodec();
    for (let i = 0; i < 40; i++) {
      const msg = await nc.request(
        `${stack.env.NATS_NAMESPACE}.health.auth`,
        sc.encode(JSON.stringify({ pattern: 'x', data: {}, id: String(i) })),
        { timeout: 2000 },
      );
      pids.add((JSON.parse(sc.decode(msg.data)) as { response: { pid: number } }).response.pid);
    }
    await nc.close();
    expect(pids.size).toBe(2);
  });
});
