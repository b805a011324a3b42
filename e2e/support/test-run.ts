import { appendFileSync } from 'node:fs';
import { basename, join } from 'node:path';

// What jest's global setup tells the test files about the one shared stack of a run (through the
// environment, which the workers inherit), and the run's own folder (logs, mails, stack starts).
export const RUN_ENV = {
  runDir: 'E2E_RUN_DIR',
  apiUrl: 'E2E_API_URL',
  shellUrl: 'E2E_SHELL_URL',
  portalUrls: 'E2E_PORTAL_URLS',
  browserWs: 'E2E_BROWSER_WS',
  // the run's warm browser context (web.ts TestPages), kept from one browser file to the next
  warmContext: 'E2E_WARM_CONTEXT',
  mailDir: 'E2E_MAIL_DIR',
  smtpUrl: 'E2E_SMTP_URL',
  pids: 'E2E_STACK_PIDS',
  rateLimitScale: 'E2E_RATE_LIMIT_SCALE',
  csvSyncMaxRows: 'E2E_CSV_SYNC_MAX_ROWS',
  filesDir: 'E2E_FILES_DIR',
  natsNamespace: 'E2E_NATS_NAMESPACE',
  // the test database as seeded, before any test wrote to it (nobody connects to it: copy it)
  seededDatabaseUrl: 'E2E_SEEDED_DATABASE_URL',
} as const;

export function runEnv(name: keyof typeof RUN_ENV): string {
  const value = process.env[RUN_ENV[name]];
  if (!value) {
    throw new Error(
      `${RUN_ENV[name]} is not set: the shared test stack starts in jest's global setup; run the tests with \`npm test\` or \`npx jest\` from the repository root.`,
    );
  }
  return value;
}

// The stack starts of a run, one line each, for the cost report printed before jest's summary.
export const STACK_STARTS_FILE = 'stack-starts.log';

// why: 'shared' for the run's shared stack, else why a file keeps a private one.
export function recordStackStart(why: string): void {
  const kind = why === 'shared' ? 'shared' : 'private';
  const dir = process.env[RUN_ENV.runDir];
  if (!dir) return;
  const testPath = (globalThis as { expect?: { getState?: () => { testPath?: string } } }).expect?.getState?.().testPath;
  const where = testPath ? basename(testPath) : 'global setup';
  appendFileSync(join(dir, STACK_STARTS_FILE), `${JSON.stringify({ kind, where, why })}\n`);
}
