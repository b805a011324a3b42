// Installs the Debian packages the project needs from the system (Redis, NATS,
// Chromium, fonts, poppler, docker-compose) when they are missing. Only root may
// install; anyone else gets an Error whose message is the exact command to run.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

// Debian puts daemons such as nats-server in sbin, which is often not on a normal user's PATH.
const EXTRA_BIN_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

let aptUpdated = false;

// What headless Chromium needs to drive the screens: the browser, and fonts that draw Japanese (screenshots,
// PDFs). The browser tests and the browser benchmarks both install them.
export const BROWSER_PACKAGES = [
  { pkg: 'chromium', check: '/usr/bin/chromium' },
  { pkg: 'fonts-noto-cjk', check: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc' },
];

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

// Full path of an executable found on PATH or in the usual bin/sbin folders, else null.
export function findExecutable(name) {
  if (name.includes('/')) return isExecutable(name) ? name : null;
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...EXTRA_BIN_DIRS];
  for (const dir of new Set(dirs)) {
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// A check is either a path (a file that the package installs) or a bare command name.
function isPresent(check) {
  return check.includes('/') ? existsSync(check) : findExecutable(check) !== null;
}

function installCommand(names) {
  return `sudo apt-get update && sudo apt-get install -y ${names.join(' ')}`;
}

/**
 * @param {{pkg: string, check: string}[]} packages
 * @param {{log?: (line: string) => void}} [options]
 * @returns {Promise<string[]>} the packages that were installed (empty when nothing was missing)
 */
export async function ensureDebianPackages(packages, { log = console.log } = {}) {
  const missing = [...new Set(packages.filter((p) => !isPresent(p.check)).map((p) => p.pkg))];
  if (missing.length === 0) return [];

  if (!findExecutable('apt-get')) {
    const err = new Error(
      `Missing system packages (${missing.join(', ')}) and apt-get is not available on this machine: ` +
        `install them with your system's package manager.`,
    );
    err.code = 'MISSING_SYSTEM_PACKAGES';
    err.packages = missing;
    throw err;
  }
  if (!isRoot()) {
    const err = new Error(installCommand(missing));
    err.code = 'MISSING_SYSTEM_PACKAGES';
    err.packages = missing;
    err.command = err.message;
    throw err;
  }

  const started = Date.now();
  log(`Installing Debian packages: ${missing.join(' ')} (apt-get, this can take a minute)`);
  // A fresh container has no package lists, so refresh them once per process before the first install.
  if (!aptUpdated) {
    await runApt(['update']);
    aptUpdated = true;
  }
  // No recommends: keeps installs small and predictable (docker-compose would otherwise pull in a Docker daemon).
  await runApt(['install', '-y', '--no-install-recommends', ...missing]);

  const stillMissing = packages.filter((p) => missing.includes(p.pkg) && !isPresent(p.check));
  if (stillMissing.length > 0) {
    throw new Error(
      `apt-get installed ${missing.join(' ')} but these are still missing: ` +
        stillMissing.map((p) => `${p.check} (from ${p.pkg})`).join(', '),
    );
  }
  log(`Installed ${missing.join(' ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return missing;
}

function runApt(args) {
  const fullArgs = ['-q', '-o', 'DPkg::Lock::Timeout=300', ...args];
  return new Promise((resolve, reject) => {
    const child = spawn('apt-get', fullArgs, {
      // Non-interactive so that debconf prompts can never block an unattended start.
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk) => {
      output = (output + chunk.toString('utf8')).slice(-8000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (err) => reject(new Error(`Could not run apt-get: ${err.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const tail = output.trim().split('\n').slice(-15).join('\n');
      reject(new Error(`apt-get ${args.join(' ')} failed (${signal ?? `exit code ${code}`}):\n${tail}`));
    });
  });
}
