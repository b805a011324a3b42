import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVICES, type ServiceName } from '@school/contracts';
import { Client } from 'pg';
import { recordStackStart, RUN_ENV, runEnv } from './test-run';

// The real stack: the six built services as child processes on the test database, a NATS namespace
// of their own, and a free port for the gateway. Nothing is mocked.
//
// A run starts one shared stack in jest's global setup (e2e/support/global-setup.ts); test files
// reach it through sharedStack(). A file starts a private Stack only when it must own the whole
// stack (stops or hangs a service, needs another configuration) and says why in `why`.
const ROOT = join(__dirname, '..', '..');
const START_DEADLINE_MS = 90_000;
export type StackProcess = ServiceName | 'gateway';

// What an API client needs of a stack, shared or private.
export interface StackEndpoint {
  readonly baseUrl: string;
}

// A raw POST /api of any body, for tests of the wire itself.
abstract class StackClient implements StackEndpoint {
  abstract readonly baseUrl: string;

  async call(body: unknown, init: RequestInit = {}): Promise<{ status: number; json: unknown; headers: Headers }> {
    const res = await fetch(`${this.baseUrl}/api`, {
      method: 'POST',
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // a non-JSON answer is returned as text for the assertion to show
    }
    return { status: res.status, json, headers: res.headers };
  }
}

// The test process's own connections (fixtures that insert or change lessons by SQL, the service
// classes a service-level test drives) write lessons without their events: the lesson_needs_event
// guard is off for them (docs/events.md). The stack's processes never inherit it.
export const lessonFixturesWithoutEvents = (): void => {
  process.env.PGOPTIONS = '-c school.lesson_events=off';
};

// The run's shared stack, as the environment of the test process names it.
export class SharedStack extends StackClient {
  get baseUrl(): string {
    return runEnv('apiUrl');
  }

  // Whether every process of the shared stack is still running (none crashed on what a test sent).
  allRunning(): boolean {
    return runEnv('pids')
      .split(',')
      .map(Number)
      .every((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
  }

  // The shared gateway's rate limits are its production limits times this (docs/testing.md).
  get rateLimitScale(): number {
    return Number(runEnv('rateLimitScale'));
  }

  // Up to this many rows a CSV export answers the file during the call; more run as a job.
  get csvSyncMaxRows(): number {
    return Number(runEnv('csvSyncMaxRows'));
  }

  // Where the services keep uploads and exports (FILES_DIR).
  get filesDir(): string {
    return runEnv('filesDir');
  }

  // The services' NATS_NAMESPACE: a test publishing domain events puts them on the services' stream.
  get natsNamespace(): string {
    return runEnv('natsNamespace');
  }
}

export const sharedStack = (): SharedStack => new SharedStack();

// The lowest local port the kernel gives outgoing connections (Linux: ip_local_port_range).
const CONNECTION_PORTS_FROM = (() => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
})();
const handedOut = new Set<number>();

// A port no one listens on, for a process started later, chosen below the ports the kernel gives
// outgoing connections: a port from listen(0) comes from that range, and a service's connection to
// PostgreSQL, NATS or Redis could take it before the process listens (EADDRINUSE, social.spec).
export const freePort = async (): Promise<number> => {
  const top = Math.max(CONNECTION_PORTS_FROM, 20000);
  for (;;) {
    const port = 10000 + Math.floor(Math.random() * (top - 10000));
    if (handedOut.has(port)) continue;
    const server = createServer();
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!listening) continue;
    await new Promise((resolve) => server.close(resolve));
    handedOut.add(port);
    return port;
  }
};

export const requireEnv = (): { DATABASE_URL: string; REDIS_URL: string; NATS_URL: string } => {
  const { DATABASE_URL, REDIS_URL, NATS_URL } = process.env;
  if (!DATABASE_URL || !REDIS_URL || !NATS_URL) {
    throw new Error('DATABASE_URL, REDIS_URL and NATS_URL must point at the test infrastructure: run the tests with `npm test`.');
  }
  return { DATABASE_URL, REDIS_URL, NATS_URL };
};

export const runCli = async (service: ServiceName, args: string[], env: NodeJS.ProcessEnv): Promise<string> => {
  const child = spawn(process.execPath, [join(ROOT, 'services', service, 'dist', 'cli.js'), ...args], { env, stdio: 'pipe' });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`${service} ${args.join(' ')} failed (${code}):\n${out}`);
  return out;
};

export const databaseUrlNamed = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

const adminQuery = async (url: string, sql: string): Promise<void> => {
  const pg = new Client({ connectionString: url });
  await pg.connect();
  try {
    await pg.query(sql);
  } finally {
    await pg.end();
  }
};

// A copy of the database of `url` named `to` (replaced if it exists); its URL. The source must have no
// connections: PostgreSQL copies a template's files.
export const copyDatabase = async (url: string, to: string): Promise<string> => {
  const from = new URL(url).pathname.slice(1);
  const maintenance = databaseUrlNamed(url, 'postgres');
  await adminQuery(maintenance, `DROP DATABASE IF EXISTS "${to}" WITH (FORCE)`);
  await adminQuery(maintenance, `CREATE DATABASE "${to}" TEMPLATE "${from}"`);
  return databaseUrlNamed(url, to);
};

