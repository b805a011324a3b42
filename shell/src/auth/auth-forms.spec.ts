import { normalizeAuthValues, validateAuthForm } from './auth-forms';

describe('login-related form rules', () => {
  it('asks for every field of the registration, in the server’s words', () => {
    expect(validateAuthForm('register', {})).toEqual({
      email: [{ key: 'auth.required', params: {} }],
      user_named: [{ key: 'auth.required', params: {} }],
      password: [{ key: 'auth.required', params: {} }],
      password_confirmation: [{ key: 'auth.required', params: {} }],
      terms: [{ key: 'validation.must_agree', params: {} }],
    });
  });

  it('passes a complete registration', () => {
    const values = {
      email: 'hanako@example.jp',
      user_named: '山田 花子',
      password: 'eight-ch',
      password_confirmation: 'eight-ch',
      terms: true,
    };
    expect(validateAuthForm('register', values)).toEqual({});
  });

  it('keeps passwords to 8–128 characters and the confirmation equal', () => {
    const rule = [{ key: 'auth.passwordRule', params: { min: 8, max: 128 } }];
    expect(validateAuthForm('resetPassword', { password: 'short', password_confirmation: 'short' })).toEqual({ password: rule });
    expect(validateAuthForm('resetPassword', { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) })).toEqual({
      password: rule,
    });
    expect(validateAuthForm('resetPassword', { password: 'long-enough', password_confirmation: 'long-enougH' })).toEqual({
      password_confirmation: [{ key: 'auth.passwordMismatch', params: {} }],
    });
    expect(validateAuthForm('resetPassword', { password: 'x'.repeat(128), password_confirmation: 'x'.repeat(128) })).toEqual({});
  });

  it('checks the email format and length', () => {
    expect(validateAuthForm('email', { email: 'not-an-email' })).toEqual({ email: [{ key: 'auth.emailInvalid', params: {} }] });
    expect(validateAuthForm('email', { email: `${'a'.repeat(250)}@x.jp` })).toEqual({
      email: [{ key: 'auth.tooLong', params: { n: 254 } }],
    });
  });

  it('only needs the current password to be there when changing it', () => {
    expect(
      validateAuthForm('changePassword', { current_password: 'x', password: 'new-pass-1', password_confirmation: 'new-pass-1' }),
    ).toEqual({});
    expect(validateAuthForm('login', { user_id: 'admin' })).toEqual({ password: [{ key: 'auth.required', params: {} }] });
  });

  it('trims emails and user ids but never passwords', () => {
    expect(normalizeAuthValues({ email: ' a@b.jp ', user_id: ' admin', password: ' pw ' })).toEqual({
      email: 'a@b.jp',
      user_id: 'admin',
      password: ' pw ',
    });
  });
});
