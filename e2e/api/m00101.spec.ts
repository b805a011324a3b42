import type { NoticeFields, NoticeRecord } from '@school/contracts';
import { addDays, tokyoDate } from '@school/domain';
import { query } from '../support/db';
import { executableParts, XSS_PAYLOADS } from '../support/rich-text';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

type Uploaded = { key: string; name: string; size: number; mimetype: string; src: string; _id: string };
const run = Date.now().toString(36);
const today = tokyoDate(new Date());

const fields = (over: Partial<NoticeFields> = {}): NoticeFields => ({
  title: `テストお知らせ ${run}`,
  content: '<p>本文です。</p>',
  important_flag: 0,
  publish_start_date: today,
  publish_end_date: null,
  roles: [110, 120, 130],
  center_nos: [],
  file_json: [],
  ...over,
});

// M00101 notice settings and C00101 notices against the real stack: messages, stale edits, sanitised
// rich text, who reads a notice (role, center, period) and its files.
describe('M00101 notice settings and C00101 notices', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const office = new ApiSession(stack);
  const teacher = new ApiSession(stack);
  const student1 = new ApiSession(stack);
  const student2 = new ApiSession(stack);
  // student1's center, and another center
  let home = 0;
  let elsewhere = 0;

  const save = async (over: Partial<NoticeFields> = {}) => {
    const res = await head.call('M00101_doSave', fields(over));
    expect(res.status).toBe(200);
    return res.output;
  };
  const noticesOf = async (session: ApiSession) => {
    const res = await session.call('C00101_getNotice', {});
    expect(res.status).toBe(200);
    return res.output.filter((n) => n.title.includes(run));
  };

  beforeAll(async () => {
    await Promise.all([
      head.login('head'),
      office.login('office'),
      teacher.login('teacher1'),
      student1.login('student1'),
      student2.login('student2'),
    ]);
    const [own] = await query<{ center_no: number }>(
      `SELECT s."center_no" FROM "masters"."student" s JOIN "auth"."user_account" u ON u."student_no" = s."student_no"
       WHERE u."user_id" = 'student1'`,
    );
    home = own.center_no;
    const dropdowns = (await head.call('M00101_getDropdownData', {})).output;
    elsewhere = dropdowns.centers.find((c) => c.value !== home)!.value;
    expect(dropdowns.roles).not.toContain(300);
  }, 120000);

  it('refuses a notice without its fields with clear messages, and writes nothing', async () => {
    const count = async () =>
      (await query<{ n: number }>(`SELECT count(*)::int AS n FROM "masters"."notice" WHERE "title" LIKE $1`, [`%${run}%`]))[0].n;
    const before = await count();
    const empty = await head.call('M00101_doSave', fields({ title: '', content: '<p> </p>', publish_start_date: '', roles: [] }));
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        title: ['タイトルは必須です'],
        content: ['コンテンツは必須です'],
        publish_start_date: ['必須項目です'],
        roles: ['必須項目です'],
      },
    });
    const wrong = await head.call(
      'M00101_doSave',
      fields({
        title: 'あ'.repeat(501),
        publish_start_date: '2026-12-10',
        publish_end_date: '2026-12-09',
        roles: [110, 300],
        center_nos: [999999],
      }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      title: ['タイトルは500文字以内で入力してください'],
      publish_end_date: ['掲載終了日は掲載開始日以降の日付を入力してください'],
      roles: ['お知らせを表示できない対象ロールが含まれています'],
      center_nos: ['対象センターを正しく選択してください'],
    });
    // in the caller's language
    const en = new ApiSession(stack, { 'accept-language': 'en' });
    await en.login('office');
    await en.call('setUserLocale', { locale: 'en' });
    const english = await en.call('M00101_doSave', fields({ publish_start_date: '2026-12-10', publish_end_date: '2026-12-09' }));
    expect(english.body.errors).toEqual({ publish_end_date: ['The end date must be on or after the start date'] });
    await en.call('setUserLocale', { locale: 'ja' });
    expect(await count()).toBe(before);
  });

  it('adds, edits, refuses a stale save with 409 MSG_0001 and changes nothing, and lists', async () => {
    const notice = await save({ center_nos: [home], roles: [120, 110] });
    expect(notice).toMatchObject({ lock_version: 0, roles: [110, 120], center_nos: [home], publish_end_date: null });
    const first = await head.call('M00101_doSave', {
      ...fields({ title: `更新 ${run}` }),
      notice_no: notice.notice_no,
      lock_version: 0,
    });
    expect(first.status).toBe(200);
    expect(first.output).toMatchObject({ lock_version: 1, roles: [110, 120, 130], center_nos: [] });
    const stale = await office.call('M00101_doSave', {
      ...fields({ title: `上書き ${run}` }),
      notice_no: notice.notice_no,
      lock_version: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'MSG_0001',
      message: '他の端末でデータが更新されました。画面を再読み込みしてください。',
    });
    expect((await office.call('M00101_getEdit', { notice_no: notice.notice_no })).output).toEqual(first.output);

    const list = await office.call('M00101_doBrowse', {
      searchInfo: { search: `更新 ${run}` },
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    expect(list.output.data).toEqual([
      expect.objectContaining({ notice_no: notice.notice_no, roles: [110, 120, 130], center_nos: [], publish_start_date: today }),
    ]);
    expect((await head.call('M00101_getEdit', { notice_no: 999999 })).status).toBe(404);
  });

  it(`never gives back an executable part of ${XSS_PAYLOADS.length} XSS payloads, stored or shown`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    let notice: NoticeRecord = await save({ title: `XSS ${run}`, roles: [110] });
    const leaks: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const saved = await head.call('M00101_doSave', {
        ...fields({ title: `XSS ${run}`, roles: [110], content: `<p>本文</p>${payload}` }),
        notice_no: notice.notice_no,
        lock_version: notice.lock_version,
      });
      expect(saved.status).toBe(200);
      notice = saved.output;
      const read = (await head.call('M00101_getEdit', { notice_no: notice.notice_no })).output.content;
      const shown = (await noticesOf(student1)).find((n) => n.notice_no === notice.notice_no)?.content;
      expect(shown).toBe(read);
      for (const html of [notice.content, read]) {
        const parts = executableParts(html);
        if (parts.length) leaks.push(`${payload} → ${html} (${parts.join(', ')})`);
      }
    }
    expect(leaks).toEqual([]);
  }, 180000);

  it('drops images from outside (the CSP would not load them) and keeps our uploads', async () => {
    const notice = await save({ content: '<p>外部<img src="https://cdn.example.jp/a.png" alt="外部画像"></p>' });
    expect(notice.content).toBe('<p>外部</p>');
  });

  it('shows each reader the notices of their role and center inside the period, newest first', async () => {
    const students = [110, 120, 130];
    const older = await save({
      title: `三日前 ${run}`,
      roles: students,
      center_nos: [home],
      publish_start_date: addDays(today, -3),
    });
    const newer = await save({ title: `本日 ${run}`, roles: students, center_nos: [home], important_flag: 1 });
    const other = await save({ title: `他校 ${run}`, roles: students, center_nos: [elsewhere] });
    const only120 = await save({ title: `生徒120 ${run}`, roles: [120] });
    const future = await save({ title: `明日から ${run}`, roles: students, publish_start_date: addDays(today, 1) });
    const past = await save({
      title: `昨日まで ${run}`,
      roles: students,
      publish_start_date: addDays(today, -5),
      publish_end_date: addDays(today, -1),
    });
    const staff = await save({ title: `スタッフ ${run}`, roles: [550, 540], publish_end_date: today });
    // written ten days ago: it reached its readers on its first day
    await query(`UPDATE "masters"."notice" SET "created_at" = now() - interval '10 days' WHERE "notice_no" = $1`, [
      older.notice_no,
    ]);

    const seen = await noticesOf(student1);
    const mine = [older, newer, other, only120, future, past, staff].map((n) => n.notice_no);
    expect(seen.filter((n) => mine.includes(n.notice_no)).map((n) => n.title)).toEqual([`本日 ${run}`, `三日前 ${run}`]);
    const [shownNewer, shownOlder] = seen.filter((n) => mine.includes(n.notice_no));
    expect(shownNewer).toMatchObject({ important_flag: 1, content: '<p>本文です。</p>', file_json: [] });
    // published when written (today), or at the start of its first day (Tokyo) when written before it
    expect(Date.now() - Date.parse(shownNewer.published_at)).toBeLessThan(10 * 60 * 1000);
    expect(shownOlder.published_at).toBe(new Date(`${addDays(today, -3)}T00:00:00+09:00`).toISOString());

    expect((await noticesOf(student2)).map((n) => n.notice_no)).toContain(only120.notice_no);
    expect((await noticesOf(office)).map((n) => n.notice_no)).toEqual(expect.arrayContaining([staff.notice_no]));
    expect((await noticesOf(office)).map((n) => n.notice_no)).not.toContain(newer.notice_no);
    expect((await noticesOf(head)).map((n) => n.notice_no)).toContain(staff.notice_no);
  });

  it('refuses C00101 to a teacher (SPEC §6) and M00101 to students and teachers', async () => {
    const refused = await teacher.call('C00101_getNotice', {});
    expect(refused.status).toBe(403);
    for (const session of [teacher, student1]) {
      expect((await session.call('M00101_getDropdownData', {})).status).toBe(403);
      expect((await session.call('M00101_doSave', fields())).status).toBe(403);
    }
  });

  it('serves a notice’s files to its audience and the staff who edit notices; anyone else gets 403', async () => {
    const upload = await head.upload('時間割.csv', '曜日,時限\n月,1\n');
    expect(upload.status).toBe(201);
    const sheet = upload.body as Uploaded;
    const notice = await save({ title: `添付 ${run}`, roles: [110], center_nos: [home], file_json: [{ ...sheet, order: 0 }] });
    expect(notice.file_json).toEqual([{ ...sheet, order: 0 }]);
    expect((await noticesOf(student1)).find((n) => n.notice_no === notice.notice_no)?.file_json).toEqual(notice.file_json);

    const file = await student1.file(sheet.src);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await file.text()).toBe('曜日,時限\n月,1\n');
    expect((await office.file(sheet.src)).status).toBe(200);
    for (const outsider of [student2, teacher]) {
      const refused = await outsider.file(sheet.src);
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe('FORBIDDEN');
    }

    // readers lose the file with the notice: moved to another center, then ended
    const moved = await head.call('M00101_doSave', {
      ...fields({ title: `添付 ${run}`, roles: [110], center_nos: [elsewhere], file_json: notice.file_json }),
      notice_no: notice.notice_no,
      lock_version: notice.lock_version,
    });
    expect(moved.status).toBe(200);
    expect((await student1.file(sheet.src)).status).toBe(403);
    expect((await head.file(sheet.src)).status).toBe(200);
  });
});
