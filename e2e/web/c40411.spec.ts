import { addDays, tokyoDate } from '@school/domain';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { choose, signedInPage, waitForGrid } from '../support/screen';
import { clickVisible, sharedWeb } from '../support/web';

// C40411 student requests in headless Chromium against the real stack, in Japanese, as office on a
// desktop: the open rebooking requests of this file's two lessons (student 1's, written as
// C21201_doAddRequest writes them), a hidden one leaves the list at once and shows on the hidden list,
// and the student's name opens their C30101. The lessons, 60 days ahead in a late half, go with their
// requests at the end.
describe('C40411 student requests (browser)', () => {
  const web = sharedWeb();
  const page = signedInPage(web, 'office');
  const date = addDays(tokyoDate(Date.now()), 60);
  const RUN = Date.now().toString(36);
  const lessons: number[] = [];
  const requests: number[] = [];
  const toggle = (no: number) => `[data-testid="c40411-toggle-${no}"]`;

  beforeAll(async () => {
    for (const [slot, note] of [
      [81, `部活の大会 ${RUN}`],
      [82, `家族の用事 ${RUN}`],
    ] as const) {
      const [lesson] = await query<{ schedule_no: number; center_no: number }>(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
         SELECT $1, ($1::date + time '23:10') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, 1, 0, s."center_no", 200 + $2 % 10, 1,
                extract(isodow FROM $1::date)
           FROM "scheduling"."student_projection" s WHERE s."student_no" = 1
         RETURNING "schedule_no", "center_no"`,
        [date, slot],
      );
      lessons.push(lesson.schedule_no);
      const [request] = await query<{ request_no: number }>(
        `INSERT INTO "scheduling"."rebooking_request" ("schedule_no", "student_no", "center_no", "note", "requested_role")
         VALUES ($1, 1, $2, $3, 110) RETURNING "request_no"`,
        [lesson.schedule_no, lesson.center_no, note],
      );
      requests.push(request.request_no);
    }
  }, 60000);

  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1)`, [lessons]);
  });

  it('lists the open requests, hides one at once, shows it on the hidden list, and opens the student’s C30101', async () => {
    const [first, second] = requests;
    await page().goto(`${web.shellUrl}/C40411`);
    await page().waitForSelector(toggle(first));
    await waitForGrid(page(), `部活の大会 ${RUN}`);
    // SPEC §9: dates as YYYY/MM/DD
    await waitForGrid(page(), date.replace(/-/g, '/'));
    await expectAccessible(page(), 'C40411 open requests');

    await clickVisible(page(), toggle(first));
    await page().waitForSelector(toggle(first), { hidden: true });
    await page().waitForSelector(toggle(second));
    await page().reload();
    await page().waitForSelector(toggle(second));
    expect(await page().$(toggle(first))).toBeNull();
    const [{ hidden_flag }] = await query<{ hidden_flag: number }>(
      `SELECT "hidden_flag" FROM "scheduling"."rebooking_request" WHERE "request_no" = $1`,
      [first],
    );
    expect(hidden_flag).toBe(1);

    await choose(page(), 'c40411-filter-hidden', '非表示の依頼');
    await page().waitForSelector(toggle(second), { hidden: true });
    await page().waitForSelector(toggle(first));
    // a hidden request offers to show it again
    await waitForGrid(page(), '表示に戻す');
    await expectAccessible(page(), 'C40411 hidden requests');

    await clickVisible(page(), `::-p-xpath(//*[@data-testid="browse-grid"]//a[contains(@href, "/C30101?student_no=1")])`);
    await page().waitForFunction(() => location.pathname === '/C30101' && location.search.includes('student_no=1'));
  });
});
