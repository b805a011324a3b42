import { addDays, formatDisplayDate, startOfWeek, tokyoDate } from '@school/domain';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { signedInPage } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// C40401 required regular teachers by week in headless Chromium as office staff (540): a week of the
// 渋谷 center (1) past the seed, where this file's two regular one-to-one lessons on Monday's first
// period need two teachers against the seeded weekly shifts; the other periods with a shift have no
// lesson and are marked low. Reached from M00501's link (the sidebar does not show it, SPEC §6).
const CENTER = 1;
const MONDAY = addDays(startOfWeek(tokyoDate(Date.now())), 7 * 43);

describe('C40401 required regular teachers by week (browser)', () => {
  const web = sharedWeb();
  const page = signedInPage(web, 'office');
  const lessons: number[] = [];

  beforeAll(async () => {
    const students = await query<{ student_no: number }>(
      `SELECT "student_no" FROM "scheduling"."student_projection" WHERE "center_no" = $1 ORDER BY "student_no" LIMIT 2`,
      [CENTER],
    );
    for (const { student_no } of students) {
      const [row] = await query<{ schedule_no: number }>(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "center_no", "course_setting_no", "subject_no", "dayofweek_code", "capacity", "class_type")
         VALUES ($1, ($1::date + time '15:00') AT TIME ZONE 'Asia/Tokyo', 11, 1, $2, $3, 201, 1, 1, 1, 1)
         RETURNING "schedule_no"`,
        [MONDAY, student_no, CENTER],
      );
      lessons.push(row.schedule_no);
    }
  });

  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
  });

  const rowTexts = () =>
    page().$$eval('[data-testid="c40401-row"]', (rows) =>
      rows.map((r) => ({ low: r.getAttribute('data-low'), text: (r as HTMLElement).innerText })),
    );

  it("shows the week's rows, the needed teachers and the low rows marked", async () => {
    await page().goto(`${web.shellUrl}/C40401?center_no=${CENTER}&start_date=${MONDAY}`);
    await page().waitForSelector('[data-testid="c40401-page"][data-status="loaded"] [data-testid="c40401-row"]');
    await waitForText(page(), `${formatDisplayDate(MONDAY)}〜${formatDisplayDate(addDays(MONDAY, 6))}`);
    await waitForText(page(), '使用率が34%未満の行は低使用率です');
    const rows = await rowTexts();
    const monday = `${formatDisplayDate(MONDAY)}（月）`;
    // Monday's first period: two one-to-one lessons in the first half need two teachers
    const first = rows.find((r) => r.text.startsWith(monday) && /\t2\t0\t2\t/.test(r.text));
    expect(first?.low).toBe('false');
    const low = rows.filter((r) => r.low === 'true');
    expect(low.length).toBeGreaterThan(0);
    for (const r of low) expect(r.text).toContain('低使用率');
    await expectAccessible(page(), 'C40401 week with a low row');
  });

  it('opens from M00501 on the same center and week', async () => {
    await page().goto(`${web.shellUrl}/M00501?center_no=${CENTER}&start_date=${MONDAY}`);
    await clickVisible(page(), '[data-testid="c40401-link"]');
    await page().waitForFunction(() => location.pathname === '/C40401');
    await page().waitForSelector('[data-testid="c40401-page"][data-status="loaded"] [data-testid="c40401-row"]');
    const url = new URL(page().url());
    expect([url.searchParams.get('center_no'), url.searchParams.get('start_date')]).toEqual([String(CENTER), MONDAY]);
  });
});
