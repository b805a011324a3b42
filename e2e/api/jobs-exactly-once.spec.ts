import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isJobRef, QUEUES, type DistributeResult, type JobProgress } from '@school/contracts';
import { addDays, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { finishedJob } from '../support/jobs';
import { Mailbox, MailServer } from '../support/mailbox';
import { ApiSession } from '../support/session';
import { Stack } from '../support/stack';
import { waitFor } from '@school/server-kit/testing';
import { uuidOfJobKey } from '@school/server-kit';

// Jobs exactly once (docs/jobs.md): the real worker process is killed (SIGKILL) in the middle of a
// mail job, of a large CSV export, and of an automatic assignment over several dates, a schedule PDF
// and a large lesson-list (C40501) export at once; after its restart each job's effect has happened once.
const RUN = Date.now().toString(36);
const ROWS = 3000;
const PAUSE_AFTER = 1000;
// the automatic assignment: its own center, teachers and dates (tomorrow on, in the editable period)
const CENTER = 9741;
const TEACHERS = [974101, 974102];
// a center-month: 28 dates from tomorrow are inside the editable period (to the end of next month) on any day
const DATES = Array.from({ length: 28 }, (_, i) => addDays(tokyoDate(Date.now()), i + 1));
const PAUSE_AFTER_DATES = 14;
const LESSONS_A_DATE = 3;
// the C40501 export: unassigned lessons of the center on a date before the assignment's
const EXPORT_DATE = addDays(tokyoDate(Date.now()), -1);

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
    stack = new Stack('kills the auth, masters and scheduling workers mid-job (SIGKILL); its own SMTP server; locks of seconds', {
      SMTP_URL: smtp.url,
      FILES_DIR: filesDir,
      CSV_SYNC_MAX_ROWS: '5',
      JOB_LOCK_MS: '2000',
      JOB_STALLED_INTERVAL_MS: '1000',
      // masters' first life stops every export after this many rows (its restart goes without)
      CSV_TEST_PAUSE_AFTER_ROWS: String(PAUSE_AFTER),
      // scheduling's first life stops an automatic assignment inside this date, uncommitted
      DISTRIBUTE_TEST_PAUSE_AFTER_DATES: String(PAUSE_AFTER_DATES),
      // and a schedule PDF once its file is written, before its record commits
      SCHEDULE_PDF_TEST_PAUSE_AFTER_WRITE: '1',
      // scheduling's three paused jobs hold four connections for good (the export's cursor is its
      // second) and the PDF reads its table beside its ledger row: the default 4 would starve one
      DB_POOL_MAX: '8',
    });
    await stack.start();
    redis = new IORedis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
  }, 180000);

  const removeAssignmentData = async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "center_no" = $1`, [CENTER]);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await query(`DELETE FROM "scheduling"."distribute_date_state" WHERE "center_no" = $1`, [CENTER]);
    await query(`DELETE FROM "scheduling"."center_projection" WHERE "center_no" = $1`, [CENTER]);
  };

  // count unassigned one-to-two lessons of the center at 16:00 on date (two teachers take up to four
  // in the half), each its own student after firstStudent
  const insertLessons = async (date: string, firstStudent: number, count: number) =>
    (
      await query<{ schedule_no: number }>(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "teacher_request", "dayofweek_code")
         SELECT $1, ($1::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', 11, 1, $4::int + n, 0, $2, 101, 1, 2, 3,
           extract(isodow FROM $1::date)
         FROM generate_series(1, $3::int) n RETURNING "schedule_no"`,
        [date, CENTER, count, firstStudent],
      )
    ).map((r) => r.schedule_no);

  afterAll(async () => {
    await query(`DELETE FROM "masters"."classroom" WHERE "classroom_name" LIKE $1`, [`jobs${RUN}-%`]);
    await removeAssignmentData();
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
    const progress = await finishedJob(head, jobId, 'the export to finish', 30000);
    expect(progress).toMatchObject({ state: 'completed', progress: 100, file: { fileKey: expect.any(String) } });
    const fileKey = progress.file?.fileKey ?? '';

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

  it('assigns each lesson once, writes one PDF and one complete C40501 export when the worker dies inside all three', async () => {
    await removeAssignmentData();
    await query(
      `INSERT INTO "scheduling"."center_projection" ("center_no", "center_short_name", "group_flag", "sort_order")
       VALUES ($1, '職務試験', 0, 9999)`,
      [CENTER],
    );
    for (const [i, teacherNo] of TEACHERS.entries())
      await query(
        `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
           "sex", "teacher_type", "subject_nos", "status")
         VALUES ($1, $2, ARRAY[$2]::int[], '職務 講師', 'ショクム コウシ', $3, 1, ARRAY[1]::int[], 1)`,
        [teacherNo, CENTER, i + 1],
      );
    const lessons: number[] = [];
    for (const date of DATES) {
      for (const teacherNo of TEACHERS)
        await query(
          `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
           VALUES ($1, $2, 11, $3, 1), ($1, $2, 12, $3, 1)`,
          [teacherNo, date, CENTER],
        );
      lessons.push(...(await insertLessons(date, 974000, LESSONS_A_DATE)));
    }
    // the export's lessons: more than the first life writes
    const exported = await insertLessons(EXPORT_DATE, 975000, ROWS);
    const before = Number(
      (await query<{ id: string }>(`SELECT coalesce(max("id"), 0) AS "id" FROM "scheduling"."outbox"`))[0].id,
    );

    const head = new ApiSession(stack);
    await head.login('head');
    const started = await head.call('C40101_distribute', {
      center_no: CENTER,
      start_date: DATES[0],
      end_date: DATES[DATES.length - 1],
    });
    expect(started.status).toBe(200);
    const { jobId } = started.output;
    const pdfStarted = await head.call('C40201_generatePDF', {
      center_no: CENTER,
      start_date: DATES[0],
      end_date: DATES[DATES.length - 1],
      by: 'teacher',
      file_name: '職務試験',
    });
    expect(pdfStarted.status).toBe(200);
    const pdfJob = pdfStarted.output.jobId;
    const exportStarted = await head.call('C40501_exportCSV', {
      searchInfo: { since: EXPORT_DATE, until: EXPORT_DATE, center_no: CENTER },
      orderBy: [],
    });
    expect(exportStarted.status).toBe(200);
    if (!isJobRef(exportStarted.output)) throw new Error(`not a job: ${JSON.stringify(exportStarted.output)}`);
    const exportJob = exportStarted.output.jobId;
    const exportKey = uuidOfJobKey(exportJob);
    const progressOf = async (id = jobId): Promise<JobProgress | undefined> => {
      const res = await head.call('Job_getProgress', { jobId: id });
      return res.status === 200 ? res.output : undefined;
    };
    const pdfKey = uuidOfJobKey(pdfJob);
    const assignedOn = async (date: string) =>
      Number(
        (
          await query<{ n: string }>(
            `SELECT count(*) AS "n" FROM "scheduling"."lesson" WHERE "center_no" = $1 AND "schedule_date" = $2 AND "teacher_no" > 0`,
            [CENTER, date],
          )
        )[0].n,
      );
    // half the dates committed; the next one's writes made inside its open transaction (its lock held)
    await waitFor(
      async () => ((await progressOf())?.progress ?? 0) >= Math.floor((PAUSE_AFTER_DATES * 100) / DATES.length),
      'half the dates',
    );
    await waitFor(
      async () =>
        (
          await query(
            `SELECT 1 FROM "pg_locks" WHERE "locktype" = 'advisory' AND "objsubid" = 2
               AND "classid" = ((hashtext('distribute')::bigint + 4294967296) % 4294967296)::oid`,
          )
        ).length === 1,
      'the next date in progress',
    );
    for (const date of DATES.slice(0, PAUSE_AFTER_DATES)) expect(await assignedOn(date)).toBe(LESSONS_A_DATE);
    // the PDF written whole, its record not yet committed
    await waitFor(async () => stored().includes(`${pdfKey}.json`), 'the PDF file');
    // the export a third written, as a partial file
    await waitFor(
      async () => ((await progressOf(exportJob))?.progress ?? 0) >= Math.floor((PAUSE_AFTER * 100) / ROWS),
      'a third',
    );
    await waitFor(async () => stored().includes(`${exportKey}.part`), 'the partial export');
    await stack.kill('scheduling');
    expect(await assignedOn(DATES[PAUSE_AFTER_DATES])).toBe(0);

    await stack.spawn('scheduling', {
      DISTRIBUTE_TEST_PAUSE_AFTER_DATES: '',
      SCHEDULE_PDF_TEST_PAUSE_AFTER_WRITE: '',
      CSV_TEST_PAUSE_AFTER_ROWS: '',
    });
    const progress = await finishedJob(head, jobId, 'the assignment to finish', 60000);
    expect(progress.state).toBe('completed');
    const result = progress.result as DistributeResult;
    expect(result.dates.map((d) => [d.date, d.placed])).toEqual(DATES.map((d) => [d, LESSONS_A_DATE]));

    // every lesson assigned, one event each, one ledger record a date
    const rows = await query<{ schedule_no: number; teacher_no: number }>(
      `SELECT "schedule_no", "teacher_no" FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`,
      [lessons],
    );
    expect(rows.filter((r) => r.teacher_no > 0)).toHaveLength(lessons.length);
    const events = await query<{ schedule_no: number }>(
      `SELECT ("payload"->>'schedule_no')::int AS "schedule_no" FROM "scheduling"."outbox"
        WHERE "id" > $1 AND "type" = 'LessonAssigned' AND ("payload"->>'schedule_no')::int = ANY($2::int[])`,
      [before, lessons],
    );
    expect(events.map((e) => e.schedule_no).sort((a, b) => a - b)).toEqual([...lessons].sort((a, b) => a - b));
    const records = await query<{ job_key: string }>(`SELECT "job_key" FROM "scheduling"."job_run" WHERE "job_key" LIKE $1`, [
      `${jobId}.%`,
    ]);
    expect(records.map((r) => r.job_key).sort()).toEqual(DATES.map((d) => `${jobId}.${d}`).sort());

    // the PDF: written again under the same key by the next attempt, one complete file, one record
    expect(await finishedJob(head, pdfJob, 'the PDF job to finish', 60000)).toMatchObject({
      state: 'completed',
      file: { fileKey: pdfKey, fileName: '職務試験.pdf' },
    });
    expect(
      stored()
        .filter((f) => f.startsWith(pdfKey))
        .sort(),
    ).toEqual([pdfKey, `${pdfKey}.json`]);
    expect(readFileSync(join(filesDir, pdfKey)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await query(`SELECT 1 FROM "scheduling"."job_run" WHERE "job_key" = $1`, [pdfJob])).toHaveLength(1);

    // the export: one complete file under the job's key, nothing partial, one record naming it,
    // every lesson in it once
    expect(await finishedJob(head, exportJob, 'the export to finish', 60000)).toMatchObject({
      state: 'completed',
      progress: 100,
      file: { fileKey: exportKey },
    });
    expect(
      stored()
        .filter((f) => f.startsWith(exportKey))
        .sort(),
    ).toEqual([exportKey, `${exportKey}.json`]);
    expect(await query(`SELECT "result" FROM "scheduling"."job_run" WHERE "job_key" = $1`, [exportJob])).toEqual([
      { result: expect.objectContaining({ fileKey: exportKey }) },
    ]);
    const res = await head.download('Job_getFile', { fileKey: exportKey });
    expect(res.status).toBe(200);
    const [header, ...lines] = Buffer.from(await res.arrayBuffer())
      .subarray(3)
      .toString('utf8')
      .split('\r\n')
      .slice(0, -1)
      .map((line) => line.split(','));
    expect(lines).toHaveLength(ROWS);
    expect(lines.every((cells) => cells.length === header.length)).toBe(true);
    const numbers = lines.map((cells) => Number(cells[0])).sort((a, b) => a - b);
    expect(numbers).toEqual([...exported].sort((a, b) => a - b));
  }, 150000);
});
