// Local servers as child processes: started with their output in a log file, waited for until they
// answer, stopped gracefully (then killed), and stopped by a watchdog when the parent dies.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { DATA_DIR, STOP_GRACE_MS, processGone, reason, relative, sleep, tailOf } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// Starting local servers

// A parent killed by a signal it does not handle, or by SIGKILL, never runs its 'exit' handlers.
// This tiny process notices the parent going away (its IPC channel closes) and stops the servers.
// (The PostgreSQL runner does the same for PostgreSQL by itself.)
const WATCHDOG_SOURCE = `
const fs = require('node:fs');
${processGone.toString()}
const pids = new Set();
process.on('message', (m) => { if (m.add) pids.add(m.add); if (m.remove) pids.delete(m.remove); });
process.on('disconnect', () => {
  const alive = [...pids].filter((pid) => { try { process.kill(pid, 'SIGTERM'); return true; } catch { return false; } });
  if (alive.length === 0) process.exit(0);
  setTimeout(() => { for (const pid of alive) { try { process.kill(pid, 'SIGKILL'); } catch {} } process.exit(0); }, ${STOP_GRACE_MS}).unref();
  setInterval(() => {
    if (alive.every(processGone)) process.exit(0);
  }, 200);
});
`;

export function startWatchdog() {
  const child = spawn(process.execPath, ['-e', WATCHDOG_SOURCE], {
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  child.on('error', () => {});
  child.unref();
  child.channel?.unref();
  const send = (message) => {
    if (child.connected) child.send(message, () => {});
  };
  return {
    watch: (pid) => send({ add: pid }),
    unwatch: (pid) => send({ remove: pid }),
    close: () => child.connected && child.disconnect(),
  };
}

// Spawns a server in its own process group, so that a Ctrl-C in the terminal reaches the caller
// (which stops the app first and the infrastructure last) rather than everything at once.
export function spawnServer(started, name, command, args, { logFile, ipc = false, log, watchdog }) {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  if (!command) throw new Error(`${name}: executable not found`);
  const fd = fs.openSync(logFile, 'w');
  let child;
  try {
    child = spawn(command, args, { cwd: DATA_DIR, detached: true, stdio: ['ignore', fd, fd, ...(ipc ? ['ipc'] : [])] });
  } finally {
    fs.closeSync(fd);
  }
  const server = { name, child, logFile, exited: false, stopping: false, spawnError: null };
  if (child.pid && watchdog) {
    watchdog.watch(child.pid);
    server.unwatch = () => watchdog.unwatch(child.pid);
  }
  server.exitPromise = new Promise((resolve) => {
    child.once('error', (err) => {
      server.spawnError = err;
      server.exited = true;
      resolve();
    });
    child.once('exit', (code, signal) => {
      server.exited = true;
      server.exitInfo = signal ?? `exit code ${code}`;
      server.unwatch?.();
      if (!server.stopping && server.ready) log(`${name} exited unexpectedly (${server.exitInfo}); see ${relative(logFile)}`);
      resolve();
    });
  });
  started.push(server);
  return server;
}

// Lets the caller's process end on its own; the 'exit' handler of ensureInfra then stops the servers.
export function detachFromEventLoop(server) {
  server.ready = true;
  server.child.unref();
  server.child.channel?.unref();
}

export async function waitUntilReady(server, check, { timeoutMs, what }) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (server.exited) {
      const why = server.spawnError ? server.spawnError.message : server.exitInfo;
      throw new Error(
        `${what} stopped during start-up (${why}). Last lines of ${relative(server.logFile)}:\n${tailOf(server.logFile)}`,
      );
    }
    try {
      return await check();
    } catch (err) {
      lastError = err;
    }
    await sleep(250);
  }
  throw new Error(
    `${what} did not become ready within ${timeoutMs / 1000} s (${reason(lastError)}). ` +
      `Last lines of ${relative(server.logFile)}:\n${tailOf(server.logFile)}`,
  );
}

export async function stopServer(server) {
  if (!server.exited) {
    server.stopping = true;
    server.child.ref(); // keep the caller alive until the server is really gone
    try {
      server.child.kill('SIGTERM');
    } catch {
      // already gone
    }
    let timer;
    const graceful = await Promise.race([
      server.exitPromise.then(() => true),
      new Promise((resolve) => (timer = setTimeout(() => resolve(false), STOP_GRACE_MS))),
    ]);
    clearTimeout(timer);
    if (!graceful) {
      server.child.kill('SIGKILL');
      await server.exitPromise;
    }
  }
  await server.afterStop?.();
}
