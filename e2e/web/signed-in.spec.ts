import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
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
  afterEach(() => page.browserContext().close());

  const sidebarTexts = (p: Page) =>
    p.$$eval('[data-testid="sidebar"] a', (links) => links.map((a) => (a as HTMLElement).innerText));

  it('signs a staff member in, back to the page asked for, and navigates through the sidebar', async () => {
    await page.goto(`${web.shellUrl}/C10101`);
    await page.waitForSelector('[data-testid="login-user"]');
    await page.type('[data-testid="login-user"]', 'admin');
    await page.type('[data-testid="login-password"]', 'demo-pass-2026');
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="screen-placeholder"]');
    expect(new URL(page.url()).pathname).toBe('/C10101');
    expect(await bodyText(page)).toContain('C10101Browse「講師一覧」');

    await page.waitForSelector('[data-testid="sidebar"] a');
    const links = await sidebarTexts(page);
    expect(links).toEqual(expect.arrayContaining(['講師一覧', '生徒一覧', 'センター一覧', 'ユーザー一覧']));
    await expectAccessible(page, 'staff screen placeholder with the sidebar');
    const [center] = await page.$$('xpath/.//a[normalize-space()="センター一覧"]');
    await center.click();
    await page.waitForFunction(() => location.pathname === '/M20101');
    await page.waitForFunction(() => document.querySelector('[data-testid="page-title"]')?.textContent === 'センター一覧');
  });

  it('shows a teacher only the teacher group and opens a teacher screen', async () => {
    await signIn(page, web, 'teacher1');
    await page.waitForSelector('[data-testid="sidebar"] a');
    const links = await sidebarTexts(page);
    expect(links).toEqual(expect.arrayContaining(['本日の授業', '今後の授業']));
    expect(links).not.toContain('センター一覧');
    const [today] = await page.$$('xpath/.//a[normalize-space()="本日の授業"]');
    await today.click();
    await page.waitForFunction(() => location.pathname === '/C11101');
    await waitForText(page, 'C11101「本日の授業」');
    await expectAccessible(page, 'teacher screen');
  });

  it('shows a student the menu the server gives and opens a student screen', async () => {
    await signIn(page, web, 'student1');
    await page.waitForSelector('[data-testid="sidebar"] a');
    const links = await sidebarTexts(page);
    expect(links).toEqual(expect.arrayContaining(['本日の授業', '今後の授業・振替']));
    const [upcoming] = await page.$$('xpath/.//a[normalize-space()="今後の授業・振替"]');
    await upcoming.click();
    await page.waitForFunction(() => location.pathname === '/C21201');
    await waitForText(page, 'C21201「今後の授業・振替」');
    await expectAccessible(page, 'student screen');
  });

  it('sends a signed-in user away from Login with a warning', async () => {
    await signIn(page, web, 'office');
    await page.goto(`${web.shellUrl}/Auth/login`);
    await waitForText(page, 'すでにログインしています');
    await page.waitForFunction(() => location.pathname === '/');
  });

  it('sends a user without the role Home with a no-permission warning', async () => {
    await signIn(page, web, 'student1');
    await page.goto(`${web.shellUrl}/M20101`);
    await waitForText(page, 'この画面を表示する権限がありません');
    await page.waitForFunction(() => location.pathname === '/');
  });

  it('shows placeholders and under construction', async () => {
    await signIn(page, web, 'admin');
    await page.goto(`${web.shellUrl}/B00101`);
    await page.waitForSelector('[data-testid="under-construction"]');
    expect(await bodyText(page)).toContain('工事中です');
    await expectAccessible(page, 'under construction');
    await page.goto(`${web.shellUrl}/C40701`);
    await waitForText(page, 'C40701Browse「講師出勤確認」');
  });

  it('asks before leaving unsaved changes and stays when told so', async () => {
    await signIn(page, web, 'admin');
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

  it('logs out from the user menu', async () => {
    await signIn(page, web, 'admin');
    await page.click('[data-testid="user-menu"]');
    await page.waitForSelector('[data-testid="logout"]', { visible: true });
    await expectAccessible(page, 'user menu');
    await clickVisible(page, '[data-testid="logout"]');
    await page.waitForSelector('[data-testid="login-user"]');
    await waitForText(page, 'ログアウトしました');
  });
});
