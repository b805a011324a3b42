import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowseOutput, LessonListRow } from '@school/contracts';
import { addDays, formatDisplayDate, startOfWeek, tokyoDate } from '@school/domain';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { choose, chooseRange, fill, gridText, signedInPage, waitForGrid, withSession } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// C40501 lesson list in headless Chromium against the real stack: this file's own two lessons of
// student2 at the online center on a day 45 weeks ahead (removed at the end), found through the date
// range and the state filter; a contact note saved from the list; the CSV export of what it shows.
const DATE = addDays(startOfWeek(tokyoDate(Date.now())), 7 * 45 + 3);
const CENTER = 9;
const NOTE = `回線が不安定なため電話で連絡${Date.now().toString(36)}`;

async function downloadedCsv(dir: string): Promise<string> {
  for (const until = Date.now() + 10000; Date.now() < until;) {
    const done = readdirSync(dir).filter((f) => f.endsWith('.csv'));
    if (done.length) return readFileSync(join(dir, done[0]), 'utf8');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no CSV downloaded: ${readdirSync(dir).join(', ')}`);
}

describe('C40501 lesson list (browser)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'admin');
  const lessons: number[] = [];

  beforeAll(async () => {
    for (const slot of [41, 51]) {
      const [row] = await query<{ schedule_no: number }>(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
         VALUES ($1, ($1::date + time '15:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, 2, 0, $3, 200 + $2 % 10, 1,
           extract(isodow FROM $1::date)) RETURNING "schedule_no"`,
        [DATE, slot, CENTER],
      );
      lessons.push(row.schedule_no);
    }
  });

  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = ANY($1::int[])`, [lessons]);
  });

  it('lists lessons, narrows them by dates and state, saves a contact note and exports the list', async () => {
    const page = signedIn();
    const downloads = mkdtempSync(join(tmpdir(), 'c40501-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      downloadPath: downloads,
      browserContextId: page.browserContext().id,
    });
    await page.goto(`${web.shellUrl}/C40501`);
    await page.waitForFunction(() => location.pathname === '/C40501/browse');
    await page.waitForSelector('[data-testid="browse-grid"] .ag-row');
    await expectAccessible(page, 'C40501 Browse with rows');

    await chooseRange(page, 'c40501-range', DATE, DATE);
    await waitForGrid(page, String(lessons[1]));
    const filtered = page.waitForResponse(
      (r) => r.url().endsWith('/api') && (r.request().postData() ?? '').includes('"state":"unassigned"'),
    );
    await choose(page, 'c40501-state', '未割当');
    await filtered;
    await page.waitForSelector('[data-testid="browse-grid"][data-status="loaded"]');
    const shown = await gridText(page);
    expect(shown).toContain(formatDisplayDate(DATE));
    for (const no of lessons) expect(shown).toContain(String(no));

    await clickVisible(page, `[data-testid="c40501-edit-${lessons[0]}"]`);
    await page.waitForSelector('[data-testid="c40501-note"]', { visible: true });
    await fill(page, 'c40501-note', NOTE);
    await expectAccessible(page, 'C40501 contact note dialog');
    await clickVisible(page, '[data-testid="c40501-note-save"]');
    await waitForText(page, '保存しました');
    await waitForGrid(page, NOTE);
    const [saved] = await query<{ operation_note: string; lock_version: number }>(
      `SELECT "operation_note", "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
      [lessons[0]],
    );
    expect(saved).toEqual({ operation_note: NOTE, lock_version: 1 });

    const exported = page.waitForRequest((r) => r.url().endsWith('/api') && (r.postData() ?? '').includes('C40501_exportCSV'));
    const downloaded = page.waitForResponse((r) => r.url().endsWith('/api/download') && r.request().method() === 'POST');
    await clickVisible(page, '[data-testid="c40501-csv"]');
    // the export takes the list's dates and state
    expect(JSON.parse((await exported).postData() ?? '{}')).toMatchObject({
      data: [{ api: 'C40501_exportCSV', input: { searchInfo: { since: DATE, until: DATE, state: 'unassigned' } } }],
    });
    const res = await downloaded;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('授業一覧_')}`);
    // the file the browser saved: the two rows the list shows, with the note
    const lines = (await downloadedCsv(downloads)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain('授業番号');
    expect(lines.slice(1, 3).map((l) => Number(l.split(',')[0]))).toEqual(lessons);
    expect(lines[1]).toContain(NOTE);
    rmSync(downloads, { recursive: true, force: true });
  });
  // SPEC §6: student 110 holds C40501. The shell routes it (libs/feature-schedule): the student's
  // sidebar leads there and nothing is asked of the staff or teacher portal.
  it("shows student 110, from their sidebar, their own lessons without the staff's note and filters", async () => {
    const page = await web.newPage();
    await withSession(page, web, 'student1');
    const otherPortals = (['mfe-staff', 'mfe-teacher'] as const).map((app) => new URL(web.portalUrl(app)).origin);
    const fromOtherPortals: string[] = [];
    page.on('request', (r) => {
      if (otherPortals.includes(new URL(r.url()).origin)) fromOtherPortals.push(r.url());
    });
    await page.goto(`${web.shellUrl}/`);
    const browsed = page.waitForResponse(
      (r) => r.url().endsWith('/api') && (r.request().postData() ?? '').includes('"C40501_doBrowse"'),
    );
    const link = await page.waitForSelector('xpath/.//*[@data-testid="sidebar"]//a[normalize-space()="授業一覧"]');
    await link!.click();
    await page.waitForFunction(() => location.pathname === '/C40501/browse');
    await page.waitForSelector('[data-testid="c40501-page"] [data-testid="browse-grid"] .ag-row');
    expect(new URL(page.url()).origin).toBe(new URL(web.shellUrl).origin);

    // the list's total is the student's own lessons, counted independently
    const answer = (await (await browsed).json()) as { data: { output: BrowseOutput<LessonListRow> }[] };
    const [{ n }] = await query<{ n: string }>(`SELECT count(*) AS "n" FROM "scheduling"."lesson" WHERE "student_no" = 1`);
    expect(answer.data[0].output.pagination.total).toBe(Number(n));
    const [{ student_name: name }] = await query<{ student_name: string }>(
      `SELECT "student_name" FROM "scheduling"."student_projection" WHERE "student_no" = 1`,
    );
    const students = await page.$$eval('[data-testid="browse-grid"] .ag-row [col-id="student_name"]', (cells) =>
      cells.map((c) => (c as HTMLElement).innerText),
    );
    expect(students.length).toBeGreaterThan(0);
    expect(new Set(students)).toEqual(new Set([name]));
    // no pickers naming other people, no note; the period, the state and their own CSV
    expect(
      await page.$(
        '[data-testid="c40501-center"], [data-testid="c40501-teacher_no"], [data-testid="c40501-student_no"], [col-id="note"], [col-id="edit"]',
      ),
    ).toBeNull();
    for (const kept of ['c40501-range', 'c40501-state', 'c40501-csv'])
      expect(await page.$(`[data-testid="${kept}"]`)).not.toBeNull();
    // each row's way into its lesson's chat room
    const chatLinks = await page.$$eval('[data-testid="browse-grid"] .ag-row [col-id="chat"] a', (as) =>
      as.map((a) => a.getAttribute('href') ?? ''),
    );
    expect(chatLinks.length).toBe(students.length);
    expect(chatLinks.every((href) => /^\/Chatroom\?lesson=\d+$/.test(href))).toBe(true);
    await expectAccessible(page, 'C40501 Browse as student 110');

    // the state filter: the student's cancelled lessons, or none (the list's empty state)
    const cancelled = page.waitForResponse(
      (r) => r.url().endsWith('/api') && (r.request().postData() ?? '').includes('"state":"cancelled"'),
    );
    await choose(page, 'c40501-state', 'キャンセル');
    await cancelled;
    await page.waitForSelector('[data-testid="browse-grid"]:is([data-status="loaded"], [data-status="noData"])');
    await expectAccessible(page, 'C40501 Browse as student 110, cancelled lessons');
    expect(fromOtherPortals).toEqual([]);
  });
});
