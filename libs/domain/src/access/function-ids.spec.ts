import { allowedFunctionIds, isFunctionDisabled, isFunctionExcluded, isRouteAllowedByFunctionIds } from './function-ids';

const ALWAYS = ['Chatroom', 'PendingSchedule', 'ZoomLog', 'C50103'];

describe('allowed function ids', () => {
  it('adds the always-allowed ids for everyone', () => {
    expect(allowedFunctionIds(540, ['C10101'])).toEqual(['C10101', ...ALWAYS]);
    expect(allowedFunctionIds(520, [])).toEqual(ALWAYS);
  });

  it('adds C50102 and M20201 for Admin (560) only', () => {
    expect(allowedFunctionIds(560, ['C10101'])).toEqual(['C10101', ...ALWAYS, 'C50102', 'M20201']);
    expect(allowedFunctionIds(550, ['C10101'])).not.toContain('M20201');
  });

  it('adds C50102, C20201 and C10101Edit for teachers and removes C00101', () => {
    expect(allowedFunctionIds(300, ['C00101', 'C11101', 'C00102'])).toEqual([
      'C11101',
      'C00102',
      ...ALWAYS,
      'C50102',
      'C20201',
      'C10101Edit',
    ]);
  });

  it('gives teachers their alerts (C00102) whatever their server menu says (issue 22)', () => {
    expect(allowedFunctionIds(300, ['C11101'])).toEqual(['C11101', ...ALWAYS, 'C50102', 'C20201', 'C10101Edit', 'C00102']);
    expect(allowedFunctionIds(110, [])).not.toContain('C00102');
  });

  it('adds per student role', () => {
    expect(allowedFunctionIds(110, ['C21101'])).toEqual(['C21101', ...ALWAYS, 'C50102', 'C30101', 'C40501']);
    expect(allowedFunctionIds(120, ['C21101'])).toEqual(['C21101', ...ALWAYS, 'C50102']);
    expect(allowedFunctionIds(130, [])).toEqual([...ALWAYS, 'C50102']);
    expect(allowedFunctionIds(120, [])).not.toContain('C00101');
  });

  it('removes the disabled ids of classroom roles', () => {
    expect(allowedFunctionIds(410, ['C20101', 'C20201', 'C20301'])).toEqual(['C20101', 'C20301', ...ALWAYS]);
    expect(allowedFunctionIds(420, ['C20101', 'C20201', 'C20301'])).toEqual(['C20301', ...ALWAYS]);
    expect(allowedFunctionIds(430, ['C20101Browse', 'C20201Edit', 'C20301'])).toEqual(['C20301', ...ALWAYS]);
  });

  it('has no duplicates', () => {
    expect(allowedFunctionIds(300, ['C50102', 'Chatroom', 'C50102'])).toEqual([
      'C50102',
      'Chatroom',
      'PendingSchedule',
      'ZoomLog',
      'C50103',
      'C20201',
      'C10101Edit',
      'C00102',
    ]);
  });

  it('knows which screens a role is excluded from', () => {
    expect(isFunctionExcluded(300, 'C00101')).toBe(true);
    expect(isFunctionExcluded(110, 'C00101')).toBe(false);
    expect(isFunctionExcluded(300, 'C00103')).toBe(false);
  });

  it('knows which screens are disabled per role', () => {
    expect(isFunctionDisabled(410, 'C20201')).toBe(true);
    expect(isFunctionDisabled(410, 'C20201Browse')).toBe(true);
    expect(isFunctionDisabled(410, 'C20101')).toBe(false);
    expect(isFunctionDisabled(420, 'C20101Edit')).toBe(true);
    expect(isFunctionDisabled(430, 'C20201')).toBe(true);
    expect(isFunctionDisabled(560, 'C20201')).toBe(false);
    // only screen variants, not a longer id
    expect(isFunctionDisabled(410, 'C202010')).toBe(false);
  });
});

describe('authority function id restriction', () => {
  it('allows routes whose name contains one of the ids, plus Login and Home', () => {
    const ids = ['C10101', 'C50102'];
    expect(isRouteAllowedByFunctionIds('C10101Browse', ids)).toBe(true);
    expect(isRouteAllowedByFunctionIds('C50102PastReport', ids)).toBe(true);
    expect(isRouteAllowedByFunctionIds('C20101Browse', ids)).toBe(false);
    expect(isRouteAllowedByFunctionIds('Login', ids)).toBe(true);
    expect(isRouteAllowedByFunctionIds('Home', ids)).toBe(true);
    expect(isRouteAllowedByFunctionIds('Chatroom', ids)).toBe(false);
  });

  it('does not restrict without a list', () => {
    expect(isRouteAllowedByFunctionIds('C20101Browse', [])).toBe(true);
    expect(isRouteAllowedByFunctionIds('C20101Browse', null)).toBe(true);
    expect(isRouteAllowedByFunctionIds('C20101Browse', [''])).toBe(false);
  });
});
