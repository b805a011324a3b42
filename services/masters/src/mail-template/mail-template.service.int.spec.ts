import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { AppError } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { MailTemplateRepository } from './mail-template.repository';
import { MailTemplateService } from './mail-template.service';

// The notification mail service against the run's migrated and seeded PostgreSQL. The templates are
// the seeded ones, which API tests of the same run edit: this test only reads them and is refused.
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey } : e),
  );

describe('MailTemplateService', () => {
  let ds: DataSource;
  let templates: MailTemplateService;

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    templates = new MailTemplateService(ds, new MailTemplateRepository(ds));
  });

  afterAll(() => ds.destroy());

  it('lists one template per notification type and reads one with its placeholders', async () => {
    const page = await templates.browse({});
    expect(page.data.map((r) => r.notification_type)).toEqual([1, 2, 3]);
    const row = await templates.getEdit({ notification_type: 1 });
    expect(row.placeholders.length).toBeGreaterThan(0);
  });

  it('refuses a stale save and an unknown placeholder, changing nothing', async () => {
    const row = await templates.getEdit({ notification_type: 2 });
    const input = { notification_type: 2, mail_subject: row.mail_subject, mail_body: row.mail_body, send_flag: row.send_flag };
    expect(await refusal(templates.edit({ ...input, lock_version: row.lock_version + 100 }))).toMatchObject({ status: 409 });
    expect(
      await refusal(templates.edit({ ...input, lock_version: row.lock_version, mail_body: `${row.mail_body} {{int_unknown}}` })),
    ).toMatchObject({ status: 422 });
    expect((await templates.getEdit({ notification_type: 2 })).lock_version).toBe(row.lock_version);
  });

  it('gives C30101 the three types’ send flag and subject, to staff and student 110 only', async () => {
    const caller = (role: number, o: Partial<Caller> = {}): Caller => ({
      userNo: 1,
      role,
      functionIds: ['C30101'],
      centerNos: null,
      teacherNo: null,
      studentNo: null,
      locale: 'ja',
      requestId: 'mail-template.service.int.spec',
      ip: '127.0.0.1',
      frontendUrl: null,
      ...o,
    });
    const stored = (await ds.query(
      `SELECT "notification_type", "mail_subject", "send_flag" FROM "masters"."mail_template" ORDER BY 1`,
    )) as { notification_type: number; mail_subject: string; send_flag: number }[];
    const settings = await templates.mailSettings(caller(ROLE.OFFICE_STAFF));
    expect(
      settings.map(({ notification_type, mail_subject, send_flag }) => ({ notification_type, mail_subject, send_flag })),
    ).toEqual(stored);
    expect(settings.every((s) => s.notification_name !== '')).toBe(true);
    expect(await templates.mailSettings(caller(ROLE.STUDENT_110, { studentNo: 1 }))).toEqual(settings);
    for (const refused of [caller(ROLE.STUDENT_120, { studentNo: 2 }), caller(ROLE.TEACHER, { teacherNo: 1 })])
      expect(await refusal(templates.mailSettings(refused))).toMatchObject({ status: 403 });
  });
});
