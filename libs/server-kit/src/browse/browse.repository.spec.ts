import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@school/contracts';
import { AppError } from '../errors/app-error';
import { browseListQuery, browsePageQuery, type BrowseSpec } from './browse.repository';

const SPEC: BrowseSpec = {
  from: '"shop"."item" i',
  columns: { item_no: 'i."item_no"', name: 'i."name"', sort_order: 'i."sort_order"' },
  searchColumns: ['i."name"', 'i."code"'],
  filters: { kind: (v, param) => (v === 'a' || v === 'b' ? `i."kind" = ${param(v)}` : null) },
  where: 'i."deleted" = 0',
  defaultOrder: [{ column: 'sort_order', direction: 'asc' }],
  key: 'i."item_no"',
};

const SELECT = 'SELECT i."item_no" AS "item_no", i."name" AS "name", i."sort_order" AS "sort_order" FROM "shop"."item" i';
const COUNT = 'SELECT count(*)::int AS total FROM "shop"."item" i';

// The 422 a bad input gets, with its field messages.
const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('the input was accepted');
};

describe('browsePageQuery', () => {
  it('reads the first page in the default order, the key last so pages never overlap', () => {
    const expected = {
      countSql: `${COUNT} WHERE i."deleted" = 0`,
      rowsSql: `${SELECT} WHERE i."deleted" = 0 ORDER BY i."sort_order" ASC, i."item_no" ASC LIMIT ${DEFAULT_PAGE_SIZE} OFFSET 0`,
      params: [],
      page: 1,
      size: DEFAULT_PAGE_SIZE,
    };
    expect(browsePageQuery(SPEC, {})).toEqual(expected);
    expect(browsePageQuery(SPEC, null)).toEqual(expected);
    expect(browsePageQuery(SPEC, { pagination: 'all', orderBy: 'name', searchInfo: [] })).toEqual(expected);
  });

  it('has no WHERE when nothing narrows the list', () => {
    const { countSql, rowsSql } = browsePageQuery({ ...SPEC, where: undefined }, {});
    expect(countSql).not.toContain('WHERE');
    expect(rowsSql).not.toContain('WHERE');
  });

  it('turns the page number and size into LIMIT and OFFSET', () => {
    const query = browsePageQuery(SPEC, { pagination: { current_page: 3, per_page: 25 } });
    expect(query).toMatchObject({ page: 3, size: 25 });
    expect(query.rowsSql).toMatch(/ LIMIT 25 OFFSET 50$/);
    expect(browsePageQuery(SPEC, { pagination: { per_page: MAX_PAGE_SIZE } }).rowsSql).toMatch(
      new RegExp(` LIMIT ${MAX_PAGE_SIZE} OFFSET 0$`),
    );
  });

  it.each([0, -1, MAX_PAGE_SIZE + 1, 2.5, '10'])('refuses the page size %p rather than clamping it', (perPage) => {
    expect(refusal(() => browsePageQuery(SPEC, { pagination: { per_page: perPage } }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { per_page: ['validation.integer'] },
    });
  });

  it.each([0, -3, 1_000_001, 1.5, '2'])('refuses the page number %p', (page) => {
    expect(refusal(() => browsePageQuery(SPEC, { pagination: { current_page: page } })).errors).toEqual({
      current_page: ['validation.integer'],
    });
  });

  it('names every bad field at once', () => {
    const input = { pagination: { current_page: 0, per_page: 0 }, searchInfo: { search: 5 } };
    expect(Object.keys(refusal(() => browsePageQuery(SPEC, input)).errors ?? {}).sort()).toEqual([
      'current_page',
      'per_page',
      'search',
    ]);
  });

  it('orders by the chosen columns, then by the key', () => {
    const { rowsSql } = browsePageQuery(SPEC, {
      orderBy: [
        { column: 'name', direction: 'desc' },
        { column: 'sort_order', direction: 'asc' },
      ],
    });
    expect(rowsSql).toContain('ORDER BY i."name" DESC, i."sort_order" ASC, i."item_no" ASC LIMIT');
  });

  it.each([
    { column: 'name; DROP TABLE "shop"."item"', direction: 'asc' },
    { column: 'code', direction: 'asc' },
    { column: 'valueOf', direction: 'asc' },
    { column: 'constructor', direction: 'desc' },
    { column: 'name', direction: 'DESC' },
    { column: 'name' },
    'name',
  ])('refuses the order %p: only the listed columns, asc or desc', (order) => {
    expect(refusal(() => browsePageQuery(SPEC, { orderBy: [order] })).errors).toEqual({
      orderBy: [{ key: 'validation.oneOf', params: { values: 'item_no, name, sort_order' } }],
    });
  });

  it('matches every word of the search in any search column, as bind parameters', () => {
    const { countSql, params } = browsePageQuery(SPEC, { searchInfo: { search: '  山田   太郎 ' } });
    expect(countSql).toBe(
      `${COUNT} WHERE i."deleted" = 0` +
        ' AND ((i."name")::text ILIKE $1 OR (i."code")::text ILIKE $1)' +
        ' AND ((i."name")::text ILIKE $2 OR (i."code")::text ILIKE $2)',
    );
    expect(params).toEqual(['%山田%', '%太郎%']);
  });

  it('takes LIKE wildcards in the search literally', () => {
    expect(browsePageQuery(SPEC, { searchInfo: { search: '50%_off\\' } }).params).toEqual(['%50\\%\\_off\\\\%']);
  });

  it('accepts a search of 200 characters and refuses a longer one or a non-text one', () => {
    expect(browsePageQuery(SPEC, { searchInfo: { search: 'あ'.repeat(200) } }).params).toEqual([`%${'あ'.repeat(200)}%`]);
    for (const search of ['あ'.repeat(201), 42]) {
      expect(refusal(() => browsePageQuery(SPEC, { searchInfo: { search } })).errors).toEqual({
        search: [{ key: 'validation.max', params: { length: 200 } }],
      });
    }
  });

  it("applies the spec's filters after the search, skipping empty values and values a filter refuses", () => {
    const query = (searchInfo: Record<string, unknown>) => browsePageQuery(SPEC, { searchInfo });
    const filtered = query({ search: 'pen', kind: 'a', unknown_filter: 'x' });
    expect(filtered.countSql).toBe(
      `${COUNT} WHERE i."deleted" = 0 AND ((i."name")::text ILIKE $1 OR (i."code")::text ILIKE $1) AND (i."kind" = $2)`,
    );
    expect(filtered.params).toEqual(['%pen%', 'a']);
    for (const kind of ['', null, undefined, 'z']) {
      expect(query({ kind })).toMatchObject({ countSql: `${COUNT} WHERE i."deleted" = 0`, params: [] });
    }
  });
});

describe('browseListQuery', () => {
  it('builds the same search and order without paging, ignoring the pagination given', () => {
    const input = {
      searchInfo: { search: 'pen', kind: 'b' },
      orderBy: [{ column: 'name', direction: 'asc' }],
      pagination: { current_page: 0, per_page: 0 },
    };
    const where = 'WHERE i."deleted" = 0 AND ((i."name")::text ILIKE $1 OR (i."code")::text ILIKE $1) AND (i."kind" = $2)';
    expect(browseListQuery(SPEC, input)).toEqual({
      countSql: `${COUNT} ${where}`,
      rowsSql: `${SELECT} ${where} ORDER BY i."name" ASC, i."item_no" ASC`,
      params: ['%pen%', 'b'],
    });
  });

  it('refuses an unknown order column as the list page does', () => {
    expect(refusal(() => browseListQuery(SPEC, { orderBy: [{ column: 'price', direction: 'asc' }] })).code).toBe(
      'VALIDATION_ERROR',
    );
  });
});
