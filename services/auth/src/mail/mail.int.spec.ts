import { type AlertRaisedEvent, type DomainEvent, QUEUES } from '@school/contracts';
import { type ConfigOf, redisOptions, RpcClient } from '@school/server-kit';
import { type Job, Queue } from 'bullmq';
import { connect, type NatsConnection } from 'nats';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { type authEnv } from '../config';
import { type MailJob } from './mail-content';
import { MailProcessor } from './mail.processor';
import { MailRepository } from './mail.repository';
import { MailTransport } from './mail.transport';
import { Mailer } from './mailer';
import { ReportMailConsumer } from './report-mail.consumer';

// The mail queue's consumers against the real PostgreSQL the run migrated and seeded, a real BullMQ
// queue on the run's Redis (under a prefix of this file's own, so the stack's worker does not take its
// jobs; obliterated after), the run's SMTP server (jest's global setup starts it) and masters over the run's NATS: the worker sends
// each job once (its job_run row), and a report alert becomes one queued mail per active account with
// an address. Accounts 600_401…, teacher 640_401 and the job keys are the spec's own, removed after.
const TEACHER_NO = 640_401;
const ACTIVE = 600_401;
const STOPPED = 600_402;
const NO_EMAIL = 600_403;
const REVIEWER = 600_404;

const configWith = (smtpUrl: string) =>
  ({
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'School <no-reply@school.example.jp>',
    MAIL_DIR: '.data/mail',
    WEB_URL: 'http://web.test',
  }) as ConfigOf<typeof authEnv>;

// An SMTP URL whose port nothing listens on: the connection is refused.
const refusedSmtpUrl = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
};

describe('mail', () => {
  let ds: DataSource;
  let nc: NatsConnection;
  let queue: Queue<MailJob>;
  let mailer: Mailer;
  let student: { student_no: number; student_name: string };
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
          student_no: student.student_no,
        },
        audience: { roles: [300], center_no: null, ...audience },
        raised_at: new Date().toISOString(),
      },
    }) as DomainEvent;

  // The jobs in the queue now, oldest first (none is taken: no worker listens on this prefix).
  const queued = () => queue.getJobs(['waiting'], 0, -1, true);

  // A job as the worker gets it: put on the real queue and read back from Redis.
  const jobOf = async (name: string, to: string): Promise<Job<MailJob>> => {
    const id = `${jobPrefix}.${name}`;
    await mailer.enqueue({ to, subject: `i23 ${name}`, text: 't', kind: 'login' }, id);
    return (await queue.getJob(id))!;
  };

  // The mails the run's SMTP server accepted, from its spool (one JSON file each: e2e/support/mailbox.ts).
  const mailsTo = (to: string): { to: string; messageId: string }[] => {
    const dir = process.env.E2E_MAIL_DIR!;
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; messageId: string })
      .filter((m) => m.to === to);
  };

  beforeAll(async () => {
    // the run's services listen in the run's namespace (jest's global setup names it)
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
    queue = new Queue<MailJob>(QUEUES.mail, {
      connection: redisOptions(process.env.REDIS_URL!),
      prefix: `${process.env.E2E_NATS_NAMESPACE!}.i23-mail-spec-${process.pid}`,
    });
    mailer = new Mailer(queue);
    [student] = (await ds.query(
      `SELECT "student_no", "student_name" FROM "masters"."student" ORDER BY "student_no" LIMIT 1`,
    )) as { student_no: number; student_name: string }[];
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
    await queue.obliterate({ force: true });
    await queue.close();
    await nc.drain();
    await ds.destroy();
  });

  describe('MailProcessor', () => {
    it('sends a job once, however often it is processed', async () => {
      const to = `i23-once-${process.pid}@test.invalid`;
      const worker = new MailProcessor(new MailTransport(configWith(process.env.E2E_SMTP_URL!)), ds);
      const job = await jobOf('once', to);
      await worker.process(job);
      await worker.process(job);
      expect(mailsTo(to).map((m) => m.messageId)).toEqual([`<${job.id}@school.example.jp>`]);
    });

    it('sends again when the first attempt failed (nothing was recorded)', async () => {
      const to = `i23-retry-${process.pid}@test.invalid`;
      const down = new MailProcessor(new MailTransport(configWith(await refusedSmtpUrl())), ds);
      const up = new MailProcessor(new MailTransport(configWith(process.env.E2E_SMTP_URL!)), ds);
      const job = await jobOf('retry', to);
      await expect(down.process(job)).rejects.toThrow(/ECONNREFUSED/);
      expect(mailsTo(to)).toEqual([]);
      await up.process(job);
      await up.process(job);
      expect(mailsTo(to)).toHaveLength(1);
    });
  });

  describe('ReportMailConsumer', () => {
    let consumer: { handle: (event: DomainEvent, tx: unknown) => Promise<void> };

    beforeAll(() => {
      consumer = new ReportMailConsumer(
        mailer,
        new MailRepository(),
        new RpcClient(nc, 10000),
        configWith(process.env.E2E_SMTP_URL!),
      ) as unknown as typeof consumer;
    });

    beforeEach(() => queue.drain(true));

    it("mails a rejection to the teacher's active accounts with an address, in their language", async () => {
      const event = alert('reportRejected', { teacher_no: TEACHER_NO });
      await ds.transaction((tx) => consumer.handle(event, tx));
      const jobs = await queued();
      expect(jobs.map((j) => j.data.to)).toEqual(['i23-mail-active@test.invalid']);
      expect(jobs[0].id).toBe(`mail.reports.i23-${process.pid}-reportRejected.${ACTIVE}`);
      expect(jobs[0].data.kind).toBe('reportRejected');
      expect(jobs[0].data.text).toContain('http://web.test/C50102/640001');
      expect(jobs[0].data.text).toContain(student.student_name);
    });

    it('mails a resubmission to the one reviewer it names', async () => {
      await ds.transaction((tx) => consumer.handle(alert('reportResubmitted', { user_no: REVIEWER }), tx));
      expect((await queued()).map((j) => j.data.to)).toEqual(['i23-mail-reviewer@test.invalid']);
    });

    it('mails nobody for other alerts or an alert addressed to no one', async () => {
      await ds.transaction((tx) => consumer.handle(alert('lessonUnassigned', { teacher_no: TEACHER_NO }), tx));
      await ds.transaction((tx) => consumer.handle(alert('reportRejected', {}), tx));
      expect(await queued()).toEqual([]);
    });
  });
});
