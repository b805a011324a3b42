import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { FrontEnds, PORTALS, requireBuiltFrontEnds } from './front-ends';
import { MailServer } from './mailbox';
import { databaseUrlNamed, dropDatabase, requireEnv, Stack } from './stack';
import { RUN_ENV, runEnv } from './test-run';
import { launchChromium, openWarmContext } from './web';

// Jest's global setup for the integration and web projects: ONE stack per test run. It migrates and
// seeds the test database, starts the six services and the gateway, the static hosting of the built
// front ends, a real SMTP server and (for browser tests) one headless Chromium, and names them to the
// test files through the environment (test-run.ts). global-teardown.ts stops them.
const ROOT = join(__dirname, '..', '..');

// The shared gateway's rate limits are its production ones times this: a whole run signs in far more
// often from one address than a school does (docs/testing.md).
const RATE_LIMIT_SCALE = 50;
// Small enough that a test's own rows make a CSV export a background job.
const CSV_SYNC_MAX_ROWS = 5;

type Shared = { frontEnds: FrontEnds; mail: MailServer; stack: Stack; browser: Browser | null };
type Holder = { __schoolSharedStack?: Promise<Shared> };
const holder = globalThis as Holder;

async function startShared(): Promise<Shared> {
  const runDir = join(ROOT, '.data', 'test-run');
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(join(runDir, 'logs'), { recursive: true });
  process.env[RUN_ENV.runDir] = runDir;
  const seededDatabase = `${new URL(requireEnv().DATABASE_URL).pathname.slice(1)}_seeded`;
  const mail = new MailServer(join(runDir, 'mail'));
  await mail.start();
  const frontEnds = new FrontEnds();
  await frontEnds.start();
  const stack = new Stack(
    'shared',
    {
      // the shell of this run, and the origin ApiSession sends for API tests
      WEB_ORIGINS: `${frontEnds.shellUrl},http://localhost:4200`,
      SMTP_URL: mail.url,
      CSV_SYNC_MAX_ROWS: String(CSV_SYNC_MAX_ROWS),
      RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE),
      FILES_DIR: join(runDir, 'files'),
    },
    { logDir: join(runDir, 'logs'), seededCopy: seededDatabase },
  );
  try {
    await stack.start();
  } catch (e) {
    await stack.stopAll();
    await Promise.all([frontEnds.stop(), mail.stop()]);
    throw e;
  }
  frontEnds.setApiUrl(stack.baseUrl);
  Object.assign(process.env, {
    [RUN_ENV.apiUrl]: stack.baseUrl,
    [RUN_ENV.shellUrl]: frontEnds.shellUrl,
    [RUN_ENV.portalUrls]: JSON.stringify(Object.fromEntries(PORTALS.map((app) => [app, frontEnds.urls[app]]))),
    [RUN_ENV.mailDir]: mail.spoolDir,
    [RUN_ENV.smtpUrl]: mail.url,
    [RUN_ENV.pids]: stack.processes.map((p) => p.child.pid).join(','),
    [RUN_ENV.rateLimitScale]: String(RATE_LIMIT_SCALE),
    [RUN_ENV.csvSyncMaxRows]: String(CSV_SYNC_MAX_ROWS),
    [RUN_ENV.filesDir]: join(runDir, 'files'),
    [RUN_ENV.natsNamespace]: String(stack.env.NATS_NAMESPACE),
    [RUN_ENV.seededDatabaseUrl]: databaseUrlNamed(requireEnv().DATABASE_URL, seededDatabase),
  });
  return { frontEnds, mail, stack, browser: null };
}

// Both projects' setups call this; jest runs them one after the other in its own process.
export async function ensureSharedStack({ browser }: { browser: boolean }): Promise<void> {
  holder.__schoolSharedStack ??= startShared();
  const shared = await holder.__schoolSharedStack;
  if (browser && !shared.browser) {
    try {
      requireBuiltFrontEnds();
      shared.browser = await launchChromium();
    } catch (e) {
      // jest runs no global teardown after a failed setup: leave no service running
      await stopSharedStack();
      throw e;
    }
    process.env[RUN_ENV.browserWs] = shared.browser.wsEndpoint();
    const warm = await openWarmContext(shared.browser);
    process.env[RUN_ENV.warmContext] = warm.id;
  }
}

export async function stopSharedStack(): Promise<void> {
  const pending = holder.__schoolSharedStack;
  if (!pending) return;
  delete holder.__schoolSharedStack;
  const shared = await pending;
  await shared.browser?.close();
  await shared.frontEnds.stop();
  await shared.stack.stopAll();
  await dropDatabase(runEnv('seededDatabaseUrl'));
  await shared.mail.stop();
}

export default function globalSetup(): Promise<void> {
  return ensureSharedStack({ browser: false });
}
