import {
  browseInput,
  browseReducer,
  DEFAULT_PAGE_SIZE,
  hasNextPage,
  initialBrowseState,
  PAGE_SIZE_OPTIONS,
  pageSizeChoices,
  type BrowseState,
} from './browse-state';

type Row = { id: number };
const page = (ids: number[], current_page: number, last_page: number, total: number) => ({
  data: ids.map((id) => ({ id })),
  pagination: { current_page, last_page, per_page: 30, total },
});

const loaded = (): BrowseState<Row> => {
  const s = browseReducer(initialBrowseState<Row>(), { type: 'load' });
  return browseReducer(s, { type: 'loaded', seq: s.seq, output: page([1, 2], 1, 3, 70) });
};

describe('browse state (SPEC §4)', () => {
  it('starts at init with page size 30 and the options 10/15/25/50', () => {
    const s = initialBrowseState<Row>();
    expect(s.status).toBe('init');
    expect(s.pagination).toEqual({ current_page: 1, last_page: 1, per_page: DEFAULT_PAGE_SIZE, total: 0 });
    expect(DEFAULT_PAGE_SIZE).toBe(30);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 15, 25, 50]);
    expect(pageSizeChoices(30)).toEqual([10, 15, 25, 30, 50]);
  });

  it('load → loading → loaded when total > 0, noData when 0, error on failure', () => {
    const s = browseReducer(initialBrowseState<Row>(), { type: 'load' });
    expect(s.status).toBe('loading');
    expect(browseReducer(s, { type: 'loaded', seq: s.seq, output: page([1], 1, 1, 1) }).status).toBe('loaded');
    expect(browseReducer(s, { type: 'loaded', seq: s.seq, output: page([], 1, 1, 0) }).status).toBe('noData');
    expect(browseReducer(s, { type: 'failed', seq: s.seq })).toMatchObject({ status: 'error', rows: [] });
  });

  it('next page: loading_nextPage with current_page + 1, then loaded_nextPage with the rows appended', () => {
    const s = browseReducer(loaded(), { type: 'nextPage' });
    expect(s.status).toBe('loading_nextPage');
    expect(s.pagination.current_page).toBe(2);
    const done = browseReducer(s, { type: 'loaded', seq: s.seq, output: page([3], 2, 3, 70) });
    expect(done.status).toBe('loaded_nextPage');
    expect(hasNextPage(done)).toBe(true);
    expect(done.rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('a failed next page is error_nextPage and keeps the rows; the last page has no next', () => {
    const s = browseReducer(loaded(), { type: 'nextPage' });
    const failed = browseReducer(s, { type: 'failed', seq: s.seq });
    expect(failed.status).toBe('error_nextPage');
    expect(failed.rows).toHaveLength(2);
    expect(failed.pagination.current_page).toBe(1);
    const last = browseReducer(initialBrowseState<Row>(), { type: 'load' });
    const only = browseReducer(last, { type: 'loaded', seq: last.seq, output: page([1], 1, 1, 1) });
    expect(hasNextPage(only)).toBe(false);
    expect(browseReducer(only, { type: 'nextPage' })).toBe(only);
  });

  it('retries a failed next page: the same page again, then its rows appended once', () => {
    const s = browseReducer(loaded(), { type: 'nextPage' });
    const failed = browseReducer(s, { type: 'failed', seq: s.seq });
    expect(hasNextPage(failed)).toBe(true);
    const retry = browseReducer(failed, { type: 'nextPage' });
    expect(retry).toMatchObject({ status: 'loading_nextPage', seq: s.seq + 1 });
    expect(browseInput(retry).pagination.current_page).toBe(2);
    const done = browseReducer(retry, { type: 'loaded', seq: retry.seq, output: page([3], 2, 3, 70) });
    expect(done).toMatchObject({ status: 'loaded_nextPage', pagination: { current_page: 2 } });
    expect(done.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    // the late answer of the failed request changes nothing
    expect(browseReducer(retry, { type: 'loaded', seq: s.seq, output: page([9], 2, 3, 70) })).toBe(retry);
  });

  it('drops answers to older requests', () => {
    const first = browseReducer(initialBrowseState<Row>(), { type: 'load' });
    const second = browseReducer(first, { type: 'load' });
    expect(browseReducer(second, { type: 'loaded', seq: first.seq, output: page([9], 1, 1, 1) })).toBe(second);
  });

  it('search, order and page size go back to page 1 and shape the doBrowse input', () => {
    let s = browseReducer(loaded(), { type: 'load', page: 3 });
    s = browseReducer(s, { type: 'search', searchInfo: { search: '田中' } });
    expect(s.pagination.current_page).toBe(1);
    s = browseReducer(s, { type: 'order', orderBy: [{ column: 'name', direction: 'desc' }] });
    s = browseReducer(s, { type: 'pageSize', perPage: 50 });
    expect(browseInput(s)).toEqual({
      searchInfo: { search: '田中' },
      orderBy: [{ column: 'name', direction: 'desc' }],
      pagination: { current_page: 1, per_page: 50 },
    });
    expect(browseReducer(s, { type: 'pageSize', perPage: 0 })).toBe(s);
  });

  it('takes rows off at once and puts them back where they were when their call failed', () => {
    const s = loaded();
    const [one, two] = s.rows;
    const picked = browseReducer(s, { type: 'select', rows: [one, two] });
    expect(picked).toMatchObject({ row: one, selected: [one, two] });
    const removed = browseReducer(picked, { type: 'remove', rows: [one] });
    expect(removed.rows).toEqual([two]);
    expect(removed).toMatchObject({ row: null, selected: [two] });
    expect(removed.pagination.total).toBe(69);
    const back = browseReducer(removed, { type: 'restore', seq: s.seq, rows: [{ row: one, index: 0 }] });
    expect(back.rows).toEqual([one, two]);
    expect(back.pagination.total).toBe(70);
    // a list read anew meanwhile already holds what the server has
    const reloaded = browseReducer(removed, { type: 'load' });
    expect(browseReducer(reloaded, { type: 'restore', seq: s.seq, rows: [{ row: one, index: 0 }] }).rows).toEqual([two]);
  });

  it('an empty list after the last row was taken off is noData, and loaded again when it comes back', () => {
    const s0 = browseReducer(initialBrowseState<Row>(), { type: 'load' });
    const s = browseReducer(s0, { type: 'loaded', seq: s0.seq, output: page([1], 1, 1, 1) });
    const [only] = s.rows;
    const empty = browseReducer(s, { type: 'remove', rows: [only] });
    expect(empty).toMatchObject({ status: 'noData', rows: [] });
    expect(browseReducer(empty, { type: 'restore', seq: s.seq, rows: [{ row: only, index: 0 }] })).toMatchObject({
      status: 'loaded',
      rows: [only],
    });
  });
});
