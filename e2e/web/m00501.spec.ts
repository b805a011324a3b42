import { addDays, fiscalYearOf, formatDisplayDate, startOfWeek, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { bodyText, clickVisible, signIn, waitForText, sharedWeb } from '../support/web';

// A week of the 渋谷 center (1) this spec owns, past the seeded lessons and apart from the API
// spec's week: its lessons, shifts and calendar days are written here.
const CENTER = 1;
const MONDAY = addDays(startOfWeek(tokyoDate(Date.now())), 7 * 32);
const SUNDAY = addDays(MONDAY, 6);
const ZOOM_URL = 'https://us02web.zoom.us/j/98765432100';

// M00501 center and classroom operation status in headless Chromium against the real stack: from
// the sidebar to the week grid with its counts, another week, a period's classrooms, the Zoom
// meeting with one validation failure, saved and still there after a reload.
describe('M00501 center and classroom operation status (browser)', () => {
  const web = sharedWeb();
  let page: Page;
  const lessonNos: number[] = [];
  const zoomOfLessons = async () =>
    query<{ zoom_url: string | null; lock_version: number }>(
      `SELECT "zoom_url", "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[]) ORDER BY "schedule_no"`,
      [lessonNos],
    );

  const cellText = (p: Page, date: string, period: number) =>
    p.$eval(`[data-testid="m00501-cell-${date}-${period}"]`, (el) => (el as HTMLElement).innerText);

  beforeAll(async () => {
    for (const table of ['lesson', 'teacher_schedule'])
      await query(`DELETE FROM "scheduling"."${table}" WHERE "schedule_date" BETWEEN $1 AND $2`, [MONDAY, SUNDAY]);
    for (let i = 0; i < 7; i++) {
      const date = addDays(MONDAY, i);
      const [closed, start, end] = i === 6 ? [1, 0, 0] : [0, 10, 50];
      await query(
        `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
           "end_time_limit_no", "dayofweek_code", "fiscal_year")
         VALUES ($1, $2, $3, $4, $5, extract(isodow FROM $2::date), $6)
         ON CONFLICT ("center_no", "schedule_date") DO UPDATE SET "closed_flag" = $3, "tstart_ime_limit_no" = $4,
           "end_time_limit_no" = $5, "remarks" = NULL`,
        [CENTER, date, closed, start, end, fiscalYearOf(date)],
      );
    }
    const teachers = await query<{ teacher_no: number }>(
      `SELECT "teacher_no" FROM "scheduling"."teacher_projection" WHERE "center_no" = $1 ORDER BY "teacher_no" LIMIT 2`,
      [CENTER],
    );
    const students = await query<{ student_no: number }>(
      `SELECT "student_no" FROM "scheduling"."student_projection" WHERE "center_no" = $1 ORDER BY "student_no" LIMIT 2`,
      [CENTER],
    );
    for (const tln of [21, 22])
      await query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, 1)`,
        [teachers[0].teacher_no, MONDAY, tln, CENTER],
      );
    // Monday period 2, classroom 3 (渋谷校 第1教室): one lesson with its teacher, one unassigned.
    for (const [tln, teacher, student] of [
      [21, teachers[0].teacher_no, students[0].student_no],
      [22, 0, students[1].student_no],
    ]) {
      const [row] = await query<{ schedule_no: number }>(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "teacher_no", "center_no", "classroom_no", "course_setting_no", "subject_no", "dayofweek_code")
         VALUES ($1, ($1::date + time '16:30') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, $4, $5, 3, 200 + $2 % 10, 1, 1)
         RETURNING "schedule_no"`,
        [MONDAY, tln, student, teacher, CENTER],
      );
      lessonNos.push(row.schedule_no);
    }
  }, 180000);
  beforeEach(async () => {
    page = await web.newPage();
    await signIn(page, web, 'admin');
  });

  it('opens from the sidebar on the current week and moves to another week with its counts', async () => {
    await page.waitForSelector('[data-testid="sidebar"] a');
    const [link] = await page.$$('xpath/.//a[normalize-space()="センター・教室稼働状況"]');
    await link.click();
    await page.waitForFunction(() => location.pathname === '/M00501');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="page-title"]')?.textContent === 'センター・教室稼働状況',
    );
    const thisMonday = startOfWeek(tokyoDate(Date.now()));
    await page.waitForSelector(`[data-testid="m00501-cell-${thisMonday}-10"]`);
    await waitForText(page, `${formatDisplayDate(thisMonday)}〜${formatDisplayDate(addDays(thisMonday, 6))}`);
    expect(await bodyText(page)).toContain('講師：出勤可能な講師数');

    // the week before this spec's week, then the next week button
    await page.goto(`${web.shellUrl}/M00501?center_no=${CENTER}&start_date=${addDays(MONDAY, -7)}`);
    await page.waitForSelector(`[data-testid="m00501-cell-${addDays(MONDAY, -7)}-10"]`);
    await clickVisible(page, '[data-testid="m00501-next"]');
    await page.waitForSelector(`[data-testid="m00501-cell-${MONDAY}-20"]`);
    await waitForText(page, `${formatDisplayDate(MONDAY)}〜${formatDisplayDate(SUNDAY)}`);
    expect(new URL(page.url()).searchParams.get('start_date')).toBe(MONDAY);
    expect((await cellText(page, MONDAY, 20)).split('\n')).toEqual(['講師 1', '授業 2', '未割当 1']);
    expect((await cellText(page, MONDAY, 10)).split('\n')).toEqual(['講師 0', '授業 0', '未割当 0']);
    expect(await page.$eval(`[data-testid="m00501-day-${SUNDAY}"]`, (el) => el.getAttribute('data-closed'))).toBe('1');
    expect(await cellText(page, SUNDAY, 20)).toBe('休業');
    await expectAccessible(page, 'M00501 week with a closed day');
  });

  it('sets the Zoom meeting of a classroom in a period: a validation failure, then saved and kept', async () => {
    await page.goto(`${web.shellUrl}/M00501?center_no=${CENTER}&start_date=${MONDAY}`);
    await clickVisible(page, `[data-testid="m00501-cell-${MONDAY}-20"]`);
    await page.waitForSelector('[data-testid="m00501-classroom-3"]');
    await waitForText(page, '渋谷校 第1教室（授業2件）');
    expect(await page.$eval('[data-testid="m00501-zoom-3"]', (el) => (el as HTMLElement).innerText)).toBe('Zoom: 未設定');

    await clickVisible(page, '[data-testid="m00501-set-zoom-3"]');
    await page.waitForSelector('[data-testid="m00501-zoom_url"]', { visible: true });
    await waitForText(page, 'Zoomミーティング設定');
    await page.type('[data-testid="m00501-zoom_url"]', 'us02web.zoom.us/j/98765432100');
    await clickVisible(page, '.ant-modal button[type="submit"]');
    await waitForText(page, 'URL（https, http）を入力してください');
    await waitForText(page, '入力内容にエラーがあります。修正してください。');
    await expectAccessible(page, 'M00501 Zoom dialog with a validation error');
    expect(await zoomOfLessons()).toEqual([
      { zoom_url: null, lock_version: 0 },
      { zoom_url: null, lock_version: 0 },
    ]);

    await page.click('[data-testid="m00501-zoom_url"]', { clickCount: 3 });
    await page.type('[data-testid="m00501-zoom_url"]', ZOOM_URL);
    await page.type('[data-testid="m00501-zoom_meeting_id"]', '987 6543 2100');
    await clickVisible(page, '.ant-modal button[type="submit"]');
    await waitForText(page, '保存しました');
    await page.waitForFunction(
      (url: string) => document.querySelector('[data-testid="m00501-zoom-3"]')?.textContent?.includes(url),
      {},
      ZOOM_URL,
    );

    await page.reload();
    await clickVisible(page, `[data-testid="m00501-cell-${MONDAY}-20"]`);
    await page.waitForSelector('[data-testid="m00501-zoom-3"]');
    expect(await page.$eval('[data-testid="m00501-zoom-3"]', (el) => (el as HTMLElement).innerText)).toBe(
      `Zoom: ${ZOOM_URL}\u3000ミーティングID: 98765432100`,
    );
    expect(await zoomOfLessons()).toEqual([
      { zoom_url: ZOOM_URL, lock_version: 1 },
      { zoom_url: ZOOM_URL, lock_version: 1 },
    ]);
  });
});
