import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const INFRA = join(__dirname, '..', '..', 'scripts', 'lib', 'infra.mjs');

// A PostgreSQL, NATS or Redis server of a test's own, started by the infra scripts (node scripts/lib/infra.mjs
// --private), for the tests that stop one under load: never the run's shared servers. stop() and
// start() again keep the port and the data folder, as a restarted server would.
export class PrivateServer {
  url = '';
  private child?: ChildProcess;

  constructor(
    readonly kind: 'postgres' | 'nats' | 'redis',
    readonly port: number,
    readonly dir: string,
  ) {}

  async start(): Promise<void> {
    // the IPC channel: the server stops when this process goes away, whatever the way
    const child = spawn(process.execPath, [INFRA, '--private', this.kind, String(this.port), this.dir], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (d: Buffer) => {
        output += d.toString();
        const ready = /^ready (\S+)$/m.exec(output);
        if (ready) {
          this.url = ready[1];
          resolve();
        }
      });
      child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      child.once('exit', (code) => reject(new Error(`private ${this.kind} server exited (${code}):\n${output}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.removeAllListeners('exit');
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}
