import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backoffMs, createSupervisor, DEFAULT_POLICY, type Supervisor, type SupervisorEvent } from './supervisor.cjs';

// The supervisor of npm start with real child processes: tiny node scripts that crash or run.

const node = (source: string) => ({ command: process.execPath, args: ['-e', source] });
// stays up until told to stop
const RUNS = "console.log('up'); setInterval(() => {}, 1000);";
const CRASHES = "console.log('starting'); console.error('cannot reach the database'); process.exit(1);";

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const until = async (what: string, check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('supervisor', () => {
  let logDir: string;
  let supervisor: Supervisor | undefined;
  let events: SupervisorEvent[];
  const supervise = (policy: Parameters<typeof createSupervisor>[0] = {}) => {
    supervisor = createSupervisor({ logDir, onEvent: (e) => events.push(e), ...policy });
    return supervisor;
  };
  const of = <T extends SupervisorEvent['type']>(type: T, name: string) =>
    events.filter((e): e is Extract<SupervisorEvent, { type: T }> => e.type === type && e.name === name);

  beforeEach(() => {
    logDir = mkdtempSync(join(tmpdir(), 'supervisor-'));
    events = [];
  });
  afterEach(async () => {
    await supervisor?.stop();
    supervisor = undefined;
    rmSync(logDir, { recursive: true, force: true });
  });

  it('waits 0.5 s, doubling up to 30 s, between restarts of a process that keeps crashing', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffMs(DEFAULT_POLICY, n))).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('starts a killed process again and leaves the others running', async () => {
    const s = supervise({ policy: { firstDelayMs: 50 } });
    s.add('masters', node(RUNS));
    s.add('auth', node(RUNS));
    await until('both running', () => s.pids().length === 2);
    const { masters, auth } = s.status();
    process.kill(masters.pid!, 'SIGKILL');
    await until('masters restarted', () => s.status().masters.pid !== null && s.status().masters.pid !== masters.pid);
    expect(of('crashed', 'masters')).toEqual([expect.objectContaining({ how: 'SIGKILL', delayMs: 50 })]);
    expect(s.status()).toEqual({
      masters: { pid: expect.any(Number), restarts: 1, failed: false },
      auth: { pid: auth.pid, restarts: 0, failed: false },
    });
  });

  it('backs off, then gives up on a process that keeps crashing, reporting its last lines and log file', async () => {
    const s = supervise({ policy: { firstDelayMs: 50, crashLimit: 3, crashWindowMs: 60_000 } });
    s.add('auth', node(RUNS));
    s.add('reports', node(CRASHES));
    await until('reports given up', () => of('gave-up', 'reports').length === 1);
    expect(of('crashed', 'reports').map((e) => e.delayMs)).toEqual([50, 100]);
    const [gaveUp] = of('gave-up', 'reports');
    const logFile = join(logDir, 'reports.log');
    expect(gaveUp.report).toContain(
      'reports stopped 3 times within 60 s; it is not started again. The other processes keep running.',
    );
    expect(gaveUp.report).toContain(`(all of them in ${logFile})`);
    expect(gaveUp.report).toContain('  cannot reach the database');
    expect(s.status().reports).toEqual({ pid: null, restarts: 2, failed: true });
    expect(s.status().auth.pid).not.toBeNull();
    expect(readFileSync(logFile, 'utf8').match(/cannot reach the database/g)).toHaveLength(3);
  });

  it('forgets earlier crashes of a process that stayed up long enough', async () => {
    const s = supervise({ policy: { firstDelayMs: 50, stableAfterMs: 200, crashWindowMs: 1000 } });
    s.add('chat', node('setTimeout(() => process.exit(1), 300);'));
    await until('three crashes', () => of('crashed', 'chat').length >= 3);
    expect(of('crashed', 'chat').map((e) => e.delayMs)).toEqual(expect.arrayContaining([50, 50, 50]));
    expect(of('gave-up', 'chat')).toEqual([]);
  });

  it('does not start again a process that refuses its configuration (exit 78)', async () => {
    const s = supervise();
    s.add('gateway', node("console.error('SESSION_SECRET must be set'); process.exit(78);"));
    await until('gateway given up', () => of('gave-up', 'gateway').length === 1);
    expect(of('gave-up', 'gateway')[0].report).toMatch(/^gateway refused its configuration;[^]*SESSION_SECRET must be set/);
    expect(of('crashed', 'gateway')).toEqual([]);
  });

  it('stop() ends every process, one deaf to SIGTERM by SIGKILL, and starts none again', async () => {
    const s = supervise({ policy: { firstDelayMs: 200, stopGraceMs: 500 } });
    s.add('auth', node(RUNS));
    s.add('deaf', node("process.on('SIGTERM', () => console.log('ignored')); console.log('up'); setInterval(() => {}, 1000);"));
    s.add('reports', node(CRASHES));
    await until(
      'auth and deaf running and reports waiting',
      () => s.pids().length === 2 && of('crashed', 'reports').length === 1,
    );
    // the deaf process has set its handler once it wrote
    await until('deaf ready', () => readFileSync(join(logDir, 'deaf.log'), 'utf8').includes('up'));
    const pids = s.pids();
    await s.stop();
    expect(pids.filter(running)).toEqual([]);
    // reports' restart (due 200 ms after its crash) fell within the 500 ms the deaf one was given
    expect(of('started', 'reports')).toHaveLength(1);
    expect(s.pids()).toEqual([]);
  });
});
