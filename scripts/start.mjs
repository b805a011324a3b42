// npm start: on a fresh machine with Node 20, installs what is missing, makes sure PostgreSQL, Redis
// and NATS run, builds, migrates, seeds the demo school once, and serves the app until Ctrl-C.
// The services and the gateway run under a supervisor (scripts/lib/supervisor.cjs): one that
// crashes is started again, one that keeps crashing is reported and the others keep serving.
//
// --serve-only: only the services and the gateway, on DATABASE_URL / REDIS_URL / NATS_URL as they
// are (nothing installed, built, migrated or seeded, no front end); for a built, migrated checkout.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DATA_DIR, ensureInfra, REPO_ROOT } from './lib/infra.mjs';
import { BROWSER_PACKAGES, ensureDebianPackages } from './lib/infra/system-packages.mjs';
import { mainOf, waitReady } from './lib/stack.mjs';
import { remotesConfig, serveStatic } from './lib/static-hosting.cjs';
import { createSupervisor } from './lib/supervisor.cjs';
import { build, ensureInstalled, migrateAll, SERVICES, serviceCli } from './lib/workspace.mjs';

const GATEWAY_PORT = Number(process.env.PORT ?? 8443);
const SERVE_ONLY = process.argv.includes('--serve-only');
// every process's output, besides the terminal: the supervisor's report names the file
const LOG_DIR = process.env.SCHOOL_LOG_DIR ?? path.join(DATA_DIR, 'logs');
const WEB_APPS = [
  { app: 'shell', port: 4200, spa: true },
  { app: 'mfe-staff', port: 4201 },
  { app: 'mfe-teacher', port: 4202 },
  { app: 'mfe-student', port: 4203 },
];

const servers = [];
let infra;
let stopping = false;
const prefixOf = (name) => `[${name}]`.padEnd(13);

const supervisor = createSupervisor({
  logDir: LOG_DIR,
  onLine: (name, line, stream) => (stream === 'stderr' ? process.stderr : process.stdout).write(`${prefixOf(name)}${line}\n`),
  onEvent: (e) => {
    if (stopping) return;
    if (e.type === 'crashed')
      console.error(`${prefixOf(e.name)}exited (${e.how}); starting it again in ${(e.delayMs / 1000).toFixed(1)} s`);
    if (e.type === 'started' && e.restarts > 0) console.error(`${prefixOf(e.name)}started again (pid ${e.pid})`);
    if (e.type === 'gave-up') console.error(`\n${prefixOf(e.name)}${e.report.replace(/\n/g, '\n' + ' '.repeat(13))}\n`);
  },
});

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  servers.forEach((s) => s.close());
  await supervisor.stop();
  await infra?.stop();
  console.log('Stopped.');
  process.exit(code);
}

const main = async () => {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  if (!SERVE_ONLY) {
    await ensureInstalled();
    // the system Chromium and Japanese fonts render C40201's schedule PDF
    await ensureDebianPackages(BROWSER_PACKAGES);
    infra = await ensureInfra({ mode: 'dev' });
  }
  const env = {
    ...process.env,
    ...infra?.env,
    NATS_NAMESPACE: process.env.NATS_NAMESPACE ?? 'school',
    FILES_DIR: process.env.FILES_DIR ?? path.join(DATA_DIR, 'files'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORT: String(GATEWAY_PORT),
    WEB_ORIGINS: process.env.WEB_ORIGINS ?? WEB_APPS.map((w) => `http://localhost:${w.port}`).join(','),
  };
  if (!SERVE_ONLY) {
    console.log('Building…');
    await build(env);
    await migrateAll(env);
    for (const service of SERVICES) await serviceCli(service, ['seed', '--scale', 'small', '--seed', '1', '--if-empty'], env);
  }
  for (const name of [...SERVICES, 'gateway']) supervisor.add(name, { command: process.execPath, args: [mainOf(name)], env });
  await waitReady(`http://127.0.0.1:${GATEWAY_PORT}`);
  if (SERVE_ONLY) {
    console.log(`The services are running: API http://localhost:${GATEWAY_PORT}/api; logs in ${LOG_DIR}. Press Ctrl-C to stop.`);
    return;
  }
  const served = [];
  const urlOf = (app) => `http://localhost:${WEB_APPS.find((w) => w.app === app).port}`;
  const remoteUrls = { staffUrl: urlOf('mfe-staff'), teacherUrl: urlOf('mfe-teacher'), studentUrl: urlOf('mfe-student') };
  for (const w of WEB_APPS) {
    const dist = path.join(REPO_ROOT, w.app, 'dist');
    if (!fs.existsSync(path.join(dist, w.spa ? 'index.html' : 'mf-manifest.json'))) continue;
    const config = w.spa ? remotesConfig({ apiUrl: `http://localhost:${GATEWAY_PORT}`, ...remoteUrls }) : undefined;
    servers.push(await serveStatic({ root: dist, port: w.port, spa: w.spa, cors: !w.spa, config }));
    served.push(`  ${w.app.padEnd(12)} http://localhost:${w.port}`);
  }
  // The demo accounts the auth seed made: one per role (built code, so the list has one source).
  const { DEMO_ACCOUNTS, demoPassword } = createRequire(import.meta.url)(
    path.join(REPO_ROOT, 'services/auth/dist/seed/demo-accounts.js'),
  );
  const accounts = DEMO_ACCOUNTS.map((a) => `  ${a.user_id.padEnd(11)} role ${a.role}  ${a.user_named}`).join('\n');
  console.log(
    [
      '',
      'The school is running.',
      served.length ? served.join('\n') : '  (no front end has been built yet)',
      `  API          http://localhost:${GATEWAY_PORT}/api   (health: /readyz, queues: /admin/queues)`,
      '',
      `Demo accounts (password ${process.env.DEMO_PASSWORD ? 'from DEMO_PASSWORD' : demoPassword()}):`,
      accounts,
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
};

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  shutdown(1);
});
