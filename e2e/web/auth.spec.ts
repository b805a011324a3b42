import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { Mailbox } from '../support/mailbox';
import { ApiSession } from '../support/session';
import { pagesPerTest, setSessionCookie } from '../support/screen';
import { bodyText, clickVisible, DEMO_PASSWORD, LOGIN_FORM_READY, sharedWeb, waitForText } from '../support/web';

// The login-related screens of SPEC §2 in headless Chromium against the real stack, with every mail
// delivered over SMTP to the run's real SMTP server and its link opened in the browser.
// each step drives a real browser against the real stack
jest.setTimeout(180000);

describe('login-related screens', () => {
  const mailbox = new Mailbox();
  const web = sharedWeb();
  const unique = `${process.pid}${Date.now() % 100000}`;

  const newPage = pagesPerTest(() => web);

  const path = (page: Page): string => new URL(page.url()).pathname;
  const landsOn = (page: Page, pathname: string) => page.waitForFunction((p: string) => location.pathname === p, {}, pathname);
  // the reset link's landing is painted by the build: its submit works once the scripts have hydrated it
  const RESET_FORM_READY = '[data-testid="reset-form"][data-ready="true"]';
  const sentText = (page: Page) => page.$eval('[data-testid="email-sent"]', (e) => (e as HTMLElement).innerText);

  const fill = async (page: Page, testId: string, value: string): Promise<void> => {
    const selector = `[data-testid="${testId}"]`;
    // clicked once it stands still: a dialog zooms in from the click that opened it, and a click
    // aimed at a field still moving lands on the mask, which closes the dialog
    await clickVisible(page, selector, { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type(selector, value);
  };

  const clickByText = (page: Page, tag: string, text: string): Promise<void> =>
    clickVisible(page, `::-p-xpath(//${tag}[normalize-space()="${text}"])`);

  const login = async (page: Page, userId: string, password: string): Promise<void> => {
    await page.waitForSelector(LOGIN_FORM_READY);
    await fill(page, 'login-user', userId);
    await fill(page, 'login-password', password);
    await page.click('[data-testid="login-submit"]');
  };

  const logout = async (page: Page): Promise<void> => {
    await page.click('[data-testid="user-menu"]');
    await clickVisible(page, '[data-testid="logout"]');
    await page.waitForSelector('[data-testid="logout-success"]');
  };

  const linkOf = async (to: string, since: number, subject: string): Promise<string> => {
    const mail = await mailbox.next(to, since);
    expect(mail.subject).toBe(subject);
    const { url } = Mailbox.link(mail);
    expect(url.origin).toBe(web.shellUrl);
    return url.toString();
  };

  // An API client that the gateway takes for the shell (its origin, its links).
  const apiSession = (): ApiSession => {
    return new ApiSession(web.stack, { origin: web.shellUrl, 'x-frontend-url': `${web.shellUrl}/Auth/login` });
  };

  // A fresh account for anything that changes a password: the demo accounts are shared.
  const registeredAccount = async (name: string, password: string): Promise<string> => {
    const email = `${name}${unique}@example.jp`;
    const s = apiSession();
    const since = mailbox.mails.length;
    const answer = await s.call('Auth_register', { email, password, password_confirmation: password, user_named: name });
    expect(answer.output).toEqual({ accepted: true });
    const confirmed = await s.call('Auth_confirmRegistration', { token: Mailbox.link(await mailbox.next(email, since)).token });
    expect(confirmed.status).toBe(200);
    return email;
  };

  it('logs in with user id and password, refuses a wrong one, and logs out to the logout-success screen', async () => {
    const page = await newPage();
    await page.goto(`${web.shellUrl}/Auth/login`);
    await page.waitForSelector(LOGIN_FORM_READY);
    // the browser checks first: nothing typed, nothing sent
    await page.click('[data-testid="login-submit"]');
    await waitForText(page, '必須項目です');
    await expectAccessible(page, 'login with validation errors');

    await login(page, 'office', 'wrong-password');
    await waitForText(page, '操作エラー:ユーザーIDまたはパスワードが正しくありません。');
    expect(path(page)).toBe('/Auth/login');

    await login(page, 'office', DEMO_PASSWORD);
    await page.waitForSelector('[data-testid="user-menu"]');
    expect(await page.$eval('[data-testid="user-menu"]', (b) => (b as HTMLElement).innerText)).toBe('事務スタッフ');
    await landsOn(page, '/');
    await expectAccessible(page, 'home of a staff member');

    await logout(page);
    expect(path(page)).toBe('/Auth/logout-success');
    const text = await bodyText(page);
    expect(text).toContain('ログアウトしました');
    expect(text).toContain('ご利用ありがとうございました。');
    await expectAccessible(page, 'logout success');
    // signed out for real: a page for signed-in users sends back to Login
    await page.goto(`${web.shellUrl}/C10101`);
    await waitForText(page, 'ログインしてください');
    await landsOn(page, '/Auth/login');
  });

  it('logs in by an emailed link: asks in the UI, reads the mail, opens the link, lands signed in', async () => {
    const page = await newPage();
    await page.goto(`${web.shellUrl}/C10101`);
    await page.waitForSelector('[data-testid="login-user"]');
    await clickByText(page, 'a', 'メールでログイン');
    await page.waitForSelector('[data-testid="email-input"]');
    expect(path(page)).toBe('/Auth/login-email');

    // an unknown address gets the very same answer (no enumeration)
    await fill(page, 'email-input', `nobody${unique}@example.jp`);
    await page.click('[data-testid="email-submit"]');
    await page.waitForSelector('[data-testid="email-sent"]');
    const unknownAnswer = await sentText(page);
    expect(unknownAnswer).toContain('入力されたメールアドレスが登録されている場合は、ログイン用のリンクをお送りしました。');
    await expectAccessible(page, 'sign-in link sent');

    await page.goto(`${web.shellUrl}/Auth/login-email?next=${encodeURIComponent('/C10101')}`);
    // painted by the build: its submit works once the scripts have hydrated the form
    await page.waitForSelector('[data-testid="email-form"][data-ready="true"]');
    const since = mailbox.mails.length;
    await fill(page, 'email-input', 'head@demo.school.example.jp');
    await page.click('[data-testid="email-submit"]');
    await page.waitForSelector('[data-testid="email-sent"]');
    expect(await sentText(page)).toBe(unknownAnswer);

    const link = await linkOf('head@demo.school.example.jp', since, 'ログイン用リンクのお知らせ');
    expect(new URL(link).pathname).toBe('/Auth/link/login');
    await page.goto(link);
    await page.waitForSelector('[data-testid="user-menu"]');
    await waitForText(page, 'ログインしました');
    expect(await page.$eval('[data-testid="user-menu"]', (b) => (b as HTMLElement).innerText)).toBe('センター長');
    // back to the page asked for before the link was requested
    await landsOn(page, '/C10101');
    expect(mailbox.mails.slice(since).some((m) => m.to.startsWith('nobody'))).toBe(false);
  });

  it('registers, waits on the pending screen, resends, confirms by the link, and logs in with the new password', async () => {
    const email = `family${unique}@example.jp`;
    const page = await newPage();
    await page.goto(`${web.shellUrl}/Auth/login`);
    await clickByText(page, 'a', '新規登録');
    await page.waitForSelector('[data-testid="register-submit"]');
    expect(path(page)).toBe('/Auth/register');

    // the rules run in the browser before anything is sent
    await page.click('[data-testid="register-submit"]');
    await waitForText(page, '必須項目です');
    await waitForText(page, '同意してください');
    await fill(page, 'register-email', 'not-an-email');
    await fill(page, 'register-name', '山田 花子');
    await fill(page, 'register-password', 'short');
    await fill(page, 'register-password-confirmation', 'other');
    await page.click('[data-testid="register-submit"]');
    await waitForText(page, 'メールアドレスの形式が正しくありません');
    await waitForText(page, 'パスワードは8文字以上128文字以内で入力してください');
    await waitForText(page, 'パスワードが一致しません');
    await expectAccessible(page, 'registration with validation errors');

    await fill(page, 'register-email', email);
    await fill(page, 'register-password', 'first-pass-1');
    await fill(page, 'register-password-confirmation', 'first-pass-1');
    await page.click('.ant-checkbox-input');
    let since = mailbox.mails.length;
    await page.click('[data-testid="register-submit"]');
    await page.waitForSelector('[data-testid="pending-email"]');
    expect(path(page)).toBe('/Auth/register/pending');
    expect(await bodyText(page)).toContain('メールアドレスの確認待ちです');
    expect(await bodyText(page)).toContain(`確認メールの送信先: ${email}`);
    await expectAccessible(page, 'registration pending');
    await linkOf(email, since, 'メールアドレスの確認');

    since = mailbox.mails.length;
    await page.click('[data-testid="resend-confirmation"]');
    await waitForText(page, '確認メールを再送しました');
    const link = await linkOf(email, since, 'メールアドレスの確認');

    // not confirmed yet: the password does not open the account, the pending screen comes back
    await page.click('[data-testid="back-to-login"]');
    await login(page, email, 'first-pass-1');
    await waitForText(page, 'メールアドレスの確認が完了していません。');
    await landsOn(page, '/Auth/register/pending');
    await waitForText(page, `確認メールの送信先: ${email}`);

    expect(new URL(link).pathname).toBe('/Auth/register/confirm');
    await page.goto(link);
    await page.waitForSelector('[data-testid="user-menu"]');
    await waitForText(page, 'メールアドレスを確認しました。ようこそ！');
    expect(await page.$eval('[data-testid="user-menu"]', (b) => (b as HTMLElement).innerText)).toBe('山田 花子');

    await logout(page);
    await login(page, email, 'first-pass-1');
    await page.waitForSelector('[data-testid="user-menu"]');
    await landsOn(page, '/');

    // a second address for the same account, bound from the user menu and confirmed by its link
    const second = `family${unique}b@example.jp`;
    await page.click('[data-testid="user-menu"]');
    await clickVisible(page, '[data-testid="bind-email"]');
    await landsOn(page, '/Auth/bind-email');
    await waitForText(page, `現在のメールアドレス: ${email}`);
    since = mailbox.mails.length;
    await fill(page, 'email-input', second);
    await page.click('[data-testid="email-submit"]');
    await waitForText(page, `${second} 宛てのメールのリンクを開くと登録が完了します。`);
    await expectAccessible(page, 'email binding sent');
    const bindLink = await linkOf(second, since, 'メールアドレス登録の確認');
    expect(new URL(bindLink).pathname).toBe('/Auth/email/bind');
    await page.goto(bindLink);
    await waitForText(page, 'メールアドレスを登録しました');
    expect(await bodyText(page)).toContain(`${second} をアカウントに登録しました。`);
  });

  it('resets a forgotten password by the mailed link: the old one is refused, the new one works, other sessions end', async () => {
    const email = await registeredAccount('reset', 'first-pass-1');
    const [mine, byNavigation, byApiCall] = [await newPage(), await newPage(), await newPage()];
    // two other browsers signed in, a session each (by the cookie of a login: the login screen is the
    // first test's); this one asks from the login page
    for (const page of [byNavigation, byApiCall]) {
      const session = apiSession();
      await session.login(email, 'first-pass-1');
      await setSessionCookie(page, web, session.cookie ?? '');
      // the sidebar's unread check (first 5 s after the page opens) would meet the ended session on
      // its own: the first call after the reset must be the one each page makes below
      await page.setRequestInterception(true);
      page.on('request', (request) =>
        (request.postData() ?? '').includes('Chatroom_getUnreadCount') ? void request.abort() : void request.continue(),
      );
      await page.goto(`${web.shellUrl}/`);
      await page.waitForSelector('[data-testid="user-menu"]');
    }

    await mine.goto(`${web.shellUrl}/Auth/login`);
    await mine.waitForSelector(LOGIN_FORM_READY);
    await clickByText(mine, 'a', 'パスワードをお忘れの方');
    await mine.waitForSelector('[data-testid="email-input"]');
    const since = mailbox.mails.length;
    await fill(mine, 'email-input', email);
    await mine.click('[data-testid="email-submit"]');
    await waitForText(mine, '入力されたメールアドレスが登録されている場合は、パスワード再設定用のリンクをお送りしました。');
    const link = await linkOf(email, since, 'パスワード再設定のご案内');
    expect(new URL(link).pathname).toBe('/Auth/password/reset');

    await mine.goto(link);
    await mine.waitForSelector(RESET_FORM_READY);
    await fill(mine, 'new-password', 'second-pass-2');
    await fill(mine, 'new-password-confirmation', 'second-pass-X');
    await mine.click('[data-testid="reset-submit"]');
    await waitForText(mine, 'パスワードが一致しません');
    await expectAccessible(mine, 'password reset with a validation error');
    await fill(mine, 'new-password-confirmation', 'second-pass-2');
    await mine.click('[data-testid="reset-submit"]');
    await waitForText(mine, 'パスワードを再設定しました');
    expect(await bodyText(mine)).toContain('新しいパスワードでログインしてください。');
    await mine.click('[data-testid="reset-to-login"]');

    await login(mine, email, 'first-pass-1');
    await waitForText(mine, '操作エラー:ユーザーIDまたはパスワードが正しくありません。');
    await login(mine, email, 'second-pass-2');
    await mine.waitForSelector('[data-testid="user-menu"]');

    // the other browsers: the next navigation, or the next API call, logs them out (SPEC §8)
    await byNavigation.click('[data-testid="user-menu"]');
    await clickVisible(byNavigation, '[data-testid="bind-email"]');
    await waitForText(byNavigation, 'セッションが切れました。再度ログインしてください');
    await byNavigation.waitForSelector('[data-testid="login-user"]');
    expect(path(byNavigation)).toBe('/Auth/login');
    expect(new URL(byNavigation.url()).searchParams.get('next')).toBe('/Auth/bind-email');
    expect(await byNavigation.$('[data-testid="user-menu"]')).toBeNull();

    await byApiCall.click('[data-testid="user-menu"]');
    await clickVisible(byApiCall, '[data-testid="change-password"]');
    await fill(byApiCall, 'current-password', 'first-pass-1');
    await fill(byApiCall, 'new-password', 'third-pass-3');
    await fill(byApiCall, 'new-password-confirmation', 'third-pass-3');
    await clickByText(byApiCall, 'button', '変更する');
    await waitForText(byApiCall, 'セッションが切れました。再度ログインしてください');
    await byApiCall.waitForSelector('[data-testid="login-user"]');
    expect(path(byApiCall)).toBe('/Auth/login');

    // the signed-in browser changes its own password from the user menu and stays signed in
    await mine.click('[data-testid="user-menu"]');
    await clickVisible(mine, '[data-testid="change-password"]');
    await fill(mine, 'current-password', 'not-my-password');
    await fill(mine, 'new-password', 'third-pass-3');
    await fill(mine, 'new-password-confirmation', 'third-pass-3');
    await clickByText(mine, 'button', '変更する');
    await waitForText(mine, 'パスワードが間違っています');
    await expectAccessible(mine, 'change password dialog with an error');
    await fill(mine, 'current-password', 'second-pass-2');
    await clickByText(mine, 'button', '変更する');
    await waitForText(mine, 'パスワードを変更しました');
    await mine.goto(`${web.shellUrl}/`);
    await mine.waitForSelector('[data-testid="user-menu"]');
    await logout(mine);
    await login(mine, email, 'third-pass-3');
    await mine.waitForSelector('[data-testid="user-menu"]');
  });

  it('shows the invalid-link screen for a used, a forged or a missing token', async () => {
    const s = apiSession();
    const since = mailbox.mails.length;
    await s.call('Auth_requestLoginLink', { email: 'manager@demo.school.example.jp' });
    const link = await linkOf('manager@demo.school.example.jp', since, 'ログイン用リンクのお知らせ');
    const used = await s.call('Auth_loginWithLink', { token: new URL(link).searchParams.get('token') ?? '' });
    expect(used.status).toBe(200);

    const page = await newPage();
    for (const target of [
      link,
      `${web.shellUrl}/Auth/link/login?token=forged-token`,
      `${web.shellUrl}/Auth/register/confirm?token=forged-token`,
      `${web.shellUrl}/Auth/email/bind?token=forged-token`,
      `${web.shellUrl}/Auth/password/reset`,
    ]) {
      await page.goto(target);
      await page.waitForSelector('[data-testid="invalid-link"]');
      expect(path(page)).toBe('/Auth/invalid-link');
      expect(await bodyText(page)).toContain('リンクの有効期限が切れているか、すでに使用されています。');
    }
    await expectAccessible(page, 'invalid link');

    // a reset link is spent only by its form: a forged one is found out on submit
    await page.goto(`${web.shellUrl}/Auth/password/reset?token=forged-token`);
    await page.waitForSelector(RESET_FORM_READY);
    await fill(page, 'new-password', 'whatever-pass');
    await fill(page, 'new-password-confirmation', 'whatever-pass');
    await page.click('[data-testid="reset-submit"]');
    await page.waitForSelector('[data-testid="invalid-link"]');
    await clickByText(page, 'span', 'ログイン画面へ戻る');
    await page.waitForSelector('[data-testid="login-user"]');
  });
});
