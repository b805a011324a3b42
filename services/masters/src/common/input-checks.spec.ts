import { isKey, oneOf } from './input-checks';

describe('raw input checks', () => {
  it('takes a positive record number as a number or its digits', () => {
    expect([1, '42', 999_999_999].map(isKey)).toEqual([true, true, true]);
    expect([0, -1, '1.5', ' 1', 1e10, null, true, [1], {}].map(isKey)).toEqual(Array(9).fill(false));
  });

  it('refuses objects whose toString or valueOf a hostile input replaced, without throwing', () => {
    const hostile = { toString: 'x', valueOf: 1 };
    expect(isKey(hostile)).toBe(false);
    expect(oneOf([1, 2])(hostile)).toBe(false);
  });

  it('finds a code of the list as a number or its digits', () => {
    expect([1, '2', 3, '', null].map(oneOf([1, 2]))).toEqual([true, true, false, false, false]);
  });
});
