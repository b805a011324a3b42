// npm start: on a fresh machine with Node 20, installs what is missing, makes sure PostgreSQL, Redis
// and NATS run, builds, migrates, seeds the demo school once, and serves the app until Ctrl-C.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ensureInfra, REPO_ROOT } from './lib/infra.mjs';
import { serveStatic } from './lib/web-server.mjs';
import { build, ensureInstalled, migrateAll, SERVICES, serviceCli } from './lib/workspace.mjs';

const GATEWAY_PORT = Number(process.env.PORT ?? 8443);
const WEB_APPS = [
  { app: 'shell', port: 4200, spa: true },
  { app: 'mfe-staff', port: 4201 },
  { app: 'mfe-teacher', port: 4202 },
  { app: 'mfe-student', port: 4203 },
];

const children = new Map();
const servers = [];
let infra;
let stopping = false;

const startProcess = (name, env) => {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'services', name, 'dist', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(13);
  const relay = (stream) => (d) => d.toString().split('\n').filter(Boolean).forEach((line) => stream.write(`${prefix}${line}\n`));
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    console.error(`${prefix}exited (${signal ?? code}); stopping everything`);
    shutdown(1);
  });
  children.set(name, child);
};

const waitReady = async () => {
  const until = Date.now() + 60_000;
  let last = '';
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${GATEWAY_PORT}/readyz`);
      const body = await res.json();
      last = JSON.stringify(body);
      if (res.ok && Object.values(body.services).every((s) => s === 'ok')) return;
    } catch (e) {
      last = String(e);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the stack did not become ready: ${last}`);
};

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  servers.forEach((s) => s.close());
  await Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  await infra?.stop();
  console.log('Stopped.');
  process.exit(code);
}

const main = async () => {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  await ensureInstalled();
  infra = await ensureInfra({ mode: 'dev' });
  const env = {
    ...process.env,
    ...infra.env,
    NATS_NAMESPACE: process.env.NATS_NAMESPACE ?? 'school',
    FILES_DIR: process.env.FILES_DIR ?? path.join(DATA_DIR, 'files'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORT: String(GATEWAY_PORT),
    WEB_ORIGINS: process.env.WEB_ORIGINS ?? WEB_APPS.map((w) => `http://localhost:${w.port}`).join(','),
  };
  console.log('Building…');
  await build(env);
  await migrateAll(env);
  for (const service of SERVICES) await serviceCli(service, ['seed', '--scale', 'small', '--seed', '1', '--if-empty'], env);
  for (const name of [...SERVICES, 'gateway']) startProcess(name, env);
  await waitReady();
  const served = [];
  for (const w of WEB_APPS) {
    const dist = path.join(REPO_ROOT, w.app, 'dist');
    if (!fs.existsSync(path.join(dist, w.spa ? 'index.html' : 'mf-manifest.json'))) continue;
    servers.push(await serveStatic({ root: dist, port: w.port, spa: w.spa, cors: !w.spa }));
    served.push(`  ${w.app.padEnd(12)} http://localhost:${w.port}`);
  }
  console.log(
    [
      '',
      'The school is running.',
      served.length ? served.join('\n') : '  (no front end has been built yet)',
      `  API          http://localhost:${GATEWAY_PORT}/api   (health: /readyz, queues: /admin/queues)`,
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
};

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  shutdown(1);
});
