import { addDays, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { signedInPage } from '../support/screen';
import { sharedWeb, waitForText } from '../support/web';

// C11101 teacher today and C11201 teacher upcoming at 360 × 740 as teacher1 (teacher 1, center 9):
// today's lessons are the ones the database holds for teacher 1 at center 9 (this test adds one, in a
// free half, and one tomorrow), the unwritten report this test adds to the reports' copy of lessons
// is flagged and opens its report; no sideways scroll and every visible link and button at least
// 44 × 44 px. Everything added is removed at the end.
const TEACHER1 = 1;
const CENTER = 9;
const FIRST = 994_001;
const REPORT = 994_501;
const TODAY = tokyoDate(Date.now());
const TOMORROW = addDays(TODAY, 1);

// The width each page needs beyond the screen, and the visible links and buttons smaller than 44 × 44.
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const smallTargets = (page: Page) =>
  page.$$eval('main a, main button', (els) =>
    els
      .map((el) => ({ text: (el as HTMLElement).innerText, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44))
      .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );

describe('C11101 and C11201 teacher today and upcoming (browser, 360 px)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'teacher1');

  // A lesson for teacher 1 at the center on the date, in a half where neither teacher 1 nor the
  // student has one, with the shift it needs.
  const addLesson = async (no: number, date: string) => {
    const [free] = await query<{ slot: number; student_no: number }>(
      `SELECT s."slot", p."student_no" FROM unnest(ARRAY[21, 31, 41, 51, 61]) s("slot"), "scheduling"."student_projection" p
        WHERE p."center_no" = $1
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."schedule_date" = $2 AND l."cancel_flag" = 0
                AND l."time_limit_no" / 10 = s."slot" / 10 AND (l."teacher_no" = $3 OR l."student_no" = p."student_no"))
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" t WHERE t."teacher_no" = $3
                AND t."schedule_date" = $2 AND t."time_limit_no" = s."slot")
        ORDER BY s."slot", p."student_no" LIMIT 1`,
      [CENTER, date, TEACHER1],
    );
    await query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       VALUES ($1, $2, $3, $4, 1)`,
      [TEACHER1, date, free.slot, CENTER],
    );
    await query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "teacher_no", "center_no", "original_center_no", "course_setting_no", "subject_no", "dayofweek_code")
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $3, 1, $4, $5, $6, 0, 201, 1, extract(isodow FROM $2::date))`,
      [no, date, free.slot, free.student_no, TEACHER1, CENTER],
    );
    return free.slot;
  };
  const cleanUp = async () => {
    const ours = await query<{ schedule_date: string; time_limit_no: number }>(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no" FROM "scheduling"."lesson"
        WHERE "schedule_no" BETWEEN $1 AND $1 + 99`,
      [FIRST],
    );
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" BETWEEN $1 AND $1 + 99`, [FIRST]);
    for (const l of ours)
      await query(
        `DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
        [TEACHER1, l.schedule_date, l.time_limit_no],
      );
    await query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" = $1`, [REPORT]);
  };
  const todaysLessons = async () =>
    (
      await query<{ n: number }>(
        `SELECT count(*)::int AS "n" FROM "scheduling"."lesson"
          WHERE "teacher_no" = $1 AND "center_no" = $2 AND "schedule_date" = $3 AND "cancel_flag" = 0`,
        [TEACHER1, CENTER, TODAY],
      )
    )[0].n;

  beforeAll(async () => {
    await cleanUp();
    await addLesson(FIRST, TODAY);
    await addLesson(FIRST + 1, TOMORROW);
    await query(
      `INSERT INTO "reports"."lesson" ("schedule_no", "schedule_date", "time_limit_no", "center_no", "student_no", "subject_no", "teacher_no")
       VALUES ($1, $2, 21, $3, 1, 1, $4)`,
      [REPORT, addDays(TODAY, -1), CENTER, TEACHER1],
    );
  }, 120000);
  afterAll(cleanUp);

  it('C11101 shows today’s lessons, flags the unwritten report and opens it, fitting a phone', async () => {
    const page = signedIn();
    await page.setViewport({ width: 360, height: 740 });
    await page.goto(`${web.shellUrl}/C11101`);
    await expectAccessible(page, 'C11101 loading');
    await page.waitForSelector('[data-testid="C11101"]');
    await waitForText(page, '報告書未記入');
    expect(await page.$$eval('[data-testid="lesson"]', (els) => els.length)).toBe(await todaysLessons());
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page)).toEqual([]);
    await expectAccessible(page, 'C11101 loaded at 360 px');
    await page.click(`[data-testid="unwritten"] a[href="/C50102/${REPORT}"]`);
    await page.waitForFunction((no: number) => location.pathname === `/C50102/${no}`, {}, REPORT);
  });

  it('C11201 shows the coming days with tomorrow’s lesson, and more weeks on demand, fitting a phone', async () => {
    const page = signedIn();
    await page.setViewport({ width: 360, height: 740 });
    await page.goto(`${web.shellUrl}/C11201`);
    await page.waitForSelector('[data-testid="C11201"]');
    await waitForText(page, TOMORROW);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page)).toEqual([]);
    await expectAccessible(page, 'C11201 loaded at 360 px');
    const before = await page.$$eval('[data-testid="day"]', (els) => els.length);
    await page.click('[data-testid="more"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="more"] .ant-btn-loading-icon'));
    expect(await page.$$eval('[data-testid="day"]', (els) => els.length)).toBeGreaterThanOrEqual(before);
    await expectAccessible(page, 'C11201 after more at 360 px');
  });
});
