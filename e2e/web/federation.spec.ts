import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { bodyText, sharedWeb, signIn, waitForText } from '../support/web';

// A portal that is down leaves the shell and the other portals working; its routes say the portal is
// unavailable. The portal is down as the browser sees an outage: every connection to its server is
// refused (the shared server itself keeps serving the other test files).
// each step drives a real browser against the real stack

describe('a federated portal that is down', () => {
  const web = sharedWeb();
  let page: Page;

  beforeEach(async () => {
    page = await web.newPage();
    const staff = new URL(web.portalUrl('mfe-staff')).origin;
    await page.setRequestInterception(true);
    page.on('request', (request) =>
      new URL(request.url()).origin === staff ? void request.abort('connectionrefused') : void request.continue(),
    );
  });

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
    await expectAccessible(page, 'staff portal unavailable');

    // the admin may open a teacher's availability (teacher portal), which still loads
    await page.goto(`${web.shellUrl}/C10201/teacher/1`);
    await page.waitForSelector('[data-testid="shift-center"]');
    expect(await bodyText(page)).toContain('講師シフト入力');
    await expectAccessible(page, 'teacher availability with the staff portal down');
  });
});
