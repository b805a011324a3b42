import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { bodyText, clickVisible, waitForText, sharedWeb } from '../support/web';

// What a visitor sees: /404, unknown paths, the sign-in redirect and the locale switch.
// each step drives a real browser against the real stack

describe('shell for a signed-out visitor', () => {
  const web = sharedWeb();
  let page: Page;

  beforeEach(async () => {
    page = await web.newPage();
  });

  it('fails the accessibility check on a violation, under a Content-Security-Policy without inline scripts or eval', async () => {
    const csp = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'">`;
    const body = '<main><button></button><script>window.inlineRan = true</script></main>';
    await page.setContent(`<!doctype html><html lang="ja"><head>${csp}<title>t</title></head><body>${body}</body></html>`);
    // the policy holds: the page's own inline script did not run
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
    await expect(expectAccessible(page, 'a button without a name')).rejects.toThrow(/button-name \(critical\) at button/);
  });

  it('shows the 404 page with its info and a way back home', async () => {
    await page.goto(`${web.shellUrl}/404`);
    await waitForText(page, 'Oops, Page Not Found!');
    const text = await bodyText(page);
    expect(text).toContain('お探しのページは移動または削除されたか、URL が間違っている可能性があります。');
    expect(text).toContain('ホームに戻る');
    expect(await page.$eval('meta[charset]', (m) => m.getAttribute('charset'))).toBe('utf-8');
    await expectAccessible(page, '404');
  });

  it('sends an unknown path to /404', async () => {
    await page.goto(`${web.shellUrl}/no/such/page`);
    await waitForText(page, 'Oops, Page Not Found!');
    expect(new URL(page.url()).pathname).toBe('/404');
  });

  it('sends a signed-out visitor to Login with the next path and a warning', async () => {
    await page.goto(`${web.shellUrl}/C10101?x=1`);
    await page.waitForSelector('[data-testid="login-user"]');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/Auth/login');
    expect(url.searchParams.get('next')).toBe('/C10101?x=1');
    await waitForText(page, 'ログインしてください');
    await expectAccessible(page, 'login with the sign-in warning');
  });

  it('re-renders in English and in Chinese when the locale changes, with the language of the page', async () => {
    const lang = () => page.evaluate(() => document.documentElement.lang);
    await page.goto(`${web.shellUrl}/404`);
    await waitForText(page, 'ホームに戻る');
    expect(await lang()).toBe('ja');
    await page.click('[data-testid="locale-switch"]');
    await clickVisible(page, '[data-testid="locale-en"]');
    await waitForText(page, 'Back to homepage');
    expect(await bodyText(page)).toContain('Log in');
    expect(await lang()).toBe('en');
    await page.click('[data-testid="locale-switch"]');
    await clickVisible(page, '[data-testid="locale-zh-Hant"]');
    await waitForText(page, '回到首頁');
    expect(await bodyText(page)).toContain('糟糕，找不到頁面！');
    expect(await lang()).toBe('zh-Hant');
    // the choice survives a reload
    await page.reload();
    await waitForText(page, '回到首頁');
    expect(await lang()).toBe('zh-Hant');
    await expectAccessible(page, '404 in Chinese');
  });

  it('keeps the footer with the year and the school name, and hides the layout with hideTemplate=1', async () => {
    await page.goto(`${web.shellUrl}/terms-and-conditions`);
    await page.waitForSelector('[data-testid="footer"]');
    const footer = await page.$eval('[data-testid="footer"]', (f) => (f as HTMLElement).innerText);
    expect(footer).toContain(String(new Date().getFullYear()));
    expect(footer).toContain('オンライン家庭教師スクール');
    await expectAccessible(page, 'terms and conditions');
    await page.goto(`${web.shellUrl}/terms-and-conditions?hideTemplate=1`);
    await page.waitForSelector('[data-testid="header"]');
    expect(await page.$('[data-testid="footer"]')).toBeNull();
  });
});
