import { type C21101ScheduleOutput } from '@school/contracts';
import { tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { joinMeeting, meetingOpenings } from '../support/meeting';
import { expectPhoneFit, failCallsOf, lessonCardNos, PHONE } from '../support/phone';
import { apiAs, signedInPage } from '../support/screen';
import { ApiSession } from '../support/session';
import { clickVisible, loadedShared, sharedWeb } from '../support/web';

// C21101 (student today) in headless Chromium at 360 × 740 as student1 (student 1, the online center
// 9): the lessons shown are the API's for today, with the test's own lesson of today and its meeting
// link and its chat room's unread count (a message of the classroom's in the chat service's copy of the
// lesson, checked 1 s after the screen opens, SPEC §9); a failed read offers a retry. No sideways
// scroll, every visible link and button ≥ 44 × 44.
const STUDENT = 1;
const CENTER = 9;
const ZOOM_URL = 'https://zoom.example/j/c21101-web';
// shared modules of the shell that C21101's first paint on a phone does without (issue 26): the header's
// menus' Dropdown, fetched when one is opened; antd's App with its toasts and dialogs (message,
// notification, Modal), fetched when one is first shown (@school/ui useNotices); and antd's Grid (usePhone
// and the layout read the screen's width with matchMedia, from their first render on)
const NOT_BEFORE_USE = [
  'antd/es/app',
  'antd/es/dropdown',
  'antd/es/grid',
  'antd/es/message',
  'antd/es/modal',
  'antd/es/notification',
];

describe('C21101 student today (browser, 360 px)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'student1');
  const today = tokyoDate(Date.now());
  let student: ApiSession;
  let lessonNo = 0;

  const shown = (page: Page) => lessonCardNos(page, '[data-testid="c21101-lessons"]');
  const open = async (page: Page) => {
    await page.setViewport(PHONE);
    await page.goto(`${web.shellUrl}/C21101`);
  };
  const fitsPhone = (page: Page) => expectPhoneFit(page, '[data-testid="c21101-page"]');

  beforeAll(async () => {
    student = await apiAs(web, 'student1');
    // a 40-minute period of today in which student 1 has no lesson yet
    const [row] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "zoom_url")
       SELECT $1, ($1::date + s."start_time"::interval) AT TIME ZONE 'Asia/Tokyo', s."time_limit_no", s."time_division", $2, 0, $3,
              200 + s."time_division", 1, extract(isodow FROM $1::date), $4
         FROM "scheduling"."time_slot" s
        WHERE s."time_division" = 1 AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = $2
              AND l."schedule_date" = $1 AND l."cancel_flag" = 0 AND l."time_limit_no" / 10 = s."time_limit_no" / 10)
        ORDER BY s."sort_order" LIMIT 1
       RETURNING "schedule_no"`,
      [today, STUDENT, CENTER, ZOOM_URL],
    );
    lessonNo = row.schedule_no;
    await query(
      `INSERT INTO "chat"."lesson_room" ("schedule_no", "schedule_date", "student_no", "center_no") VALUES ($1, $2, $3, $4)`,
      [lessonNo, today, STUDENT, CENTER],
    );
    await query(
      `INSERT INTO "chat"."chat_message" ("rel_model", "rel_id", "content", "sender_user_no", "sender_role", "sender_name")
       VALUES ('lesson', $1, '明日の持ち物を確認してください', 0, 'staff', '教室')`,
      [lessonNo],
    );
  }, 120000);

  afterAll(async () => {
    await query(`DELETE FROM "chat"."chat_message" WHERE "rel_model" = 'lesson' AND "rel_id" = $1`, [lessonNo]);
    await query(`DELETE FROM "chat"."lesson_room" WHERE "schedule_no" = $1`, [lessonNo]);
    await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [lessonNo]);
  });

  it("shows today's own lessons as the API reads them, with the meeting link, fitting a phone", async () => {
    const page = signedIn();
    await open(page);
    await page.waitForSelector('[data-testid="c21101-lessons"]');
    const api = (await student.call('C21101_getSchedule', { start_date: today, end_date: today })).output as C21101ScheduleOutput;
    expect(api.lessons.map((l) => l.schedule_no)).toContain(lessonNo);
    expect(await shown(page)).toEqual(api.lessons.map((l) => l.schedule_no));
    const card = `[data-testid="lesson-${lessonNo}"]`;
    // the join button asks ZoomLog_recordOpen for the link (which logs the opening) and opens what it
    // answers in a new tab
    await joinMeeting(page, `${card} button.ant-btn-primary`, ZOOM_URL);
    expect(await meetingOpenings(student, lessonNo)).toEqual([[lessonNo, 'student']]);
    expect(await page.$eval(card, (el) => (el as HTMLElement).innerText)).toContain('オンライン');
    // the lesson's chat room, with the message not read yet
    const chat = await page.waitForSelector(`${card} [data-testid="chatroom-link-${lessonNo}"][data-unread="1"]`);
    expect(await chat!.evaluate((a) => [a.getAttribute('href'), (a as HTMLElement).innerText])).toEqual([
      `/Chatroom?lesson=${lessonNo}`,
      'チャット（未読 1件）',
    ]);
    // the time until the next lesson in relative time, or that all of today's have started
    expect(await page.$eval('[data-testid="c21101-next"]', (el) => (el as HTMLElement).innerText)).toMatch(
      /^次の授業 \(\d{2}:\d{2}\): .+$|^本日の授業はすべて開始しました。$/,
    );
    await fitsPhone(page);
    await expectAccessible(page, 'C21101 loaded at 360 px');
  });

  it("loads the header's menus, the toasts and the dialogs only when one is shown, and antd's Grid not at all", async () => {
    const page = signedIn();
    await open(page);
    await page.waitForSelector('[data-testid="c21101-lessons"]');
    const first = await loadedShared(page);
    // the screen's own components are there (the check reads the runtime's share scopes)
    expect(first).toEqual(expect.arrayContaining(['antd/es/card', 'react']));
    expect(first.filter((name) => NOT_BEFORE_USE.includes(name))).toEqual([]);
    // the user menu opens on the first click and offers its items
    await clickVisible(page, '[data-testid="user-menu"]');
    await page.waitForSelector('[data-testid="logout"]', { visible: true });
    const opened = await loadedShared(page);
    expect(opened).toContain('antd/es/dropdown');
    expect(opened).not.toContain('antd/es/grid');
    await expectAccessible(page, 'C21101 on a phone, the user menu open');
    // its change-password dialog opens on the first click, with antd's Modal
    await clickVisible(page, '[data-testid="change-password"]');
    await page.waitForSelector('[data-testid="current-password"]', { visible: true });
    expect(await loadedShared(page)).toContain('antd/es/modal');
  });

  it("shows a failed read's toast, loading antd's message for it", async () => {
    const page = signedIn();
    await failCallsOf(page, 'C21101_getSchedule', () => true);
    await open(page);
    await page.waitForSelector('[data-testid="c21101-error"]');
    // the API client's notice of the server's failure, raised before the toasts had loaded, is shown once
    await page.waitForSelector('[data-testid="notice"]', { visible: true });
    expect(await page.$$eval('[data-testid="notice"]', (els) => els.length)).toBe(1);
    expect(await loadedShared(page)).toContain('antd/es/message');
  });

  it('offers a retry when the read fails, and then shows the lessons', async () => {
    const page = signedIn();
    let failing = true;
    await failCallsOf(page, 'C21101_getSchedule', () => failing);
    await open(page);
    // the message at once, the Result's picture once it has come (LoadFailed)
    await page.waitForSelector('[data-testid="c21101-error"] .ant-result-error');
    await fitsPhone(page);
    await expectAccessible(page, 'C21101 error at 360 px');
    failing = false;
    await clickVisible(page, '[data-testid="c21101-error"] button');
    await page.waitForSelector(`[data-testid="lesson-${lessonNo}"]`);
  });
});
