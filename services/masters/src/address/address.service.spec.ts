import { positiveId } from './address.service';

describe('positiveId (O0102/O0103 parent ids)', () => {
  it('takes a positive PostgreSQL int, as a number or as its digits', () => {
    expect(positiveId('o0101_id', 1)).toBe(1);
    expect(positiveId('o0101_id', '42')).toBe(42);
    expect(positiveId('o0101_id', 2_147_483_647)).toBe(2_147_483_647);
    expect(positiveId('o0101_id', '2147483647')).toBe(2_147_483_647);
  });

  it.each([0, -1, 1.5, 2_147_483_648, '2147483648', '0', '01', '1e3', ' 1', '', null, undefined, [1]])(
    'refuses %p as a field error of the field asked for, before any SQL',
    (value) => {
      expect(() => positiveId('o0102_id', value)).toThrow(
        expect.objectContaining({ code: 'VALIDATION_ERROR', errors: { o0102_id: ['validation.integer'] } }),
      );
    },
  );
});
