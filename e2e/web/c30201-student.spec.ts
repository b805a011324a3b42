import { type C30101StudentBrowseOutput } from '@school/contracts';
import { addDays, startOfWeek, tokyoDate } from '@school/domain';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { signedInPage } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// C30201 and C30101Student together in headless Chromium against the real stack: staff (head, every
// center) mark a cell of student1's center (the online center 9) full on C30201; student1 then sees
// that cell fully booked on C30101Student and cannot apply for it (the screen offers it disabled, the
// server refuses it). The cell is one near the end of the extra range (c30101-student.spec.ts takes
// its cells from the start), with three work shifts of teachers no seed uses so that only the control
// row makes it full; the control row and the shifts are removed at the end.
const CENTER = 9;
const STUDENT = 1;
const TEACHERS = [847_641, 847_642, 847_643];

describe('C30201 marks a cell full and the student sees it full (browser)', () => {
  const web = sharedWeb();
  const staffPage = signedInPage(web, 'head');
  let student: ApiSession;
  let head: ApiSession;
  let read: C30101StudentBrowseOutput;
  let cell = { schedule_date: '', slot: 0 };

  const controlRows = async () =>
    (
      await query<{ n: number }>(
        `SELECT count(*)::int AS "n" FROM "scheduling"."entry_control"
          WHERE "center_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
        [CENTER, cell.schedule_date, cell.slot],
      )
    )[0].n;
  const entries = async () =>
    (
      await query<{ n: number }>(
        `SELECT count(*)::int AS "n" FROM "scheduling"."entry"
          WHERE "student_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
        [STUDENT, cell.schedule_date, cell.slot],
      )
    )[0].n;
  const studentCell = async () => {
    const out = (
      await student.call('C30101Student_doBrowse', {
        start_date: cell.schedule_date,
        end_date: cell.schedule_date,
        center_no: CENTER,
      })
    ).output;
    return out.days[0].cells.find((c) => c.time_limit_no === cell.slot);
  };
  const slotLabel = (slot: number) => read.slots.find((s) => s.time_limit_no === slot)?.label ?? '';
  const cleanUp = async () => {
    if (!cell.schedule_date) return;
    await query(
      `DELETE FROM "scheduling"."entry_control" WHERE "center_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
      [CENTER, cell.schedule_date, cell.slot],
    );
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await query(`DELETE FROM "scheduling"."teacher_shift_version" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
  };

  beforeAll(async () => {
    student = new ApiSession(web.stack, { origin: web.shellUrl });
    await student.login('student1');
    head = new ApiSession(web.stack, { origin: web.shellUrl });
    await head.login('head');
    const today = tokyoDate(Date.now());
    read = (await student.call('C30101Student_doBrowse', { start_date: today, end_date: today })).output;
    const range = read.ranges.extra!;
    // the last open half of the range's last ten days with no lesson at the center, none of the
    // student's in its period, no application of the student and no control row
    const [found] = await query<{ schedule_date: string; slot: number }>(
      `SELECT to_char(d."schedule_date", 'YYYY-MM-DD') AS "schedule_date", s."slot"
         FROM "scheduling"."calendar_day" d, unnest($4::int[]) WITH ORDINALITY s("slot", "n")
        WHERE d."center_no" = $1 AND d."schedule_date" BETWEEN $2 AND $3 AND d."closed_flag" = 0
          AND d."tstart_ime_limit_no" / 10 <= s."slot" / 10 AND d."end_time_limit_no" / 10 >= s."slot" / 10
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."center_no" = $1 AND l."schedule_date" = d."schedule_date"
                AND l."cancel_flag" = 0 AND l."time_limit_no" / 10 = s."slot" / 10)
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."student_no" = $5 AND l."schedule_date" = d."schedule_date"
                AND l."cancel_flag" = 0 AND l."time_limit_no" / 10 = s."slot" / 10)
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."entry" e WHERE e."student_no" = $5 AND e."schedule_date" = d."schedule_date"
                AND e."time_limit_no" / 10 = s."slot" / 10)
          AND NOT EXISTS (SELECT 1 FROM "scheduling"."entry_control" c WHERE c."center_no" = $1
                AND c."schedule_date" = d."schedule_date" AND c."time_limit_no" / 10 = s."slot" / 10)
        ORDER BY d."schedule_date" DESC, s."n" LIMIT 1`,
      [CENTER, addDays(range.end, -9), range.end, [41, 42, 31, 32, 51, 52], STUDENT],
    );
    if (!found) throw new Error(`no open cell in the last ten days of ${range.start}…${range.end}`);
    cell = found;
    await cleanUp();
    await query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       SELECT t, $2, $3, $4, 1 FROM unnest($1::int[]) t`,
      [TEACHERS, cell.schedule_date, cell.slot, CENTER],
    );
  }, 120000);

  afterAll(() => cleanUp(), 60000);

  it('staff mark the cell full on C30201; student1 sees it fully booked and cannot apply for it', async () => {
    expect(await studentCell()).toMatchObject({ full: false });
    const { schedule_date: date, slot } = cell;
    const week = startOfWeek(date);

    // staff: select the cell on C30201 and set it full
    const staff = staffPage();
    await staff.goto(`${web.shellUrl}/C30201?center_no=${CENTER}&start_date=${week}&end_date=${addDays(week, 6)}`);
    const CELL = `[data-testid="c30201-cell-${date}-${slot}"]`;
    await staff.waitForSelector(`${CELL}[data-state="open"]`);
    await clickVisible(staff, CELL);
    await waitForText(staff, '1件を選択中');
    await clickVisible(staff, '[data-testid="c30201-set"]');
    await waitForText(staff, '一括編集が完了しました。');
    await staff.waitForSelector(`${CELL}[data-state="control"]`);
    expect(await controlRows()).toBe(1);
    expect(await studentCell()).toMatchObject({ full: true });

    // student1: the day shows the cell fully booked in words, and the dialog offers it disabled
    const page = await web.newPage();
    try {
      const [name, value] = (student.cookie ?? '').split('=');
      await page
        .browserContext()
        .setCookie({ name, value, domain: new URL(web.stack.baseUrl).hostname, path: '/', httpOnly: true, sameSite: 'Lax' });
      await page.goto(`${web.shellUrl}/C30101/student?start_date=${week}`);
      await clickVisible(page, `[data-testid="c30101s-day-${date}"]`);
      await page.waitForSelector('[data-testid="c30101s-day-panel"]');
      await waitForText(page, `${slotLabel(slot)}: 満席`);
      expect(await page.$eval(`[data-testid="c30101s-cell-${slot}"]`, (el) => el.textContent)).toBe(`${slotLabel(slot)}: 満席`);
      await expectAccessible(page, 'C30101Student day with a cell staff marked full');

      await clickVisible(page, '[data-testid="c30101s-apply-extra"]');
      await page.waitForSelector('[data-testid="apply-form"]');
      await clickVisible(page, '[data-testid="apply-slot"]');
      const option = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${slotLabel(slot)} (満席)"]`;
      await page.waitForSelector(option);
      expect(await page.$eval(option, (el) => el.classList.contains('ant-select-item-option-disabled'))).toBe(true);
      await expectAccessible(page, 'C30101Student dialog offering a full cell');
      // choosing it does nothing: the dialog cannot be sent
      await clickVisible(page, option);
      expect(await page.$eval('#apply-submit', (el) => (el as HTMLButtonElement).disabled)).toBe(true);
    } finally {
      await page.browserContext().close();
    }

    // the server refuses it whatever a screen lets through; nothing written
    const refused = await student.call('C30101_submit', {
      student_no: STUDENT,
      belongs_center_no: CENTER,
      entries: [{ action: 'add', entry_type: 2, schedule_date: date, time_limit_no: slot, subject_no: 1, capacity: 1 }],
    });
    expect(refused.status).toBe(400);
    expect(String(refused.body.message)).toContain('満席です');
    expect(await entries()).toBe(0);

    // clean up through C30201: clearing the row frees the cell for the student again
    const cleared = await head.call('C30201_doBatchEdit', {
      center_no: CENTER,
      start_date: date,
      end_date: date,
      action: 'clear',
      rows: [{ schedule_date: date, time_limit_no: slot }],
    });
    expect(cleared.output.changed).toBe(1);
    expect(await controlRows()).toBe(0);
    expect(await studentCell()).toMatchObject({ full: false });
  });
});
