import { isRefusalWith } from './refusals';

describe('auth refusals', () => {
  const texts = ['このリンクは無効か、有効期限が切れています。', 'This link is invalid or has expired.'];

  it('recognises a 400 by its message in any language', () => {
    expect(isRefusalWith({ status: 400, body: { code: 'BUSINESS_RULE', message: texts[1] } }, texts)).toBe(true);
    expect(isRefusalWith({ status: 400, body: { code: 'RATE_LIMITED', message: 'リクエストが多すぎます。' } }, texts)).toBe(
      false,
    );
    expect(isRefusalWith({ status: 401, body: { message: texts[0] } }, texts)).toBe(false);
    expect(isRefusalWith({ status: 0, body: null }, texts)).toBe(false);
    expect(isRefusalWith(new Error('x'), texts)).toBe(false);
  });
});
