import { lockVersionAfterComment, REPORT_DETAIL_ROW_COUNT, reportDetailStates } from './report-rows';

const rows = [{ comments: [] }, { comments: ['字が雑'] }, { comments: null }, {}];

describe('report detail rows per mode', () => {
  it('has 16 rows', () => {
    expect(REPORT_DETAIL_ROW_COUNT).toBe(16);
  });

  it('add and afterReview make every row editable', () => {
    for (const mode of ['add', 'afterReview'] as const) {
      expect(reportDetailStates(mode, rows).map((r) => r.disabled)).toEqual([false, false, false, false]);
    }
  });

  it('amend enables only rows with comments and shows those comments', () => {
    expect(reportDetailStates('amend', rows)).toEqual([
      { disabled: true, showComment: false, showBtn: false },
      { disabled: false, showComment: true, showBtn: false },
      { disabled: true, showComment: false, showBtn: false },
      { disabled: true, showComment: false, showBtn: false },
    ]);
  });

  it('review shows per-row comments and the comment button, without editing', () => {
    expect(reportDetailStates('review', rows).every((r) => r.disabled && r.showComment && r.showBtn)).toBe(true);
  });

  it('view edits nothing', () => {
    expect(reportDetailStates('view', rows).every((r) => r.disabled && !r.showComment && !r.showBtn)).toBe(true);
  });

  it('a disabled report button locks every row', () => {
    expect(reportDetailStates('afterReview', rows, true).every((r) => r.disabled && !r.showBtn)).toBe(true);
    expect(reportDetailStates('review', rows, true).every((r) => r.disabled && r.showComment && !r.showBtn)).toBe(true);
  });
});

describe('comment lock version', () => {
  it('increments after a posted comment', () => {
    expect(lockVersionAfterComment(0)).toBe(1);
    expect(lockVersionAfterComment(7)).toBe(8);
    expect(() => lockVersionAfterComment(-1)).toThrow();
  });
});
