// What Module Federation costs the browser: the shell and portals as shipped (federated, each
// served on its own) against a single bundle of the same shell and portal screens
// (shell/rspack.single.config.mjs), both built here in production mode and driven in headless
// Chromium against the real stack: login screen → sign-in as staff → a Browse page (ag-grid).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { DATA_DIR, ensureInfra, REPO_ROOT } from '../scripts/lib/infra.mjs';
import { startProcess, stopProcess, waitReady } from '../scripts/lib/stack.mjs';
import { remotesConfig, serveStatic } from '../scripts/lib/static-hosting.cjs';
import { bin, ensureInstalled, migrateAll, run as runCommand, seedAll, SERVICES } from '../scripts/lib/workspace.mjs';
import { journey, launchBrowser, timedVisit } from './web-measure.mjs';

const GATEWAY_PORT = 18450;
const OUT = path.join(DATA_DIR, 'bench-web');
// a staff account whose role may browse centers: office's may not (the server answers 403)
const USER = { userId: 'admin', password: process.env.DEMO_PASSWORD ?? 'demo-pass-2026' };
const BROWSE_PATH = '/M20101';
const REMOTES = [
  { app: 'mfe-staff', key: 'staffUrl' },
  { app: 'mfe-teacher', key: 'teacherUrl' },
  { app: 'mfe-student', key: 'studentUrl' },
];
const GOALS = { ratio: 1.3, loginKiB: 500, firstRowMs: 1500 };

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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kib = (bytes) => (bytes / 1024).toFixed(0);
const ratio = (a, b) => (a / b).toFixed(2);
const verdict = (ok) => (ok ? 'met' : 'NOT met');

