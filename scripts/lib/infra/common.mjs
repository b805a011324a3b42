// What the infra modules share: where the repository and its data are, the local ports, and small
// helpers for probing servers and reporting why one cannot be used.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const DATA_DIR = path.join(REPO_ROOT, '.data');

export const PROBE_TIMEOUT_MS = 2000;
export const STOP_GRACE_MS = 10_000;

export const LOCAL_PORT = { postgres: 54329, redis: 6380, nats: 4223 };

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
export function processGone(pid) {
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

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
export const relative = (p) => path.relative(REPO_ROOT, p) || '.';

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
export function isUnreachable(err) {
  return UNREACHABLE_CODES.has(err?.code) || /timeout|timed out|terminated unexpectedly/i.test(err?.message ?? '');
}
// Our own codes say nothing the message does not; system and driver codes (ECONNREFUSED, 28P01) help.
const OWN_CODES = new Set(['JETSTREAM_DISABLED', 'REDIS_ERROR']);
export function reason(err) {
  const code = err?.code;
  return code && !OWN_CODES.has(code) && !String(err.message).includes(code)
    ? `${code}: ${err.message}`
    : String(err?.message ?? err);
}

export async function importDependency(name) {
  try {
    return (await import(name)).default;
  } catch (err) {
    throw new Error(`The npm package "${name}" cannot be loaded (${err.message}); run npm install first.`);
  }
}

export function tailOf(file, lines = 20) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export function tcpOpen(host, port, timeoutMs = 1000) {
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
