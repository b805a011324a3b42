import { linkNo } from './user-link.service';

describe('linkNo (M20901 teacher and student links)', () => {
  it('reads no link as null and a positive int as itself', () => {
    expect(linkNo(null)).toBeNull();
    expect(linkNo(undefined)).toBeNull();
    expect(linkNo(7)).toBe(7);
    expect(linkNo(2_147_483_647)).toBe(2_147_483_647);
  });

  it.each([0, -7, 7.5, 2_147_483_648, '7', '', false])('refuses %p', (value) => {
    expect(() => linkNo(value)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR', errors: { link: ['validation.integer'] } }),
    );
  });
});
