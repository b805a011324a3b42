import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { apiAs, withSession } from '../support/screen';
import { ApiSession } from '../support/session';
import { bodyText, clickVisible, signIn, waitForText, sharedWeb } from '../support/web';

// Sign-in, the sidebar per role, the guard's redirects and the unsaved-changes prompt, against the
// real auth service (Auth_login, getCurrentUser, T0012AuthorityService.getMenu).
// each step drives a real browser against the real stack

describe('shell for signed-in users', () => {
  const web = sharedWeb();
  let page: Page;

  beforeEach(async () => {
    page = await web.newPage();
  });

  const sidebarTexts = (p: Page) =>
    p.$$eval('[data-testid="sidebar"] a', (links) => links.map((a) => (a as HTMLElement).innerText));
  const htmlLang = (p: Page) => p.evaluate(() => document.documentElement.lang);
  // Home, signed in by the cookie of a login (sessionCookie): typing on the login screen is the first
  // and the language tests' (and auth.spec.ts's)
  const home = async (userId: string) => {
    await withSession(page, web, userId);
    await page.goto(`${web.shellUrl}/`);
    await page.waitForSelector('[data-testid="user-menu"]');
  };

  it('signs a staff member in, back to the page asked for, and navigates through the sidebar', async () => {
    await page.goto(`${web.shellUrl}/C40701`);
    await page.waitForSelector('[data-testid="login-user"]');
    await page.type('[data-testid="login-user"]', 'admin');
    await page.type('[data-testid="login-password"]', 'demo-pass-2026');
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="c40701-page"] [data-testid="browse-grid"][data-status="loaded"]');
    expect(new URL(page.url()).pathname).toBe('/C40701');
    await page.waitForFunction(() => document.querySelector('[data-testid="page-title"]')?.textContent === '講師出勤確認');

    await page.waitForSelector('[data-testid="sidebar"] a');
    const links = await sidebarTexts(page);
    expect(links).toEqual(expect.arrayContaining(['講師一覧', '生徒一覧', 'センター一覧', 'ユーザー一覧']));
    await expectAccessible(page, 'staff screen C40701 with the sidebar');
    const [center] = await page.$$('xpath/.//a[normalize-space()="センター一覧"]');
    await center.click();
    await page.waitForFunction(() => location.pathname === '/M20101');
    await page.waitForFunction(() => document.querySelector('[data-testid="page-title"]')?.textContent === 'センター一覧');
  });

  it('shows a teacher only the teacher group and opens a teacher screen', async () => {
    await home('teacher1');
    await page.waitForSelector('[data-testid="sidebar"] a');
    const links = await sidebarTexts(page);
    expect(links).toEqual(expect.arrayContaining(['本日の授業', '今後の授業']));
    expect(links).not.toContain('センター一覧');
    const [today] = await page.$$('xpath/.//a[normalize-space()="本日の授業"]');
    await today.click();
    await page.waitForFunction(() => location.pathname === '/C11101');
    await page.waitForSelector('[data-testid="C11101"]');
    await expectAccessible(page, 'teacher screen');
  });

  it('shows a student the menu the server gives and opens a student screen', async () => {
    await home('student1');
    await page.waitForSelector('[data-testid="sidebar"] a');
    const links = await sidebarTexts(page);
    expect(links).toEqual(expect.arrayContaining(['本日の授業', '今後の授業・振替']));
    const [upcoming] = await page.$$('xpath/.//a[normalize-space()="今後の授業・振替"]');
    await upcoming.click();
    await page.waitForFunction(() => location.pathname === '/C21201');
    await page.waitForSelector('[data-testid="c21201-page"][data-status^="loaded"]');
    await waitForText(page, '今後の授業・振替');
    await expectAccessible(page, 'student screen');
  });

  it('sends a signed-in user away from Login with a warning', async () => {
    await withSession(page, web, 'office');
    await page.goto(`${web.shellUrl}/Auth/login`);
    await waitForText(page, 'すでにログインしています');
    await page.waitForFunction(() => location.pathname === '/');
  });

  it('sends a user without the role Home with a no-permission warning', async () => {
    await withSession(page, web, 'student1');
    await page.goto(`${web.shellUrl}/M20101`);
    await waitForText(page, 'この画面を表示する権限がありません');
    await page.waitForFunction(() => location.pathname === '/');
  });

  it('shows placeholders and under construction', async () => {
    await withSession(page, web, 'admin');
    await page.goto(`${web.shellUrl}/B00101`);
    await page.waitForSelector('[data-testid="under-construction"]');
    expect(await bodyText(page)).toContain('工事中です');
    await expectAccessible(page, 'under construction');
    // C40401 is a real screen now, kept out of the sidebar (SPEC §6)
    await page.goto(`${web.shellUrl}/C40401`);
    await page.waitForSelector('[data-testid="c40401-page"]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="page-title"]')?.textContent === '週別必要レギュラー講師数',
    );
    await page.waitForSelector('[data-testid="sidebar"] a');
    expect(await sidebarTexts(page)).not.toContain('週別必要レギュラー講師数');
  });

  it('asks before leaving unsaved changes and stays when told so', async () => {
    await withSession(page, web, 'admin');
    await page.goto(`${web.shellUrl}/t0010/edit`);
    await page.waitForSelector('[data-testid="sample-name"]');
    await page.type('[data-testid="sample-name"]', '変更');
    const home = () => clickVisible(page, '::-p-xpath(//a[normalize-space()="講師一覧"])');
    await home();
    await waitForText(page, '変更内容が保存されていません。移動しますか？');
    await expectAccessible(page, 'unsaved changes prompt');
    await clickVisible(page, '.ant-modal-confirm .ant-btn:not(.ant-btn-primary)');
    await page.waitForSelector('.ant-modal-confirm', { hidden: true });
    expect(new URL(page.url()).pathname).toBe('/t0010/edit');
    await home();
    await waitForText(page, '変更内容が保存されていません。移動しますか？');
    await clickVisible(page, '.ant-modal-confirm .ant-btn-primary');
    await page.waitForFunction(() => location.pathname === '/C10101');
  });

  it('signs a user in to the language saved with their account, and saves the one chosen while signed in', async () => {
    // a user of this test, whose account says English
    const admin = await apiAs(web, 'admin');
    const userId = `web.locale.${Date.now().toString(36)}`;
    const added = (
      await admin.call('M20901_doAdd', {
        user_id: userId,
        user_named: 'Lee',
        email: null,
        user_type_code: 540,
        status: 'A',
        teacher_no: null,
        student_no: null,
        authority_function_ids: [],
        center_nos: [1],
      })
    ).output;
    try {
      const password = (await admin.call('M20901_resetInitPassword', { user_no: added.user_no })).output.initial_password;
      const user = new ApiSession(web.stack, { origin: web.shellUrl });
      await user.login(userId, password);
      expect((await user.call('setUserLocale', { locale: 'en' })).output.locale_code).toBe('en');

      // a fresh browser shows Japanese until the user signs in
      await page.goto(`${web.shellUrl}/Auth/login`);
      await page.waitForSelector('[data-testid="login-user"]');
      expect(await htmlLang(page)).toBe('ja');
      await signIn(page, web, userId, password);
      await waitForText(page, 'Choose a screen from the menu.');
      expect(await page.$eval('[data-testid="user-menu"]', (b) => b.textContent)).toBe('Lee');
      expect(await htmlLang(page)).toBe('en');
      await page.waitForSelector('[data-testid="sidebar"] a');
      expect(await sidebarTexts(page)).toEqual(expect.arrayContaining(['Teachers', 'Students']));

      // chosen while signed in: saved with the account, so another browser's sign-in starts in it
      await page.click('[data-testid="locale-switch"]');
      await clickVisible(page, '[data-testid="locale-zh-Hant"]');
      await page.waitForFunction(() => document.documentElement.lang === 'zh-Hant');
      for (let i = 0; i < 50 && (await user.call('getCurrentUser', {})).output?.locale_code !== 'zh-Hant'; i++)
        await new Promise((r) => setTimeout(r, 100));
      const elsewhere = await web.newPage();
      await signIn(elsewhere, web, userId, password);
      await elsewhere.waitForFunction(() => document.documentElement.lang === 'zh-Hant');
    } finally {
      const { lock_version } = (await admin.call('M20901_getEdit', { user_no: added.user_no })).output;
      await admin.call('M20901_doDelete', { user_no: added.user_no, lock_version });
    }
  });

  it('logs out from the user menu', async () => {
    await home('admin');
    await page.click('[data-testid="user-menu"]');
    await page.waitForSelector('[data-testid="logout"]', { visible: true });
    await expectAccessible(page, 'user menu');
    await clickVisible(page, '[data-testid="logout"]');
    await page.waitForSelector('[data-testid="login-user"]');
    await waitForText(page, 'ログアウトしました');
  });
});
