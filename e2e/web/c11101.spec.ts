import { addDays, tokyoDate } from '@school/domain';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { joinMeeting, meetingOpenings } from '../support/meeting';
import { expectPhoneFit, lessonCardNos, PHONE } from '../support/phone';
import { apiAs, signedInPage } from '../support/screen';
import { ApiSession } from '../support/session';
import { sharedWeb, waitForText } from '../support/web';

// C11101 teacher today and C11201 teacher upcoming at 360 × 740 as teacher1 (teacher 1, center 9):
// today's lessons are the ones the database holds for teacher 1 at center 9 (this test adds one, in a
// free half, with a meeting link, and one tomorrow), the join button opens the link and logs the
// opening, the unwritten report this test adds to the reports' copy of lessons is flagged and opens its
// report; no sideways scroll and every visible link and button at least 44 × 44 px. Everything added
// is removed at the end (the openings with their lesson).
const TEACHER1 = 1;
const CENTER = 9;
const FIRST = 994_001;
const REPORT = 994_501;
const TODAY = tokyoDate(Date.now());
const TOMORROW = addDays(TODAY, 1);
const ZOOM_URL = 'https://zoom.example/j/c11101-web';

describe('C11101 and C11201 teacher today and upcoming (browser, 360 px)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'teacher1');
  let teacher: ApiSession;

  // A lesson for teacher 1 at the center on the date, in a half where neither teacher 1 nor the
  // student has one, with the shift it needs.
  const addLesson = async (no: number, date: string, zoomUrl: string | null = null) => {
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
         "student_no", "teacher_no", "center_no", "original_center_no", "course_setting_no", "subject_no", "dayofweek_code", "zoom_url")
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $3, 1, $4, $5, $6, 0, 201, 1, extract(isodow FROM $2::date), $7)`,
      [no, date, free.slot, free.student_no, TEACHER1, CENTER, zoomUrl],
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
    teacher = await apiAs(web, 'teacher1');
    await cleanUp();
    await addLesson(FIRST, TODAY, ZOOM_URL);
    await addLesson(FIRST + 1, TOMORROW);
    await query(
      `INSERT INTO "reports"."lesson" ("schedule_no", "schedule_date", "time_limit_no", "center_no", "student_no", "subject_no", "teacher_no")
       VALUES ($1, $2, 21, $3, 1, 1, $4)`,
      [REPORT, addDays(TODAY, -1), CENTER, TEACHER1],
    );
  }, 120000);
  afterAll(cleanUp);

  it('C11101 shows today’s lessons, joins the meeting, flags the unwritten report and opens it, fitting a phone', async () => {
    const page = signedIn();
    await page.setViewport(PHONE);
    await page.goto(`${web.shellUrl}/C11101`);
    await expectAccessible(page, 'C11101 loading');
    await page.waitForSelector('[data-testid="C11101"]');
    await waitForText(page, '報告書未記入');
    const shown = await lessonCardNos(page, '[data-testid="C11101"]');
    expect(shown).toContain(FIRST);
    expect(shown).toHaveLength(await todaysLessons());
    await expectPhoneFit(page, '[data-testid="C11101"]');
    // the center chooser (teacher 1 works at center 9 only): that center chosen, a 44-px target
    const chosen = await page.$eval('[data-testid="center"] .ant-segmented-item-selected', (el) => ({
      checked: el.querySelector('input')!.checked,
      height: el.getBoundingClientRect().height,
    }));
    expect(chosen.checked).toBe(true);
    expect(chosen.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page, 'C11101 loaded at 360 px');
    // the join button asks ZoomLog_recordOpen for the link (which logs the teacher's opening) and
    // opens what it answers in a new tab
    await joinMeeting(page, `[data-testid="lesson-${FIRST}"] [data-testid="join"]`, ZOOM_URL);
    expect(await meetingOpenings(teacher, FIRST)).toEqual([[FIRST, 'teacher']]);
    await page.click(`[data-testid="unwritten"] a[href="/C50102/${REPORT}"]`);
    await page.waitForFunction((no: number) => location.pathname === `/C50102/${no}`, {}, REPORT);
  });

  it('C11201 shows the coming days with tomorrow’s lesson, and more weeks on demand, fitting a phone', async () => {
    const page = signedIn();
    await page.setViewport(PHONE);
    await page.goto(`${web.shellUrl}/C11201`);
    await page.waitForSelector('[data-testid="C11201"]');
    await waitForText(page, TOMORROW);
    await expectPhoneFit(page, '[data-testid="C11201"]');
    await expectAccessible(page, 'C11201 loaded at 360 px');
    const before = await page.$$eval('[data-testid="day"]', (els) => els.length);
    await page.click('[data-testid="more"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="more"] .ant-btn-loading-icon'));
    expect(await page.$$eval('[data-testid="day"]', (els) => els.length)).toBeGreaterThanOrEqual(before);
    await expectAccessible(page, 'C11201 after more at 360 px');
  });
});
