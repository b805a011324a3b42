// Redis: a raw RESP PING as the probe (no client library needed) and redis-server under .data/redis.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { DATA_DIR, LOCAL_PORT, PROBE_TIMEOUT_MS, reason, relative, seconds, tcpOpen } from './common.mjs';
import { detachFromEventLoop, spawnServer, waitUntilReady } from './server-process.mjs';
import { findExecutable } from './system-packages.mjs';

const REDIS_DIR = path.join(DATA_DIR, 'redis');

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

export async function startRedis(started, { log, watchdog }) {
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
