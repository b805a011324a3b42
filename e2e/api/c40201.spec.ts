import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { QUEUES, type ScheduleTableOutput } from '@school/contracts';
import { addDays, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { finishedJob } from '../support/jobs';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// C40201 availability table and schedule PDF through the gateway, on the demo school's center 1 (its
// lessons, teachers and students) plus one lesson of this spec whose teacher's name and contact note
// hold markup pointing at a server of the test: the PDF shows them as text and nobody calls it.
const CENTER = 1;
const TODAY = tokyoDate(Date.now());
const START = addDays(TODAY, 1);
const END = addDays(TODAY, 7);
const TEACHER = 975101;
const STUDENT = 975201;

describe('C40201 availability table and schedule PDF', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const teacher = new ApiSession(stack);
  const sales = new ApiSession(stack);
  const student = new ApiSession(stack);
  const dir = mkdtempSync(join(tmpdir(), 'c40201-'));
  let trap: Server;
  let trapped = 0;
  let markup = '';

  const cleanUp = async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = $1`, [STUDENT]);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1`, [TEACHER]);
    await query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`, [TEACHER]);
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [STUDENT]);
  };

  beforeAll(async () => {
    trap = createServer((_req, res) => {
      trapped += 1;
      res.end('x');
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    markup = `<img src="http://127.0.0.1:${(trap.address() as AddressInfo).port}/x">`;
    await Promise.all([head.login('head'), teacher.login('teacher1'), sales.login('sales'), student.login('student1')]);
    await cleanUp();
    await query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
         "sex", "teacher_type", "subject_nos", "status")
       VALUES ($1, $2, ARRAY[$2]::int[], $3, 'マークアップ', 1, 1, ARRAY[1]::int[], 1)`,
      [TEACHER, CENTER, `講師${markup}`],
    );
    await query(
      `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex",
         "enrollment_status") VALUES ($1, $2, '印刷 試験', 'インサツ シケン', 1, 1)`,
      [STUDENT, CENTER],
    );
    await query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES ($1, $2, 81, $3, 1), ($1, $2, 82, $3, 1)`,
      [TEACHER, START, CENTER],
    );
    await query(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "dayofweek_code", "operation_note")
       VALUES ($1, ($1::date + time '21:00') AT TIME ZONE 'Asia/Tokyo', 81, 1, $2, $3, $4, 101, 1, 2,
         extract(isodow FROM $1::date), $5)`,
      [START, STUDENT, TEACHER, CENTER, `連絡${markup}`],
    );
  }, 60_000);

  afterAll(async () => {
    await cleanUp();
    await new Promise((resolve) => trap.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the table: the lessons of the range an independent count finds, by teacher', async () => {
    const answer = await head.call('C40201_getSchedule', { center_no: CENTER, start_date: START, end_date: END, by: 'teacher' });
    expect(answer.status).toBe(200);
    const table = answer.output as ScheduleTableOutput;
    const [{ n }] = await query<{ n: string }>(
      `SELECT count(*) AS "n" FROM "scheduling"."lesson" WHERE "center_no" = $1 AND "schedule_date" BETWEEN $2 AND $3
         AND "cancel_flag" = 0`,
      [CENTER, START, END],
    );
    expect(table.lessons).toHaveLength(Number(n));
    expect(table.center_name).not.toBe('');
    expect(table.lessons.find((l) => l.student_name === '印刷 試験')).toMatchObject({
      group_label: `講師${markup}`,
      operation_note: `連絡${markup}`,
    });
  });

  it('renders the PDF as a job: Japanese names readable, the markup as text, nothing fetched', async () => {
    const started = await head.call('C40201_generatePDF', {
      center_no: CENTER,
      start_date: START,
      end_date: END,
      by: 'teacher',
      file_name: '授業予定',
    });
    expect(started.status).toBe(200);
    const progress = await finishedJob(head, started.output.jobId, 'the PDF job', 90_000);
    expect(progress).toMatchObject({ state: 'completed', file: { fileName: '授業予定.pdf', contentType: 'application/pdf' } });
    const res = await head.download('Job_getFile', { fileKey: progress.file!.fileKey });
    expect(res.status).toBe(200);
    const file = join(dir, 'schedule.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    // names may wrap inside a narrow cell: compared without any white space
    const bare = (t: string) => t.replace(/\s+/g, '');
    const text = bare(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));

    const table = (await head.call('C40201_getSchedule', { center_no: CENTER, start_date: START, end_date: END, by: 'teacher' }))
      .output as ScheduleTableOutput;
    expect(text).toContain(bare(table.center_name));
    const teachers = [...new Set(table.lessons.map((l) => l.teacher_name).filter((n) => n && !n.includes('<')))];
    const students = [...new Set(table.lessons.map((l) => l.student_name))];
    expect(teachers.length).toBeGreaterThanOrEqual(3);
    expect(teachers.filter((n) => text.includes(bare(n))).length).toBeGreaterThanOrEqual(3);
    expect(students.filter((n) => text.includes(bare(n))).length).toBeGreaterThanOrEqual(3);
    expect(text).toContain(bare(`講師${markup}`));
    expect(text).toContain(bare(`連絡${markup}`));
    expect(trapped).toBe(0);
    // another user cannot take the file
    expect((await teacher.download('Job_getFile', { fileKey: progress.file!.fileKey })).status).toBe(404);
  }, 120_000);

  it('refuses bad input (422) and roles without C40201 (403)', async () => {
    const call = (input: Record<string, unknown>, session = head) =>
      session.call('C40201_generatePDF', {
        center_no: CENTER,
        start_date: START,
        end_date: END,
        by: 'teacher',
        file_name: 'x',
        ...input,
      });
    expect((await call({ by: 'student' })).status).toBe(422);
    expect((await call({ start_date: END, end_date: START })).status).toBe(422);
    expect((await call({ file_name: '' })).status).toBe(422);
    expect((await call({}, teacher)).status).toBe(403);
  });

  // Sales (520): the demo school's menu lists C40201 for them and SPEC §6 restricts them no further, so
  // they read the table and make the PDF of any center (headquarters: no center list) like the center
  // head. The roles without C40201 get 403 for both, and no job reaches the queue.
  it('lets sales (520) read the table and make the PDF; refuses the roles without C40201 with nothing queued', async () => {
    const input = { center_no: CENTER, start_date: START, end_date: END, by: 'classroom' as const };
    const table = await sales.call('C40201_getSchedule', input);
    expect(table.status).toBe(200);
    expect((table.output as ScheduleTableOutput).lessons).toEqual(
      ((await head.call('C40201_getSchedule', input)).output as ScheduleTableOutput).lessons,
    );
    const started = await sales.call('C40201_generatePDF', { ...input, file_name: '営業用' });
    expect(started.status).toBe(200);
    const progress = await finishedJob(sales, started.output.jobId, 'the PDF job of sales', 90_000);
    expect(progress).toMatchObject({ state: 'completed', file: { fileName: '営業用.pdf', contentType: 'application/pdf' } });
    const res = await sales.download('Job_getFile', { fileKey: progress.file!.fileKey });
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const redis = new IORedis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUES.schedulePdf, { connection: redis, prefix: stack.natsNamespace });
    try {
      const before = await queue.count();
      const jobsBefore = (await queue.getJobs()).length;
      for (const session of [teacher, student]) {
        expect((await session.call('C40201_getSchedule', input)).status).toBe(403);
        expect((await session.call('C40201_generatePDF', { ...input, file_name: 'x' })).status).toBe(403);
      }
      expect({ waiting: await queue.count(), jobs: (await queue.getJobs()).length }).toEqual({
        waiting: before,
        jobs: jobsBefore,
      });
    } finally {
      await queue.close();
      redis.disconnect();
    }
  }, 120_000);
});
