import type { MailTemplateRecord } from '@school/contracts';
import { renderMailTemplate, unknownMailPlaceholders } from '@school/domain';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

const browse = { orderBy: [], pagination: { current_page: 1, per_page: 30 } };

// M20701 notification mail against the real stack: list, search, the placeholders of each type,
// validation (unknown placeholders), edit, stale edit.
describe('M20701 notification mail', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const office = new ApiSession(stack);
  let original: MailTemplateRecord;

  beforeAll(async () => {
    await Promise.all([head.login('head'), office.login('office')]);
    original = (await head.call('M20701_getEdit', { notification_type: 3 })).output;
  }, 120000);
  afterAll(async () => {
    // leave the seeded text for the next run
    const now = (await head.call('M20701_getEdit', { notification_type: 3 })).output;
    await head.call('M20701_doEdit', { ...original, lock_version: now.lock_version });
  });

  it('lists the three notification types and searches them', async () => {
    const all = await head.call('M20701_doBrowse', { searchInfo: {}, ...browse });
    expect(all.output.data.map((t) => [t.notification_type, t.notification_name])).toEqual([
      [1, '追加授業申請'],
      [2, '講習申込'],
      [3, '振替申請'],
    ]);
    const found = await head.call('M20701_doBrowse', { searchInfo: { search: '振替' }, ...browse });
    expect(found.output.data.map((t) => t.notification_type)).toEqual([3]);
    const none = await head.call('M20701_doBrowse', { searchInfo: { search: '存在しない' }, ...browse });
    expect(none.output.data).toEqual([]);
  });

  it('gives each template with the placeholders its type fills, and every seeded one uses only those', async () => {
    for (const type of [1, 2, 3] as const) {
      const t = (await head.call('M20701_getEdit', { notification_type: type })).output;
      expect(t.placeholders).toEqual(expect.arrayContaining(['student_name', 'schedule_date', 'admin_url']));
      expect(unknownMailPlaceholders(`${t.mail_subject}\n${t.mail_body}`, type)).toEqual([]);
    }
    const seminar = (await head.call('M20701_getEdit', { notification_type: 2 })).output;
    expect(seminar.placeholders).toContain('seminar_name');
    expect((await head.callRaw('M20701_getEdit', { notification_type: 4 })).status).toBe(422);
  });

  it('validates again on the server: required, lengths, unknown placeholders', async () => {
    const res = await head.call('M20701_doEdit', {
      ...original,
      mail_subject: '',
      mail_body: 'x'.repeat(5001),
      lock_version: original.lock_version,
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { mail_subject: ['必須項目です'], mail_body: ['5000文字以内で入力してください'] },
    });
    const unknown = await head.call('M20701_doEdit', {
      ...original,
      mail_subject: '【振替】{studnet_name}様',
      mail_body: `${original.mail_body}\n{seminar_name}`,
      lock_version: original.lock_version,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      mail_subject: ['使用できない差し込み項目があります: {studnet_name}'],
      mail_body: ['使用できない差し込み項目があります: {seminar_name}'],
    });
  });

  it('edits, refuses a stale save with 409 MSG_0001 and changes nothing, and renders the saved text', async () => {
    const subject = '【振替申請】{student_name}様 {schedule_date}';
    const first = await head.call('M20701_doEdit', {
      notification_type: 3,
      mail_subject: subject,
      mail_body: original.mail_body,
      send_flag: 1,
      lock_version: original.lock_version,
    });
    expect(first.status).toBe(200);
    expect(first.output.lock_version).toBe(original.lock_version + 1);

    const stale = await office.call('M20701_doEdit', {
      notification_type: 3,
      mail_subject: '上書き',
      mail_body: original.mail_body,
      send_flag: 0,
      lock_version: original.lock_version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    const now = (await office.call('M20701_getEdit', { notification_type: 3 })).output;
    expect(now.mail_subject).toBe(subject);
    expect(renderMailTemplate(now.mail_subject, { student_name: '山田 太郎', schedule_date: '2025年8月1日' })).toBe(
      '【振替申請】山田 太郎様 2025年8月1日',
    );

    const rows = await query(
      `SELECT "payload" FROM "masters"."outbox" WHERE "type" = 'MailTemplateChanged' ORDER BY "id" DESC LIMIT 1`,
    );
    expect(rows[0].payload).toEqual({ notification_type: 3, lock_version: first.output.lock_version });
  });

  it('is for the roles whose menu has M20701', async () => {
    const teacher = new ApiSession(stack);
    await teacher.login('teacher1');
    expect((await teacher.call('M20701_doBrowse', { searchInfo: {}, ...browse })).status).toBe(403);
  });
});
