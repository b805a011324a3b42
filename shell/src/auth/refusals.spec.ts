import { isRefusal } from './refusals';

describe('auth refusals', () => {
  it('recognises a 400 by its code, whatever the language of its message', () => {
    expect(
      isRefusal({ status: 400, body: { code: 'LINK_INVALID', message: 'This link is invalid or has expired.' } }, 'LINK_INVALID'),
    ).toBe(true);
    expect(isRefusal({ status: 400, body: { code: 'RATE_LIMITED', message: 'リクエストが多すぎます。' } }, 'LINK_INVALID')).toBe(
      false,
    );
    expect(isRefusal({ status: 401, body: { code: 'LINK_INVALID' } }, 'LINK_INVALID')).toBe(false);
    expect(isRefusal({ status: 0, body: null }, 'LINK_INVALID')).toBe(false);
    expect(isRefusal(new Error('x'), 'ACCOUNT_PENDING')).toBe(false);
  });
});
