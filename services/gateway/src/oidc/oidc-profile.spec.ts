import { profileOf } from './oidc-profile';

describe('profileOf', () => {
  it('takes the subject from the ID token and the email with its flag from userinfo', () => {
    expect(
      profileOf(
        'google',
        { sub: 'g-1', email: 'old@x.jp', email_verified: true },
        { sub: 'g-1', email: 'a@x.jp', email_verified: false, name: ' 山田 ' },
      ),
    ).toEqual({
      provider: 'google',
      subject: 'g-1',
      email: 'a@x.jp',
      emailVerified: false,
      name: '山田',
    });
  });

  it('falls back to the ID token and accepts "true" as a string', () => {
    expect(profileOf('p', { sub: 's', email: 'b@x.jp', email_verified: 'true', name: 'B' }, { sub: 's' })).toMatchObject({
      email: 'b@x.jp',
      emailVerified: true,
      name: 'B',
    });
  });

  it('never calls an address verified without the flag, nor without an address', () => {
    expect(profileOf('p', { sub: 's', email: 'c@x.jp' }, {})).toMatchObject({ emailVerified: false });
    expect(profileOf('p', { sub: 's', email_verified: true }, {})).toMatchObject({
      email: null,
      emailVerified: false,
      name: null,
    });
  });

  it('refuses a token without a subject', () => {
    expect(profileOf('p', { email: 'c@x.jp' }, {})).toBeNull();
  });
});
