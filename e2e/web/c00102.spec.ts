import { addDays, centerStaffAudience, lessonAlertDedupeKey, tokyoDate } from '@school/domain';
import type { HTTPRequest } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { choose, signedInPage } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

const keyOf = (scheduleNo: number) => lessonAlertDedupeKey('lessonUnassigned', scheduleNo);

// C00102 alerts in headless Chromium against the real stack, in Japanese: the admin reads an alert
// about a lesson without a teacher (as scheduling's check raises it), its date as YYYY/MM/DD; a dismissed
// row leaves at once and stays read after a reload; one whose call fails comes back with the error
// shown. teacher1 opens their alerts from the menu and sees the rejection of their report.
describe('C00102 alerts (browser)', () => {
  const web = sharedWeb();
  const page = signedInPage(web, 'admin');
  const date = addDays(tokyoDate(Date.now()), 1);
  const lessons: number[] = [];
  const alerts: number[] = [];
  const button = (alertNo: number) => `[data-testid="c00102-read-${alertNo}"]`;
  const readBy = async (alertNo: number) =>
    (await query(`SELECT 1 FROM "masters"."alert_read" r WHERE r."alert_no" = $1`, [alertNo])).length;

  beforeAll(async () => {
    // a student with no other lesson that day: the database refuses a student twice in a half
    const [s] = await query<{ student_no: number }>(
      `SELECT "student_no" FROM "masters"."student" s WHERE "center_no" = 1 AND NOT EXISTS (
         SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = s."student_no" AND l."schedule_date" = $1)
        ORDER BY "student_no" LIMIT 1`,
      [date],
    );
    // each lesson's alert as masters keeps the AlertRaised of scheduling's check (its raising, by
    // `cli alerts:check`, is e2e/api/c00102.spec.ts's)
    const audience = centerStaffAudience(1);
    for (const tln of [31, 32]) {
      const [row] = await query<{ schedule_no: number }>(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
         VALUES ($1, ($1::date + time '18:10') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, 0, 1, 200 + $2 % 10, 1, extract(isodow FROM $1::date))
         RETURNING "schedule_no"`,
        [date, tln, s.student_no],
      );
      lessons.push(row.schedule_no);
      const subject = {
        type: 'lesson',
        schedule_no: row.schedule_no,
        schedule_date: date,
        time_limit_no: tln,
        time_label: String(tln),
        center_no: 1,
        student_no: s.student_no,
      };
      const [alert] = await query<{ alert_no: number }>(
        `INSERT INTO "masters"."alert" ("kind", "dedupe_key", "subject", "audience_roles", "center_no", "student_no", "raised_at", "event_id")
         VALUES ('lessonUnassigned', $1, $2, $3::int[], $4, $5, now(), $1) RETURNING "alert_no"`,
        [keyOf(row.schedule_no), JSON.stringify(subject), audience.roles, audience.center_no, s.student_no],
      );
      alerts.push(alert.alert_no);
    }
  });

  afterAll(async () => {
    await query(`DELETE FROM "masters"."alert" WHERE "dedupe_key" = ANY($1)`, [lessons.map(keyOf)]);
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1)`, [lessons]);
  });

  it('dismisses an alert about an unassigned lesson: gone at once, still read after a reload', async () => {
    const [first, second] = alerts;
    await page().goto(`${web.shellUrl}/C00102`);
    await page().waitForSelector(button(first));
    await waitForText(page(), '講師未割当の授業');
    // SPEC §9: dates as YYYY/MM/DD
    await waitForText(page(), date.replace(/-/g, '/'));
    expect(await page().$eval('[data-testid="browse-grid"]', (grid) => /\d{4}-\d{2}-\d{2}/.test(grid.textContent ?? ''))).toBe(
      false,
    );
    await expectAccessible(page(), 'C00102 unread alerts');

    await clickVisible(page(), button(first));
    await page().waitForSelector(button(first), { hidden: true });
    await page().reload();
    await page().waitForSelector(button(second));
    expect(await page().$(button(first))).toBeNull();
    expect(await readBy(first)).toBe(1);

    await choose(page(), 'c00102-filter-state', '既読');
    await page().waitForSelector(button(second), { hidden: true });
    await page().waitForFunction(
      (no: string) =>
        [...document.querySelectorAll('[data-testid="browse-grid"] .ag-row')].some((r) => r.textContent?.includes(no)),
      {},
      String(first),
    );
    await expectAccessible(page(), 'C00102 read alerts');
  });

  it('puts a dismissed alert back and shows the error when the call fails', async () => {
    const second = alerts[1];
    await page().goto(`${web.shellUrl}/C00102`);
    await page().waitForSelector(button(second));
    // the call is held until the row has left the list, then fails as a lost connection would
    let held: HTTPRequest | null = null;
    await page().setRequestInterception(true);
    page().on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.method() === 'POST' && request.postData()?.includes('"C00102_updateAlert"')) held = request;
      else void request.continue();
    });
    await clickVisible(page(), button(second));
    await page().waitForSelector(button(second), { hidden: true });
    const until = Date.now() + 10000;
    while (!held && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(held).not.toBeNull();
    await (held as HTTPRequest | null)?.abort('connectionfailed');
    await page().waitForSelector(button(second));
    await waitForText(page(), 'ネットワークエラーが発生しました');
    await expectAccessible(page(), 'C00102 alert back after a failed dismissal');
    expect(await readBy(second)).toBe(0);
  });

  describe('teacher1', () => {
    const teacherPage = signedInPage(web, 'teacher1');
    let alertNo: number;

    beforeAll(async () => {
      // what reports raises when a reviewer rejects teacher 1's report
      [{ alert_no: alertNo }] = await query<{ alert_no: number }>(
        `INSERT INTO "masters"."alert" ("kind", "dedupe_key", "subject", "audience_roles", "center_no", "student_no", "raised_at",
           "event_id", "audience_teacher_no")
         VALUES ('reportRejected', $1, $2, '{300}', NULL, NULL, now(), $1, 1) RETURNING "alert_no"`,
        [
          `reportRejected:browser:${Date.now().toString(36)}`,
          JSON.stringify({
            type: 'lesson',
            schedule_no: lessons[0],
            schedule_date: date,
            time_limit_no: 31,
            time_label: '31',
            center_no: 1,
            student_no: 1,
          }),
        ],
      );
    });
    afterAll(async () => {
      await query(`DELETE FROM "masters"."alert" WHERE "alert_no" = $1`, [alertNo]);
    });

    it('opens their alerts from the menu and sees the rejection of their report', async () => {
      await teacherPage().goto(`${web.shellUrl}/`);
      await clickVisible(teacherPage(), 'a[href="/C00102"]');
      await teacherPage().waitForSelector(button(alertNo));
      await waitForText(teacherPage(), '授業報告書の差し戻し');
      await waitForText(teacherPage(), date.replace(/-/g, '/'));
      // the staff's alerts about unassigned lessons are not theirs
      expect(await teacherPage().$(button(alerts[1]))).toBeNull();
      await expectAccessible(teacherPage(), 'C00102 a teacher’s alerts');
    });
  });
});
