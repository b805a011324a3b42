// Running the project's own commands from the start/test/seed/bench scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './infra.mjs';

export const SERVICES = ['auth', 'scheduling', 'reports', 'masters', 'chat'];

// Runs a command with inherited output; rejects with its exit code.
export function run(command, args, { env = process.env, cwd = REPO_ROOT, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env,
      cwd,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else {
        const error = new Error(`${command} ${args.join(' ')} failed (${signal ?? code})${quiet ? `:\n${output}` : ''}`);
        error.exitCode = code ?? 1;
        reject(error);
      }
    });
  });
}

// npm install when node_modules is missing or older than the lock file. Browsers are never
// downloaded: puppeteer-core drives the system Chromium.
export async function ensureInstalled(log = console.log) {
  const marker = path.join(REPO_ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(REPO_ROOT, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  log('Installing npm packages…');
  // `npm install`, not `npm ci`: npm 11 writes lock files without other platforms' optional
  // binaries (rspack, msgpackr) and `npm ci` then refuses the lock as out of sync.
  await run('npm', ['install', '--no-audit', '--no-fund'], {
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
  });
}

const bin = (name) => path.join(REPO_ROOT, 'node_modules', '.bin', name);

// Nx builds what changed (cached offline, no daemon).
export const build = (env = process.env) =>
  run(bin('nx'), ['run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
    env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });

export const serviceCli = (service, args, env, opts = {}) =>
  run(process.execPath, [path.join(REPO_ROOT, 'services', service, 'dist', 'cli.js'), ...args], { env, ...opts });

export async function migrateAll(env) {
  for (const service of SERVICES) await serviceCli(service, ['migrate'], env);
}

export async function seedAll(env, args) {
  for (const service of SERVICES) await serviceCli(service, ['seed', ...args], env);
}

export { bin };
