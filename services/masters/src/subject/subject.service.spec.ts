import { browseListQuery } from '@school/server-kit';
import { SUBJECT_BROWSE } from './subject.repository';
import { levelFlagOf } from './subject.service';

describe('M20401 subjects: the dropdown by school level', () => {
  it("names the level's flag column, or none for every subject", () => {
    expect(levelFlagOf('elementary')).toBe('elementary_flag');
    expect(levelFlagOf('junior_high')).toBe('junior_high_flag');
    expect(levelFlagOf('high_school')).toBe('high_school_flag');
    expect([undefined, null, ''].map(levelFlagOf)).toEqual([null, null, null]);
  });

  it.each(['college', 'ELEMENTARY', 1, 'elementary_flag'])('refuses the level %p', (level) => {
    expect(() => levelFlagOf(level)).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_ERROR',
        errors: { level: [{ key: 'validation.oneOf', params: { values: 'elementary, junior_high, high_school' } }] },
      }),
    );
  });
});

describe('M20401 subjects: list filters', () => {
  it('filters by each level flag, given as 0/1 or "0"/"1"', () => {
    const { countSql, params } = browseListQuery(SUBJECT_BROWSE, {
      searchInfo: { elementary_flag: 1, junior_high_flag: '0', high_school_flag: '1' },
    });
    expect(countSql).toContain(
      'WHERE (s."elementary_flag" = $1) AND (s."junior_high_flag" = $2) AND (s."high_school_flag" = $3)',
    );
    expect(params).toEqual([1, 0, 1]);
  });

  it.each([2, -1, 'yes', true])('ignores the flag value %p', (value) => {
    expect(browseListQuery(SUBJECT_BROWSE, { searchInfo: { elementary_flag: value } })).toMatchObject({ params: [] });
  });
});
