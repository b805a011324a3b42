// Keeps npm start's processes running: a process that exits on its own is started again after a
// back-off (0.5 s doubling to 30 s, back to 0.5 s once it has stayed up a minute); one that keeps
// crashing (5 exits within 2 minutes) or refuses its configuration (exit 78) is left down and
// reported with its last log lines, while the others keep serving. stop() ends them all.
// CommonJS, like static-hosting.cjs, so that the jest unit tests can load it.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const DEFAULT_POLICY = {
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  // up this long, a process counts as healthy again: its next crash restarts it after firstDelayMs
  stableAfterMs: 60_000,
  crashLimit: 5,
  crashWindowMs: 120_000,
  // SIGTERM, then SIGKILL after this long
  stopGraceMs: 15_000,
  tailLines: 20,
};

// The services' "bad configuration" exit code (bootstrap-service.ts, gateway main.ts): starting it
// again cannot help.
const EXIT_CONFIG = 78;

const alive = (child) => child && child.exitCode === null && child.signalCode === null;

// Back-off before the next start, given how many crashes came in a row.
const backoffMs = (policy, crashesInARow) =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, crashesInARow - 1));

/**
 * @param {{ policy?: Partial<typeof DEFAULT_POLICY>, logDir?: string,
 *   onLine?: (name: string, line: string, stream: 'stdout' | 'stderr') => void,
 *   onEvent?: (event: object) => void }} options
 */
function createSupervisor({ policy: overrides = {}, logDir, onLine, onEvent } = {}) {
  const policy = { ...DEFAULT_POLICY, ...overrides };
  const procs = new Map();
  let stopping = false;
  const emit = (event) => onEvent?.(event);
  if (logDir) fs.mkdirSync(logDir, { recursive: true });

  const launch = (proc) => {
    proc.timer = null;
    proc.startedAt = Date.now();
    const child = spawn(proc.command, proc.args, {
      env: proc.env,
      // its own process group: a Ctrl-C in the terminal reaches the supervisor only, which then
      // stops everything in order
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.child = child;
    const split = (stream) => {
      let rest = '';
      return (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop();
        for (const line of lines.filter(Boolean)) {
          proc.tail.push(line);
          if (proc.tail.length > policy.tailLines) proc.tail.shift();
          proc.file?.write(`${line}\n`);
          onLine?.(proc.name, line, stream);
        }
      };
    };
    child.stdout.on('data', split('stdout'));
    child.stderr.on('data', split('stderr'));
    child.on('error', (e) => proc.tail.push(`could not start: ${e.message}`));
    child.on('close', (code, signal) => exited(proc, child, code, signal));
    emit({ type: 'started', name: proc.name, pid: child.pid, restarts: proc.restarts });
  };

  const exited = (proc, child, code, signal) => {
    if (proc.child !== child) return;
    proc.exits.forEach((resolve) => resolve());
    proc.exits = [];
    if (stopping || proc.stopped) return;
    const now = Date.now();
    const upMs = now - proc.startedAt;
    if (upMs >= policy.stableAfterMs) proc.inARow = 0;
    proc.inARow += 1;
    proc.crashes = proc.crashes.filter((t) => now - t < policy.crashWindowMs).concat(now);
    const how = signal ?? `exit code ${code}`;
    if (code === EXIT_CONFIG || proc.crashes.length >= policy.crashLimit) {
      proc.failed = true;
      const why =
        code === EXIT_CONFIG
          ? 'refused its configuration'
          : `stopped ${proc.crashes.length} times within ${Math.round(policy.crashWindowMs / 1000)} s`;
      emit({ type: 'gave-up', name: proc.name, how, report: report(proc, why) });
      return;
    }
    const delayMs = backoffMs(policy, proc.inARow);
    emit({ type: 'crashed', name: proc.name, how, upMs, delayMs });
    proc.restarts += 1;
    proc.timer = setTimeout(() => launch(proc), delayMs);
  };

  const report = (proc, why) =>
    [
      `${proc.name} ${why}; it is not started again. The other processes keep running.`,
      `Its last lines${proc.logFile ? ` (all of them in ${proc.logFile})` : ''}:`,
      ...(proc.tail.length ? proc.tail.map((l) => `  ${l}`) : ['  (it wrote nothing)']),
      `Fix what they show (a database, NATS or Redis that cannot be reached, a setting), then restart npm start.`,
    ].join('\n');

  return {
    policy,
    add(name, { command, args = [], env = process.env }) {
      const logFile = logDir ? path.join(logDir, `${name}.log`) : undefined;
      const proc = {
        name,
        command,
        args,
        env,
        logFile,
        file: logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : undefined,
        tail: [],
        crashes: [],
        inARow: 0,
        restarts: 0,
        exits: [],
        failed: false,
        stopped: false,
      };
      procs.set(name, proc);
      launch(proc);
    },
    // name → pid (null while waiting for a restart or given up), restarts, failed
    status() {
      return Object.fromEntries(
        [...procs.values()].map((p) => [
          p.name,
          { pid: alive(p.child) ? p.child.pid : null, restarts: p.restarts, failed: p.failed },
        ]),
      );
    },
    // Every pid the supervisor started that may still run.
    pids() {
      return [...procs.values()].filter((p) => alive(p.child)).map((p) => p.child.pid);
    },
    async stop() {
      stopping = true;
      await Promise.all(
        [...procs.values()].map(async (proc) => {
          clearTimeout(proc.timer);
          const child = proc.child;
          if (alive(child)) {
            const gone = new Promise((resolve) => proc.exits.push(resolve));
            const timer = setTimeout(() => child.kill('SIGKILL'), policy.stopGraceMs);
            child.kill('SIGTERM');
            await gone;
            clearTimeout(timer);
          }
          await new Promise((resolve) => (proc.file ? proc.file.end(resolve) : resolve()));
        }),
      );
    },
  };
}

module.exports = { createSupervisor, DEFAULT_POLICY, backoffMs };
