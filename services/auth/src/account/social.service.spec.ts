import { decideSocialBind, decideSocialLogin } from './social.service';

const account = (user_no: number, over: Partial<{ status: string; role_code: string; email_verified_at: Date | null }> = {}) => ({
  user_no,
  status: 'A',
  role_code: 'U',
  email_verified_at: new Date('2026-01-01T00:00:00Z'),
  ...over,
});
const verified = { email: 'head@demo.school.example.jp', emailVerified: true };

describe('decideSocialLogin (SPEC §2: ask before binding)', () => {
  it('signs in a provider account bound before, whatever its email says now', () => {
    const head = account(2);
    expect(decideSocialLogin({ email: null, emailVerified: false }, head, null)).toEqual({ kind: 'signedIn', account: head });
  });

  it.each([
    ['stopped', { status: 'S' }],
    ['pending', { status: 'P' }],
    ['visitor', { role_code: 'V' }],
  ])('refuses a bound %s account', (_, over) => {
    expect(decideSocialLogin(verified, account(2, over), null).kind).toBe('inactive');
  });

  it('offers binding, never binds, when a verified email belongs to an active account', () => {
    expect(decideSocialLogin(verified, null, account(2))).toEqual({ kind: 'bindOffered', email: verified.email });
  });

  it.each([
    ['the provider did not verify the email', { email: verified.email, emailVerified: false }, account(2)],
    ['the provider gave no email', { email: null, emailVerified: true }, null],
    ['no account has the email', verified, null],
    ['the account is stopped', verified, account(2, { status: 'S' })],
    ['we never confirmed the account email', verified, account(2, { email_verified_at: null })],
  ])('answers unknown when %s', (_, profile, owner) => {
    expect(decideSocialLogin(profile, null, owner)).toEqual({ kind: 'unknown' });
  });
});

describe('decideSocialBind', () => {
  it('binds under the same conditions as the offer', () => {
    expect(decideSocialBind(verified, null, account(2))).toBe('bind');
    expect(decideSocialBind({ ...verified, emailVerified: false }, null, account(2))).toBe('refused');
    expect(decideSocialBind(verified, null, account(2, { status: 'S' }))).toBe('refused');
    expect(decideSocialBind(verified, null, null)).toBe('refused');
  });

  it('never moves a provider account bound to someone else', () => {
    expect(decideSocialBind(verified, account(7), account(2))).toBe('refused');
    expect(decideSocialBind(verified, account(2), account(2))).toBe('alreadyBound');
  });
});
