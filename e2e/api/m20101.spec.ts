import type { CenterFields } from '@school/contracts';
import { outboxActions } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

const fields: CenterFields = {
  center_name: '池袋テストセンター',
  center_short_name: '池袋T',
  group_flag: 0,
  center_group_no: 100,
  postal_code: '171-0022',
  prefecture: '東京都',
  address: '豊島区南池袋1-1-1',
  tel: '03-0000-0000',
  email: 'ikebukuro@example.jp',
  late_night_flag: 0,
  sort_order: 50,
};

// M20101 centers against the real stack: list, search, add, edit, stale edit, delete, events.
describe('M20101 centers', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const admin = new ApiSession(stack);

  beforeAll(async () => {
    await Promise.all([head.login('head'), admin.login('admin')]);
  }, 120000);

  it('lists with the default page size of 30, searches, and answers no data as an empty page', async () => {
    const all = await head.call('M20101_doBrowse', {
      searchInfo: {},
      orderBy: [],
      pagination: { current_page: 1, per_page: 30 },
    });
    expect(all.output.pagination).toMatchObject({ current_page: 1, per_page: 30, last_page: 1 });
    expect(all.output.data.map((c) => c.center_name)).toContain('渋谷校');
    const found = await head.call('M20101_doBrowse', {
      searchInfo: { search: '横浜' },
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    expect(found.output.data.map((c) => c.center_name)).toEqual(['横浜校']);
    const none = await head.call('M20101_doBrowse', {
      searchInfo: { search: '存在しない' },
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    expect(none.status).toBe(200);
    expect(none.output).toEqual({ data: [], pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
  });

  it('refuses an order column outside the list', async () => {
    const bad = await head.call('M20101_doBrowse', {
      searchInfo: {},
      orderBy: [{ column: 'password', direction: 'asc' }],
      pagination: { current_page: 1, per_page: 10 },
    });
    expect(bad.status).toBe(422);
  });

  it('validates again on the server with the field messages', async () => {
    const res = await head.call('M20101_doAdd', { ...fields, center_name: '', email: 'not-mail' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { center_name: ['必須項目です'], email: ['有効なメールアドレスを入力してください'] },
    });
  });

  it('adds, edits, refuses a stale save with 409 MSG_0001 and changes nothing, then deletes', async () => {
    const added = await head.call('M20101_doAdd', fields);
    expect(added.status).toBe(200);
    const centerNo = added.output.center_no;
    const read = (await head.call('M20101_getEdit', { center_no: centerNo })).output;
    expect(read.lock_version).toBe(0);

    // Two people opened the same center; the center head saves first.
    const first = await head.call('M20101_doEdit', {
      ...fields,
      center_no: centerNo,
      lock_version: 0,
      center_name: '池袋センター',
    });
    expect(first.output.lock_version).toBe(1);
    const stale = await admin.call('M20101_doEdit', {
      ...fields,
      center_no: centerNo,
      lock_version: 0,
      center_name: '上書きセンター',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    expect((await admin.call('M20101_getEdit', { center_no: centerNo })).output.center_name).toBe('池袋センター');

    const staleDelete = await admin.call('M20101_doDelete', { center_no: centerNo, lock_version: 0 });
    expect(staleDelete.status).toBe(409);
    expect((await admin.call('M20101_doDelete', { center_no: centerNo, lock_version: 1 })).status).toBe(200);
    expect((await admin.call('M20101_getEdit', { center_no: centerNo })).status).toBe(404);

    // Each change published a domain event through the outbox.
    expect(await outboxActions('masters', 'CenterChanged', 'center', 'center_no', centerNo)).toEqual([
      'added',
      'edited',
      'deleted',
    ]);
  });

  it('refuses to delete a center that has classrooms', async () => {
    const list = await head.call('M20101_doBrowse', {
      searchInfo: { search: '渋谷校' },
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    const shibuya = (await head.call('M20101_getEdit', { center_no: list.output.data[0].center_no })).output;
    const res = await head.call('M20101_doDelete', { center_no: shibuya.center_no, lock_version: shibuya.lock_version });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('このセンターには教室または所属センターがあるため削除できません。');
  });

  it('is for the roles whose menu has M20101', async () => {
    for (const userId of ['teacher1', 'office']) {
      const other = new ApiSession(stack);
      await other.login(userId);
      const list = await other.call('M20101_doBrowse', {
        searchInfo: {},
        orderBy: [],
        pagination: { current_page: 1, per_page: 10 },
      });
      expect(list.status).toBe(403);
    }
  });
});
