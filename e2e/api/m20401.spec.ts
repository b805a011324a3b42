import { isJobRef, type SubjectFields } from '@school/contracts';
import { query } from '../support/db';
import { finishedJob } from '../support/jobs';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

const HEADER = '科目番号,科目名,略称,小学生,中学生,高校生,表示順,更新日時';

const browse = (searchInfo: Record<string, unknown> = {}, perPage = 30) => ({
  searchInfo,
  orderBy: [],
  pagination: { current_page: 1, per_page: perPage },
});

// M20401 subjects against the real stack: list, search, add, edit, stale edit, delete, the dropdown
// other screens use, the events, and the CSV export through POST /api/download.
describe('M20401 subjects', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const admin = new ApiSession(stack);
  const run = String(Date.now()).slice(-6);
  const fields: SubjectFields = {
    subject_name: `プログラミング${run}`,
    subject_short_name: 'プ',
    elementary_flag: 1,
    junior_high_flag: 1,
    high_school_flag: 0,
    sort_order: 80,
  };

  beforeAll(async () => {
    await Promise.all([head.login('head'), admin.login('admin')]);
  }, 120000);

  it('lists with the default page size of 30, searches, orders, and answers no data as an empty page', async () => {
    const all = await head.call('M20401_doBrowse', browse());
    expect(all.output.pagination).toMatchObject({ current_page: 1, per_page: 30 });
    expect(all.output.data.map((s) => s.subject_name)).toEqual(expect.arrayContaining(['国語', '数学', '英語']));
    const found = await head.call('M20401_doBrowse', browse({ search: '古文' }, 10));
    expect(found.output.data.map((s) => s.subject_name)).toEqual(['古文・漢文']);
    const elementary = await head.call('M20401_doBrowse', browse({ elementary_flag: 1 }));
    expect(elementary.output.data.every((s) => s.elementary_flag === 1)).toBe(true);
    expect(elementary.output.data.map((s) => s.subject_name)).toContain('算数');
    const ordered = await head.call('M20401_doBrowse', {
      ...browse(),
      orderBy: [{ column: 'subject_no', direction: 'desc' }],
    });
    const nos = ordered.output.data.map((s) => s.subject_no);
    expect(nos).toEqual([...nos].sort((a, b) => b - a));
    const none = await head.call('M20401_doBrowse', browse({ search: '存在しない' }, 10));
    expect(none.status).toBe(200);
    expect(none.output).toEqual({ data: [], pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
    const bad = await head.call('M20401_doBrowse', { ...browse(), orderBy: [{ column: 'password', direction: 'asc' }] });
    expect(bad.status).toBe(422);
  });

  it('validates again on the server with the field messages', async () => {
    const res = await head.callRaw('M20401_doAdd', {
      ...fields,
      subject_name: '',
      subject_short_name: 'あ'.repeat(11),
      elementary_flag: 2,
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        subject_name: ['必須項目です'],
        subject_short_name: ['10文字以内で入力してください'],
        elementary_flag: ['0, 1 のいずれかを選択してください'],
      },
    });
    const taken = await head.call('M20401_doAdd', { ...fields, subject_name: '数学' });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ errors: { subject_name: ['この科目名はすでに登録されています'] } });
  });

  it('adds, edits, refuses a stale save with 409 MSG_0001 and changes nothing, then deletes', async () => {
    const added = await head.call('M20401_doAdd', fields);
    expect(added.status).toBe(200);
    const subjectNo = added.output.subject_no;
    expect((await head.call('M20401_getEdit', { subject_no: subjectNo })).output.lock_version).toBe(0);

    // Two people opened the same subject; the center head saves first.
    const first = await head.call('M20401_doEdit', {
      ...fields,
      subject_no: subjectNo,
      lock_version: 0,
      sort_order: 81,
    });
    expect(first.output).toMatchObject({ sort_order: 81, lock_version: 1 });
    const stale = await admin.call('M20401_doEdit', { ...fields, subject_no: subjectNo, lock_version: 0, sort_order: 99 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    expect((await admin.call('M20401_getEdit', { subject_no: subjectNo })).output.sort_order).toBe(81);

    // Other screens see the new subject in the dropdown, and by level.
    const options = (await head.call('M20401_getSubjectsDropdown', {})).output;
    expect(options).toContainEqual({ value: subjectNo, label: fields.subject_name });
    const high = (await head.call('M20401_getSubjectsDropdown', { level: 'high_school' })).output;
    expect(high.map((o) => o.value)).not.toContain(subjectNo);

    const staleDelete = await admin.call('M20401_doDelete', { subject_no: subjectNo, lock_version: 0 });
    expect(staleDelete.status).toBe(409);
    expect((await admin.call('M20401_doDelete', { subject_no: subjectNo, lock_version: 1 })).status).toBe(200);
    expect((await admin.call('M20401_getEdit', { subject_no: subjectNo })).status).toBe(404);

    const events = await query<{ action: string }>(
      `SELECT "payload"->>'action' AS action FROM "masters"."outbox" WHERE "type" = 'SubjectChanged'
        AND ("payload"->'subject'->>'subject_no' = $1 OR "payload"->>'subject_no' = $1) ORDER BY "id"`,
      [String(subjectNo)],
    );
    expect(events.map((e) => e.action)).toEqual(['added', 'edited', 'deleted']);
  });

  it('refuses to delete a subject teachers teach', async () => {
    const [taught] = await query<{ subject_no: number }>(`SELECT "subject_no" FROM "masters"."teacher_subject" LIMIT 1`);
    const subject = (await head.call('M20401_getEdit', { subject_no: taught.subject_no })).output;
    const res = await head.call('M20401_doDelete', { subject_no: subject.subject_no, lock_version: subject.lock_version });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('この科目を指導科目とする講師がいるため削除できません。');
  });

  it('gives the dropdown to every signed-in user in display order, the screen only to its roles', async () => {
    const teacher = new ApiSession(stack);
    await teacher.login('teacher1');
    const options = await teacher.call('M20401_getSubjectsDropdown', {});
    expect(options.status).toBe(200);
    expect(options.output.slice(0, 3)).toEqual([
      { value: 1, label: '国語' },
      { value: 2, label: '算数' },
      { value: 3, label: '数学' },
    ]);
    const elementary = await teacher.call('M20401_getSubjectsDropdown', { level: 'elementary' });
    expect(elementary.output.map((o) => o.label)).toContain('算数');
    expect(elementary.output.map((o) => o.label)).not.toContain('数学');
    expect((await teacher.callRaw('M20401_getSubjectsDropdown', { level: 'college' })).status).toBe(422);
    expect((await teacher.call('M20401_doBrowse', browse())).status).toBe(403);
    const office = new ApiSession(stack);
    await office.login('office');
    expect((await office.call('M20401_doBrowse', browse())).status).toBe(200);
  });

  it('downloads the searched list as CSV: BOM, Japanese header, CRLF, quoting, levels as ○, the list order', async () => {
    // a name with a quote and a comma must survive the CSV (RFC 4180)
    const tricky = `英語"読解", 演習${run}`;
    const added = await head.call('M20401_doAdd', { ...fields, subject_name: tricky, sort_order: 82 });
    expect(added.status).toBe(200);
    const res = await head.download('M20401_exportCSV', { searchInfo: { search: run }, orderBy: [] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('科目一覧_')}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${added.output.subject_no},"英語""読解"", 演習${run}",プ,○,○,,82,\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}:\\d{2}$`,
        ),
      ),
      '',
    ]);
    expect((await head.call('M20401_doDelete', { subject_no: added.output.subject_no, lock_version: 0 })).status).toBe(200);

    // filters and order as the list has them
    const high = await head.download('M20401_exportCSV', {
      searchInfo: { search: '英', high_school_flag: 1 },
      orderBy: [{ column: 'subject_no', direction: 'desc' }],
    });
    expect(high.status).toBe(200);
    const rows = Buffer.from(await high.arrayBuffer())
      .toString('utf8')
      .slice(1)
      .split('\r\n')
      .slice(1, -1);
    expect(rows.map((r) => r.split(',').slice(0, 6).join(','))).toEqual(['15,英会話,会,○,○,○', '4,英語,英,○,○,○']);
  });

  it('runs the whole list as a job whose progress reaches 100, then downloads its file', async () => {
    const total = (await head.call('M20401_doBrowse', browse())).output.pagination.total;
    // up to the stack's CSV_SYNC_MAX_ROWS the export answers the file at once; the whole list is a job
    expect(total).toBeGreaterThan(stack.csvSyncMaxRows);
    const started = await head.call('M20401_exportCSV', { searchInfo: {}, orderBy: [] });
    expect(started.status).toBe(200);
    const job = started.output;
    if (!isJobRef(job)) throw new Error(`not a job: ${JSON.stringify(job)}`);
    expect(job.jobId).toMatch(/^csv-export-masters\./);
    const progress = await finishedJob(head, job.jobId, 'the export', 20000);
    expect(progress).toMatchObject({ state: 'completed', progress: 100 });
    const res = await head.download('Job_getFile', { fileKey: progress.file?.fileKey ?? '' });
    expect(res.status).toBe(200);
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(text.split('\r\n').length - 1).toBe(total + 1);
    expect(text).toContain('\r\n1,国語,国,○,○,,1,');
  });

  it('exports only for the roles whose menu has M20401', async () => {
    const teacher = new ApiSession(stack);
    await teacher.login('teacher1');
    expect((await teacher.call('M20401_exportCSV', { searchInfo: {}, orderBy: [] })).status).toBe(403);
  });
});