export const dropDatabase = (url: string): Promise<void> =>
  adminQuery(databaseUrlNamed(url, 'postgres'), `DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);

export class Stack extends StackClient {
  // Several replicas of one service may run; each entry is one process.
  readonly processes: { name: StackProcess; child: ChildProcess }[] = [];
  // kept in memory for a private stack's assertions; the shared stack writes files (logDir)
  readonly logs = new Map<StackProcess, string[]>();
  private readonly logFiles = new Map<StackProcess, WriteStream>();
  env: NodeJS.ProcessEnv = {};
  baseUrl = '';

  // why: one line saying why this stack cannot be the shared one ('shared' for the shared one).
  constructor(
    readonly why: string,
    private readonly extraEnv: Record<string, string> = {},
    // seededCopy: a database to copy the freshly seeded one to, before any process connects (a
    // template copy needs a database nobody uses), for files that must write in a database of their own
    private readonly options: { logDir?: string; seededCopy?: string } = {},
  ) {
    super();
  }

  async start(): Promise<void> {
    await this.prepare();
    await Promise.all([...SERVICES, 'gateway' as const].map((p) => this.spawn(p)));
    await this.waitReady();
  }

  // The environment, the port and a migrated, seeded database, without starting a process (a test
  // that runs the processes another way, e.g. under npm start's supervisor).
  async prepare(): Promise<void> {
    recordStackStart(this.why);
    const infra = requireEnv();
    const port = await freePort();
    const { PGOPTIONS: _fixturesOnly, ...inherited } = process.env;
    this.env = {
      ...inherited,
      ...infra,
      NATS_NAMESPACE: `test${process.pid}x${Math.floor(Math.random() * 1e6)}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // as patient as production: a loaded test machine must not turn a slow first call into a 408
      RPC_TIMEOUT_MS: '10000',
      SHUTDOWN_GRACE_MS: '5000',
      FILES_DIR: join(ROOT, '.data', 'test-files'),
      ...this.extraEnv,
    };
    // extraEnv may fix the port (e.g. an OpenID client's redirect URI names it).
    this.baseUrl = `http://127.0.0.1:${this.env.PORT}`;
    // a private stack of a run finds the database the shared stack has migrated and seeded
    if (this.why === 'shared' || !process.env[RUN_ENV.apiUrl]) {
      for (const service of SERVICES) await runCli(service, ['migrate'], this.env);
      for (const service of SERVICES) await runCli(service, ['seed', '--scale', 'small', '--seed', '1', '--if-empty'], this.env);
      if (this.options.seededCopy) await copyDatabase(infra.DATABASE_URL, this.options.seededCopy);
    }
  }

  // env: variables of this one process on top of the stack's (e.g. a test hook for its first life).
  spawn(name: StackProcess, env: Record<string, string> = {}): Promise<void> {
    const child = spawn(process.execPath, [join(ROOT, 'services', name, 'dist', 'main.js')], {
      env: { ...this.env, ...env },
      stdio: 'pipe',
    });
    const log: string[] = this.logs.get(name) ?? [];
    this.logs.set(name, log);
    const { logDir } = this.options;
    if (logDir && !this.logFiles.has(name))
      this.logFiles.set(name, createWriteStream(join(logDir, `${name}.log`), { flags: 'a' }));
    const file = this.logFiles.get(name);
    // until ready, lines are kept in memory too, for the error when a process does not start
    let starting = true;
    const keep = (d: Buffer) => {
      file?.write(d);
      if (!file || starting) log.push(d.toString());
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.processes.push({ name, child });
    return new Promise((resolve, reject) => {
      // a deadline, not a wait: six services starting at once on a loaded 2-core machine took over 30 s
      const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${log.join('')}`)), START_DEADLINE_MS);
      const onData = (d: Buffer) => {
        if (d.toString().includes('"msg":"ready"')) {
          clearTimeout(timer);
          starting = false;
          if (file) log.length = 0;
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited with ${code}:\n${log.join('')}`));
      });
    });
  }

  // Services answer health once subscribed; the gateway is ready when all of them do.
  async waitReady(timeoutMs = START_DEADLINE_MS): Promise<void> {
    const until = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < until) {
      try {
        const res = await fetch(`${this.baseUrl}/readyz`);
        last = await res.text();
        const body = JSON.parse(last) as { status: string; services: Record<string, string> };
        if (res.status === 200 && Object.values(body.services).every((s) => s === 'ok')) return;
      } catch (e) {
        last = String(e);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`stack not ready: ${last}`);
  }

  private running(name?: StackProcess) {
    return this.processes.filter((p) => (!name || p.name === name) && p.child.exitCode === null && p.child.signalCode === null);
  }

  // SIGTERM every replica of a process and wait for the exit code (graceful shutdown).
  async stop(name: StackProcess): Promise<number | null> {
    const codes = await Promise.all(
      this.running(name).map(async ({ child }) => {
        child.removeAllListeners('exit');
        const exited = once(child, 'exit') as Promise<[number | null]>;
        child.kill('SIGTERM');
        const [code] = await exited;
        return code;
      }),
    );
    return codes.find((c) => c !== 0) ?? (codes.length ? 0 : null);
  }

  // SIGKILL every replica of a process (a crash: nothing of it runs on) and wait until it is gone.
  async kill(name: StackProcess): Promise<void> {
    await Promise.all(
      this.running(name).map(async ({ child }) => {
        child.removeAllListeners('exit');
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        await exited;
      }),
    );
  }

  pause(name: StackProcess): void {
    this.running(name).forEach(({ child }) => child.kill('SIGSTOP'));
  }

  resume(name: StackProcess): void {
    this.running(name).forEach(({ child }) => child.kill('SIGCONT'));
  }

  async stopAll(): Promise<void> {
    this.running().forEach(({ child }) => child.kill('SIGCONT'));
    await Promise.all([...new Set(this.running().map((p) => p.name))].map((name) => this.stop(name)));
    await Promise.all([...this.logFiles.values()].map((f) => new Promise((r) => f.end(r))));
  }
}
