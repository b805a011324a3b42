import { addDays, startOfWeek, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { readGate } from '../support/read-gate';
import { choose, pagesPerTest, waitForGrid, withSession } from '../support/screen';
import { sharedWeb } from '../support/web';

// PendingSchedule in headless Chromium against the real stack: a waiting application of student1
// (written by the test, 41 weeks ahead, removed at the end) shows to the staff of student1's center
// (classroom, the online center) and to student1, each narrowed to waiting applications; the list
// is accessible while loading, empty and after a failed read.
const DATE = addDays(startOfWeek(tokyoDate(Date.now())), 7 * 41 + 3);
const SHOWN = DATE.replaceAll('-', '/');
const CENTER = 9;

describe('PendingSchedule (browser)', () => {
  const web = sharedWeb();
  const newPage = pagesPerTest(() => web);
  let entryNo = 0;

  beforeAll(async () => {
    const [entry] = await query<{ entry_schedule_no: number }>(
      `INSERT INTO "scheduling"."entry" ("entry_type", "student_no", "center_no", "schedule_date", "time_limit_no", "subject_no",
         "capacity", "applied_role") VALUES (2, 1, $1, $2, 42, 1, 1, 110) RETURNING "entry_schedule_no"`,
      [CENTER, DATE],
    );
    entryNo = entry.entry_schedule_no;
    await query(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "center_no", "course_setting_no", "subject_no", "dayofweek_code", "entry_schedule_no")
       VALUES ($1, ($1::date + time '15:40') AT TIME ZONE 'Asia/Tokyo', 42, 2, 1, $2, 202, 1, extract(isodow FROM $1::date), $3)`,
      [DATE, CENTER, entryNo],
    );
  });

  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "entry_schedule_no" = $1`, [entryNo]);
    await query(`DELETE FROM "scheduling"."entry" WHERE "entry_schedule_no" = $1`, [entryNo]);
  });

  const open = async (user: string): Promise<Page> => {
    const page = await newPage();
    await withSession(page, web, user);
    await page.goto(`${web.shellUrl}/PendingSchedule`);
    await page.waitForSelector('[data-testid="browse-grid"]');
    await choose(page, 'pending-kind', '申込中');
    await waitForGrid(page, SHOWN);
    return page;
  };

  it("shows student1's waiting application to the staff of their center", async () => {
    const page = await open('classroom');
    const text = await page.$eval('[data-testid="browse-grid"]', (el) => (el as HTMLElement).innerText);
    expect(text).toContain('鈴木　美咲');
    await expectAccessible(page, 'PendingSchedule staff with rows');
  });

  it('shows it to student1', async () => {
    const page = await open('student1');
    // the row is the application: its kind, the student and what was applied for
    const text = await page.$eval('[data-testid="browse-grid"]', (el) => (el as HTMLElement).innerText);
    expect(text).toContain('申込中');
    expect(text).toContain('鈴木　美咲');
    expect(text).toContain('追加授業');
    await expectAccessible(page, 'PendingSchedule student with rows');
  });

  it('is accessible while its read is loading, with no rows and after a failed read', async () => {
    const page = await newPage();
    await withSession(page, web, 'student1');
    const reads = await readGate(page, 'PendingSchedule_doBrowse');
    const status = (s: string) => page.waitForSelector(`[data-testid="browse-grid"][data-status="${s}"]`);

    reads.hold();
    await page.goto(`${web.shellUrl}/PendingSchedule`);
    await status('loading');
    await expectAccessible(page, 'PendingSchedule loading');
    await reads.release();
    await page.waitForSelector('[data-testid="browse-grid"]:is([data-status="loaded"], [data-status="noData"])');

    // a student has no changed lessons (a teacher's kind): nothing to list
    await choose(page, 'pending-kind', '変更あり');
    await page.waitForSelector('[data-testid="browse-empty"]');
    await expectAccessible(page, 'PendingSchedule empty');

    reads.fail();
    await choose(page, 'pending-kind', '申込中');
    await page.waitForSelector('[data-testid="browse-error"]');
    await expectAccessible(page, 'PendingSchedule failed');
  });
});
