import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { expectPhoneFit, PHONE } from '../support/phone';
import { signedInPage } from '../support/screen';
import { clickVisible, sharedWeb } from '../support/web';

// The calendar feed panel (docs/calendar-feeds.md) on C11201 at 360 × 740 as teacher1: turning it on
// shows the feed's URL once, turning it off takes it away; the page fits a phone in both states.
describe('C11201 calendar feed panel (browser, 360 px)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'teacher1');
  const button = (page: Page, text: string) =>
    page.waitForSelector(`xpath/.//section[@aria-labelledby="calendar-feed-title"]//button[normalize-space(.)="${text}"]`);

  it('shows the URL when turned on and hides it when turned off', async () => {
    const page = signedIn();
    await page.setViewport(PHONE);
    await page.goto(`${web.shellUrl}/C11201`);
    await page.waitForSelector('[data-testid="C11201"]');
    await (await button(page, 'URLを発行する'))!.click();
    const url = await page.waitForSelector('#calendar-feed-url');
    expect(await url!.evaluate((el) => (el as HTMLInputElement).value)).toMatch(/^https?:\/\/.+/);
    await expectPhoneFit(page, '[data-testid="C11201"]');
    await expectAccessible(page, 'C11201 calendar feed on at 360 px');
    await (await button(page, '連携を停止する'))!.click();
    await clickVisible(page, '.ant-modal-confirm .ant-btn-dangerous');
    await page.waitForFunction(() => !document.querySelector('#calendar-feed-url'));
    await button(page, 'URLを発行する');
    await expectPhoneFit(page, '[data-testid="C11201"]');
    await expectAccessible(page, 'C11201 calendar feed off at 360 px');
  });
});
