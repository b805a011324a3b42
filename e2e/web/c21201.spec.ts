import { type C21101ScheduleOutput } from '@school/contracts';
import { addDays, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { expectPhoneFit, failCallsOf, lessonCardNos, PHONE } from '../support/phone';
import { apiAs, signedInPage } from '../support/screen';
import { ApiSession } from '../support/session';
import { clickVisible, sharedWeb } from '../support/web';

// C21201 (student upcoming) in headless Chromium at 360 × 740 as student1: from tomorrow two weeks at
// a time, grouped by day; "more" adds the next two weeks (loading_nextPage, then loaded_nextPage). The lessons
// shown are the API's for the weeks shown. No sideways scroll, every visible link and button ≥ 44 × 44.
describe('C21201 student upcoming (browser, 360 px)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'student1');
  const tomorrow = addDays(tokyoDate(Date.now()), 1);
  let student: ApiSession;

  const apiLessons = async (days: number) =>
    (
      (await student.call('C21101_getSchedule', { start_date: tomorrow, end_date: addDays(tomorrow, days - 1) }))
        .output as C21101ScheduleOutput
    ).lessons.map((l) => l.schedule_no);
  const shown = (page: Page) => lessonCardNos(page, '[data-testid="c21201-page"]');
  const loaded = (page: Page) => page.waitForSelector('[data-testid="c21201-page"][data-status="loaded"]');
  const fitsPhone = (page: Page) => expectPhoneFit(page, '[data-testid="c21201-page"]');

  beforeAll(async () => {
    student = await apiAs(web, 'student1');
  }, 120000);

  it('shows the coming two weeks by day, and two more on "more", as the API reads them', async () => {
    const page = signedIn();
    await page.setViewport(PHONE);
    await page.goto(`${web.shellUrl}/C21201`);
    await loaded(page);
    expect(await shown(page)).toEqual(await apiLessons(14));
    await fitsPhone(page);
    await expectAccessible(page, 'C21201 first page at 360 px');
    // each day's heading is followed by that day's lessons only
    const dates = await page.$$eval('[data-testid^="c21201-day-"]', (els) =>
      els.map((el) => el.getAttribute('data-testid')!.slice('c21201-day-'.length)),
    );
    expect([...dates].sort()).toEqual(dates);
    await clickVisible(page, '[data-testid="c21201-more"]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="c21201-page"]')[0]?.getAttribute('data-status') === 'loaded_nextPage',
    );
    await page.waitForFunction(() => !document.querySelector('[data-testid="c21201-more"] .ant-btn-loading-icon'));
    expect(await shown(page)).toEqual(await apiLessons(28));
    await fitsPhone(page);
    await expectAccessible(page, 'C21201 two pages at 360 px');
  });

  it('keeps the shown weeks and offers a retry when "more" fails', async () => {
    const page = signedIn();
    await page.setViewport(PHONE);
    let failing = false;
    await failCallsOf(page, 'C21101_getSchedule', () => failing);
    await page.goto(`${web.shellUrl}/C21201`);
    await loaded(page);
    const first = await shown(page);
    failing = true;
    await clickVisible(page, '[data-testid="c21201-more"]');
    await page.waitForSelector('[data-testid="c21201-page"][data-status="error_nextPage"]');
    expect(await shown(page)).toEqual(first);
    await fitsPhone(page);
    await expectAccessible(page, 'C21201 failed next page at 360 px');
  });
});
