// npm test: sets up everything a fresh machine lacks, then lint, type-check, build, and every test
// (unit, integration against the real PostgreSQL/Redis/NATS, end to end in headless Chromium).
// The last thing printed is jest's summary; just before it, what the run cost: each step's wall time,
// the slowest test files and the stacks started (e2e/support/cost-reporter.js, docs/testing.md).
import { ensureInfra } from './lib/infra.mjs';
import { BROWSER_PACKAGES, ensureDebianPackages } from './lib/infra/system-packages.mjs';
import { bin, build, ensureInstalled, run } from './lib/workspace.mjs';

// Each step's wall time, handed to jest's cost reporter.
const steps = [];
let current = null;
const step = (name) => {
  const now = Date.now();
  if (current) steps.push({ name: current.name, ms: now - current.at });
  current = name ? { name, at: now } : null;
  if (name) console.log(`\n▶ ${name}`);
};

const main = async () => {
  step('npm packages');
  await ensureInstalled();
  step('system packages');
  // pdftotext (poppler-utils) reads C40201's PDFs in the tests
  await ensureDebianPackages([
    { pkg: 'docker-compose', check: 'docker-compose' },
    { pkg: 'poppler-utils', check: 'pdftotext' },
    ...BROWSER_PACKAGES,
  ]);
  step('PostgreSQL, Redis, NATS');
  // After jest has printed its summary nothing else may be printed: the summary is the last line.
  let quiet = false;
  const infra = await ensureInfra({ mode: 'test', recreateDatabase: true, log: (...a) => quiet || console.log(...a) });
  const stopInfra = async () => infra.stop().catch(() => undefined);
  process.on('SIGINT', () => stopInfra().then(() => process.exit(130)));
  process.on('SIGTERM', () => stopInfra().then(() => process.exit(143)));
  let code = 0;
  try {
    // Lint, format and type-check run beside the build: neither keeps both cores busy all the time (on a
    // loaded machine 518 s one after the other, 292 s side by side). The checks' output is kept and printed only
    // when they fail, so the build's stays readable. Each has its own line in the cost report, then the
    // wall time of the two side by side.
    step(null);
    console.log('\n▶ lint, format and type-check beside the build');
    const start = Date.now();
    const timed = async (name, fn) => {
      const at = Date.now();
      await fn();
      steps.push({ name, ms: Date.now() - at });
    };
    const failures = (
      await Promise.allSettled([
        timed('lint, format and type-check', async () => {
          await run(bin('eslint'), ['.', '--max-warnings=0'], { quiet: true });
          await run(bin('prettier'), ['--check', '.', '--log-level=warn'], { quiet: true });
          await run(bin('tsc'), ['-p', 'tsconfig.spec.json'], { quiet: true });
        }),
        timed('build', () => build()),
      ])
    ).filter((r) => r.status === 'rejected');
    steps.push({ name: 'the two side by side', ms: Date.now() - start });
    for (const f of failures.slice(1)) console.error(f.reason instanceof Error ? f.reason.message : f.reason);
    if (failures.length) throw failures[0].reason;
    console.log('\n▶ jest');
    quiet = true;
    // one file at a time: two side by side doubled the browser files' time on the 2 cores and made the
    // whole run slower (docs/testing.md, "Budget"); the run lock (e2e/support/side-by-side.ts) stays
    // for a run given --maxWorkers=2
    await run(bin('jest'), ['--ci', '--maxWorkers=1', ...process.argv.slice(2)], {
      env: {
        ...process.env,
        ...infra.env,
        NODE_ENV: 'test',
        PUPPETEER_SKIP_DOWNLOAD: '1',
        SCHOOL_TEST_STEPS: JSON.stringify(steps),
      },
    });
  } catch (e) {
    if (!quiet) console.error(e instanceof Error ? e.message : e);
    code = e?.exitCode ?? 1;
  } finally {
    await stopInfra();
  }
  process.exit(code);
};

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