function report(results, runs, showFiles) {
  const summary = Object.fromEntries(
    Object.entries(results).map(([build, { journey, visits }]) => {
      const copies = [journey.react, ...visits.map((v) => v.react)];
      const seen = [journey.grid.copies, ...visits.map((v) => v.cold.copies)];
      return [
        build,
        {
          login: journey.login,
          grid: journey.grid,
          cold: visits[0].cold,
          reactDom: Math.max(...copies.map((c) => c.reactDom), ...seen.map((c) => c['react-dom'])),
          react: Math.max(...copies.map((c) => c.react), ...seen.map((c) => c.react)),
          sidebarMs: median(visits.map((v) => v.sidebarMs)),
          coldMs: median(visits.map((v) => v.coldMs)),
        },
      ];
    }),
  );
  const f = summary.federated;
  const s = summary.single;
  console.log(
    `\nShell + staff portal in headless Chromium, signed in as ${USER.userId}, ${BROWSE_PATH} (ag-grid). JS in KiB, gzip-compressed (zlib level 6); times are medians of ${runs} visits with an empty cache`,
  );
  console.log(
    '| build | JS before the login screen | JS before the first grid row | JS of the Browse page opened by URL | react-dom / react copies | Home → sidebar link → first row, ms | Browse page URL → first row, ms |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, r] of Object.entries(summary)) {
    console.log(
      `| ${name} | ${kib(r.login.gzip)} (${r.login.files} files) | ${kib(r.grid.gzip)} (${r.grid.files} files) | ${kib(r.cold.gzip)} (${r.cold.files} files) | ${r.reactDom} / ${r.react} | ${r.sidebarMs.toFixed(0)} | ${r.coldMs.toFixed(0)} |`,
    );
  }
  console.log(
    `| federated / single | ${ratio(f.login.gzip, s.login.gzip)} | ${ratio(f.grid.gzip, s.grid.gzip)} | ${ratio(f.cold.gzip, s.cold.gzip)} | | ${ratio(f.sidebarMs, s.sidebarMs)} | ${ratio(f.coldMs, s.coldMs)} |`,
  );
  if (showFiles) {
    for (const [name, r] of Object.entries(summary)) {
      const before = new Set(r.login.list.map((f) => f.url));
      const after = r.grid.list.filter((f) => !before.has(f.url));
      for (const [title, list] of [
        ['before the login screen', r.login.list],
        ['after it, before the first grid row', after],
      ]) {
        console.log(`\n${name}: the JS ${title} (gzip bytes)`);
        for (const { url, gzip } of [...list].sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${String(gzip).padStart(8)} ${url}`);
      }
    }
  }
  const firstRow = Math.max(f.sidebarMs, f.coldMs);
  const sizesOk = f.login.gzip <= GOALS.ratio * s.login.gzip && f.grid.gzip <= GOALS.ratio * s.grid.gzip;
  console.log('\nGoals (federated build):');
  console.log(`  one React: ${f.reactDom} react-dom, ${f.react} react — ${verdict(f.reactDom === 1 && f.react === 1)}`);
  console.log(
    `  JS ≤ ${GOALS.ratio}× the single bundle's: login ${ratio(f.login.gzip, s.login.gzip)}×, first grid row ${ratio(f.grid.gzip, s.grid.gzip)}× — ${verdict(sizesOk)}`,
  );
  console.log(
    `  login screen ≤ ${GOALS.loginKiB} KiB gzip: ${kib(f.login.gzip)} KiB — ${verdict(f.login.gzip <= GOALS.loginKiB * 1024)}`,
  );
  console.log(
    `  first grid row ≤ ${GOALS.firstRowMs} ms: ${firstRow.toFixed(0)} ms (the slower way in) — ${verdict(firstRow <= GOALS.firstRowMs)}`,
  );
}

// args: [visits per build, default 7] [--files: list the scripts behind the figures]
// [--no-build: build nothing, measure what the previous run built]
export async function run(args) {
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 7);
  const rebuild = !args.includes('--no-build');
  await ensureInstalled();
  const infra = await ensureInfra({ mode: 'dev' });
  const env = {
    ...process.env,
    ...infra.env,
    // its own namespace (also of the gateway's rate limits: the journeys sign in twice per run)
    NATS_NAMESPACE: process.env.NATS_NAMESPACE ?? 'bench-web',
    PORT: String(GATEWAY_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    FILES_DIR: path.join(OUT, 'files'),
  };
  const children = [];
  const servers = [];
  let browser;
  try {
    if (rebuild) {
      // the back end as npm start builds it; the front ends twice, below
      const nx = ['run-many', '-t', 'build', '--projects=tag:scope:backend', '--parallel=2', '--outputStyle=static'];
      await runCommand(bin('nx'), nx, { env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
      fs.mkdirSync(OUT, { recursive: true });
      await buildBundles();
    }
    await migrateAll(env);
    await seedAll(env, ['--scale', 'small', '--seed', '1', '--if-empty']);

    const apiUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
    const shells = await serveBuilds(apiUrl, servers);
    const stackEnv = { ...env, WEB_ORIGINS: Object.values(shells).join(',') };
    for (const name of [...SERVICES, 'gateway'])
      children.push(startProcess(name, stackEnv, { onLine: (l, s) => s === 'stderr' && console.error(`[${name}] ${l}`) }));
    await waitReady(apiUrl);

    browser = await launchBrowser();
    const results = {};
    for (const [build, shellUrl] of Object.entries(shells)) {
      const first = await journey(browser, { shellUrl, ...USER, browsePath: BROWSE_PATH });
      results[build] = { journey: first, visits: [], shellUrl };
    }
    // one unrecorded visit each warms the stack and the OS caches, then the builds take turns
    const timed = ({ journey: { cookies }, shellUrl }) => timedVisit(browser, { shellUrl, cookies, browsePath: BROWSE_PATH });
    for (const r of Object.values(results)) await timed(r);
    for (let i = 0; i < runs; i++) for (const r of Object.values(results)) r.visits.push(await timed(r));
    report(results, runs, args.includes('--files'));
  } finally {
    await browser?.close();
    servers.forEach((s) => s.close());
    await Promise.all(children.map((c) => stopProcess(c)));
    await infra.stop();
  }
}
