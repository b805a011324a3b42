import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack } from '../support/stack';

const countries = { data: [{ api: 'Address_getCountries' }] };
const config = { data: [{ api: 'AuthService.getConfig', input: { key: 'app.C21101_SHOW_ZOOM_INFO' } }] };
const ROOT = join(__dirname, '..', '..');

// The processes whose parent is `pid`, with their command lines (Linux /proc).
const childrenOf = (pid: number): { pid: number; cmd: string }[] =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        // the command name in field 2 may hold spaces: the parent pid follows the last ')'
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid ? [{ pid: Number(d), cmd: readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' ') }] : [];
      } catch {
        return []; // ended meanwhile
      }
    });

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// npm start's code path (scripts/start.mjs --serve-only) on the run's database and a namespace of its
// own: a killed service is started again while the others keep answering, and Ctrl-C ends everything.
describe('npm start supervises the services', () => {
  const stack = new Stack('runs the services under npm start (scripts/start.mjs --serve-only) and kills one');
  const logDir = mkdtempSync(join(tmpdir(), 'school-start-'));
  let start: ChildProcess;
  let output = '';

  beforeAll(async () => {
    await stack.prepare();
    start = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs'), '--serve-only'], {
      env: { ...stack.env, SCHOOL_LOG_DIR: logDir },
      stdio: 'pipe',
    });
    start.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    start.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await stack.waitReady();
  }, 120000);

  afterAll(() => {
    if (start.exitCode === null) start.kill('SIGKILL');
    rmSync(logDir, { recursive: true, force: true });
  });

  it('starts a SIGKILLed service again while the others keep answering; SIGINT leaves no process behind', async () => {
    const mastersPid = () => childrenOf(start.pid!).find((c) => c.cmd.includes('services/masters/dist/main.js'))?.pid;
    const killed = mastersPid()!;
    expect(childrenOf(start.pid!)).toHaveLength(6);

    // auth answers throughout; masters' calls fail only until it is back
    let flowing = true;
    const others: number[] = [];
    const load = (async () => {
      while (flowing) others.push((await stack.call(config)).status);
    })();
    process.kill(killed, 'SIGKILL');
    const deadline = Date.now() + 30_000;
    let answer = await stack.call(countries);
    while (answer.status !== 200 && Date.now() < deadline) {
      expect([503, 408]).toContain(answer.status);
      answer = await stack.call(countries);
    }
    expect(answer.status).toBe(200);
    await stack.waitReady();
    flowing = false;
    await load;
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((s) => s !== 200)).toEqual([]);
    expect(mastersPid()).not.toBe(killed);
    expect(output).toMatch(/\[masters\] +exited \(SIGKILL\); starting it again in 0\.5 s/);
    expect(readFileSync(join(logDir, 'masters.log'), 'utf8')).toContain('"msg":"ready"');

    const pids = childrenOf(start.pid!).map((c) => c.pid);
    expect(pids).toHaveLength(6);
    start.kill('SIGINT');
    const [code] = (await once(start, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(pids.filter(running)).toEqual([]);
  });
});
