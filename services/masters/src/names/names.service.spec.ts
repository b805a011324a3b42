import { parseBatch, planBatch } from './names.service';

const row = (
  key: string | number | null,
  names_code: string,
  names_name: string,
  sort_order: unknown,
  lock_version?: number,
) => ({
  key,
  names_code,
  names_name,
  sort_order,
  ...(lock_version === undefined ? {} : { lock_version }),
});

const badRequest = (detail: string) => expect.objectContaining({ code: 'BAD_REQUEST', params: { detail } });

describe('M20601 names: the shape of a batch', () => {
  it('numbers the rows, reads keys as codes and takes lock versions of stored rows only', () => {
    const batch = parseBatch({
      names_no: 101,
      rows: [row(null, 'N', 'New', 3), row('A', 'A', 'Alpha', 1, 2), row(7, '7', 'Seven', 2, 0)],
      deleted: [{ names_code: 'C', lock_version: 5 }],
    });
    expect(batch).toEqual({
      namesNo: 101,
      rows: [
        { index: 0, key: null, lock_version: undefined, names_code: 'N', names_name: 'New', sort_order: 3 },
        { index: 1, key: 'A', lock_version: 2, names_code: 'A', names_name: 'Alpha', sort_order: 1 },
        { index: 2, key: '7', lock_version: 0, names_code: '7', names_name: 'Seven', sort_order: 2 },
      ],
      deleted: [{ names_code: 'C', lock_version: 5 }],
    });
  });

  it('refuses a batch without a group', () => {
    expect(() => parseBatch({ rows: [], deleted: [] })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR', errors: { names_no: ['validation.integer'] } }),
    );
  });

  it.each([
    [{ rows: {}, deleted: [] }, 'rows and deleted must be lists'],
    [{ rows: [] }, 'rows and deleted must be lists'],
    [{ rows: Array.from({ length: 501 }, (_, i) => row(null, `c${i}`, 'n', i)), deleted: [] }, 'at most 500 rows'],
    [{ rows: [row(null, 'A', 'a', 1), 'B'], deleted: [] }, 'rows.1 must be an object'],
    [{ rows: [], deleted: [{ lock_version: 0 }] }, 'deleted.0 must name a code'],
    [
      { rows: [row('B', 'B', 'b', 1, 0)], deleted: [{ names_code: 'B', lock_version: 0 }] },
      'a stored row appears twice in the batch',
    ],
    [{ rows: [row('B', 'B', 'b', 1, 0), row('B', 'X', 'x', 2, 0)], deleted: [] }, 'a stored row appears twice in the batch'],
  ])('refuses %j: %s', (input, detail) => {
    expect(() => parseBatch({ names_no: 101, ...input })).toThrow(badRequest(detail));
  });

  it('takes 500 rows', () => {
    const rows = Array.from({ length: 500 }, (_, i) => row(null, `c${i}`, 'n', i));
    expect(parseBatch({ names_no: 101, rows, deleted: [] }).rows).toHaveLength(500);
  });

  it('refuses a stored row or a deletion without the lock version the page read', () => {
    for (const input of [
      { rows: [row('A', 'A', 'a', 1)], deleted: [] },
      { rows: [], deleted: [{ names_code: 'A' }] },
    ]) {
      expect(() => parseBatch({ names_no: 101, ...input })).toThrow(
        expect.objectContaining({ code: 'VALIDATION_ERROR', errors: { lock_version: ['validation.integer'] } }),
      );
    }
  });
});

describe('M20601 names: what a batch changes', () => {
  const STORED = new Map([
    ['A', { lock_version: 1, names_name: 'Alpha', sort_order: 1 }],
    ['B', { lock_version: 0, names_name: 'Beta', sort_order: 2 }],
    ['C', { lock_version: 5, names_name: 'Gamma', sort_order: 3 }],
  ]);
  const plan = (rows: ReturnType<typeof row>[], deleted: { names_code: string; lock_version: number }[] = []) =>
    planBatch(parseBatch({ names_no: 101, rows, deleted }), STORED);
  const codes = (list: { names_code: string }[]) => list.map((r) => r.names_code);
  const unchanged = [row('A', 'A', 'Alpha', 1, 1), row('B', 'B', 'Beta', 2, 0), row('C', 'C', 'Gamma', 3, 5)];

  it('changes nothing when the page saves what it read', () => {
    expect(plan(unchanged)).toEqual({ added: [], renamed: [], edited: [], gone: [] });
  });

  it('edits a row whose name or order changed, adds new rows and removes deleted ones', () => {
    const changes = plan(
      [row('A', 'A', 'Alpha 2', 1, 1), row('B', 'B', 'Beta', '7', 0), row(null, 'D', 'Delta', 4)],
      [{ names_code: 'C', lock_version: 5 }],
    );
    expect(codes(changes.edited)).toEqual(['A', 'B']);
    expect(codes(changes.added)).toEqual(['D']);
    expect(changes.renamed).toEqual([]);
    expect(changes.gone).toEqual(['C']);
  });

  it('replaces a row whose code changed, so two rows may swap codes', () => {
    const changes = plan([row('A', 'B', 'Alpha', 1, 1), row('B', 'A', 'Beta', 2, 0), row('C', 'C', 'Gamma', 3, 5)]);
    expect(codes(changes.renamed)).toEqual(['B', 'A']);
    expect(changes.edited).toEqual([]);
    expect(changes.gone).toEqual(['A', 'B']);
  });

  it.each([
    [
      'a row changed since the page read it',
      [row('A', 'A', 'Alpha', 1, 0), row('B', 'B', 'Beta', 2, 0), row('C', 'C', 'Gamma', 3, 5)],
      [],
    ],
    [
      'a deletion of a row changed since',
      [row('A', 'A', 'Alpha', 1, 1), row('B', 'B', 'Beta', 2, 0)],
      [{ names_code: 'C', lock_version: 4 }],
    ],
    ['a row added by someone else', [row('A', 'A', 'Alpha', 1, 1), row('B', 'B', 'Beta', 2, 0)], []],
    ['a row deleted by someone else', [...unchanged, row('E', 'E', 'Epsilon', 5, 0)], []],
  ])('refuses the batch as stale (MSG_0001) for %s', (_, rows, deleted) => {
    expect(() => plan(rows, deleted)).toThrow(expect.objectContaining({ code: 'MSG_0001' }));
  });
});
