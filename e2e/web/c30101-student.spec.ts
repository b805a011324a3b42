import { type C30101StudentBrowseOutput } from '@school/contracts';
import { addDays, startOfWeek, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { readGate } from '../support/read-gate';
import { ApiSession } from '../support/session';
import { answerYes, apiAs, choose, signedInPage } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// C30101Student in headless Chromium against the real stack: student1 (student 1, the online center 9)
// applies for an extra lesson inside its range (a date outside it cannot be chosen, and the server
// refuses one anyway), and for a lesson of a seminar this test creates (M20801) and removes, then
// takes that application back. The cells it applies for get three extra teacher shifts from the test
// (so they are not fully booked), removed at the end with the test's applications. The screen is
// accessible while its read is loading and after a failed read.
const CENTER = 9;
const STUDENT = 1;

describe('C30101Student (browser)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'student1');
  const today = tokyoDate(Date.now());
  const shifts: { teacher_no: number; schedule_date: string; time_limit_no: number }[] = [];
  const SEMINAR = `ブラウザ講習${Date.now().toString(36)}`;
  let student: ApiSession;
  let head: ApiSession;
  let read: C30101StudentBrowseOutput;
  let subject = '';

  // The first date from `from` with an open slot among `slots` that has no lesson at the center and
  // none of the student's in its period, and that staff did not close.
  const openCell = async (from: string, to: string, slots: number[]) => {
    const [cell] = await query<{ schedule_date: string; slot: number }>(
      `SELECT to_char(d."schedule_date", 'YYYY-MM-DD') AS "schedule_date", s."slot"
         FROM "scheduling"."calendar_day" d, unnest($4::int[]) WITH ORDINALITY s("slot", "n")
        WHERE d."center_no" = $1 AND d."schedule_date" BETWEEN $2 AND $3 AND d."closed_flag" = 0
          AND d."tstart_ime_limit_no" / 10 <= s."slot" / 10 AND d."end_time_limit_no" / 10 >= s."slot" / 10
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."center_no" = $1 AND l."schedule_date" = d."schedule_date"
                AND l."cancel_flag" = 0 AND l."time_limit_no" IN (s."slot", s."slot" / 10 * 10))
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = $5 AND l."schedule_date" = d."schedule_date"
                AND l."cancel_flag" = 0 AND l."time_limit_no" / 10 = s."slot" / 10)
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."entry_control" c WHERE c."center_no" = $1
                AND c."schedule_date" = d."schedule_date" AND c."time_limit_no" / 10 = s."slot" / 10)
        ORDER BY d."schedule_date", s."n" LIMIT 1`,
      [CENTER, from, to, slots, STUDENT],
    );
    if (!cell) throw new Error(`no open cell between ${from} and ${to}`);
    // three more teachers on shift there: the cell has room whatever else the run does
    const teachers = await query<{ teacher_no: number }>(
      `SELECT p."teacher_no" FROM "scheduling"."teacher_projection" p
        WHERE $1 = ANY(p."center_nos") AND p."status" = 1
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" s
                WHERE s."teacher_no" = p."teacher_no" AND s."schedule_date" = $2 AND s."time_limit_no" = $3)
        ORDER BY p."teacher_no" LIMIT 3`,
      [CENTER, cell.schedule_date, cell.slot],
    );
    for (const { teacher_no } of teachers) {
      await query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, 1)`,
        [teacher_no, cell.schedule_date, cell.slot, CENTER],
      );
      shifts.push({ teacher_no, schedule_date: cell.schedule_date, time_limit_no: cell.slot });
    }
    return cell;
  };
  const slotLabel = (slot: number) => read.slots.find((s) => s.time_limit_no === slot)?.label ?? '';
  const entriesAt = (date: string, slot: number) =>
    query<{ entry_type: number; status: string; seminar_calendar_no: number | null }>(
      `SELECT "entry_type", "status", "seminar_calendar_no" FROM "scheduling"."entry"
        WHERE "student_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3 ORDER BY "entry_schedule_no"`,
      [STUDENT, date, slot],
    );
  const openDay = async (page: Page, date: string) => {
    await page.goto(`${web.shellUrl}/C30101/student?start_date=${startOfWeek(date)}`);
    await clickVisible(page, `[data-testid="c30101s-day-${date}"]`);
    await page.waitForSelector('[data-testid="c30101s-day-panel"]');
  };
  const cleanUp = async () => {
    const applied = shifts.map((s) => [s.schedule_date, s.time_limit_no] as const);
    for (const [date, slot] of applied) {
      await query(
        `DELETE FROM "scheduling"."lesson" WHERE "student_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3 AND "entry_schedule_no" > 0`,
        [STUDENT, date, slot],
      );
      await query(`DELETE FROM "scheduling"."entry" WHERE "student_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`, [
        STUDENT,
        date,
        slot,
      ]);
    }
    for (const s of shifts)
      await query(
        `DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
        [s.teacher_no, s.schedule_date, s.time_limit_no],
      );
    await query(`DELETE FROM "scheduling"."not_attended" WHERE "student_no" = $1 AND "schedule_date" = $2`, [
      STUDENT,
      addDays(today, 1),
    ]);
    const left = await head.call('M20801_getEdit', { seminar_name: SEMINAR });
    if (left.status === 200)
      await head.call('M20801_doDelete', {
        seminar_calendar_no: left.output.seminar_calendar_no,
        lock_version: left.output.lock_version,
      });
  };

  beforeAll(async () => {
    student = await apiAs(web, 'student1');
    head = await apiAs(web, 'head');
    read = (await student.call('C30101Student_doBrowse', { start_date: today, end_date: today })).output;
    subject = (await student.call('M20401_getSubjectsDropdown', {})).output[0].label;
  }, 120000);

  afterAll(() => cleanUp(), 60000);

  it('applies for an extra lesson inside its range; a date outside it cannot be chosen', async () => {
    const range = read.ranges.extra!;
    expect(range).not.toBeNull();
    const cell = await openCell(range.start, range.end, [41, 42, 31, 32, 51, 52, 21, 22]);
    const page = signedIn();

    // today is before the range: nothing to apply for
    await openDay(page, today);
    await page.waitForSelector('[data-testid="c30101s-apply-extra"][disabled]');
    await expectAccessible(page, 'C30101Student calendar with a day outside the range');

    await openDay(page, cell.schedule_date);
    await waitForText(page, `${slotLabel(cell.slot)}: 空きあり`);
    await clickVisible(page, '[data-testid="c30101s-apply-extra"]');
    await page.waitForSelector('[data-testid="apply-form"]');
    // the picker shows the chosen date's month: its days before the range are disabled
    await clickVisible(page, '#apply-date');
    const before = addDays(range.start, -1);
    const disabled = (date: string) =>
      page.$eval(`.ant-picker-dropdown td[title="${date}"]`, (td) => td.classList.contains('ant-picker-cell-disabled'));
    if (before.slice(0, 7) === cell.schedule_date.slice(0, 7)) expect(await disabled(before)).toBe(true);
    expect(await disabled(cell.schedule_date)).toBe(false);
    await page.keyboard.press('Escape');
    await choose(page, 'apply-slot', slotLabel(cell.slot));
    await choose(page, 'apply-subject', subject);
    await expectAccessible(page, 'C30101Student extra lesson dialog');
    await clickVisible(page, '#apply-submit');
    await waitForText(page, '申込を受け付けました');
    expect(await entriesAt(cell.schedule_date, cell.slot)).toEqual([
      { entry_type: 2, status: 'waiting', seminar_calendar_no: null },
    ]);
    await waitForText(page, '申込中');
    await expectAccessible(page, 'C30101Student day with an application');

    // the server refuses a date outside the range whatever the screen lets through
    const outside = await student.call('C30101_submit', {
      student_no: STUDENT,
      belongs_center_no: CENTER,
      entries: [{ action: 'add', entry_type: 2, schedule_date: today, time_limit_no: cell.slot, subject_no: 1, capacity: 1 }],
    });
    expect(outside.status).toBe(422);
    expect(await entriesAt(today, cell.slot)).toEqual([]);
  });

  it('marks tomorrow as a not-attended day and takes the mark back; today cannot be marked', async () => {
    const tomorrow = addDays(today, 1);
    const marks = async () =>
      (
        await query<{ n: number }>(
          `SELECT count(*)::int AS "n" FROM "scheduling"."not_attended" WHERE "student_no" = $1 AND "schedule_date" = $2`,
          [STUDENT, tomorrow],
        )
      )[0].n;
    const page = signedIn();
    await openDay(page, today);
    await page.waitForSelector('[data-testid="c30101s-not-attended"][disabled]');
    await openDay(page, tomorrow);
    await clickVisible(page, '[data-testid="c30101s-not-attended"]');
    await waitForText(page, '欠席を取り消す');
    expect(await marks()).toBe(1);
    await expectAccessible(page, 'C30101Student day marked not attended');
    await clickVisible(page, '[data-testid="c30101s-not-attended"]');
    await waitForText(page, '欠席にする');
    expect(await marks()).toBe(0);
  });

  it('applies for a lesson of an open seminar inside its period and slots, then takes it back', async () => {
    const start = addDays(read.ranges.extra!.start, 7);
    const saved = await head.call('M20801_doSave', {
      seminar_name: SEMINAR,
      schedule_start_date: start,
      schedule_end_date: addDays(start, 14),
      start_time_limit_no: 20,
      end_time_limit_no: 40,
      entry_start_date: addDays(today, -1),
      entry_end_date: addDays(today, 3),
      remarks: null,
    });
    expect(saved.status).toBe(200);
    const cell = await openCell(start, addDays(start, 14), [31, 32, 21, 22, 41, 42]);
    const page = signedIn();
    await openDay(page, cell.schedule_date);
    await clickVisible(page, '[data-testid="c30101s-apply-seminar"]');
    await page.waitForSelector('[data-testid="apply-form"]');
    await choose(page, 'apply-seminar', SEMINAR);
    await choose(page, 'apply-slot', slotLabel(cell.slot));
    await choose(page, 'apply-subject', subject);
    await expectAccessible(page, 'C30101Student seminar dialog');
    await clickVisible(page, '#apply-submit');
    await waitForText(page, '申込を受け付けました');
    expect(await entriesAt(cell.schedule_date, cell.slot)).toEqual([
      { entry_type: 3, status: 'waiting', seminar_calendar_no: saved.output.seminar_calendar_no },
    ]);

    await clickVisible(page, '[data-testid="c30101s-withdraw"]');
    await answerYes(page);
    await waitForText(page, '申込を取り消しました');
    expect((await entriesAt(cell.schedule_date, cell.slot)).map((e) => e.status)).toEqual(['withdrawn']);
  });
  it('fits a phone: at 360 px the calendar, the day and the apply dialog need no sideways scroll', async () => {
    const page = signedIn();
    await page.setViewport({ width: 360, height: 740 });
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const date = read.ranges.extra!.start;
    await openDay(page, date);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await clickVisible(page, '[data-testid="c30101s-apply-extra"]');
    await page.waitForSelector('[data-testid="apply-form"]');
    expect(await sideways()).toBeLessThanOrEqual(0);
    const dialog = await page.$eval('.ant-modal', (el) => el.getBoundingClientRect().width);
    expect(dialog).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'C30101Student apply dialog at 360 px');
  });

  it('is accessible while its read is loading and after a failed read', async () => {
    const page = signedIn();
    const reads = await readGate(page, 'C30101Student_doBrowse');
    reads.hold();
    await page.goto(`${web.shellUrl}/C30101/student`);
    await page.waitForSelector('[data-testid="c30101s-page"] .ant-skeleton');
    await expectAccessible(page, 'C30101Student loading');
    await reads.release();
    await page.waitForSelector('[data-testid="c30101s-ranges"]');

    reads.fail();
    await page.goto(`${web.shellUrl}/C30101/student?start_date=${startOfWeek(addDays(today, 7))}`);
    await waitForText(page, 'カレンダーを取得できませんでした');
    await page.waitForSelector('[data-testid="c30101s-page"] .ant-result-error');
    await expectAccessible(page, 'C30101Student failed');
  });
});
