// What the browser benchmarks (web, lighthouse) measure against: the shell and portals built twice
// in production mode — as shipped (federated, each served on its own) and as one bundle of the same
// shell and portal screens (shell/rspack.single.config.mjs), the baseline — over the real stack
// with the small demo school.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { DATA_DIR, REPO_ROOT } from '../scripts/lib/infra.mjs';
import { startProcess, stopProcess, waitReady } from '../scripts/lib/stack.mjs';
import { remotesConfig, serveStatic } from '../scripts/lib/static-hosting.cjs';
import { bin, ensureInstalled, run as runCommand, SERVICES } from '../scripts/lib/workspace.mjs';
import { benchInfra } from './lib/bench-database.mjs';
import { forgetSignIns } from './lib/sign-ins.mjs';

// Both builds live here, so one benchmark can measure what another built (--no-build).
const OUT = path.join(DATA_DIR, 'bench-web');
const REMOTES = [
  { app: 'mfe-staff', key: 'staffUrl' },
  { app: 'mfe-teacher', key: 'teacherUrl' },
  { app: 'mfe-student', key: 'studentUrl' },
];

async function compile(configFile, outDir) {
  const config = (await import(pathToFileURL(configFile).href)).default;
  const compiler = rspack({ ...config, output: { ...config.output, path: outDir } });
  const stats = await new Promise((resolve, reject) => compiler.run((err, s) => (err ? reject(err) : resolve(s))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(`${path.relative(REPO_ROOT, configFile)}:\n${stats.toString('errors-only')}`);
}

// Both builds, each into a folder of its own (the apps' dist/ stays what the tests use).
async function buildBundles() {
  const started = Date.now();
  for (const app of ['shell', ...REMOTES.map((r) => r.app)])
    await compile(path.join(REPO_ROOT, app, 'rspack.config.mjs'), path.join(OUT, 'federated', app));
  await compile(path.join(REPO_ROOT, 'shell', 'rspack.single.config.mjs'), path.join(OUT, 'single', 'shell'));
  console.log(`Built both bundles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const urlOf = (server) => `http://127.0.0.1:${server.address().port}`;

// The federated shell reads its portals from /remotes.json; the single bundle has them built in.
async function serveBuilds(apiUrl, servers) {
  const remoteUrls = {};
  for (const { app, key } of REMOTES) {
    const server = await serveStatic({ root: path.join(OUT, 'federated', app), port: 0, cors: true });
    servers.push(server);
    remoteUrls[key] = urlOf(server);
  }
  const federated = await serveStatic({
    root: path.join(OUT, 'federated', 'shell'),
    port: 0,
    spa: true,
    config: remotesConfig({ apiUrl, ...remoteUrls }),
  });
  const single = await serveStatic({
    root: path.join(OUT, 'single', 'shell'),
    port: 0,
    spa: true,
    config: { apiUrl, remotes: [] },
  });
  servers.push(federated, single);
  return { federated: urlOf(federated), single: urlOf(single) };
}

// The apps' own builds (their dist/, as `npm run build` leaves them, or each app's folder in dir: a
// build kept aside to compare with), served as npm start serves them; for benchmarks of one screen
// that need no baseline build.
export async function serveAppBuilds(apiUrl, dir = null) {
  const root = (app) => (dir ? path.resolve(dir, app) : path.join(REPO_ROOT, app, 'dist'));
  const servers = [];
  const remoteUrls = {};
  for (const { app, key } of REMOTES) {
    const server = await serveStatic({ root: root(app), port: 0, cors: true });
    servers.push(server);
    remoteUrls[key] = urlOf(server);
  }
  const shell = await serveStatic({
    root: root('shell'),
    port: 0,
    spa: true,
    config: remotesConfig({ apiUrl, ...remoteUrls }),
  });
  servers.push(shell);
  return { shellUrl: urlOf(shell), close: () => servers.forEach((s) => s.close()) };
}

// Runs measure({ shells: { federated, single }, apiUrl }) against a started stack and stops it all
// afterwards. namespace: the NATS namespace, which is also that of the gateway's sign-in rate limits.
// appBuilds: the apps' own dist/ instead (shells: { federated }), the back end as last built; a
// folder: the apps' builds kept there (serveAppBuilds).
// BENCH_GATEWAY_PORT moves the gateway off the bench's own port (a bench run beside another's).
export async function withBenchStack({ namespace, gatewayPort: benchPort, rebuild, appBuilds = false }, measure) {
  const gatewayPort = Number(process.env.BENCH_GATEWAY_PORT) || benchPort;
  await ensureInstalled();
  const infra = await benchInfra('small');
  const env = {
    ...process.env,
    ...infra.env,
    NATS_NAMESPACE: process.env.NATS_NAMESPACE ?? namespace,
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    FILES_DIR: path.join(OUT, 'files'),
  };
  const children = [];
  const servers = [];
  try {
    if (!appBuilds && (rebuild || !fs.existsSync(path.join(OUT, 'single', 'shell', 'index.html')))) {
      // the back end as npm start builds it; the front ends twice
      const nx = ['run-many', '-t', 'build', '--projects=tag:scope:backend', '--parallel=2', '--outputStyle=static'];
      await runCommand(bin('nx'), nx, { env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
      fs.mkdirSync(OUT, { recursive: true });
      await buildBundles();
    }
    await infra.prepare(env);
    await forgetSignIns(env.REDIS_URL, env.NATS_NAMESPACE);
    const apiUrl = `http://127.0.0.1:${gatewayPort}`;
    let shells;
    if (appBuilds) {
      const served = await serveAppBuilds(apiUrl, typeof appBuilds === 'string' ? appBuilds : null);
      servers.push({ close: served.close });
      shells = { federated: served.shellUrl };
    } else shells = await serveBuilds(apiUrl, servers);
    const stackEnv = { ...env, WEB_ORIGINS: Object.values(shells).join(',') };
    for (const name of [...SERVICES, 'gateway'])
      children.push(startProcess(name, stackEnv, { onLine: (l, s) => s === 'stderr' && console.error(`[${name}] ${l}`) }));
    await waitReady(apiUrl);
    return await measure({ shells, apiUrl });
  } finally {
    servers.forEach((s) => s.close());
    await Promise.all(children.map((c) => stopProcess(c)));
    await infra.stop();
  }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// --app-builds (the apps' dist/) or --app-builds=DIR (their builds kept in DIR/<app>): withBenchStack's appBuilds
export const appBuildsArg = (args) => {
  const arg = args.find((a) => a === '--app-builds' || a.startsWith('--app-builds='));
  return arg ? arg.slice('--app-builds='.length) || true : false;
};
