import type { Page } from 'puppeteer-core';
import { bodyText, signIn, waitForText, WebStack } from '../support/web';

// A portal taken down (its static server stopped) leaves the shell and the other portals working;
// its routes say the portal is unavailable.
// each step drives a real browser against the real stack

describe('a federated portal that is down', () => {
  const web = new WebStack();
  let page: Page;

  beforeAll(async () => {
    await web.start();
    await web.stopApp('mfe-staff');
  }, 120000);
  afterAll(() => web.stop());
  beforeEach(async () => {
    page = await web.newPage();
  });
  afterEach(() => page.browserContext().close());

  it('still serves the shell', async () => {
    await page.goto(`${web.shellUrl}/404`);
    await waitForText(page, 'Oops, Page Not Found!');
  });

  it('shows portal unavailable on the staff routes and keeps the teacher portal', async () => {
    await signIn(page, web, 'admin');
    await page.goto(`${web.shellUrl}/M20101`);
    await page.waitForSelector('[data-testid="portal-unavailable"]');
    expect(await bodyText(page)).toContain('この画面は現在利用できません');
    expect(await bodyText(page)).toContain('スタッフ画面を読み込めませんでした');

    // the admin may open a teacher's availability (teacher portal), which still loads
    await page.goto(`${web.shellUrl}/C10201/teacher/1`);
    await page.waitForSelector('[data-testid="screen-placeholder"]');
    expect(await bodyText(page)).toContain('C10201Teacher「講師シフト入力」');
  });
});
