import { type AlertRaisedEvent, type DomainEvent } from '@school/contracts';
import { type ConfigOf, type RpcClient } from '@school/server-kit';
import { type Job, type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { type authEnv } from '../config';
import { type MailJob } from './mail-content';
import { MailProcessor } from './mail.processor';
import { MailRepository } from './mail.repository';
import { type MailTransport } from './mail.transport';
import { Mailer } from './mailer';
import { ReportMailConsumer } from './report-mail.consumer';

// The mail queue's consumers against the real PostgreSQL the run migrated and seeded: the worker
// sends each job once (its job_run row), and a report alert becomes one queued mail per active
// account with an address. Accounts 600_401…, teacher 640_401 and the job keys are the spec's own,
// removed after. The queue is a list; the SMTP server a counter.
const TEACHER_NO = 640_401;
const ACTIVE = 600_401;
const STOPPED = 600_402;
const NO_EMAIL = 600_403;
const REVIEWER = 600_404;

describe('mail', () => {
  let ds: DataSource;
  const queued: { mail: MailJob; jobId: string }[] = [];
  const jobPrefix = `mail.i23-test-${process.pid}`;

  const alert = (kind: string, audience: Partial<AlertRaisedEvent['audience']>): DomainEvent =>
    ({
      id: `reports:i23-${process.pid}-${kind}`,
      type: 'AlertRaised',
      service: 'reports',
      occurredAt: new Date().toISOString(),
      data: {
        kind,
        dedupe_key: `i23-${kind}`,
        subject: {
          type: 'lesson',
          schedule_no: 640_001,
          schedule_date: '2026-11-27',
          time_limit_no: 21,
          time_label: '19:00～20:20',
          center_no: 1,
          student_no: 640_002,
        },
        audience: { roles: [300], center_no: null, ...audience },
        raised_at: new Date().toISOString(),
      },
    }) as DomainEvent;

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    await ds.query(
      `INSERT INTO "auth"."user_account" ("user_no", "user_id", "email", "user_named", "user_type_code", "status", "teacher_no", "locale_code") VALUES
        ($1, 'i23-mail-active', 'i23-mail-active@test.invalid', 'Active', 300, 'A', $5, 'en'),
        ($2, 'i23-mail-stopped', 'i23-mail-stopped@test.invalid', 'Stopped', 300, 'S', $5, 'ja'),
        ($3, 'i23-mail-none', NULL, 'No email', 300, 'A', $5, 'ja'),
        ($4, 'i23-mail-reviewer', 'i23-mail-reviewer@test.invalid', 'Reviewer', 540, 'A', NULL, 'ja')`,
      [ACTIVE, STOPPED, NO_EMAIL, REVIEWER, TEACHER_NO],
    );
  });

  afterAll(async () => {
    await ds.query(`DELETE FROM "auth"."user_account" WHERE "user_no" BETWEEN $1 AND $2`, [ACTIVE, REVIEWER]);
    await ds.query(`DELETE FROM "auth"."job_run" WHERE "job_key" LIKE $1`, [`${jobPrefix}%`]);
    await ds.destroy();
  });

  describe('MailProcessor', () => {
    it('sends a job once, however often it is processed', async () => {
      let sent = 0;
      const transport = { send: () => Promise.resolve({ messageId: `<${(sent += 1)}@test>` }) } as unknown as MailTransport;
      const worker = new MailProcessor(transport, ds);
      const job = {
        id: `${jobPrefix}.once`,
        data: { to: 'x@test.invalid', subject: 's', text: 't', kind: 'login' },
      } as Job<MailJob>;
      await worker.process(job);
      await worker.process(job);
      expect(sent).toBe(1);
    });

    it('sends again when the first attempt failed (nothing was recorded)', async () => {
      let attempts = 0;
      const transport = {
        send: () => ((attempts += 1) === 1 ? Promise.reject(new Error('SMTP down')) : Promise.resolve({ messageId: '<m@test>' })),
      } as unknown as MailTransport;
      const worker = new MailProcessor(transport, ds);
      const job = {
        id: `${jobPrefix}.retry`,
        data: { to: 'x@test.invalid', subject: 's', text: 't', kind: 'login' },
      } as Job<MailJob>;
      await expect(worker.process(job)).rejects.toThrow('SMTP down');
      await worker.process(job);
      await worker.process(job);
      expect(attempts).toBe(2);
    });
  });

  describe('ReportMailConsumer', () => {
    let consumer: { handle: (event: DomainEvent, tx: unknown) => Promise<void> };

    beforeAll(() => {
      const queue = {
        add: (_name: string, mail: MailJob, o: { jobId: string }) => Promise.resolve(queued.push({ mail, jobId: o.jobId })),
      } as unknown as Queue<MailJob>;
      const rpc = {
        call: () => Promise.resolve({ students: [{ value: 640_002, label: 'Student Name' }] }),
      } as unknown as RpcClient;
      consumer = new ReportMailConsumer(new Mailer(queue), new MailRepository(), rpc, {
        WEB_URL: 'http://web.test',
      } as ConfigOf<typeof authEnv>) as unknown as typeof consumer;
    });

    it("mails a rejection to the teacher's active accounts with an address, in their language", async () => {
      queued.length = 0;
      const event = alert('reportRejected', { teacher_no: TEACHER_NO });
      await ds.transaction((tx) => consumer.handle(event, tx));
      expect(queued.map((q) => q.mail.to)).toEqual(['i23-mail-active@test.invalid']);
      expect(queued[0].jobId).toBe(`mail.reports.i23-${process.pid}-reportRejected.${ACTIVE}`);
      expect(queued[0].mail.kind).toBe('reportRejected');
      expect(queued[0].mail.text).toContain('http://web.test/C50102/640001');
      expect(queued[0].mail.text).toContain('Student Name');
    });

    it('mails a resubmission to the one reviewer it names', async () => {
      queued.length = 0;
      await ds.transaction((tx) => consumer.handle(alert('reportResubmitted', { user_no: REVIEWER }), tx));
      expect(queued.map((q) => q.mail.to)).toEqual(['i23-mail-reviewer@test.invalid']);
    });

    it('mails nobody for other alerts or an alert addressed to no one', async () => {
      queued.length = 0;
      await ds.transaction((tx) => consumer.handle(alert('lessonUnassigned', { teacher_no: TEACHER_NO }), tx));
      await ds.transaction((tx) => consumer.handle(alert('reportRejected', {}), tx));
      expect(queued).toEqual([]);
    });
  });
});
