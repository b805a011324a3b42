import { type RebookingRequestRecord } from '@school/contracts';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { addFreeLesson, centerOf, changeDays } from '../support/entry-cells';
import { expectPhoneFit, PHONE } from '../support/phone';
import { apiAs, choose, signedInPage } from '../support/screen';
import { ApiSession } from '../support/session';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// C21201's "request a change" (T1035) in headless Chromium at 360 × 740 as student1: a lesson inside
// SPEC §9's change range is asked about (the card then shows the request's status and the list has it,
// as C21201_getRequest does); a lesson one working day too early is refused with the range message and
// nothing written. The dialog is at most 500 px wide and within the phone; no sideways scroll, every
// visible link and button ≥ 44 × 44. The lessons are this file's own, removed with their requests.
describe('C21201 rebooking request (browser, 360 px)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'student1');
  const lessons: number[] = [];
  let student: ApiSession;
  let center: number;
  let range: { start: string; end: string };
  let tooEarly: string;
  let wantedDay: string;

  // a lesson of student1 on the date, removed at the end
  const lessonOn = async (date: string) => {
    const no = await addFreeLesson(date, 1, center);
    lessons.push(no);
    return no;
  };
  const ownRequests = async () =>
    ((await student.call('C21201_getRequest', {})).output.requests as RebookingRequestRecord[]).filter((r) =>
      lessons.includes(r.schedule_no),
    );
  const slash = (date: string) => date.replaceAll('-', '/');
  const dialog = '.ant-modal-wrap:not([style*="display: none"]) .ant-modal';
  const openDialog = async (page: Page, lesson: number) => {
    await page.goto(`${web.shellUrl}/C21201`);
    await page.waitForSelector('[data-testid="c21201-page"][data-status="loaded"]');
    await clickVisible(page, `[data-testid="request-${lesson}"]`);
    await page.waitForSelector(`${dialog} [data-testid="request-range"]`);
  };
  const dialogFits = async (page: Page) => {
    // measured once the opening zoom has ended (mid-animation the buttons are scaled down)
    await page.waitForFunction(() => !document.querySelector('.ant-modal[class*="ant-zoom-"]'));
    const box = await page.$eval(dialog, (el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.width).toBeLessThanOrEqual(500);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
    await expectPhoneFit(page, dialog);
  };

  beforeAll(async () => {
    student = await apiAs(web, 'student1');
    center = await centerOf(1);
    ({ range, tooEarly, wantedDay } = await changeDays(center));
  }, 120000);

  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
  });

  it('sends a request for a lesson inside the change range; the card and the list show its status', async () => {
    const lesson = await lessonOn(range.start);
    const page = signedIn();
    await page.setViewport(PHONE);
    await openDialog(page, lesson);
    await dialogFits(page);
    await expectAccessible(page, 'C21201 request dialog at 360 px');
    await choose(page, 'request-date', slash(wantedDay));
    await clickVisible(page, `#request-submit`);
    await page.waitForSelector(`[data-testid="request-status-${lesson}"]`);
    const [request] = await ownRequests();
    expect(request).toMatchObject({ schedule_no: lesson, wanted_date: wantedDay, status: 'open' });
    await page.waitForSelector(`[data-testid="c21201-request-${request.request_no}"]`);
    expect(await page.$(`[data-testid="request-${lesson}"]`)).toBeNull();
    await expectPhoneFit(page, '[data-testid="c21201-page"]');
    await expectAccessible(page, 'C21201 after a request at 360 px');
  });

  it('refuses a lesson one working day too early with the range message, writing nothing', async () => {
    const lesson = await lessonOn(tooEarly);
    const before = await ownRequests();
    const page = signedIn();
    await page.setViewport(PHONE);
    await openDialog(page, lesson);
    await page.type('#request-note', '部活の大会');
    await clickVisible(page, `#request-submit`);
    await page.waitForSelector(`${dialog} [data-testid="request-problem"]`);
    await waitForText(page, `振替を依頼できるのは${range.start}から${range.end}までの授業です`);
    expect(await ownRequests()).toEqual(before);
    await dialogFits(page);
    await expectAccessible(page, 'C21201 refused request at 360 px');
  });
});
