import { addDays, formatDisplayDate, tokyoDate } from '@school/domain';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { answerYes, choose, signedInPage, submit } from '../support/screen';
import { waitFor } from '@school/server-kit/testing';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// C20301 in headless Chromium against the real stack, in Japanese: find a student, see what will
// move, change their center from a date after confirming, see the history; the lessons move.
describe('C20301 change of assigned center (browser)', () => {
  const web = sharedWeb();
  const page = signedInPage(web, 'admin');
  const from = addDays(tokyoDate(Date.now()), 8);

  it('changes a student’s center from a date; their lessons from that date move', async () => {
    const [student] = await query<{ student_no: number; student_name: string; center_no: number; center_short_name: string }>(
      `SELECT s."student_no", s."student_name", s."center_no", c."center_short_name" FROM "masters"."student" s
         JOIN "masters"."center" c ON c."center_no" = s."center_no"
        WHERE s."enrollment_status" = 1
          AND EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = s."student_no" AND l."schedule_date" >= $1)
          AND NOT EXISTS (SELECT 1 FROM "masters"."student_center_change" h WHERE h."student_no" = s."student_no")
          -- not a student a demo account acts for: other files read student1's center (9) as seeded
          AND NOT EXISTS (SELECT 1 FROM "auth"."user_account" u WHERE u."student_no" = s."student_no")
        ORDER BY s."student_no" LIMIT 1`,
      [from],
    );
    const [target] = await query<{ center_no: number; center_short_name: string }>(
      `SELECT "center_no", "center_short_name" FROM "masters"."center" WHERE "group_flag" = 0 AND "center_no" <> $1
        ORDER BY "sort_order", "center_no" LIMIT 1`,
      [student.center_no],
    );
    const [{ n: moving }] = await query<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM "scheduling"."lesson" WHERE "student_no" = $1 AND "schedule_date" >= $2 AND "attendance_distinction" = 0`,
      [student.student_no, from],
    );

    await page().goto(`${web.shellUrl}/C20301`);
    await waitForText(page(), '生徒を選択してください');
    await expectAccessible(page(), 'C20301 before a student is chosen');

    await clickVisible(page(), '[data-testid="c20301-student"]');
    await page().keyboard.type(String(student.student_no));
    await clickVisible(
      page(),
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${student.student_no} ${student.student_name}（${student.center_short_name}）"]`,
    );
    await page().waitForFunction(
      (name) => document.querySelector('[data-testid="c20301-current-center"]')?.textContent === name,
      {},
      student.center_short_name,
    );
    await waitForText(page(), '所属変更の履歴はありません');

    await clickVisible(page(), '[data-testid="c20301-schedule_date"] input');
    await page().waitForSelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-panel', { visible: true });
    await expectAccessible(page(), 'C20301 date picker open');
    await page().keyboard.type(formatDisplayDate(from));
    await page().keyboard.press('Enter');
    await choose(page(), 'c20301-target_center_no', target.center_short_name);
    await waitForText(page(), `${formatDisplayDate(from)}以降の授業${moving}件が移動します`);
    await expectAccessible(page(), 'C20301 with a change about to be made');

    await submit(page());
    await waitForText(page(), `${student.student_name}の所属を${student.center_short_name}から${target.center_short_name}へ`);
    await answerYes(page());
    await waitForText(page(), '所属を更新しました。');
    await page().waitForFunction(
      (name) => document.querySelector('[data-testid="c20301-current-center"]')?.textContent === name,
      {},
      target.center_short_name,
    );
    const history = await page().$eval('[data-testid="c20301-history"]', (e) => (e as HTMLElement).innerText);
    expect(history).toContain(formatDisplayDate(from));
    expect(history).toContain(student.center_short_name);
    expect(history).toContain(target.center_short_name);
    await expectAccessible(page(), 'C20301 after the change, with its history');

    await waitFor(async () => {
      const rows = await query<{ n: number }>(
        `SELECT count(*)::int AS "n" FROM "scheduling"."lesson"
          WHERE "student_no" = $1 AND "schedule_date" >= $2 AND "attendance_distinction" = 0 AND "center_no" <> $3 AND "original_center_no" = 0`,
        [student.student_no, from, target.center_no],
      );
      return rows[0].n === 0;
    }, 'the student’s lessons at the new center');
  });
});
