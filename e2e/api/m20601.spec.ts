import type { NameEntryRecord, NamesBatchRow, NamesGroupOutput } from '@school/contracts';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// A group of its own, so the seeded report dropdowns (101–105) stay as they are.
const GROUP = 990;

const asBatch = (rows: NameEntryRecord[]): NamesBatchRow[] =>
  rows.map((r) => ({
    key: r.names_code,
    names_code: r.names_code,
    names_name: r.names_name,
    sort_order: r.sort_order,
    lock_version: r.lock_version,
  }));

// M20601 name settings against the real stack: a group's rows, the batch save with the SPEC §5
// code rules, one transaction, 409 on a stale row, NamesChanged.
describe('M20601 name settings', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const admin = new ApiSession(stack);

  const read = async (session: ApiSession, namesNo = GROUP): Promise<NamesGroupOutput> => {
    const res = await session.call('M20601_getBatchEdit', { names_no: namesNo });
    expect(res.status).toBe(200);
    return res.output;
  };
  const save = (session: ApiSession, rows: NamesBatchRow[], deleted: { names_code: string; lock_version: number }[] = []) =>
    session.call('M20601_doBatchEdit', { names_no: GROUP, rows, deleted });

  beforeAll(async () => {
    await Promise.all([head.login('head'), admin.login('admin')]);
    // a rerun on the same database starts from an empty group
    const left = await read(head);
    if (left.rows.length)
      expect(
        (
          await save(
            head,
            [],
            left.rows.map((r) => ({ names_code: r.names_code, lock_version: r.lock_version })),
          )
        ).status,
      ).toBe(200);
  }, 120000);

  it('reads the report groups, 101 first, with every group the table holds', async () => {
    const first = await head.call('M20601_getBatchEdit', {});
    expect(first.output.names_no).toBe(101);
    expect(first.output.rows.map((r) => r.names_name)).toContain('学校の教科書');
    expect(first.output.groups).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 101, 102, 103, 104, 105]));
    expect((await read(head, 104)).rows.map((r) => r.names_name)).toEqual([
      '大変良い',
      '良い',
      '普通',
      'やや集中を欠く',
      '改善が必要',
    ]);
  });

  it('answers 422 VALIDATION_ERROR with the exact SPEC §5 message on each row, and saves nothing', async () => {
    const row = (names_code: string, i: number): NamesBatchRow => ({
      key: null,
      names_code,
      names_name: `名称${i}`,
      sort_order: i,
    });
    const res = await save(head, [row('', 1), row('ABCDEFGHIJK', 2), row('A-1', 3), row('OK1', 4), row('OK1', 5), row('Z9', 6)]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: '入力内容にエラーがあります。修正してください。',
      errors: {
        'rows.0.names_code': ['コードは必須です。'],
        'rows.1.names_code': ['コードは10文字以内で入力してください'],
        'rows.2.names_code': ['コードは英数字で入力してください'],
        'rows.3.names_code': ['重複したコードが存在します。'],
        'rows.4.names_code': ['重複したコードが存在します。'],
      },
      requestId: expect.any(String),
    });
    const blankName = await save(head, [{ key: null, names_code: 'A1', names_name: '', sort_order: 1 }]);
    expect(blankName.status).toBe(422);
    expect(blankName.body.errors).toEqual({ 'rows.0.names_name': ['必須項目です'] });
    expect((await read(head)).rows).toEqual([]);
  });

  it('adds, changes, renames and deletes in one batch, swaps codes, and publishes NamesChanged', async () => {
    const added = await save(head, [
      { key: null, names_code: 'A', names_name: '教科書', sort_order: 1 },
      { key: null, names_code: 'B', names_name: 'ワーク', sort_order: 2 },
      { key: null, names_code: 'C', names_name: 'プリント', sort_order: 3 },
    ]);
    expect(added.status).toBe(200);
    expect(added.output.rows.map((r) => [r.names_code, r.lock_version])).toEqual([
      ['A', 0],
      ['B', 0],
      ['C', 0],
    ]);

    // A changes its name, B is renamed to B2, C is deleted, D is new.
    const [a, b, c] = added.output.rows;
    const changed = await save(
      head,
      [
        { ...asBatch([a])[0], names_name: '学校の教科書' },
        { ...asBatch([b])[0], names_code: 'B2' },
        { key: null, names_code: 'D', names_name: '過去問', sort_order: 4 },
      ],
      [{ names_code: c.names_code, lock_version: c.lock_version }],
    );
    expect(changed.status).toBe(200);
    expect(changed.output.rows.map((r) => [r.names_code, r.names_name, r.lock_version])).toEqual([
      ['A', '学校の教科書', 1],
      ['B2', 'ワーク', 1],
      ['D', '過去問', 0],
    ]);

    // Codes may swap within one batch.
    const [a1, b2, d] = changed.output.rows;
    const swapped = await save(head, [
      { ...asBatch([a1])[0], names_code: 'B2' },
      { ...asBatch([b2])[0], names_code: 'A' },
      asBatch([d])[0],
    ]);
    expect(swapped.status).toBe(200);
    expect(swapped.output.rows.map((r) => [r.names_code, r.names_name])).toEqual([
      ['B2', '学校の教科書'],
      ['A', 'ワーク'],
      ['D', '過去問'],
    ]);

    const rows = await query(
      `SELECT "payload" FROM "masters"."outbox" WHERE "type" = 'NamesChanged' AND ("payload"->>'names_no')::int = $1 ORDER BY "id"`,
      [GROUP],
    );
    expect(rows.slice(-3).map((r) => r.payload)).toEqual([
      { names_no: GROUP, added: ['A', 'B', 'C'], changed: [], deleted: [] },
      { names_no: GROUP, added: ['D'], changed: ['A', { from: 'B', to: 'B2' }], deleted: ['C'] },
      {
        names_no: GROUP,
        added: [],
        changed: [
          { from: 'A', to: 'B2' },
          { from: 'B2', to: 'A' },
        ],
        deleted: [],
      },
    ]);
  });

  it('refuses a batch with a stale row with 409 MSG_0001 and saves none of it', async () => {
    // Two people opened the same group; the center head saves first.
    const seen = await read(head);
    const seenByAdmin = await read(admin);
    const first = await save(head, [{ ...asBatch(seen.rows)[0], names_name: '先に保存' }, ...asBatch(seen.rows).slice(1)]);
    expect(first.status).toBe(200);

    const stale = await save(admin, [
      ...asBatch(seenByAdmin.rows).map((r) => ({ ...r, names_name: `${r.names_name}（上書き）` })),
      { key: null, names_code: 'E', names_name: '追加', sort_order: 9 },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    const after = await read(admin);
    expect(after.rows).toEqual(first.output.rows);
    expect(after.rows.map((r) => r.names_code)).not.toContain('E');

    // A batch that does not know a row someone else added is stale too.
    const unaware = await save(admin, asBatch(after.rows).slice(1), []);
    expect(unaware.status).toBe(409);
    expect((await read(admin)).rows).toEqual(first.output.rows);
  });

  it('is for the roles whose menu has M20601', async () => {
    for (const userId of ['teacher1', 'office']) {
      const other = new ApiSession(stack);
      await other.login(userId);
      expect((await other.call('M20601_getBatchEdit', {})).status).toBe(403);
    }
  });
});
