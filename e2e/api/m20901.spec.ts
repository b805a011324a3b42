import { isJobRef, type UserFields, type UserRecord } from '@school/contracts';
import { query } from '../support/db';
import { finishedJob } from '../support/jobs';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

const browse = (search: string, per_page = 30) => ({
  searchInfo: { search },
  orderBy: [],
  pagination: { current_page: 1, per_page },
});
const fields: UserFields = {
  user_id: 'm20901.office',
  user_named: '新人 事務',
  email: 'm20901.office@example.jp',
  user_type_code: 540,
  status: 'A',
  teacher_no: null,
  student_no: null,
  authority_function_ids: ['C10101', 'M21001'],
  center_nos: [1],
};

// M20901 users against the real stack: list, search, dropdowns, add with the initial password,
// edit (a role change ends the user's sessions), the 409 of a stale save, delete, access.
describe('M20901 users', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const admin2 = new ApiSession(stack);
  let added: UserRecord;

  beforeAll(async () => {
    await Promise.all([admin.login('admin'), admin2.login('admin')]);
  }, 120000);

  it('lists 30 a page, searches, answers no data as an empty page, and never shows passwords', async () => {
    const all = await admin.call('M20901_doBrowse', browse(''));
    expect(all.output.pagination).toMatchObject({ current_page: 1, per_page: 30 });
    expect(all.output.data.map((u) => u.user_id)).toEqual(expect.arrayContaining(['admin', 'head', 'teacher1', 'student1']));
    expect(JSON.stringify(all.output)).not.toContain('password');
    const found = await admin.call('M20901_doBrowse', browse('teacher1', 10));
    expect(found.output.data.map((u) => u.user_id)).toEqual(['teacher1']);
    const none = await admin.call('M20901_doBrowse', browse('存在しない'));
    expect(none.output).toEqual({ data: [], pagination: { current_page: 1, last_page: 1, per_page: 30, total: 0 } });
    const teacher = await admin.call('M20901_getEdit', { user_no: found.output.data[0].user_no });
    expect(teacher.output).toMatchObject({ user_id: 'teacher1', user_type_code: 300, teacher_no: 1, has_password: true });
    expect(Object.keys(teacher.output)).not.toContain('password_hash');
  });

  it('gives the roles, the function ids and the linked teacher and student choices', async () => {
    const dropdowns = await admin.call('M20901_getDropdownData', {});
    expect(dropdowns.output.roles).toEqual([560, 550, 540, 530, 520, 410, 420, 430, 300, 110, 120, 130]);
    expect(dropdowns.output.functions.map((f) => f.value)).toEqual(expect.arrayContaining(['C10101', 'M21001']));
    const teachers = await admin.call('M20901_getLinkChoices', {
      kind: 'teacher',
      search: '1',
    });
    expect(teachers.output.map((t) => t.value)).toContain(1);
    const students = await admin.call('M20901_getLinkChoices', { kind: 'student' });
    expect(students.output.length).toBeGreaterThan(0);
    // the auth service's own check is not for browsers
    expect((await admin.call('M20901_checkLinks', { teacher_no: 1, student_no: null })).status).toBe(403);
  });

  it('validates again on the server with the field messages', async () => {
    const res = await admin.call('M20901_doAdd', { ...fields, user_id: '', email: 'not-mail', user_type_code: 300 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        user_id: ['必須項目です'],
        email: ['有効なメールアドレスを入力してください'],
        teacher_no: ['講師アカウントには講師を選択してください'],
      },
    });
    const taken = await admin.call('M20901_doAdd', { ...fields, user_id: 'ADMIN', email: 'head@demo.school.example.jp' });
    expect(taken.body.errors).toEqual({
      user_id: ['このユーザーIDはすでに使われています'],
      email: ['このメールアドレスは他のアカウントで使われています'],
    });
    const unknown = await admin.call('M20901_doAdd', { ...fields, user_type_code: 300, teacher_no: 999999 });
    expect(unknown.body.errors).toEqual({ teacher_no: ['講師が見つかりません'] });
    const fn = await admin.call('M20901_doAdd', { ...fields, authority_function_ids: ['X99999'] });
    expect(fn.body.errors).toEqual({ authority_function_ids: ['機能IDの指定が正しくありません'] });
  });

  it('adds an account without a password; the initial password is issued once and signs in', async () => {
    const res = await admin.call('M20901_doAdd', fields);
    expect(res.status).toBe(200);
    added = res.output;
    expect(added).toMatchObject({ user_id: 'm20901.office', has_password: false, lock_version: 0, center_nos: [1] });
    const issued = await admin.call('M20901_resetInitPassword', { user_no: added.user_no });
    expect(issued.output.initial_password.length).toBeGreaterThanOrEqual(12);
    const newcomer = new ApiSession(stack);
    const login = await newcomer.login('m20901.office', issued.output.initial_password);
    expect((login.output as { allowed_function_ids: string[] }).allowed_function_ids).toEqual(['C10101', 'M21001']);
    added = (await admin.call('M20901_getEdit', { user_no: added.user_no })).output;
    expect(added.has_password).toBe(true);
  });

  it('ends the sessions of a user whose role changes: their next call answers 401; the audit log says so', async () => {
    const user = new ApiSession(stack);
    await user.login(
      'm20901.office',
      (await admin.call('M20901_resetInitPassword', { user_no: added.user_no })).output.initial_password,
    );
    expect((await user.call('T0012AuthorityService.getMenu', {})).status).toBe(200);
    added = (await admin.call('M20901_getEdit', { user_no: added.user_no })).output;

    const edited = await admin.call('M20901_doEdit', {
      ...fields,
      user_no: added.user_no,
      lock_version: added.lock_version,
      user_type_code: 530,
    });
    expect(edited.status).toBe(200);
    expect(edited.output.user_type_code).toBe(530);
    added = edited.output;
    expect((await user.call('T0012AuthorityService.getMenu', {})).status).toBe(401);

    const rows = await query(
      `SELECT "detail", "actor_user_no" <> "user_no" AS "by_other" FROM "auth"."audit_log" WHERE "event" = 'role_changed' AND "user_no" = $1`,
      [added.user_no],
    );
    expect(rows).toEqual([{ detail: { from: 540, to: 530 }, by_other: true }]);
  });

  it('keeps the sessions when only the name changes', async () => {
    const issued = await admin.call('M20901_resetInitPassword', { user_no: added.user_no });
    const user = new ApiSession(stack);
    await user.login('m20901.office', issued.output.initial_password);
    added = (await admin.call('M20901_getEdit', { user_no: added.user_no })).output;
    const res = await admin.call('M20901_doEdit', {
      ...fields,
      user_type_code: 530,
      user_no: added.user_no,
      lock_version: added.lock_version,
      user_named: '改名 事務',
    });
    expect(res.status).toBe(200);
    added = res.output;
    expect((await user.call('T0012AuthorityService.getMenu', {})).status).toBe(200);
  });

  it('refuses a stale save with 409 MSG_0001 and changes nothing', async () => {
    const base = { ...fields, user_type_code: 530, user_no: added.user_no, lock_version: added.lock_version };
    const first = await admin.call('M20901_doEdit', { ...base, user_named: '先に保存' });
    expect(first.output.lock_version).toBe(added.lock_version + 1);
    const stale = await admin2.call('M20901_doEdit', { ...base, user_named: '後から保存' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    added = (await admin2.call('M20901_getEdit', { user_no: added.user_no })).output;
    expect(added.user_named).toBe('先に保存');
  });

  it('does not let admins change their own role or delete themselves', async () => {
    const me = (await admin.call('M20901_doBrowse', browse('admin@demo'))).output.data[0];
    const mine = (await admin.call('M20901_getEdit', { user_no: me.user_no })).output;
    const res = await admin.call('M20901_doEdit', { ...mine, user_type_code: 550 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('自分自身の権限と状態は変更できません。');
    const del = await admin.call('M20901_doDelete', { user_no: me.user_no, lock_version: mine.lock_version });
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('自分自身のアカウントは削除できません。');
  });

  it('deletes with the lock_version read, ending the sessions', async () => {
    expect((await admin.call('M20901_doDelete', { user_no: added.user_no, lock_version: added.lock_version - 1 })).status).toBe(
      409,
    );
    expect((await admin.call('M20901_doDelete', { user_no: added.user_no, lock_version: added.lock_version })).status).toBe(200);
    expect((await admin.call('M20901_getEdit', { user_no: added.user_no })).status).toBe(404);
  });

  it('downloads the searched list as CSV: BOM, Japanese header and labels, CRLF, the list order, no password', async () => {
    const res = await admin.download('M20901_exportCSV', {
      searchInfo: { search: 'student' },
      orderBy: [{ column: 'user_id', direction: 'desc' }],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('ユーザー一覧_')}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('ユーザー番号,ユーザーID,氏名,メールアドレス,権限,状態,講師,生徒,更新日時');
    expect(lines.slice(1, -1).map((l) => l.split(',').slice(1, 8).join(','))).toEqual([
      'student3,生徒 三号,student3@demo.school.example.jp,生徒（130）,有効,,3',
      'student2,生徒 二号,student2@demo.school.example.jp,生徒（120）,有効,,2',
      'student1,生徒 一号,student1@demo.school.example.jp,生徒（110）,有効,,1',
    ]);
    expect(lines.at(-1)).toBe('');
    expect(bytes.toString('utf8')).not.toMatch(/argon|password/i);
    const head = new ApiSession(stack);
    await head.login('head');
    expect((await head.call('M20901_exportCSV', { searchInfo: {}, orderBy: [] })).status).toBe(403);
  });

  it('exports a large list as a job whose progress reaches 100, then downloads its file', async () => {
    // more accounts than the stack's CSV_SYNC_MAX_ROWS for this test's search
    await query(
      `INSERT INTO "auth"."user_account" ("user_id", "user_named", "user_type_code")
       SELECT 'csvbulk' || g, 'CSV 一括' || g, 540 FROM generate_series(1, 150) g ON CONFLICT DO NOTHING`,
    );
    try {
      const started = await admin.call('M20901_exportCSV', { searchInfo: { search: 'csvbulk' }, orderBy: [] });
      expect(started.status).toBe(200);
      const job = started.output;
      if (!isJobRef(job)) throw new Error(`not a job: ${JSON.stringify(job)}`);
      expect(job.jobId).toMatch(/^csv-export-auth\./);
      const progress = await finishedJob(admin, job.jobId, 'the export', 20000);
      expect(progress).toMatchObject({ state: 'completed', progress: 100 });
      const res = await admin.download('Job_getFile', { fileKey: progress.file?.fileKey ?? '' });
      expect(res.status).toBe(200);
      const lines = Buffer.from(await res.arrayBuffer())
        .toString('utf8')
        .split('\r\n');
      expect(lines).toHaveLength(1 + 150 + 1);
    } finally {
      await query(`DELETE FROM "auth"."user_account" WHERE "user_id" LIKE 'csvbulk%'`);
    }
  });

  it('is for the roles whose menu has M20901', async () => {
    for (const userId of ['head', 'office', 'teacher1']) {
      const other = new ApiSession(stack);
      await other.login(userId);
      expect((await other.call('M20901_doBrowse', browse(''))).status).toBe(403);
    }
  });
});
