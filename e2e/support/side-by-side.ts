import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { RUN_ENV } from './test-run';

// Jest runs two test files side by side (scripts/test.mjs: --maxWorkers=2). A file whose checks time
// services under load, or whose own load would time out another file's calls, runs alone: it calls
// runsAlone(why) in its describe. Every file of the integration and web projects holds the run's lock
// (holdRunLock, from their setup files): shared, or exclusive for a file that runs alone, which so
// waits for the file beside it to end while the other worker waits for it. The lock is a PostgreSQL
// advisory lock on the run's database, held by a connection of the file: released when the file ends,
// or its worker dies. The time a file waited is not its own: the cost report takes it off the file's
// time and shows it apart (LOCK_WAITS_FILE).

// the advisory lock's key (any number no other code uses)
const RUN_LOCK = 2611_2801;
// a file waits at most this long for the files beside it: the slowest runs for minutes on a busy machine
const WAIT_MS = 30 * 60_000;

// one line a file: {"file": absolute path, "ms": how long it waited, "alone": why it runs alone}
export const LOCK_WAITS_FILE = 'lock-waits.log';

let alone: string | null = null;

// why: one line saying why this file cannot share the machine (docs/testing.md lists them).
export function runsAlone(why: string): void {
  alone = why;
}

export function holdRunLock(): void {
  let client: Client | null = null;
  beforeAll(async () => {
    client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const at = Date.now();
    await client.query(alone ? 'SELECT pg_advisory_lock($1)' : 'SELECT pg_advisory_lock_shared($1)', [RUN_LOCK]);
    const dir = process.env[RUN_ENV.runDir];
    const file = expect.getState().testPath;
    if (dir && file) appendFileSync(join(dir, LOCK_WAITS_FILE), `${JSON.stringify({ file, ms: Date.now() - at, alone })}\n`);
  }, WAIT_MS);
  afterAll(async () => {
    await client?.end();
  });
}
