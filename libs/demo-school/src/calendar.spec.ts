import { isYearEndClosure } from './calendar';

describe('isYearEndClosure', () => {
  it('closes 12/29 to 1/3 and nothing else', () => {
    expect(['2026-12-29', '2026-12-31', '2027-01-01', '2027-01-03'].every(isYearEndClosure)).toBe(true);
    expect(['2026-12-28', '2027-01-04'].some(isYearEndClosure)).toBe(false);
  });
});
