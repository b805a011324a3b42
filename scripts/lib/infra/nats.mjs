// NATS: JetStream must be on (the probe), and nats-server with JetStream under .data/nats.
import fs from 'node:fs';
import path from 'node:path';
import {
  DATA_DIR,
  LOCAL_PORT,
  PROBE_TIMEOUT_MS,
  importDependency,
  isUnreachable,
  reason,
  relative,
  seconds,
  tcpOpen,
} from './common.mjs';
import { detachFromEventLoop, spawnServer, waitUntilReady } from './server-process.mjs';
import { findExecutable } from './system-packages.mjs';

const NATS_DIR = path.join(DATA_DIR, 'nats');

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

export async function startNats(started, { log, watchdog }) {
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
