import { type RebookingRequestRecord } from '@school/contracts';
import { addDays, addWorkingDays, entryEditableRange, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { calendarOf, centerOf } from '../support/entry-cells';
import { expectPhoneFit, PHONE } from '../support/phone';
import { choose, signedInPage } from '../support/screen';
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

  // a lesson of student1 on the date, in a late half they have free, without a teacher (as e2e/api/c21201-request)
  const lessonOn = async (date: string) => {
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
       SELECT $1::date, ($1::date + time '22:30') AT TIME ZONE 'Asia/Tokyo', s, s % 10, 1, 0, $2, 200 + s % 10, 1, extract(isodow FROM $1::date)
         FROM unnest(ARRAY[82, 81, 72, 71, 62, 61]) s
        WHERE NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = 1 AND l."schedule_date" = $1::date
                            AND l."cancel_flag" = 0 AND "scheduling"."lesson_halves"(l."time_limit_no") && "scheduling"."lesson_halves"(s))
        LIMIT 1
       RETURNING "schedule_no"`,
      [date, center],
    );
    if (!row) throw new Error(`student1 has no free late half on ${date}`);
    lessons.push(row.schedule_no);
    return row.schedule_no;
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
    student = new ApiSession(web.stack, { origin: web.shellUrl });
    await student.login('student1');
    center = await centerOf(1);
    const today = tokyoDate(Date.now());
    const calendar = await calendarOf(center, today, addDays(today, 100));
    range = entryEditableRange({ kind: 'change', today, calendar })!;
    tooEarly = addWorkingDays(calendar, today, 1);
    wantedDay = addWorkingDays(calendar, today, 3);
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
