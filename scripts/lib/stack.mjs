// Runs the built services and the gateway as child processes (npm start and the benchmarks).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './infra.mjs';

export const mainOf = (name) => path.join(REPO_ROOT, 'services', name, 'dist', 'main.js');

export function startProcess(name, env, { onLine, onExit } = {}) {
  const child = spawn(process.execPath, [mainOf(name)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const split = (stream) => (d) =>
    d
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => onLine?.(line, stream));
  child.stdout.on('data', split('stdout'));
  child.stderr.on('data', split('stderr'));
  child.on('exit', (code, signal) => onExit?.(code, signal));
  return child;
}

export function stopProcess(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// Ready when the gateway answers /readyz and every service answers its health request.
export async function waitReady(baseUrl, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      const body = await res.json();
      last = JSON.stringify(body);
      if (res.ok && Object.values(body.services).every((s) => s === 'ok')) return;
    } catch (e) {
      last = String(e);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the stack did not become ready: ${last}`);
}
