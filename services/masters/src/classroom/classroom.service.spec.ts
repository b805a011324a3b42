import { type Caller } from '@school/contracts';
import { browseListQuery } from '@school/server-kit';
import { scoped } from './classroom.repository';

const caller = (centerNos: number[] | null): Caller => ({
  userNo: 1,
  role: 410,
  functionIds: [],
  centerNos,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'r',
  ip: '127.0.0.1',
  frontendUrl: null,
});

const listOf = (centerNos: number[] | null, searchInfo: Record<string, unknown> = {}) =>
  browseListQuery(scoped(caller(centerNos)), { searchInfo });

describe('M20201 classrooms: what a caller sees', () => {
  it('shows every classroom to a caller of every center', () => {
    expect(listOf(null).countSql).not.toContain('WHERE');
  });

  it("limits a caller to their centers' classrooms", () => {
    expect(listOf([3, 1]).countSql).toMatch(/ WHERE r\."center_no" = ANY\('\{3,1\}'::int\[\]\)$/);
  });

  it('shows nothing to a caller of no center', () => {
    expect(listOf([]).countSql).toContain(`WHERE r."center_no" = ANY('{}'::int[])`);
  });

  it('writes only integers into the scope', () => {
    expect(listOf([1, 2.5, Number.NaN, 4]).countSql).toContain(`ANY('{1,4}'::int[])`);
  });
});

describe('M20201 classrooms: list filters', () => {
  it('filters by a center number and a classroom type as bind parameters', () => {
    const { countSql, params } = listOf(null, { center_no: '12', classroom_type: 2 });
    expect(countSql).toContain('WHERE (r."center_no" = $1) AND (r."classroom_type" = $2)');
    expect(params).toEqual([12, 2]);
  });

  it.each([
    { center_no: '0' },
    { center_no: 'abc' },
    { center_no: '1234567890' },
    { center_no: "1' OR '1'='1" },
    { classroom_type: 4 },
    { classroom_type: 'online' },
  ])('ignores the filter %p', (searchInfo) => {
    expect(listOf(null, searchInfo)).toMatchObject({ params: [] });
    expect(listOf(null, searchInfo).countSql).not.toContain('WHERE');
  });
});
