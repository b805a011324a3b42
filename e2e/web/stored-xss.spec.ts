import { addDays, CHAT_WRITABLE_DAYS, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { apiAs, chooseRange, pagesPerTest, waitForGrid, withSession } from '../support/screen';
import { sharedWeb } from '../support/web';

// Stored XSS (issue 29 item 5, R8): a corpus of script elements, event handlers, javascript: URLs,
// right-to-left and zero-width characters stored in the free-text fields people type into and others
// read — a chat message and its sender's name, a lesson's contact note (C40501), a rebooking request's
// note (C40411) — on one lesson of the demo school of student1 with teacher1. Each screen that shows
// them shows them as text: no script runs (a sentinel on the page stays unset), no element carries a
// handler attribute, and no javascript: address is a link. Chat's own rule (only http(s) becomes a
// link) has its test in chatroom.spec; names in the PDF in c40201.spec; CSV formula cells in
// csv-format.spec. What this file stored is removed or restored at the end.
const RUN = Date.now().toString(36);
const CORPUS = [
  `xss-${RUN}`,
  `<script>window.__xss='script'</script>`,
  `<img src=x onerror="window.__xss='img'">`,
  `<svg onload="window.__xss='svg'"></svg>`,
  `<a href="javascript:window.__xss='a'">link</a>`,
  `javascript:window.__xss='url'`,
  `java\u200Bscript:window.__xss='zwsp'`,
  `\u202Etxt.exe`,
  `https://example.com/"onmouseover="window.__xss='attr'`,
].join(' ');

// The page's state after it shows the corpus: whatever ran, a handler attribute anywhere, a
// javascript: link, and whether the corpus is there as text.
const verdict = (page: Page) =>
  page.evaluate((mark: string) => {
    const links = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
    return {
      ran: (window as { __xss?: string }).__xss ?? null,
      handlers: document.querySelectorAll('[onerror], [onload], [onmouseover]').length,
      scriptLinks: links.filter((href) => /^\s*j\W*a\W*v\W*a\W*s\W*c\W*r\W*i\W*p\W*t\s*:/i.test(href)).length,
      shownAsText: document.body.innerText.includes(`${mark} <script>`),
    };
  }, `xss-${RUN}`);
const SAFE = { ran: null, handlers: 0, scriptLinks: 0, shownAsText: true };

describe('stored XSS on the screens that show free text', () => {
  const web = sharedWeb();
  const newPage = pagesPerTest(() => web);
  let lesson = { schedule_no: 0, schedule_date: '', center_no: 0, lock_version: 0, note: null as string | null };
  let request = 0;

  const open = async (userId: string, path: string) => {
    const page = await newPage();
    await withSession(page, web, userId);
    // set before any script of the page: a handler that ran would overwrite it
    await page.evaluateOnNewDocument(() => {
      (window as { __xss?: string }).__xss = undefined;
    });
    await page.goto(`${web.shellUrl}${path}`);
    return page;
  };

  beforeAll(async () => {
    const today = tokyoDate(Date.now());
    // a lesson of student1 with teacher1 whose room can be written to and that has no request yet
    const [row] = await query<typeof lesson>(
      `SELECT l."schedule_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", l."center_no", l."lock_version",
              l."operation_note" AS "note"
         FROM "scheduling"."lesson" l JOIN "chat"."lesson_room" r ON r."schedule_no" = l."schedule_no"
        WHERE l."student_no" = 1 AND l."teacher_no" = 1 AND l."cancel_flag" = 0 AND l."schedule_date" BETWEEN $1 AND $2
          AND l."schedule_no" < 900000 AND r."teacher_no" = 1 AND r."cancelled_on" IS NULL
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."rebooking_request" q WHERE q."schedule_no" = l."schedule_no")
        ORDER BY l."schedule_date", l."schedule_no" LIMIT 1`,
      [today, addDays(today, 28 - CHAT_WRITABLE_DAYS)],
    );
    expect(row).toBeDefined();
    lesson = row;
    await query(
      `INSERT INTO "chat"."chat_message" ("rel_model", "rel_id", "content", "sender_user_no", "sender_role", "sender_name")
       VALUES ('lesson', $1, $2, 0, 'teacher', $2)`,
      [lesson.schedule_no, CORPUS],
    );
    const admin = await apiAs(web, 'admin');
    const saved = await admin.call('C40501_doSaveMessage', {
      schedule_no: lesson.schedule_no,
      lock_version: lesson.lock_version,
      note: CORPUS,
    });
    expect(saved.status).toBe(200);
    lesson.lock_version = saved.output.lock_version;
    const [added] = await query<{ request_no: number }>(
      `INSERT INTO "scheduling"."rebooking_request" ("schedule_no", "student_no", "center_no", "note", "requested_role")
       VALUES ($1, 1, $2, $3, 110) RETURNING "request_no"`,
      [lesson.schedule_no, lesson.center_no, CORPUS],
    );
    request = added.request_no;
  }, 60000);

  afterAll(async () => {
    await query(`DELETE FROM "chat"."chat_message" WHERE "rel_model" = 'lesson' AND "content" LIKE $1`, [`xss-${RUN}%`]);
    await query(`DELETE FROM "scheduling"."rebooking_request" WHERE "request_no" = $1`, [request]);
    if (lesson.schedule_no)
      await (
        await apiAs(web, 'admin')
      ).call('C40501_doSaveMessage', { schedule_no: lesson.schedule_no, lock_version: lesson.lock_version, note: lesson.note });
  });

  it('shows the chat message and its sender’s name as text (Chatroom)', async () => {
    const page = await open('student1', `/Chatroom?lesson=${lesson.schedule_no}`);
    await page.waitForFunction(
      (mark) => document.querySelector('[data-testid="chatroom-messages"]')?.textContent?.includes(mark),
      {},
      `xss-${RUN}`,
    );
    expect(await verdict(page)).toEqual(SAFE);
    await expectAccessible(page, 'Chatroom with the XSS corpus');
  });

  it('shows the contact note as text (C40501)', async () => {
    const page = await open('admin', '/C40501');
    await page.waitForSelector('[data-testid="browse-grid"][data-status="loaded"]');
    await chooseRange(page, 'c40501-range', lesson.schedule_date, lesson.schedule_date);
    await waitForGrid(page, `xss-${RUN}`);
    expect(await verdict(page)).toEqual(SAFE);
    await expectAccessible(page, 'C40501 with the XSS corpus');
  });

  it('shows the rebooking request’s note as text (C40411)', async () => {
    const page = await open('office', '/C40411');
    await waitForGrid(page, `xss-${RUN}`);
    expect(await verdict(page)).toEqual(SAFE);
    await expectAccessible(page, 'C40411 with the XSS corpus');
  });
});
