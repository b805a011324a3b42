import { socialOutcome, toProviders, withoutSocialQuery } from './social';

describe('social login', () => {
  it('reads the providers, bare or wrapped, and drops names unfit for a URL path', () => {
    const google = { name: 'google', label: 'Google' };
    expect(toProviders({ data: [google, { name: '../x', label: 'X' }, { name: 'line' }] })).toEqual([google]);
    expect(toProviders([google])).toEqual([google]);
    expect(toProviders(null)).toEqual([]);
    expect(toProviders({ code: 'NOT_FOUND' })).toEqual([]);
  });

  it('tells the outcome the gateway sent the browser back with', () => {
    const q = (s: string) => socialOutcome(new URLSearchParams(s));
    expect(q('')).toBeNull();
    expect(q('social=bind&email=a%40b.jp')).toEqual({ kind: 'bind', email: 'a@b.jp' });
    expect(q('social=bind')).toEqual({ kind: 'error' });
    expect(q('social=unknown')).toEqual({ kind: 'unknown' });
    expect(q('social=error')).toEqual({ kind: 'error' });
    expect(q('social=whatever')).toEqual({ kind: 'error' });
  });

  it('drops the social query and keeps next', () => {
    expect(withoutSocialQuery(new URLSearchParams('social=bind&email=a%40b.jp&next=%2FC10101'))).toBe('?next=%2FC10101');
    expect(withoutSocialQuery(new URLSearchParams('social=unknown'))).toBe('');
  });
});
