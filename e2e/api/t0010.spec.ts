import type { BrowseInput, T0010Row } from '@school/contracts';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

const input = (patch: Partial<BrowseInput> = {}): BrowseInput => ({
  searchInfo: {},
  orderBy: [],
  pagination: { current_page: 1, per_page: 30 },
  ...patch,
});

// T0010 sample pages against the real stack: the seeded 75 rows paged, ordered and filtered, the
// definition calls, a bad input refused with 422, and the sample list closed to non-staff roles.
describe('T0010 sample list', () => {
  const stack = sharedStack();
  const office = new ApiSession(stack);
  const classroom = new ApiSession(stack);
  const teacher = new ApiSession(stack);
  const student = new ApiSession(stack);

  beforeAll(async () => {
    await Promise.all([
      office.login('office'),
      classroom.login('classroom'),
      teacher.login('teacher1'),
      student.login('student1'),
    ]);
  }, 120000);

  it('pages the 75 seeded rows by 30: two full pages and a third of 15, none twice', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((current_page) => office.call('T0010_doBrowse', input({ pagination: { current_page, per_page: 30 } }))),
    );
    expect(pages.map((p) => p.output.data.length)).toEqual([30, 30, 15]);
    expect(pages[0].output.pagination).toEqual({ current_page: 1, last_page: 3, per_page: 30, total: 75 });
    const nos = pages.flatMap((p) => p.output.data.map((r) => r.sample_no));
    expect(new Set(nos).size).toBe(75);
    expect(pages[0].output.data[0]).toEqual({
      sample_no: 1,
      name: '佐藤 花子',
      kana: 'さとう はなこ',
      category: 1,
      amount: 500,
      sample_date: '2026-01-01',
    } satisfies T0010Row);
  });

  it('orders by any column it lists, both ways', async () => {
    const byAmount = await classroom.call('T0010_doBrowse', input({ orderBy: [{ column: 'amount', direction: 'desc' }] }));
    const amounts = byAmount.output.data.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const byKana = await classroom.call('T0010_doBrowse', input({ orderBy: [{ column: 'kana', direction: 'asc' }] }));
    expect(byKana.output.data[0].kana).toBe('いとう しょうた');
  });

  it('filters by category and searches name and kana; no match is an empty page', async () => {
    const category = await office.call('T0010_doBrowse', input({ searchInfo: { category: 2 } }));
    expect(category.output.pagination.total).toBe(25);
    expect(category.output.data.every((r) => r.category === 2)).toBe(true);
    const kana = await office.call('T0010_doBrowse', input({ searchInfo: { search: 'やまだ' } }));
    expect(kana.output.data.map((r) => r.name)).toEqual(['山田 花子', '山田 太郎', '山田 美咲', '山田 翔太', '山田 陽菜']);
    const none = await office.call('T0010_doBrowse', input({ searchInfo: { search: '存在しない名前' } }));
    expect(none.output).toEqual({ data: [], pagination: { current_page: 1, last_page: 1, per_page: 30, total: 0 } });
  });

  it('refuses an unknown order column and a bad page with 422', async () => {
    const order = await office.call('T0010_doBrowse', input({ orderBy: [{ column: 'password', direction: 'asc' }] }));
    expect(order.status).toBe(422);
    const page = await office.call('T0010_doBrowse', input({ pagination: { current_page: 0, per_page: 30 } }));
    expect(page.status).toBe(422);
  });

  it('answers the column and filter definitions', async () => {
    const columns = await office.call('T0010_getColumns', {});
    expect(columns.output.columns.map((c) => c.field)).toEqual([
      'sample_no',
      'name',
      'kana',
      'category',
      'amount',
      'sample_date',
    ]);
    const filters = await office.call('T0010_getFilters', {});
    expect(filters.output.filters).toEqual([
      {
        key: 'category',
        titleKey: 'staff.t0010.column.category',
        options: [1, 2, 3].map((value) => ({ value, labelKey: `staff.t0010.category.${value}` })),
      },
    ]);
  });

  it('is closed to a teacher and a student (403)', async () => {
    for (const session of [teacher, student]) {
      expect((await session.call('T0010_doBrowse', input())).status).toBe(403);
      expect((await session.call('T0010_getColumns', {})).status).toBe(403);
    }
  });
});
