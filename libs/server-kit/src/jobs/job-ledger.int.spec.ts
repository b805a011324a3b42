import { Queue, Worker, type Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { redisOptions } from '../queues/redis-connection';
import { waitFor } from '../testing';
import { JobLedger, newJobKey, uuidOfJobKey } from './job-ledger';
import { jobTablesSql } from './job-ledger.repository';
import { jobWorkerOptions } from './job-worker-options';

// The job ledger against the real PostgreSQL and Redis: repeated, concurrent and orphaned attempts
// of one job, and BullMQ taking a dead worker's job again, each leave exactly one effect.
const SCHEMA = `jobs_test_${process.pid}`;
const APP = `jobs-test-${process.pid}`;

type Effect = { job_key: string; attempt: string };

describe('JobLedger', () => {
  let ds: DataSource;
  let ledger: JobLedger;

  const effects = async (key: string): Promise<Effect[]> =>
    (await ds.query(`SELECT "job_key", "attempt" FROM "${SCHEMA}"."effect" WHERE "job_key" = $1`, [key])) as Effect[];
  // The effect of a job in the database: a row written in the ledger's transaction.
  const effect = (key: string, attempt: string) => async (tx: { query: DataSource['query'] }) => {
    await tx.query(`INSERT INTO "${SCHEMA}"."effect" ("job_key", "attempt") VALUES ($1, $2)`, [key, attempt]);
    return { attempt };
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4, application_name: APP } });
    await ds.initialize();
    await ds.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
    await ds.query(`CREATE SCHEMA "${SCHEMA}"`);
    for (const sql of jobTablesSql(SCHEMA)) await ds.query(sql);
    await ds.query(`CREATE TABLE "${SCHEMA}"."effect" ("job_key" text NOT NULL, "attempt" text NOT NULL)`);
    ledger = new JobLedger(ds, SCHEMA);
  });

  afterAll(async () => {
    await ds.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
    await ds.destroy();
  });

  it('runs a job once, answers its stored result to a repeat, and records nothing for a failed attempt', async () => {
    const key = newJobKey('test');
    await expect(
      ledger.once(key, 'test', async (tx) => {
        await effect(key, 'failed')(tx);
        throw new Error('SMTP refused');
      }),
    ).rejects.toThrow('SMTP refused');
    expect(await ledger.find(key)).toBeUndefined();

    expect(await ledger.once(key, 'test', effect(key, 'first'))).toEqual({ result: { attempt: 'first' }, ran: true });
    expect(await ledger.once(key, 'test', effect(key, 'second'))).toEqual({ result: { attempt: 'first' }, ran: false });
    expect(await effects(key)).toEqual([{ job_key: key, attempt: 'first' }]);
    expect((await ledger.find(key))?.result).toEqual({ attempt: 'first' });
  });

  it('makes a second attempt running beside the first wait for it and not run again', async () => {
    const key = newJobKey('test');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const inEffect = new Promise<void>((r) => (started = r));
    const first = ledger.once(key, 'test', async (tx) => {
      started();
      await gate;
      return effect(key, 'first')(tx);
    });
    await inEffect;
    let secondRan = false;
    const second = ledger.once(key, 'test', async (tx) => {
      secondRan = true;
      return effect(key, 'second')(tx);
    });
    // the second attempt's insert waits for the first one's uncommitted row
    await waitFor(async () => {
      const waiting = (await ds.query(
        `SELECT 1 FROM pg_stat_activity WHERE "application_name" = $1 AND "wait_event_type" = 'Lock'`,
        [APP],
      )) as unknown[];
      return waiting.length === 1;
    }, "the second attempt to wait for the first one's row");
    release();
    expect(await first).toEqual({ result: { attempt: 'first' }, ran: true });
    expect(await second).toEqual({ result: { attempt: 'first' }, ran: false });
    expect(secondRan).toBe(false);
    expect(await effects(key)).toHaveLength(1);
  });

  it('lets the next attempt run when the first one dies in the middle (its connection ends)', async () => {
    const key = newJobKey('test');
    let started!: () => void;
    const inEffect = new Promise<void>((r) => (started = r));
    const dying = ledger.once(key, 'test', async (tx) => {
      await tx.query(`SET application_name = '${APP}-dying'`);
      await effect(key, 'dying')(tx);
      started();
      // an effect still under way when the process dies
      await tx.query('SELECT pg_sleep(60)');
      return { attempt: 'dying' };
    });
    await inEffect;
    const next = ledger.once(key, 'test', effect(key, 'next'));
    // what a killed worker's process leaves behind: PostgreSQL ends its session and rolls back
    await ds.query(`SELECT pg_terminate_backend("pid") FROM pg_stat_activity WHERE "application_name" = $1`, [`${APP}-dying`]);
    await expect(dying).rejects.toThrow();
    expect(await next).toEqual({ result: { attempt: 'next' }, ran: true });
    expect(await effects(key)).toEqual([{ job_key: key, attempt: 'next' }]);
  });

  it('gives every job key its own fixed UUID', () => {
    const key = newJobKey('masters');
    expect(uuidOfJobKey(key)).toBe(uuidOfJobKey(key));
    expect(uuidOfJobKey(key)).not.toBe(uuidOfJobKey(newJobKey('masters')));
    expect(uuidOfJobKey(key)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  describe('with BullMQ', () => {
    const prefix = `jobstest${process.pid}x${randomUUID().slice(0, 8)}`;
    const connection = redisOptions(process.env.REDIS_URL!);
    const name = 'ledger-test';
    let queue: Queue;
    const workers: Worker[] = [];

    beforeAll(() => {
      queue = new Queue(name, { connection, prefix });
    });

    afterAll(async () => {
      await Promise.all(workers.map((w) => w.close()));
      await queue.obliterate({ force: true });
      await queue.close();
    });

    // A worker that takes a job and dies: it holds the job's lock and never renews it.
    const deadWorkerTakes = async (): Promise<Job> => {
      const dead = new Worker(name, null, { connection, prefix, autorun: false, lockDuration: 1000 });
      workers.push(dead);
      const job = (await dead.getNextJob(`dead-${randomUUID()}`)) as Job | undefined;
      if (!job) throw new Error('no job to take');
      return job;
    };

    // A live worker with the stalled-job settings a test stack gets from its environment.
    const liveWorker = (runs: string[]) => {
      const worker = new Worker(
        name,
        async (job: Job) => {
          runs.push(job.id!);
          return (await ledger.once(job.id!, name, effect(job.id!, 'live'))).result;
        },
        { connection, prefix, ...jobWorkerOptions({ JOB_LOCK_MS: '1000', JOB_STALLED_INTERVAL_MS: '500' }) },
      );
      workers.push(worker);
      return worker;
    };

    const completed = async (key: string): Promise<Job> => {
      const until = Date.now() + 20000;
      while (Date.now() < until) {
        // the state first, then the job: a job read before it completed has no return value yet
        if ((await queue.getJobState(key)) === 'completed') return (await queue.getJob(key))!;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`job ${key} did not complete`);
    };

    it('runs the effect once when a worker dies before it and once when it dies after it', async () => {
      const before = newJobKey(name);
      const after = newJobKey(name);
      await queue.add('x', {}, { jobId: before });
      await queue.add('x', {}, { jobId: after });
      // One worker dies holding `before` without having run it; another dies holding `after` just
      // after its effect committed, before BullMQ heard that the job completed.
      expect((await deadWorkerTakes()).id).toBe(before);
      expect((await deadWorkerTakes()).id).toBe(after);
      await ledger.once(after, name, effect(after, 'dead'));

      const runs: string[] = [];
      liveWorker(runs);
      expect((await completed(before)).returnvalue).toEqual({ attempt: 'live' });
      expect((await completed(after)).returnvalue).toEqual({ attempt: 'dead' });
      expect(runs.sort()).toEqual([before, after].sort());
      expect(await effects(before)).toEqual([{ job_key: before, attempt: 'live' }]);
      expect(await effects(after)).toEqual([{ job_key: after, attempt: 'dead' }]);
    });
  });
});

describe('jobWorkerOptions', () => {
  it('reads the stalled-job settings, and falls back to the defaults on a malformed value', () => {
    expect(jobWorkerOptions({ JOB_LOCK_MS: '2000', JOB_STALLED_INTERVAL_MS: '1000', JOB_MAX_STALLED_COUNT: '2' })).toEqual({
      lockDuration: 2000,
      stalledInterval: 1000,
      maxStalledCount: 2,
    });
    expect(jobWorkerOptions({ JOB_LOCK_MS: 'soon' })).toEqual({
      lockDuration: 30000,
      stalledInterval: 30000,
      maxStalledCount: 1,
    });
  });
});
