import type { HTTPRequest } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { signedInPage } from '../support/screen';
import { clickVisible, moveTo, sharedWeb, waitForText } from '../support/web';

// C30201 application limits and full seats in headless Chromium against the real stack, on center 1's
// calendar days of 1–14 December 2097 that this file writes (12-06 closed) and three teachers' shifts
// on 12-03 period 3 first half (teacher numbers no seed uses): staff mark that cell full, see it marked,
// and clear it; the empty and failed states. Removed at the end.
const CENTER = 1;
const TEACHERS = [847_621, 847_622, 847_623];
const CELL = '[data-testid="c30201-cell-2097-12-03-31"]';

describe('C30201 application limits and full seats (browser)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'head');

  const controlRows = async () =>
    (
      await query<{ n: number }>(
        `SELECT count(*)::int AS "n" FROM "scheduling"."entry_control"
          WHERE "center_no" = $1 AND "schedule_date" BETWEEN '2097-12-01' AND '2097-12-14'`,
        [CENTER],
      )
    )[0].n;
  const cleanUp = async () => {
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    for (const table of ['entry_control', 'entry_cell', 'calendar_day'])
      await query(
        `DELETE FROM "scheduling"."${table}" WHERE "center_no" = $1 AND "schedule_date" BETWEEN '2097-12-01' AND '2097-12-14'`,
        [CENTER],
      );
  };
  const stateOf = (page: Awaited<ReturnType<typeof signedIn>>, state: string) =>
    page.waitForFunction(
      (s: string, want: string) => document.querySelector(s)?.getAttribute('data-state') === want,
      {},
      CELL,
      state,
    );

  beforeAll(async () => {
    await cleanUp();
    await query(
      `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
              "end_time_limit_no", "dayofweek_code", "fiscal_year")
       SELECT $1, d, (d = '2097-12-06')::int, CASE WHEN d = '2097-12-06' THEN 0 ELSE 10 END,
              CASE WHEN d = '2097-12-06' THEN 0 ELSE 50 END, extract(isodow FROM d), 2097
         FROM generate_series('2097-12-01'::date, '2097-12-14'::date, interval '1 day') AS g(g), LATERAL (SELECT g::date AS d) x`,
      [CENTER],
    );
    await query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       SELECT t, '2097-12-03', 31, $2, 1 FROM unnest($1::int[]) t`,
      [TEACHERS, CENTER],
    );
  }, 60000);

  afterAll(cleanUp);

  it('marks a cell full, shows it marked, and clears it', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/C30201?center_no=${CENTER}&start_date=2097-12-01&end_date=2097-12-14`);
    await stateOf(page, 'open');
    expect(await page.$eval(CELL, (el) => el.textContent)).toBe('残り3人');
    await waitForText(page, '休業日');
    await expectAccessible(page, 'C30201 grid');

    await clickVisible(page, CELL);
    await waitForText(page, '1件を選択中');
    expect(await page.$eval(CELL, (el) => el.getAttribute('aria-pressed'))).toBe('true');
    await expectAccessible(page, 'C30201 grid with a selected cell');
    await clickVisible(page, '[data-testid="c30201-set"]');
    await waitForText(page, '一括編集が完了しました。');
    await stateOf(page, 'control');
    expect(await page.$eval(CELL, (el) => el.textContent)).toBe('満席設定');
    expect(await controlRows()).toBe(1);
    await expectAccessible(page, 'C30201 grid with a cell marked full');

    await clickVisible(page, CELL);
    await clickVisible(page, '[data-testid="c30201-clear"]');
    await waitForText(page, '選択をクリアしました');
    await stateOf(page, 'open');
    expect(await controlRows()).toBe(0);
  });

  it('shows the loading, the empty and the failed states', async () => {
    const page = signedIn();
    // the grid's read is held while the skeleton shows
    let held: HTTPRequest | null = null;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.method() === 'POST' && request.postData()?.includes('"C30201_getBatchEdit"') && !held) held = request;
      else void request.continue();
    });
    await page.goto(`${web.shellUrl}/C30201?center_no=${CENTER}&start_date=2097-12-01&end_date=2097-12-14`);
    await page.waitForSelector('.ant-card .ant-skeleton');
    const until = Date.now() + 10000;
    while (!held && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(held).not.toBeNull();
    await expectAccessible(page, 'C30201 loading');
    await (held as HTTPRequest | null)?.continue();
    await stateOf(page, 'open');

    await moveTo(page, `/C30201?center_no=${CENTER}&start_date=2098-01-01&end_date=2098-01-05`);
    await waitForText(page, 'この期間のカレンダーが登録されていません');
    await expectAccessible(page, 'C30201 empty');
    // an end before the start is refused by the server: the screen offers to load again
    await moveTo(page, `/C30201?center_no=${CENTER}&start_date=2097-12-10&end_date=2097-12-01`);
    await page.waitForSelector('[data-testid="c30201-retry"]');
    await waitForText(page, '読み込みに失敗しました');
    await expectAccessible(page, 'C30201 failed');
  });
});
