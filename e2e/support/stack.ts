import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVICES, type ServiceName } from '@school/contracts';

// The real stack for API tests: the six built services as child processes on the test database, a
// NATS namespace of their own, and a free port for the gateway. Nothing is mocked.
const ROOT = join(__dirname, '..', '..');
export type StackProcess = ServiceName | 'gateway';

const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
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

export class Stack {
  // Several replicas of one service may run; each entry is one process.
  readonly processes: { name: StackProcess; child: ChildProcess }[] = [];
  readonly logs = new Map<StackProcess, string[]>();
  env: NodeJS.ProcessEnv = {};
  baseUrl = '';

  constructor(private readonly extraEnv: Record<string, string> = {}) {}

  async start(): Promise<void> {
    const infra = requireEnv();
    const port = await freePort();
    this.env = {
      ...process.env,
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
    for (const service of SERVICES) await runCli(service, ['migrate'], this.env);
    for (const service of SERVICES) await runCli(service, ['seed', '--scale', 'small', '--seed', '1', '--if-empty'], this.env);
    await Promise.all([...SERVICES, 'gateway' as const].map((p) => this.spawn(p)));
    await this.waitReady();
  }

  spawn(name: StackProcess): Promise<void> {
    const child = spawn(process.execPath, [join(ROOT, 'services', name, 'dist', 'main.js')], { env: this.env, stdio: 'pipe' });
    const log: string[] = this.logs.get(name) ?? [];
    this.logs.set(name, log);
    child.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
    this.processes.push({ name, child });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${log.join('')}`)), 30000);
      const onData = (d: Buffer) => {
        if (d.toString().includes('"msg":"ready"')) {
          clearTimeout(timer);
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
  async waitReady(timeoutMs = 30000): Promise<void> {
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

  pause(name: StackProcess): void {
    this.running(name).forEach(({ child }) => child.kill('SIGSTOP'));
  }

  resume(name: StackProcess): void {
    this.running(name).forEach(({ child }) => child.kill('SIGCONT'));
  }

  async stopAll(): Promise<void> {
    this.running().forEach(({ child }) => child.kill('SIGCONT'));
    await Promise.all([...new Set(this.running().map((p) => p.name))].map((name) => this.stop(name)));
  }

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
