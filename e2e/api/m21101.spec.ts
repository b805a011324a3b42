import type { SupportPageFields, SupportPageRecord } from '@school/contracts';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { executableParts, XSS_PAYLOADS } from '../support/rich-text';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// A 1×1 PNG, and what the upload endpoint answers.
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
type Uploaded = { key: string; name: string; size: number; mimetype: string; src: string; _id: string };
const run = Date.now().toString(36);

const fields = (over: Partial<SupportPageFields> = {}): SupportPageFields => ({
  title: `テストヘルプ ${run}`,
  content: '<h2>使い方</h2><p>本文です。</p>',
  function_id: null,
  published: 1,
  audience: ['teacher'],
  file_json: [],
  remarks: null,
  sort_order: 900,
  ...over,
});

// M21101 help settings and C00103 help view against the real stack: the SPEC's messages, stale edits,
// sanitised rich text, and who may read a page's files.
describe('M21101 help settings and C00103 help view', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const office = new ApiSession(stack);
  const teacher = new ApiSession(stack);
  const student = new ApiSession(stack);
  const student2 = new ApiSession(stack);
  const added: SupportPageRecord[] = [];

  const add = async (over: Partial<SupportPageFields> = {}) => {
    const res = await head.call('M21101_doAdd', fields(over));
    expect(res.status).toBe(200);
    added.push(res.output);
    return res.output;
  };
  const upload = async (session: ApiSession, name: string, bytes: Uint8Array<ArrayBuffer> | string) => {
    const res = await session.upload(name, bytes);
    expect(res.status).toBe(201);
    return res.body as Uploaded;
  };
  // The stored files and the uploads still arriving, to prove a refused upload left nothing behind.
  const filesOnDisk = async () => {
    const list = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).map((n) => join(dir, n));
    return [...(await list(stack.filesDir)), ...(await list(join(stack.filesDir, '.incoming')))].sort();
  };

  beforeAll(async () => {
    await Promise.all([
      head.login('head'),
      office.login('office'),
      teacher.login('teacher1'),
      student.login('student1'),
      student2.login('student2'),
    ]);
  }, 120000);

  afterAll(async () => {
    for (const page of added) {
      const now = (await head.call('M21101_getEdit', { support_no: page.support_no })).output;
      if (now) await head.call('M21101_doDelete', { support_no: page.support_no, lock_version: now.lock_version });
    }
  });

  it('refuses a save without title or content with the SPEC’s messages', async () => {
    const res = await head.call('M21101_doAdd', fields({ title: '', content: '' }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { title: ['タイトルは必須です'], content: ['コンテンツは必須です'] },
    });
    // markup the sanitiser drops, or empty blocks, are no content either
    for (const content of ['<p></p>', '<p>&nbsp; </p><ul><li></li></ul>', '<script>alert(1)</script>']) {
      const empty = await head.call('M21101_doAdd', fields({ content }));
      expect(empty.body.errors).toEqual({ content: ['コンテンツは必須です'] });
    }
  });

  it('allows a 500-character title and refuses 501', async () => {
    const long = await head.call('M21101_doAdd', fields({ title: 'あ'.repeat(501) }));
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ title: ['タイトルは500文字以内で入力してください'] });
    const page = await add({ title: 'あ'.repeat(500) });
    expect(page.title).toHaveLength(500);
  });

  it('adds, edits, refuses a stale save with 409 MSG_0001 and changes nothing, lists and deletes', async () => {
    const page = await add();
    expect(page.lock_version).toBe(0);
    const first = await head.call('M21101_doEdit', {
      ...fields({ title: `更新 ${run}` }),
      support_no: page.support_no,
      lock_version: 0,
    });
    expect(first.status).toBe(200);
    expect(first.output.lock_version).toBe(1);
    const stale = await office.call('M21101_doEdit', {
      ...fields({ title: `上書き ${run}` }),
      support_no: page.support_no,
      lock_version: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'MSG_0001',
      message: '他の端末でデータが更新されました。画面を再読み込みしてください。',
    });
    expect((await office.call('M21101_getEdit', { support_no: page.support_no })).output.title).toBe(`更新 ${run}`);

    const list = await office.call('M21101_doBrowse', {
      searchInfo: { search: `更新 ${run}` },
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    expect(list.output.data.map((r) => r.support_no)).toEqual([page.support_no]);

    expect((await office.call('M21101_doDelete', { support_no: page.support_no, lock_version: 0 })).status).toBe(409);
    expect((await office.call('M21101_doDelete', { support_no: page.support_no, lock_version: 1 })).status).toBe(200);
    expect((await head.call('M21101_getEdit', { support_no: page.support_no })).status).toBe(404);
  });

  it(`never gives back an executable part of ${XSS_PAYLOADS.length} XSS payloads, stored or viewed`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    // the check itself finds the executable part of nearly every payload as sent
    expect(XSS_PAYLOADS.filter((p) => executableParts(p).length > 0).length).toBeGreaterThanOrEqual(60);
    let page = await add();
    const leaks: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const saved = await head.call('M21101_doEdit', {
        ...fields({ content: `<p>本文</p>${payload}` }),
        support_no: page.support_no,
        lock_version: page.lock_version,
      });
      expect(saved.status).toBe(200);
      page = saved.output;
      const read = (await head.call('M21101_getEdit', { support_no: page.support_no })).output.content;
      const viewed = await teacher.call('C00103_getSupport', { support_no: page.support_no });
      const shown = viewed.output.available ? viewed.output.content : '';
      for (const html of [page.content, read, shown]) {
        const parts = executableParts(html);
        if (parts.length) leaks.push(`${payload} → ${html} (${parts.join(', ')})`);
      }
      expect(shown).toBe(read);
    }
    expect(leaks).toEqual([]);
  }, 120000);

  it('keeps headings, lists, https links with rel="noopener noreferrer" and uploaded images', async () => {
    const image = await upload(head, '図.png', PNG);
    const page = await add({
      content: `<h2>見出し</h2><ul><li>一</li></ul><p><a href="https://example.jp/">リンク</a></p><p><img src="http://localhost:8443${image.src}" alt="図"></p>`,
    });
    expect(page.content).toBe(
      `<h2>見出し</h2><ul><li>一</li></ul><p><a href="https://example.jp/" rel="noopener noreferrer" target="_blank">リンク</a></p><p><img src="${image.src}" alt="図" /></p>`,
    );
  });

  it('refuses an upload over 100 MB with 413 and leaves no file behind', async () => {
    const before = await filesOnDisk();
    const res = await head.upload('大きい.pdf', new Uint8Array(100 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await filesOnDisk()).toEqual(before);
  }, 60000);

  it('refuses a file whose bytes are not what its name says, and leaves no file behind', async () => {
    const before = await filesOnDisk();
    for (const [name, bytes] of [
      ['photo.png', '<html><script>alert(1)</script></html>'],
      ['資料.pdf', PNG],
      ['page.html', '<p>x</p>'],
      ['image.svg', '<svg onload="alert(1)"></svg>'],
    ] as const) {
      const res = await head.upload(name, bytes);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: `${name} はアップロードできない形式のファイルです（ファイル名と内容の形式が一致しません）。`,
      });
    }
    expect(await filesOnDisk()).toEqual(before);
  });

  it('serves a page’s files to its readers only: staff, and the published audience', async () => {
    const image = await upload(head, 'pic.png', PNG);
    const sheet = await upload(head, '名簿.csv', '氏名,学年\n山田,中1\n');
    expect(sheet.mimetype).toBe('text/csv; charset=utf-8');
    const page = await add({
      audience: ['student'],
      content: `<p>画像</p><p><img src="${image.src}"></p>`,
      file_json: [{ ...sheet, order: 0 }],
    });
    expect(page.file_json).toEqual([{ ...sheet, order: 0 }]);

    // a student of the audience sees the image inline and downloads the sheet
    const shown = await student.file(image.src);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    // shown by the web app's pages, another origin (the session cookie keeps it private)
    expect(shown.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const sheetFile = await student.file(sheet.src);
    expect(sheetFile.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await sheetFile.text()).toBe('氏名,学年\n山田,中1\n');
    expect((await office.file(image.src)).status).toBe(200);

    // a teacher is outside the audience; a student without C00103 cannot open the page either
    const refused = await teacher.file(image.src);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('FORBIDDEN');
    expect((await teacher.call('C00103_getSupport', { support_no: page.support_no })).output).toEqual({
      support_no: page.support_no,
      available: false,
      message: 'このヘルプは現在ご覧いただけません',
    });
    expect((await student2.call('C00103_getSupport', { support_no: page.support_no })).status).toBe(403);
    expect((await student.call('C00103_getSupportList', {})).output.map((p) => p.support_no)).toContain(page.support_no);

    // a draft is for staff only
    const draft = await head.call('M21101_doEdit', {
      ...fields({ audience: ['student'], content: page.content, file_json: page.file_json, published: 0 }),
      support_no: page.support_no,
      lock_version: page.lock_version,
    });
    expect(draft.status).toBe(200);
    expect((await student.file(image.src)).status).toBe(403);
    expect((await student.call('C00103_getSupport', { support_no: page.support_no })).output.available).toBe(false);
    expect((await office.call('C00103_getSupport', { support_no: page.support_no })).output.available).toBe(true);
  });

  it('serves a file no page holds to its uploader only, and refuses to attach someone else’s file', async () => {
    const own = await upload(office, 'memo.txt', 'メモ');
    expect((await office.file(own.src)).status).toBe(200);
    expect((await head.file(own.src)).status).toBe(403);
    const res = await head.call('M21101_doAdd', fields({ file_json: [{ ...own, order: 0 }] }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file_json: ['添付ファイルを確認してください（アップロードし直してください）'] });
  });

  it('shows the published demo help to a teacher, and answers an unknown page as unavailable', async () => {
    const list = (await teacher.call('C00103_getSupportList', {})).output;
    expect(list.map((p) => p.title)).toEqual(expect.arrayContaining(['シフト（勤務可能時間）の登録方法', '授業報告書の書き方']));
    expect(list.map((p) => p.title)).not.toContain('授業割当ボードの使い方');
    const shift = list.find((p) => p.title === 'シフト（勤務可能時間）の登録方法')!;
    const view = await teacher.call('C00103_getSupport', { support_no: shift.support_no });
    expect(view.output).toMatchObject({ available: true, content: expect.stringContaining('<ul><li>') });
    expect((await teacher.call('C00103_getSupport', { support_no: 999999 })).output).toEqual({
      support_no: 999999,
      available: false,
      message: 'このヘルプは現在ご覧いただけません',
    });
  });

  it('is for the roles whose menu has M21101', async () => {
    for (const session of [teacher, student]) {
      const list = await session.call('M21101_doBrowse', {
        searchInfo: {},
        orderBy: [],
        pagination: { current_page: 1, per_page: 10 },
      });
      expect(list.status).toBe(403);
    }
  });
});
