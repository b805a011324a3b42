import { query } from '../support/db';
import { Mailbox } from '../support/mailbox';
import { ApiSession, WEB_ORIGIN } from '../support/session';
import { sharedStack } from '../support/stack';

// SPEC §1–§4 sign-in flows against the real stack, with mail delivered over SMTP to a real server.
describe('signing in', () => {
  const mailbox = new Mailbox();
  const stack = sharedStack();
  const unique = `${process.pid}${Date.now() % 100000}`;

  const audit = async (event: string, userId: string): Promise<number> => {
    const rows = await query(
      `SELECT count(*)::int AS n FROM "auth"."audit_log" a LEFT JOIN "auth"."user_account" u USING ("user_no")
        WHERE a."event" = $1 AND (u."user_id" = $2 OR a."detail"->>'user_id' = $2)`,
      [event, userId],
    );
    return rows[0].n as number;
  };

  it('logs in with user id and password, keeps the session, and logs out', async () => {
    const s = new ApiSession(stack);
    expect((await s.call('getCurrentUser', {})).output).toBeNull();
    const login = await s.login('office');
    expect(login.setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(login.output).toMatchObject({
      user_id: 'office',
      user_type_code: 540,
      role_code: 'U',
      status: 'A',
      isAdmin: true,
      isTeacher: false,
    });
    const me = await s.call('getCurrentUser', {});
    expect(me.output?.user_id).toBe('office');
    const menu = await s.call('T0012AuthorityService.getMenu', {});
    expect(menu.output.map((m) => m.function_id)).toContain('C40101');
    const sid = s.cookie;
    expect((await s.call('Auth_logout', {})).setCookie).toMatch(/^sid=; .*Max-Age=0/);
    expect((await s.call('getCurrentUser', {})).output).toBeNull();
    // The old cookie is worth nothing after logout.
    const replay = new ApiSession(stack);
    replay.cookie = sid;
    const refused = await replay.call('T0012AuthorityService.getMenu', {});
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('セッションが切れました。再度ログインしてください');
    expect(await audit('login', 'office')).toBeGreaterThan(0);
    expect(await audit('logout', 'office')).toBeGreaterThan(0);
  });

  it('rotates the session id at login', async () => {
    const s = new ApiSession(stack);
    await s.login('sales');
    const first = s.cookie;
    await s.login('sales');
    expect(s.cookie).not.toBe(first);
    const old = new ApiSession(stack);
    old.cookie = first;
    expect((await old.call('getCurrentUser', {})).output).toBeNull();
  });

  it('answers a wrong password and an unknown user alike, and audits the failure', async () => {
    const s = new ApiSession(stack);
    const wrong = await s.call('Auth_login', { user_id: 'manager', password: 'nope-nope' });
    const unknown = await s.call('Auth_login', { user_id: `ghost${unique}`, password: 'nope-nope' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.message).toBe('ユーザーIDまたはパスワードが正しくありません。');
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(await audit('login_failed', 'manager')).toBeGreaterThan(0);
  });

  it('logs in by an emailed single-use link; an unknown email gets the same answer and no mail', async () => {
    const s = new ApiSession(stack);
    const since = mailbox.mails.length;
    const known = await s.call('Auth_requestLoginLink', { email: 'head@demo.school.example.jp' });
    const unknown = await s.call('Auth_requestLoginLink', { email: `nobody${unique}@example.jp` });
    expect(known.output).toEqual({ accepted: true });
    expect(unknown.output).toEqual(known.output);
    const mail = await mailbox.next('head@demo.school.example.jp', since);
    expect(mail.subject).toBe('ログイン用リンクのお知らせ');
    const { url, token } = Mailbox.link(mail);
    expect(`${url.origin}${url.pathname}`).toBe(`${WEB_ORIGIN}/Auth/link/login`);
    const login = await s.call('Auth_loginWithLink', { token });
    expect(login.output.user_id).toBe('head');
    expect((await s.call('getCurrentUser', {})).output?.user_id).toBe('head');
    const again = await new ApiSession(stack).call('Auth_loginWithLink', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('このリンクは無効か、有効期限が切れています。');
    expect(mailbox.mails.slice(since).some((m) => m.to.startsWith('nobody'))).toBe(false);
  });

  it('registers, waits for the confirmation, logs in; then a reset ends the other sessions', async () => {
    const email = `family${unique}@example.jp`;
    const s = new ApiSession(stack);
    let since = mailbox.mails.length;
    const registered = await s.call('Auth_register', {
      email,
      password: 'first-pass-1',
      password_confirmation: 'first-pass-1',
      user_named: '山田 花子',
    });
    expect(registered.output).toEqual({ accepted: true });
    // Pending: the password does not open the account before the email is confirmed.
    const early = await s.call('Auth_login', { user_id: email, password: 'first-pass-1' });
    expect(early.body.message).toBe('メールアドレスの確認が完了していません。届いたメールのリンクを開いてください。');
    await mailbox.next(email, since);
    since = mailbox.mails.length;
    await s.call('Auth_resendConfirmation', { email });
    const confirmation = await mailbox.next(email, since);
    expect(confirmation.subject).toBe('メールアドレスの確認');
    const confirmed = await s.call('Auth_confirmRegistration', {
      token: Mailbox.link(confirmation).token,
    });
    expect(confirmed.output).toMatchObject({ user_id: email, status: 'A' });
    await s.call('Auth_logout', {});
    await s.login(email, 'first-pass-1');

    // A second browser is signed in too; the reset must end it.
    const other = new ApiSession(stack);
    await other.login(email, 'first-pass-1');
    since = mailbox.mails.length;
    const anonymous = new ApiSession(stack);
    expect((await anonymous.call('Auth_requestPasswordReset', { email })).output).toEqual({ accepted: true });
    const reset = await mailbox.next(email, since);
    const mismatch = await anonymous.call('Auth_resetPassword', {
      token: Mailbox.link(reset).token,
      password: 'second-pass-2',
      password_confirmation: 'x',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['パスワードが一致しません'] });
    const done = await anonymous.call('Auth_resetPassword', {
      token: Mailbox.link(reset).token,
      password: 'second-pass-2',
      password_confirmation: 'second-pass-2',
    });
    expect(done.output).toEqual({ accepted: true });
    expect((await other.call('getCurrentUser', {})).output).toBeNull();
    expect((await s.call('getCurrentUser', {})).output).toBeNull();
    expect((await anonymous.call('Auth_login', { user_id: email, password: 'first-pass-1' })).status).toBe(400);
    expect((await anonymous.call('Auth_login', { user_id: email, password: 'second-pass-2' })).status).toBe(200);
    expect(await audit('password_reset', email)).toBe(1);
  });

  it('registering an address that has an account answers the same and mails its owner instead', async () => {
    const s = new ApiSession(stack);
    const since = mailbox.mails.length;
    const answer = await s.call('Auth_register', {
      email: 'sales@demo.school.example.jp',
      password: 'whatever-1',
      password_confirmation: 'whatever-1',
      user_named: 'x',
    });
    expect(answer.output).toEqual({ accepted: true });
    expect((await mailbox.next('sales@demo.school.example.jp', since)).subject).toBe('ご登録について');
  });

  it('binds an email to the signed-in account with a confirmation link', async () => {
    const s = new ApiSession(stack);
    await s.login('classroom');
    const email = `classroom${unique}@example.jp`;
    const since = mailbox.mails.length;
    await s.call('Auth_requestEmailBind', { email });
    const mail = await mailbox.next(email, since);
    expect(mail.subject).toBe('メールアドレス登録の確認');
    const bound = await s.call('Auth_confirmEmailBind', { token: Mailbox.link(mail).token });
    expect(bound.output.email).toBe(email);
    await s.call('setUserLocale', { locale: 'ja' });
    expect((await s.call('getCurrentUser', {})).output?.email).toBe(email);
  });

  it('checks the password for an assignment with warnings: null when wrong', async () => {
    const s = new ApiSession(stack);
    await s.login('head');
    expect((await s.call('C40101_checkPassword', { user_password: 'wrong' })).output).toBeNull();
    expect((await s.call('C40101_checkPassword', { user_password: process.env.DEMO_PASSWORD || 'demo-pass-2026' })).output).toBe(
      true,
    );
  });

  it('switches the locale of the session and its messages', async () => {
    const s = new ApiSession(stack);
    await s.login('franchise');
    await s.call('setUserLocale', { locale: 'en' });
    const err = await s.call('Auth_requestEmailBind', { email: 'not-an-email' });
    expect(err.body.errors).toEqual({ email: ['The email address is not valid'] });
    await s.call('setUserLocale', { locale: 'ja' });
  });

  it('refuses a request from another web origin, and a cookie without any origin (CSRF)', async () => {
    const s = new ApiSession(stack);
    await s.login('manager');
    const evil = new ApiSession(stack, { origin: 'http://evil.example' });
    evil.cookie = s.cookie;
    const refused = await evil.call('getCurrentUser', {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('CSRF_REJECTED');
    const res = await fetch(`${stack.baseUrl}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: s.cookie ?? '' },
      body: JSON.stringify({ data: [{ api: 'getCurrentUser' }] }),
    });
    expect(res.status).toBe(403);
  });

  it('lets a signed-in user change the password: every session ends and the caller gets a fresh one', async () => {
    const email = `changer${unique}@example.jp`;
    const s = new ApiSession(stack);
    const since = mailbox.mails.length;
    await s.call('Auth_register', {
      email,
      password: 'pass-word-1',
      password_confirmation: 'pass-word-1',
      user_named: '変更 太郎',
    });
    await s.call('Auth_confirmRegistration', { token: Mailbox.link(await mailbox.next(email, since)).token });
    const other = new ApiSession(stack);
    await other.login(email, 'pass-word-1');
    const before = s.cookie;
    const wrong = await s.call('M20901_ResetPassword', {
      current_password: 'bad',
      password: 'pass-word-2',
      password_confirmation: 'pass-word-2',
    });
    expect(wrong.body.errors).toEqual({ current_password: ['パスワードが間違っています'] });
    const changed = await s.call('M20901_ResetPassword', {
      current_password: 'pass-word-1',
      password: 'pass-word-2',
      password_confirmation: 'pass-word-2',
    });
    expect(changed.status).toBe(200);
    expect(s.cookie).not.toBe(before);
    expect((await s.call('getCurrentUser', {})).output?.user_id).toBe(email);
    expect((await other.call('getCurrentUser', {})).output).toBeNull();
  });
});
