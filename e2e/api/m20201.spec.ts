import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isJobRef, type ClassroomFields } from '@school/contracts';
import { outboxActions, query } from '../support/db';
import { finishedJob } from '../support/jobs';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// A tricky name: a comma, quotes and a line break must survive the CSV (RFC 4180). The run's tag
// keeps reruns on the same database apart.
const RUN = Date.now().toString(36);
const TRICKY = `品川 "本館", 2階\n奥${RUN}`;
const fields: ClassroomFields = {
  center_no: 1,
  classroom_name: '品川テスト教室',
  classroom_type: 2,
  booth_count: 4,
  meeting_url: 'https://meet.example.jp/shinagawa',
  sort_order: 90,
};
const HEADER = '教室番号,センター番号,センター,教室名,教室種別,ブース数,ミーティングURL,表示順,更新日時';

// M20201 classrooms against the real stack: list, search, filters, add, edit, stale edit, delete,
// events, and the CSV export through POST /api/download (small: the file; large: a job).
describe('M20201 classrooms', () => {
  // The shared stack's exports folder, given an export that expired a day ago.
  const stack = sharedStack();
  const files = stack.filesDir;
  const stale = randomUUID();
  const head = new ApiSession(stack);
  const admin = new ApiSession(stack);

  const browse = (session: ApiSession, searchInfo: Record<string, unknown>, per_page = 30) =>
    session.call('M20201_doBrowse', { searchInfo, orderBy: [], pagination: { current_page: 1, per_page } });

  beforeAll(async () => {
    writeFileSync(join(files, stale), 'old');
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    const meta = { key: stale, name: 'old.csv', mimetype: 'text/csv', size: 3, createdAt: dayAgo, ownerUserNo: 1 };
    writeFileSync(join(files, `${stale}.json`), JSON.stringify({ ...meta, expiresAt: dayAgo }));
    await Promise.all([head.login('head'), admin.login('admin')]);
  }, 120000);
  it('lists, searches, filters by center and answers no data as an empty page', async () => {
    const all = await browse(head, {});
    expect(all.status).toBe(200);
    expect(all.output.pagination).toMatchObject({ current_page: 1, per_page: 30 });
    expect(all.output.pagination.total).toBeGreaterThan(stack.csvSyncMaxRows);
    expect(all.output.data[0]).toEqual(
      expect.objectContaining({ classroom_name: expect.any(String), center_name: expect.any(String) }),
    );

    const center = all.output.data[0].center_no;
    const byCenter = await browse(head, { center_no: center });
    expect(byCenter.output.data.length).toBeGreaterThan(0);
    expect(byCenter.output.data.every((r) => r.center_no === center)).toBe(true);

    const name = all.output.data[0].classroom_name;
    const found = await browse(head, { search: name });
    expect(found.output.data.map((r) => r.classroom_name)).toContain(name);

    const none = await browse(head, { search: '存在しない教室' }, 10);
    expect(none.status).toBe(200);
    expect(none.output).toEqual({ data: [], pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
  });

  it('validates again on the server with the field messages', async () => {
    const res = await head.call('M20201_doAdd', {
      ...fields,
      classroom_name: '',
      meeting_url: 'ftp://x.example.jp',
      booth_count: -1,
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        classroom_name: ['必須項目です'],
        meeting_url: ['URL（https, http）を入力してください'],
        booth_count: ['0以上で入力してください'],
      },
    });
    const group = await head.call('M20201_doAdd', { ...fields, center_no: 100 });
    expect(group.status).toBe(422);
    expect(group.body).toMatchObject({ errors: { center_no: ['センターを正しく選択してください'] } });
  });

  it('adds, edits, refuses a stale save with 409 MSG_0001 and changes nothing, then deletes', async () => {
    const added = await head.call('M20201_doAdd', fields);
    expect(added.status).toBe(200);
    const classroomNo = added.output.classroom_no;
    expect((await head.call('M20201_getEdit', { classroom_no: classroomNo })).output.lock_version).toBe(0);

    // Two people opened the same classroom; the center head saves first.
    const first = await head.call('M20201_doEdit', {
      ...fields,
      classroom_no: classroomNo,
      lock_version: 0,
      classroom_name: '品川第1教室',
    });
    expect(first.output.lock_version).toBe(1);
    const stale = await admin.call('M20201_doEdit', {
      ...fields,
      classroom_no: classroomNo,
      lock_version: 0,
      classroom_name: '上書き教室',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    expect(stale.body.message).toBe('他の端末でデータが更新されました。画面を再読み込みしてください。');
    expect((await admin.call('M20201_getEdit', { classroom_no: classroomNo })).output.classroom_name).toBe('品川第1教室');

    expect((await admin.call('M20201_doDelete', { classroom_no: classroomNo, lock_version: 0 })).status).toBe(409);
    expect((await admin.call('M20201_doDelete', { classroom_no: classroomNo, lock_version: 1 })).status).toBe(200);
    expect((await admin.call('M20201_getEdit', { classroom_no: classroomNo })).status).toBe(404);

    // Each change published ClassroomChanged through the outbox.
    expect(await outboxActions('masters', 'ClassroomChanged', 'classroom', 'classroom_no', classroomNo)).toEqual([
      'added',
      'edited',
      'deleted',
    ]);
  });

  it('refuses to delete a classroom that has students', async () => {
    const rows = await query<{ classroom_no: number }>(
      `SELECT "classroom_no" FROM "masters"."student" WHERE "classroom_no" IS NOT NULL LIMIT 1`,
    );
    const used = (await head.call('M20201_getEdit', { classroom_no: rows[0].classroom_no })).output;
    const res = await head.call('M20201_doDelete', { classroom_no: used.classroom_no, lock_version: used.lock_version });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('この教室に所属する生徒がいるため削除できません。');
  });

  // The gateway's sweep of expired files at start and hourly: services/gateway/src/files/file-sweeper.spec.ts.
  it('keeps an export for a day: an expired one is gone for its owner', async () => {
    expect(existsSync(join(files, stale))).toBe(true);
    const expired = await admin.download('Job_getFile', { fileKey: stale });
    expect(expired.status).toBe(404);

    // one center's classrooms: few enough to be written during the call; the folder is shared, so
    // the export is the one new file of head's
    const before = new Set(readdirSync(files));
    const res = await head.download('M20201_exportCSV', { searchInfo: { center_no: 1 }, orderBy: [] });
    expect(res.status).toBe(200);
    const headNo = (await head.call('getCurrentUser', {})).output?.user_no;
    const metas = readdirSync(files).filter(
      (f) =>
        f.endsWith('.json') &&
        !before.has(f) &&
        (JSON.parse(readFileSync(join(files, f), 'utf8')) as { ownerUserNo: number }).ownerUserNo === headNo,
    );
    expect(metas).toHaveLength(1);
    const meta = JSON.parse(readFileSync(join(files, metas[0]), 'utf8')) as { expiresAt: string };
    const hours = (Date.parse(meta.expiresAt) - Date.now()) / 3600000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('downloads a small CSV through POST /api/download: BOM, Japanese header, CRLF, quoting, columns', async () => {
    const added = await head.call('M20201_doAdd', { ...fields, classroom_name: TRICKY, classroom_type: 1 });
    expect(added.status).toBe(200);
    const res = await head.download('M20201_exportCSV', { searchInfo: { search: `"本館" ${RUN}` }, orderBy: [] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('教室一覧_')}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith(`${HEADER}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    // the one row: the tricky name quoted with its quotes doubled and its line break kept
    const row = text.slice(HEADER.length + 2, -2);
    expect(row).toMatch(
      new RegExp(
        `^${added.output.classroom_no},1,渋谷校,"品川 ""本館"", 2階\n奥${RUN}",オンライン,4,https://meet\\.example\\.jp/shinagawa,90,\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}:\\d{2}$`,
      ),
    );
    expect((await head.call('M20201_doDelete', { classroom_no: added.output.classroom_no, lock_version: 0 })).status).toBe(200);
  });

  it('runs a large export as a job whose progress reaches 100, then downloads its file', async () => {
    const total = (await browse(head, {})).output.pagination.total;
    const started = await head.call('M20201_exportCSV', { searchInfo: {}, orderBy: [] });
    expect(started.status).toBe(200);
    const job = started.output;
    if (!isJobRef(job)) throw new Error(`not a job: ${JSON.stringify(job)}`);
    expect(job.jobId).toMatch(/^csv-export-masters\./);

    // another user does not see someone else's job
    expect((await admin.call('Job_getProgress', { jobId: job.jobId })).status).toBe(404);

    const progress = await finishedJob(head, job.jobId, 'the export', 20000);
    expect(progress.state).toBe('completed');
    expect(progress.progress).toBe(100);
    expect(progress.file).toEqual(expect.objectContaining({ contentType: 'text/csv; charset=utf-8' }));

    const fileKey = progress.file?.fileKey ?? '';
    expect((await admin.call('Job_getFile', { fileKey })).status).toBe(404);
    const res = await head.download('Job_getFile', { fileKey });
    expect(res.status).toBe(200);
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    // the header, then one CRLF-ended line per classroom
    expect(text.split('\r\n').length - 1).toBe(total + 1);
  });

  it('is for the roles whose menu has M20201', async () => {
    for (const userId of ['teacher1', 'classroom']) {
      const other = new ApiSession(stack);
      await other.login(userId);
      expect((await browse(other, {})).status).toBe(403);
      expect((await other.call('M20201_exportCSV', { searchInfo: {}, orderBy: [] })).status).toBe(403);
    }
  });
});
