import { type C30101StudentBrowseOutput } from '@school/contracts';
import { addDays, startOfWeek, tokyoDate } from '@school/domain';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { apiAs, choose, signedInPage, withSession } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// C30201 and C30101Student together in headless Chromium against the real stack: staff (head, every
// center) mark a cell of student1's center (the online center 9) full on C30201; student1 then sees
// that cell fully booked on C30101Student and cannot apply for it (the screen offers it disabled, the
// server refuses it). The cell is one near the end of the extra range (c30101-student.spec.ts takes
// its cells from the start), with three work shifts of teachers no seed uses in it and in the other half
// of its period, so that only the control row makes it full; the control row and the shifts are
// removed at the end.
const CENTER = 9;
const STUDENT = 1;
const TEACHERS = [847_641, 847_642, 847_643];
// the other half of the cell's period: open beside it, so the dialog has a slot to offer
const sibling = (half: number) => (half % 10 === 1 ? half + 1 : half - 1);

describe('C30201 marks a cell full and the student sees it full (browser)', () => {
  const web = sharedWeb();
  const staffPage = signedInPage(web, 'head');
  let student: ApiSession;
  let head: ApiSession;
  let read: C30101StudentBrowseOutput;
  let cell = { schedule_date: '', slot: 0 };
  let subject = '';

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
    student = await apiAs(web, 'student1');
    head = await apiAs(web, 'head');
    const today = tokyoDate(Date.now());
    read = (await student.call('C30101Student_doBrowse', { start_date: today, end_date: today })).output;
    const range = read.ranges.extra!;
    subject = (await student.call('M20401_getSubjectsDropdown', {})).output[0].label;
    // the last open half (of periods 1–3) of the range's last ten days with no lesson at the center, none of the
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
      [CENTER, addDays(range.end, -9), range.end, [21, 22, 31, 32, 11, 12], STUDENT],
    );
    if (!found) throw new Error(`no open cell in the last ten days of ${range.start}…${range.end}`);
    cell = found;
    await cleanUp();
    await query(
      `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
       SELECT t, $2, h, $4, 1 FROM unnest($1::int[]) t, unnest($3::int[]) h`,
      [TEACHERS, cell.schedule_date, [cell.slot, sibling(cell.slot)], CENTER],
    );
  }, 120000);

  afterAll(() => cleanUp(), 60000);

  it('staff mark the cell full on C30201; student1 sees it fully booked and cannot apply for it', async () => {
    expect(await studentCell()).toMatchObject({ full: false });
    const { schedule_date: date, slot } = cell;
    const week = startOfWeek(date);
    const page = await web.newPage();
    try {
      await withSession(page, web, 'student1');
      const openDay = async () => {
        await page.goto(`${web.shellUrl}/C30101/student?start_date=${week}`);
        await clickVisible(page, `[data-testid="c30101s-day-${date}"]`);
        await page.waitForSelector('[data-testid="c30101s-day-panel"]');
      };
      const shown = () => page.$eval(`[data-testid="c30101s-cell-${slot}"]`, (el) => el.textContent);
      // student1 first sees the cell open
      await openDay();
      await waitForText(page, `${slotLabel(slot)}: 空きあり`);
      expect(await shown()).toBe(`${slotLabel(slot)}: 空きあり`);

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

      // student1 again: the day shows the cell fully booked in words, and the dialog offers it disabled
      await openDay();
      await waitForText(page, `${slotLabel(slot)}: 満席`);
      expect(await shown()).toBe(`${slotLabel(slot)}: 満席`);
      await expectAccessible(page, 'C30101Student day with a cell staff marked full');

      await clickVisible(page, '[data-testid="c30101s-apply-extra"]');
      await page.waitForSelector('[data-testid="apply-form"]');
      await choose(page, 'apply-subject', subject);
      await clickVisible(page, '[data-testid="apply-slot"]');
      const option = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${slotLabel(slot)} (満席)"]`;
      // (the list is virtual: the cell is one of the day's first periods so that its option is drawn)
      await page.waitForSelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
      await page.waitForSelector(option, { timeout: 5000 }).catch(async (e: Error) => {
        const titles = await page.$$eval('.ant-select-dropdown .ant-select-item-option', (els) =>
          els.map((el) => el.getAttribute('title')),
        );
        throw new Error(`${e.message}; options drawn: ${titles.join(', ')}`);
      });
      const disabled = (selector: string) =>
        page.$eval(selector, (el) => el.classList.contains('ant-select-item-option-disabled'));
      expect(await disabled(option)).toBe(true);
      expect(
        await disabled(
          `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${slotLabel(sibling(slot))}"]`,
        ),
      ).toBe(false);
      await expectAccessible(page, 'C30101Student dialog offering a full cell');
      // choosing it does nothing: no slot is taken, and with the subject chosen the dialog still cannot be sent
      await clickVisible(page, option);
      await new Promise((r) => setTimeout(r, 300));
      // the text the slot field shows (the chosen option's label, or nothing)
      const chosenSlot = () => page.$eval('#apply-slot', (el) => el.closest('.ant-select')?.textContent ?? '<no field>');
      expect(await chosenSlot()).not.toContain(slotLabel(slot));
      expect(await page.$eval('#apply-submit', (el) => (el as HTMLButtonElement).disabled)).toBe(true);
      // while the open half beside it can be taken (not sent: the test applies for nothing)
      await clickVisible(
        page,
        `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${slotLabel(sibling(slot))}"]`,
      );
      await page.waitForFunction(
        (label: string) => document.querySelector('#apply-slot')?.closest('.ant-select')?.textContent?.includes(label),
        {},
        slotLabel(sibling(slot)),
      );
      expect(await page.$eval('#apply-submit', (el) => (el as HTMLButtonElement).disabled)).toBe(false);
    } finally {
      await page.close();
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

  it('a day whose every cell is full offers no period to apply for, and says so', async () => {
    const { schedule_date: date } = cell;
    const search = { center_no: CENTER, start_date: date, end_date: date };
    const grid = (await head.call('C30201_getBatchEdit', search)).output;
    // the day's cells that are not controlled yet: the test sets and later clears only these
    const rows = grid.days[0].cells
      .filter((c) => !c.controlled)
      .map((c) => ({ schedule_date: date, time_limit_no: c.time_limit_no }));
    expect(rows.length).toBeGreaterThan(0);
    expect((await head.call('C30201_doBatchEdit', { ...search, action: 'set', rows })).output.changed).toBe(rows.length);
    const page = await web.newPage();
    try {
      await withSession(page, web, 'student1');
      await page.goto(`${web.shellUrl}/C30101/student?start_date=${startOfWeek(date)}`);
      await clickVisible(page, `[data-testid="c30101s-day-${date}"]`);
      await page.waitForSelector('[data-testid="c30101s-day-panel"]');
      await clickVisible(page, '[data-testid="c30101s-apply-extra"]');
      await page.waitForSelector('[data-testid="apply-form"]');
      await waitForText(page, 'この日は申込できる時限がありません');
      expect(await page.$('#apply-slot')).toBeNull();
      expect(await page.$eval('#apply-submit', (el) => (el as HTMLButtonElement).disabled)).toBe(true);
      await expectAccessible(page, 'C30101Student dialog on a fully booked day');
    } finally {
      await page.close();
      await head.call('C30201_doBatchEdit', { ...search, action: 'clear', rows });
    }
  });
});
