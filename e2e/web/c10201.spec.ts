import { addDays, endOfNextMonth, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { signedInPage } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

const TODAY = tokyoDate(Date.now());

const shiftsOf = (date: string) =>
  query<{ time_limit_no: number; work_flag: number; center_no: number }>(
    `SELECT "time_limit_no", "work_flag", "center_no" FROM "scheduling"."teacher_schedule"
     WHERE "teacher_no" = 1 AND "schedule_date" = $1 ORDER BY "time_limit_no"`,
    [date],
  );

const cell = (date: string, half: number) => `[data-testid="shift-cell-1-${date}-${half}"]`;
const stateOf = (page: Page, date: string, half: number) => page.$eval(cell(date, half), (el) => el.getAttribute('data-state'));
const waitForState = (page: Page, date: string, half: number, state: string) =>
  page.waitForFunction(
    (selector: string, wanted: string) => document.querySelector(selector)?.getAttribute('data-state') === wanted,
    {},
    cell(date, half),
    state,
  );

// C10201 / C10201Teacher / C10301 in headless Chromium against the real stack, on a day in the
// teachers' window on which teacher 1 has neither lessons nor shifts (the spec's cells are removed
// afterwards): staff toggle and save a teacher's shifts, and a save from an outdated read is refused
// (MSG_0001); teacher1 opens their availability from the sidebar (new tab, hideTemplate), enters it,
// and staff see it in the shift confirmation.
describe('C10201 shifts (browser)', () => {
  const web = sharedWeb();
  let home: number;
  let day: string;

  beforeAll(async () => {
    [{ center_no: home }] = await query<{ center_no: number }>(
      `SELECT "center_no" FROM "scheduling"."teacher_projection" WHERE "teacher_no" = 1`,
    );
    const [free] = await query<{ day: string }>(
      `SELECT to_char(c."schedule_date", 'YYYY-MM-DD') AS "day" FROM "scheduling"."calendar_day" c
       WHERE c."center_no" = $1 AND c."closed_flag" = 0 AND c."schedule_date" BETWEEN $2::date AND $3::date
         AND c."tstart_ime_limit_no" <= 20 AND c."end_time_limit_no" >= 30
         AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."teacher_no" = 1 AND l."schedule_date" = c."schedule_date")
         AND NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" s WHERE s."teacher_no" = 1 AND s."schedule_date" = c."schedule_date")
       ORDER BY c."schedule_date" DESC LIMIT 1`,
      [home, addDays(TODAY, 2), endOfNextMonth(TODAY)],
    );
    day = free.day;
  });
  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = 1 AND "schedule_date" = $1`, [day]);
  });

  describe('staff', () => {
    const page = signedInPage(web, 'admin');

    it('toggles a teacher’s shifts in C10201 with click and keyboard and saves only the changes', async () => {
      await page().goto(`${web.shellUrl}/C10201?center_no=${home}&start_date=${day}`);
      await page().waitForSelector(`${cell(day, 21)} button`);
      expect(await stateOf(page(), day, 21)).toBe('empty');
      await expectAccessible(page(), 'C10201 work shifts');

      await clickVisible(page(), `${cell(day, 21)} button`);
      await waitForState(page(), day, 21, 'work');
      // keyboard: Space on the focused cell, twice: available, then unavailable
      await page().focus(`${cell(day, 22)} button`);
      await page().keyboard.press('Space');
      await waitForState(page(), day, 22, 'work');
      await page().keyboard.press('Space');
      await waitForState(page(), day, 22, 'off');
      await waitForText(page(), '未保存の変更 2 件');
      await expectAccessible(page(), 'C10201 with unsaved changes');

      await clickVisible(page(), '[data-testid="shift-save"]');
      await waitForText(page(), '保存しました');
      expect(await shiftsOf(day)).toEqual([
        { time_limit_no: 21, work_flag: 1, center_no: home },
        { time_limit_no: 22, work_flag: 0, center_no: home },
      ]);
      await page().reload();
      await waitForState(page(), day, 22, 'off');
      expect(await stateOf(page(), day, 21)).toBe('work');
      await expectAccessible(page(), 'C10201 after saving');

      // a save from what the page read, after someone else changed the teacher's day: refused, nothing written
      await clickVisible(page(), `${cell(day, 22)} button`);
      await waitForState(page(), day, 22, 'empty');
      await query(
        `UPDATE "scheduling"."teacher_schedule" SET "work_flag" = 0 WHERE "teacher_no" = 1 AND "schedule_date" = $1 AND "time_limit_no" = 21`,
        [day],
      );
      await clickVisible(page(), '[data-testid="shift-save"]');
      await waitForText(page(), '他の端末でデータが更新されました。画面を再読み込みしてください。');
      await expectAccessible(page(), 'C10201 save refused after another change');
      expect(await shiftsOf(day)).toEqual([
        { time_limit_no: 21, work_flag: 0, center_no: home },
        { time_limit_no: 22, work_flag: 0, center_no: home },
      ]);
    });
  });

  describe('teacher1', () => {
    const page = signedInPage(web, 'teacher1');

    it('enters their availability in C10201Teacher, opened from the sidebar in a new tab without the layout', async () => {
      await page().goto(`${web.shellUrl}/`);
      const link = await page().waitForSelector('a[href^="/C10201/teacher/1"]');
      expect(await link?.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
        '/C10201/teacher/1?hideTemplate=1',
        '_blank',
      ]);
      await page().goto(`${web.shellUrl}/C10201/teacher/1?hideTemplate=1&start_date=${day}`);
      await page().waitForSelector(`${cell(day, 31)} button`);
      expect(await page().$('[data-testid="shift-pagination"]')).toBeNull();
      await expectAccessible(page(), 'C10201Teacher availability');

      await clickVisible(page(), `${cell(day, 31)} button`);
      await clickVisible(page(), `${cell(day, 32)} button`);
      await waitForState(page(), day, 32, 'work');
      await clickVisible(page(), '[data-testid="shift-save"]');
      await waitForText(page(), '保存しました');
      expect((await shiftsOf(day)).filter((s) => s.time_limit_no >= 31)).toEqual([
        { time_limit_no: 31, work_flag: 1, center_no: home },
        { time_limit_no: 32, work_flag: 1, center_no: home },
      ]);
      expect(page().url()).toContain('hideTemplate=1');
      await expectAccessible(page(), 'C10201Teacher after saving');

      // today is outside a teacher's window: its cells are not buttons
      await page().goto(`${web.shellUrl}/C10201/teacher/1?hideTemplate=1&start_date=${TODAY}`);
      await page().waitForSelector('[data-testid="shift-grid"]');
      expect(await page().$(`[data-testid^="shift-cell-1-${TODAY}-"] button`)).toBeNull();
    });
  });

  describe('shift confirmation', () => {
    const page = signedInPage(web, 'admin');

    it('shows what teacher1 entered in C10301, read only', async () => {
      await page().goto(`${web.shellUrl}/C10301?center_no=${home}&start_date=${day}&teacher_no=1`);
      await waitForState(page(), day, 31, 'work');
      expect(await stateOf(page(), day, 32)).toBe('work');
      expect(await page().$('[data-testid="shift-grid"] button')).toBeNull();
      expect(await page().$('[data-testid="shift-save"]')).toBeNull();
      await expectAccessible(page(), 'C10301 shift confirmation');
    });
  });
});
