import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isJobRef, QUEUES, type JobProgress } from '@school/contracts';
import { query } from '../support/db';
import { Mailbox, MailServer } from '../support/mailbox';
import { ApiSession } from '../support/session';
import { Stack } from '../support/stack';
import { waitFor } from '@school/server-kit/testing';

// Jobs exactly once (docs/jobs.md): the real worker process is killed (SIGKILL) in the middle of a
// mail job and of a large CSV export; after its restart each job's effect has happened once.
const RUN = Date.now().toString(36);
const ROWS = 3000;
const PAUSE_AFTER = 1000;

describe('jobs exactly once across a killed worker', () => {
  const smtp = new MailServer(mkdtempSync(join(tmpdir(), 'jobs-mail-')));
  const mailbox = new Mailbox(smtp.spoolDir);
  const filesDir = mkdtempSync(join(tmpdir(), 'jobs-files-'));
  // the stored files and their unfinished writes (the gateway keeps its uploads' temporary folder here too)
  const stored = () => readdirSync(filesDir).filter((f) => /^[0-9a-f-]{36}/.test(f));
  let stack: Stack;
  let redis: IORedis;

  beforeAll(async () => {
    await smtp.start();
    // A private stack: it kills its auth and masters processes, its SMTP server holds a mail back,
    // and its jobs' stalled-lock settings are seconds instead of the production 30 s.
    stack = new Stack('kills the auth and masters workers mid-job (SIGKILL); its own SMTP server; locks of seconds', {
      SMTP_URL: smtp.url,
      FILES_DIR: filesDir,
      CSV_SYNC_MAX_ROWS: '5',
      JOB_LOCK_MS: '2000',
      JOB_STALLED_INTERVAL_MS: '1000',
      // masters' first life stops every export after this many rows (its restart goes without)
      CSV_TEST_PAUSE_AFTER_ROWS: String(PAUSE_AFTER),
    });
    await stack.start();
    redis = new IORedis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
  }, 180000);

  afterAll(async () => {
    await query(`DELETE FROM "masters"."classroom" WHERE "classroom_name" LIKE $1`, [`jobs${RUN}-%`]);
    await stack?.stopAll();
    await redis?.quit();
    await smtp.stop();
    rmSync(filesDir, { recursive: true, force: true });
    rmSync(smtp.spoolDir, { recursive: true, force: true });
  });

  it('sends one mail when the worker dies while the SMTP server holds its acceptance', async () => {
    const email = `jobs${RUN}@example.jp`;
    const held = smtp.hold(email);
    const registered = await new ApiSession(stack).call('Auth_register', {
      email,
      password: 'jobs-pass-1',
      password_confirmation: 'jobs-pass-1',
      user_named: '職務 一回',
    });
    expect(registered.output).toEqual({ accepted: true });
    // the mail has reached the server whole; auth waits for the 250 that would make it delivered
    await held;
    await stack.kill('auth');
    await waitFor(async () => smtp.heldBack === 0, 'the SMTP server to see the sender gone');
    smtp.release();
    expect(mailbox.mails.filter((m) => m.to === email)).toHaveLength(0);

    await stack.spawn('auth', { CSV_TEST_PAUSE_AFTER_ROWS: '' });
    const mail = await mailbox.next(email, 0, 30000);
    const key = /^<(mail\.[0-9a-f-]{36})@/.exec(mail.messageId)?.[1] ?? '';
    expect(key).not.toBe('');

    // The job has completed, so nothing runs it again; its sent-mail record names the mail.
    const queue = new Queue(QUEUES.mail, { connection: redis, prefix: stack.env.NATS_NAMESPACE });
    try {
      await waitFor(async () => (await queue.getJobState(key)) === 'completed', 'the mail job to complete');
    } finally {
      await queue.close();
    }
    const records = await query<{ result: { messageId: string } }>(`SELECT "result" FROM "auth"."job_run" WHERE "job_key" = $1`, [
      key,
    ]);
    expect(records).toEqual([{ result: { messageId: mail.messageId } }]);
    expect(mailbox.mails.filter((m) => m.messageId === mail.messageId)).toHaveLength(1);
    expect(mailbox.mails.filter((m) => m.to === email)).toHaveLength(1);
  }, 90000);

  it('writes one complete file when the worker dies in the middle of a large export', async () => {
    const inserted = await query<{ classroom_no: number }>(
      `INSERT INTO "masters"."classroom" ("center_no", "classroom_name", "classroom_type", "sort_order")
       SELECT 1, 'jobs${RUN}-' || n, 1, n FROM generate_series(1, $1::int) n RETURNING "classroom_no"`,
      [ROWS],
    );
    const head = new ApiSession(stack);
    await head.login('head');
    const started = await head.call('M20201_exportCSV', { searchInfo: { search: `jobs${RUN}-` }, orderBy: [] });
    expect(started.status).toBe(200);
    if (!isJobRef(started.output)) throw new Error(`not a job: ${JSON.stringify(started.output)}`);
    const { jobId } = started.output;

    const progressOf = async (): Promise<JobProgress | undefined> => {
      const res = await head.call('Job_getProgress', { jobId });
      return res.status === 200 ? res.output : undefined;
    };
    // masters has written a third of the rows and stopped there: the bar shows it, the file is partial
    await waitFor(async () => ((await progressOf())?.progress ?? 0) >= Math.floor((PAUSE_AFTER * 100) / ROWS), 'a third');
    await waitFor(async () => stored().some((f) => f.endsWith('.part')), 'the partial file');
    expect((await progressOf())?.state).toBe('active');
    await stack.kill('masters');

    await stack.spawn('masters', { CSV_TEST_PAUSE_AFTER_ROWS: '' });
    let progress: JobProgress | undefined;
    await waitFor(
      async () => {
        progress = await progressOf();
        return progress?.state === 'completed' || progress?.state === 'failed';
      },
      'the export to finish',
      30000,
    );
    expect(progress).toMatchObject({ state: 'completed', progress: 100, file: { fileKey: expect.any(String) } });
    const fileKey = progress?.file?.fileKey ?? '';

    // One complete file, nothing partial left; the export's record names it.
    expect(stored().sort()).toEqual([fileKey, `${fileKey}.json`].sort());
    const records = await query<{ result: { fileKey: string } }>(
      `SELECT "result" FROM "masters"."job_run" WHERE "job_key" = $1`,
      [jobId],
    );
    expect(records).toEqual([{ result: expect.objectContaining({ fileKey }) }]);

    const res = await head.download('Job_getFile', { fileKey });
    expect(res.status).toBe(200);
    const lines = Buffer.from(await res.arrayBuffer())
      .toString('utf8')
      .split('\r\n')
      .slice(1, -1);
    expect(lines).toHaveLength(ROWS);
    expect(new Set(lines).size).toBe(ROWS);
    const numbers = lines.map((line) => Number(line.split(',')[0])).sort((a, b) => a - b);
    expect(numbers).toEqual(inserted.map((r) => r.classroom_no).sort((a, b) => a - b));
  }, 120000);
});
