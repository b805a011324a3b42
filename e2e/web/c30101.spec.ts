import type { CalendarDayView, CellCount, StudentFields } from '@school/contracts';
import { addDays, endOfWeek, formatDisplayDate, isoWeekday, MIN_FREE_TEACHERS, timeGroupOf, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { readGate } from '../support/read-gate';
import { LessonShifts, query, shiftsAllowLesson } from '../support/db';
import { apiAs, choose, fill, signedInPage, withSession } from '../support/screen';
import { ApiSession } from '../support/session';
import { bodyText, clickVisible, sharedWeb, waitForText } from '../support/web';

const RUN = Date.now().toString(36);
const CENTER = 1;
const SUBJECT = 1;
const TODAY = tokyoDate(Date.now());
const UNSAVED = '変更内容が保存されていません。移動しますか？';
const WEEKDAY = ['', '月', '火', '水', '木', '金', '土', '日'];
const dayLabel = (d: string) => `${formatDisplayDate(d)}（${WEEKDAY[isoWeekday(d)]}）`;

const student: StudentFields = {
  student_name: `申請 花子${RUN}`,
  student_namej: 'シンセイ ハナコ',
  sex: 2,
  birth_date: '2011-06-01',
  school_year_code: 22,
  school_name: null,
  center_no: CENTER,
  enrollment_status: 1,
  enrollment_date: '2026-04-01',
  teacher_request: 3,
  teacher_request_type: null,
  subject_nos: [SUBJECT],
  ng_teacher_nos: [],
  guardian_name: null,
  guardian_namej: null,
  guardian_relationship: null,
  email: null,
  tel: null,
};

// The cells this file uses: a weekly course of 3 weeks from `first` in `slot`, whose second week the
// student already has a lesson in (an extra lesson applied through the API: one cancel row), and a
// cell `extra` of another period where the browser applies for an extra lesson.
type Plan = { slot: number; first: string; occupied: string; third: string; extra: { date: string; slot: number } };

const cellSelector = (date: string, slot: number) => `[data-testid="c30101-cell-${date}-${slot}"]`;

// C30101 授業申請 (staff) in headless Chromium against the real stack: the head of school picks this
// file's student, enters a weekly course and sees its lessons and the cancel row of the week the
// student was busy; applies for an extra lesson and sees it waiting; leaving with a marked row asks
// first; applies for a lesson of a seminar this file makes (M20801) and for a change of one of the
// course's lessons (moved at once, the change row in the week); ends the course. This file's own
// student; its lessons, applications, shifts and seminar are removed afterwards.
// Accessibility once per state of the screen: a week, a save's results, the cell editor (with an error,
// for a seminar, for a change), the leave prompt, a refused row, the day view, a course marked to end,
// a student's view.
describe('C30101 lesson applications (browser)', () => {
  const web = sharedWeb();
  const shifts = new LessonShifts();
  let api: ApiSession;
  let studentNo = 0;
  let subjectLabel = '';
  let plan: Plan;
  const SEMINAR = `C30101講習${RUN}`;

  // Work shifts for teachers free in the cell's halves, two or as many as give the cell room, whatever
  // the demo school booked there (fully booked: remaining teachers ≤ 1; where its lessons outnumber its
  // shifts the count starts below 0).
  const makeRoom = async (date: string, slot: number) => {
    const [cell] = (await counts(date, date)).filter((c) => c.schedule_date === date && c.time_limit_no === slot);
    const free = await query<{ teacher_no: number }>(
      `SELECT "teacher_no" FROM "scheduling"."teacher_projection" t WHERE ${shiftsAllowLesson('$2', '$3', 'ARRAY[$1]')}
         AND NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" s WHERE s."teacher_no" = t."teacher_no"
           AND s."schedule_date" = $1 AND s."time_limit_no" = ANY("scheduling"."lesson_halves"($3)))
        ORDER BY "teacher_no" LIMIT $4`,
      [date, CENTER, slot, Math.max(2, MIN_FREE_TEACHERS + 1 - (cell?.remaining ?? 0))],
    );
    for (const t of free) await shifts.add(t.teacher_no, CENTER, date, slot);
  };
  const counts = async (start: string, end: string): Promise<CellCount[]> =>
    (await api.call('C30101_getCellTeacherCount', { center_no: CENTER, start_date: start, end_date: end })).output.cells;
  const hasRoom = (cells: CellCount[], date: string, slot: number) =>
    cells.some((c) => c.schedule_date === date && c.time_limit_no === slot && !c.full);

  // A first-half cell from `from` to `to` (at most 62 days) open at the center, of one of the groups,
  // where the student has no lesson in that period, given room if the demo school booked it.
  const freeCell = async (from: string, to: string, groups: readonly number[]) => {
    const calendar = (await api.call('C30101_getCalendarByRange', { center_no: CENTER, start_date: from, end_date: to })).output;
    for (const day of calendar.days.filter((d) => d.closed_flag === 0 && d.schedule_date > TODAY)) {
      const date = day.schedule_date;
      for (const slot of day.open_slots.filter((s) => s % 10 === 1 && groups.includes(timeGroupOf(s)))) {
        const [busy] = await query<{ n: number }>(
          `SELECT count(*)::int AS "n" FROM "scheduling"."lesson"
            WHERE "student_no" = $1 AND "schedule_date" = $2 AND "cancel_flag" = 0 AND "time_limit_no" / 10 = $3 / 10`,
          [studentNo, date, slot],
        );
        if (busy.n) continue;
        if (!hasRoom(await counts(date, date), date, slot)) await makeRoom(date, slot);
        if (hasRoom(await counts(date, date), date, slot)) return { date, slot };
      }
    }
    throw new Error(`C30101 browser test: no free cell between ${from} and ${to}`);
  };
  const marks = (page: Page) => page.$eval('[data-testid="c30101-marked"]', (el) => (el as HTMLElement).innerText);

  // Dates of the center's calendar from tomorrow on where the slot is open in three weeks running, the
  // second inside the extra-lesson range; the extra cell another period of the second date.
  const planCells = async (): Promise<Plan> => {
    const calendar = (
      await api.call('C30101_getCalendarByRange', { center_no: CENTER, start_date: TODAY, end_date: addDays(TODAY, 61) })
    ).output;
    const range = calendar.editable.extra;
    if (!range) throw new Error('C30101 browser test: no extra-lesson range on the center calendar');
    const open = new Map<string, CalendarDayView>(
      calendar.days.filter((d) => d.closed_flag === 0).map((d) => [d.schedule_date, d]),
    );
    const opens = (date: string, slot: number) => open.get(date)?.open_slots.includes(slot) ?? false;
    for (const day of calendar.days) {
      const first = day.schedule_date;
      const [occupied, third] = [addDays(first, 7), addDays(first, 14)];
      if (first <= TODAY || occupied < range.start || occupied > range.end) continue;
      // a 40-minute first half keeps the lessons of one cell apart from the other half's
      for (const slot of day.open_slots.filter((s) => s % 10 === 1)) {
        if (!opens(first, slot) || !opens(occupied, slot) || !opens(third, slot)) continue;
        const other = open.get(occupied)?.open_slots.find((s) => s % 10 === 1 && timeGroupOf(s) !== timeGroupOf(slot));
        if (other === undefined) continue;
        return { slot, first, occupied, third, extra: { date: occupied, slot: other } };
      }
    }
    throw new Error('C30101 browser test: no three open weeks in the center calendar');
  };

  beforeAll(async () => {
    api = await apiAs(web, 'head');
    const added = await api.call('C20101_doAdd', student);
    expect(added.status).toBe(200);
    studentNo = added.output.student_no;
    subjectLabel = (await api.call('M20401_getSubjectsDropdown', {})).output.find((s) => s.value === SUBJECT)?.label ?? '';
    // scheduling knows the student once masters' event has reached its projection
    const deadline = Date.now() + 20000;
    while ((await api.call('C30101_getSchedule', { student_no: studentNo })).status !== 200) {
      if (Date.now() > deadline) throw new Error('C30101 browser test: the student never reached scheduling');
      await new Promise((r) => setTimeout(r, 200));
    }
    plan = await planCells();
    const cells: [string, number][] = [
      [plan.first, plan.slot],
      [plan.occupied, plan.slot],
      [plan.third, plan.slot],
      [plan.extra.date, plan.extra.slot],
    ];
    const before = await counts(plan.first, plan.third);
    for (const [date, slot] of cells) if (!hasRoom(before, date, slot)) await makeRoom(date, slot);
    const after = await counts(plan.first, plan.third);
    for (const [date, slot] of cells) expect([date, slot, hasRoom(after, date, slot)]).toEqual([date, slot, true]);
    // the lesson that occupies the course's second week
    const busy = await api.call('C30101_submit', {
      student_no: studentNo,
      belongs_center_no: CENTER,
      entries: [
        {
          action: 'add',
          entry_type: 2,
          schedule_date: plan.occupied,
          time_limit_no: plan.slot,
          subject_no: SUBJECT,
          capacity: 1,
        },
      ],
    });
    expect(busy.status).toBe(200);
    // the browser applies there again (to be refused as the student's second lesson, not as a full cell)
    if (!hasRoom(await counts(plan.occupied, plan.occupied), plan.occupied, plan.slot)) await makeRoom(plan.occupied, plan.slot);
    expect(hasRoom(await counts(plan.occupied, plan.occupied), plan.occupied, plan.slot)).toBe(true);
  }, 60000);

  afterAll(async () => {
    if (studentNo) {
      for (const table of ['lesson_change', 'lesson_cancel', 'lesson', 'entry', 'weekly_entry', 'not_attended'])
        await query(`DELETE FROM "scheduling"."${table}" WHERE "student_no" = $1`, [studentNo]);
      await query(`DELETE FROM "reports"."lesson" WHERE "student_no" = $1`, [studentNo]);
    }
    const seminar = await api.call('M20801_getEdit', { seminar_name: SEMINAR });
    if (seminar.status === 200)
      await api.call('M20801_doDelete', {
        seminar_calendar_no: seminar.output.seminar_calendar_no,
        lock_version: seminar.output.lock_version,
      });
    await shifts.remove();
  });

  const signedIn = signedInPage(web, 'head');

  // the editor names the cell it works on (this file's periods are first halves)
  const openCell = async (page: Page, date: string, slot: number) => {
    await clickVisible(page, cellSelector(date, slot));
    await waitForText(page, `${dayLabel(date)} ${timeGroupOf(slot)}限前半`);
  };
  const kind = (page: Page, label: string) =>
    clickVisible(page, `::-p-xpath(//*[@data-testid="c30101-kind"]//label[normalize-space()="${label}"])`);
  const saveState = (page: Page, state: string) =>
    page.waitForSelector(`[data-testid="c30101-save-state"][data-state="${state}"]`);

  it('picks the student, enters a weekly course and shows its lessons and the cancel row of the busy week', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/C30101?date=${plan.first}`);
    await waitForText(page, '生徒を選択してください');
    await clickVisible(page, '[data-testid="c30101-student"]');
    await page.keyboard.type(student.student_name);
    const option = `${student.student_name}（${studentNo}）`;
    await clickVisible(page, `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`);
    await page.waitForFunction(
      (no: number) => new URL(location.href).searchParams.get('student_no') === String(no),
      {},
      studentNo,
    );
    await page.waitForSelector('[data-testid="c30101-student-name"]');
    await page.waitForSelector(cellSelector(plan.first, plan.slot));
    expect(await page.$eval('[data-testid="c30101-subjects"]', (el) => el.textContent)).toContain(subjectLabel);
    // the mails a student's own application sends or not (M20701's templates)
    await page.waitForSelector('[data-testid="c30101-mail"]');
    expect(await page.$eval('[data-testid="c30101-mail"]', (el) => el.textContent)).toMatch(
      /^生徒が申請したときのメール：.+ 送信する/,
    );
    await expectAccessible(page, 'C30101 week of a student');

    await openCell(page, plan.first, plan.slot);
    await kind(page, '週間コース');
    await choose(page, 'c30101-subject', subjectLabel);
    expect(await page.$eval('[data-testid="c30101-weeks"]', (el) => (el as HTMLInputElement).value)).toBe('15');
    await fill(page, 'c30101-weeks', '3');
    await clickVisible(page, '[data-testid="c30101-mark"]');
    await saveState(page, 'dirty');
    await page.waitForSelector(`${cellSelector(plan.first, plan.slot)} [data-testid="c30101-pending"]`);
    expect(await page.$eval('[data-testid="c30101-marked"]', (el) => (el as HTMLElement).innerText)).toContain(
      `週間コース ${formatDisplayDate(plan.first)}から毎週${WEEKDAY[isoWeekday(plan.first)]}曜日`,
    );

    await clickVisible(page, '[data-testid="c30101-submit"]');
    await saveState(page, 'saved');
    await waitForText(page, '保存しました');
    await page.waitForSelector('[data-testid="c30101-results"]');
    const created = await page.$eval('[data-testid="c30101-created-lessons"]', (el) => el.textContent ?? '');
    expect(created).toBe(`${formatDisplayDate(plan.first)}、${formatDisplayDate(plan.third)}`);
    const cancelled = await page.$eval('[data-testid="c30101-cancel-rows"]', (el) => el.textContent ?? '');
    expect(cancelled).toBe(`${formatDisplayDate(plan.occupied)}（授業が重複）`);
    expect(await page.$eval('[data-testid="c30101-course-end"]', (el) => el.textContent)).toBe(dayLabel(endOfWeek(plan.third)));
    // the week shows the course's new lesson; the next one the cancel row beside the lesson it met
    await page.waitForSelector(`${cellSelector(plan.first, plan.slot)} [data-testid^="c30101-lesson-"]`);
    await clickVisible(page, '[data-testid="c30101-next"]');
    await page.waitForSelector(`${cellSelector(plan.occupied, plan.slot)} [data-testid^="c30101-cancel-"]`);
    expect(await page.$eval(cellSelector(plan.occupied, plan.slot), (el) => (el as HTMLElement).innerText)).toContain(
      '週間コース未作成（授業が重複）',
    );
    await expectAccessible(page, 'C30101 weekly course saved, with its results');

    const lessons = await query<{ schedule_date: string }>(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date" FROM "scheduling"."lesson"
        WHERE "student_no" = $1 AND "weekly_entry_no" > 0 AND "cancel_flag" = 0 ORDER BY 1`,
      [studentNo],
    );
    expect(lessons.map((l) => l.schedule_date)).toEqual([plan.first, plan.third]);
    const cancels = await query<{ schedule_date: string }>(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date" FROM "scheduling"."lesson_cancel" WHERE "student_no" = $1`,
      [studentNo],
    );
    expect(cancels.map((c) => c.schedule_date)).toEqual([plan.occupied]);
  });

  it('marks an extra lesson and a day not attended, asks before leaving, shows a refused row, and the application waiting once saved', async () => {
    const page = signedIn();
    const { date, slot } = plan.extra;
    await page.goto(`${web.shellUrl}/C30101?student_no=${studentNo}&date=${date}`);
    await page.waitForSelector(cellSelector(date, slot));
    await openCell(page, date, slot);
    // nothing chosen yet: the form says what is missing and marks nothing
    await clickVisible(page, '[data-testid="c30101-mark"]');
    await saveState(page, 'validationError');
    await waitForText(page, '必須項目です');
    await expectAccessible(page, 'C30101 cell editor with a validation error');

    await choose(page, 'c30101-subject', subjectLabel);
    await clickVisible(page, '[data-testid="c30101-mark"]');
    await saveState(page, 'dirty');
    await page.waitForSelector(`${cellSelector(date, slot)} [data-testid="c30101-pending"]`);

    await clickVisible(page, '[data-testid="c30101-cancel"]');
    await waitForText(page, UNSAVED);
    await expectAccessible(page, 'C30101 unsaved-changes prompt');
    await clickVisible(page, '.ant-modal-confirm .ant-btn:not(.ant-btn-primary)');
    await page.waitForSelector('.ant-modal-confirm', { hidden: true });
    expect(new URL(page.url()).pathname).toBe('/C30101');

    // an extra lesson where the student already has one and a day not attended, in the same save: the
    // server refuses the busy row with its message on that row and writes nothing
    await openCell(page, date, plan.slot);
    await clickVisible(page, '[data-testid="c30101-mark"]');
    await clickVisible(page, '[data-testid="c30101-not-attended-add"]');
    await page.waitForSelector(`[data-testid="c30101-not-attended-pending-${date}"]`);
    expect(await page.$$('[data-testid="c30101-marked-row"]')).toHaveLength(3);
    await clickVisible(page, '[data-testid="c30101-submit"]');
    await saveState(page, 'validationError');
    const refusedRow = '//*[@data-testid="c30101-marked-row"][.//*[@data-testid="c30101-row-error"]]';
    const refused = `::-p-xpath(${refusedRow})`;
    await page.waitForSelector(refused);
    expect(await page.$eval(refused, (el) => (el as HTMLElement).innerText)).toContain('この時間帯には既に授業があります');
    await expectAccessible(page, 'C30101 a row the server refused');
    const written = () =>
      query<{ n: number }>(
        `SELECT (SELECT count(*) FROM "scheduling"."entry" WHERE "student_no" = $1 AND "schedule_date" = $2)::int
              + (SELECT count(*) FROM "scheduling"."not_attended" WHERE "student_no" = $1)::int AS "n"`,
        [studentNo, date],
      );
    // the busy week's own lesson came from an application made through the API
    expect(await written()).toEqual([{ n: 1 }]);
    await clickVisible(page, `::-p-xpath(${refusedRow}//button)`);
    expect(await page.$$('[data-testid="c30101-marked-row"]')).toHaveLength(2);

    await clickVisible(page, '[data-testid="c30101-submit"]');
    await saveState(page, 'saved');
    await page.waitForSelector(`[data-testid="c30101-not-attended-${date}"]`);
    expect(await written()).toEqual([{ n: 3 }]);
    const entry = `${cellSelector(date, slot)} [data-testid^="c30101-entry-"][data-status="waiting"]`;
    await page.waitForSelector(entry);
    expect(await page.$eval(entry, (el) => el.textContent)).toBe('追加授業：受付待ち');
    expect(await bodyText(page)).not.toContain(UNSAVED);
    const rows = await query<{ status: string; applied_role: number }>(
      `SELECT "status", "applied_role" FROM "scheduling"."entry" WHERE "student_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3`,
      [studentNo, date, slot],
    );
    expect(rows).toEqual([{ status: 'waiting', applied_role: 550 }]);

    // the single view of that date: the same rows, with each period's remaining teachers
    await clickVisible(page, '::-p-xpath(//*[@data-testid="c30101-view"]//*[normalize-space()="日表示"])');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('view') === 'day');
    // the period column and the one date
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="c30101-grid"] thead th').length === 2);
    await page.waitForSelector(`${cellSelector(date, slot)} [data-testid^="c30101-entry-"][data-status="waiting"]`);
    expect(await page.$eval(cellSelector(date, slot), (el) => (el as HTMLElement).innerText)).toMatch(/残り講師\d+人/);
    await expectAccessible(page, 'C30101 single view');
  });

  it('applies for a lesson of a seminar in its period and slots, which waits once saved', async () => {
    const extra = (await api.call('C30101_getCalendarByRange', { center_no: CENTER, start_date: TODAY, end_date: TODAY })).output
      .editable.extra;
    if (!extra) throw new Error('C30101 browser test: no extra-lesson range');
    const start = addDays(extra.start, 7);
    const saved = await api.call('M20801_doSave', {
      seminar_name: SEMINAR,
      schedule_start_date: start,
      schedule_end_date: addDays(start, 14),
      start_time_limit_no: 20,
      end_time_limit_no: 40,
      entry_start_date: addDays(TODAY, -1),
      entry_end_date: addDays(TODAY, 3),
      remarks: null,
    });
    expect(saved.status).toBe(200);
    const editable = (await api.call('C30101_getCalendarByRange', { center_no: CENTER, start_date: TODAY, end_date: TODAY }))
      .output.editable.seminar;
    if (!editable) throw new Error('C30101 browser test: no seminar range with the seminar open for entry');
    const [from, to] = [
      start > editable.start ? start : editable.start,
      addDays(start, 14) < editable.end ? addDays(start, 14) : editable.end,
    ];
    const { date, slot } = await freeCell(from, to, [2, 3, 4]);

    const page = signedIn();
    await page.goto(`${web.shellUrl}/C30101?student_no=${studentNo}&date=${date}`);
    await page.waitForSelector(cellSelector(date, slot));
    // the week names the seminar; its cells take a seminar lesson
    await waitForText(page, `${SEMINAR}（${formatDisplayDate(start)}〜${formatDisplayDate(addDays(start, 14))}）`);
    await openCell(page, date, slot);
    await kind(page, '講習');
    await choose(page, 'c30101-subject', subjectLabel);
    await choose(page, 'c30101-seminar', `${SEMINAR}（${formatDisplayDate(start)}〜${formatDisplayDate(addDays(start, 14))}）`);
    await expectAccessible(page, 'C30101 seminar lesson form');
    await clickVisible(page, '[data-testid="c30101-mark"]');
    await saveState(page, 'dirty');
    expect(await marks(page)).toContain(`講習 ${dayLabel(date)} ${timeGroupOf(slot)}限前半 ${subjectLabel}`);
    await clickVisible(page, '[data-testid="c30101-submit"]');
    await saveState(page, 'saved');
    const entry = `${cellSelector(date, slot)} [data-testid^="c30101-entry-"][data-status="waiting"]`;
    await page.waitForSelector(entry);
    expect(await page.$eval(entry, (el) => el.textContent)).toBe('講習：受付待ち');
    const rows = await query<{ entry_type: number; status: string; seminar_calendar_no: number; lessons: number }>(
      `SELECT e."entry_type", e."status", e."seminar_calendar_no",
              (SELECT count(*)::int FROM "scheduling"."lesson" l WHERE l."entry_schedule_no" = e."entry_schedule_no" AND l."cancel_flag" = 0) AS "lessons"
         FROM "scheduling"."entry" e WHERE e."student_no" = $1 AND e."schedule_date" = $2 AND e."time_limit_no" = $3`,
      [studentNo, date, slot],
    );
    expect(rows).toEqual([
      { entry_type: 3, status: 'waiting', seminar_calendar_no: saved.output.seminar_calendar_no, lessons: 1 },
    ]);
  });

  it('applies for a change of one of the course’s coming lessons: the lesson moves at once, the change row in the week', async () => {
    const range = (await api.call('C30101_getCalendarByRange', { center_no: CENTER, start_date: TODAY, end_date: TODAY })).output
      .editable.change;
    if (!range) throw new Error('C30101 browser test: no change range');
    const end = addDays(range.start, 61) < range.end ? addDays(range.start, 61) : range.end;
    const { date, slot } = await freeCell(range.start, end, [2, 3, 4, 5]);
    const [lesson] = await query<{ schedule_no: number }>(
      `SELECT "schedule_no" FROM "scheduling"."lesson" WHERE "student_no" = $1 AND "schedule_date" = $2 AND "time_limit_no" = $3
          AND "weekly_entry_no" > 0 AND "cancel_flag" = 0`,
      [studentNo, plan.third, plan.slot],
    );
    expect(lesson).toBeDefined();
    const from = `${dayLabel(plan.third)} ${timeGroupOf(plan.slot)}限前半`;

    const page = signedIn();
    await page.goto(`${web.shellUrl}/C30101?student_no=${studentNo}&date=${date}`);
    await page.waitForSelector(cellSelector(date, slot));
    await openCell(page, date, slot);
    await kind(page, '振替');
    await choose(page, 'c30101-lesson', `${from} ${subjectLabel}`);
    await expectAccessible(page, 'C30101 change form');
    await clickVisible(page, '[data-testid="c30101-mark"]');
    await saveState(page, 'dirty');
    expect(await marks(page)).toContain(`振替 ${dayLabel(date)} ${timeGroupOf(slot)}限前半 元の授業の科目`);
    await clickVisible(page, '[data-testid="c30101-submit"]');
    await saveState(page, 'saved');
    const moved = `${cellSelector(date, slot)} [data-testid^="c30101-change-in-"]`;
    await page.waitForSelector(moved);
    expect(await page.$eval(moved, (el) => el.textContent)).toBe(
      `振替（${formatDisplayDate(plan.third)} ${timeGroupOf(plan.slot)}限前半から）`,
    );
    await page.waitForSelector(
      `${cellSelector(date, slot)} [data-testid="c30101-lesson-${lesson.schedule_no}"][data-cancelled="0"]`,
    );

    const changes = await query<Record<string, unknown>>(
      `SELECT c."schedule_no", to_char(c."from_date", 'YYYY-MM-DD') AS "from_date", c."from_time_limit_no",
              to_char(c."to_date", 'YYYY-MM-DD') AS "to_date", c."to_time_limit_no", e."entry_type", e."original_schedule_no"
         FROM "scheduling"."lesson_change" c JOIN "scheduling"."entry" e ON e."entry_schedule_no" = c."entry_schedule_no"
        WHERE c."student_no" = $1`,
      [studentNo],
    );
    expect(changes).toEqual([
      {
        schedule_no: lesson.schedule_no,
        from_date: plan.third,
        from_time_limit_no: plan.slot,
        to_date: date,
        to_time_limit_no: slot,
        entry_type: 4,
        original_schedule_no: lesson.schedule_no,
      },
    ]);
    const now = await query<{ schedule_date: string; time_limit_no: number; cancel_flag: number }>(
      `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no", "cancel_flag"
         FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
      [lesson.schedule_no],
    );
    expect(now).toEqual([{ schedule_date: date, time_limit_no: slot, cancel_flag: 0 }]);
  });

  it('lists the student’s weekly course and ends it: a del row saved with the others, its coming lessons cancelled', async () => {
    const [course] = await query<{ weekly_entry_no: number }>(
      `SELECT "weekly_entry_no" FROM "scheduling"."weekly_entry" WHERE "student_no" = $1`,
      [studentNo],
    );
    const coming = () =>
      query<{ schedule_no: number; schedule_date: string; time_limit_no: number }>(
        `SELECT "schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no" FROM "scheduling"."lesson"
          WHERE "weekly_entry_no" = $1 AND "schedule_date" > $2 AND "cancel_flag" = 0 ORDER BY 2`,
        [course.weekly_entry_no, TODAY],
      );
    const lessons = await coming();
    // plan.first's lesson and the one the change moved
    expect(lessons).toHaveLength(2);
    const first = lessons.find((l) => l.schedule_date === plan.first);
    expect(first).toBeDefined();
    const lessonAt = `${cellSelector(plan.first, plan.slot)} [data-testid="c30101-lesson-${first?.schedule_no}"]`;

    const page = signedIn();
    await page.goto(`${web.shellUrl}/C30101?student_no=${studentNo}&date=${plan.first}`);
    const row = `[data-testid="c30101-course-row-${course.weekly_entry_no}"]`;
    await page.waitForSelector(row);
    expect(await page.$eval(row, (el) => (el as HTMLElement).innerText)).toContain(
      `毎週${WEEKDAY[isoWeekday(plan.first)]}曜日 ${timeGroupOf(plan.slot)}限前半 ${subjectLabel} 1対1（${formatDisplayDate(plan.first)}〜`,
    );
    await page.waitForSelector(`${lessonAt}[data-cancelled="0"]`);
    await clickVisible(page, `[data-testid="c30101-course-end-${course.weekly_entry_no}"]`);
    await saveState(page, 'dirty');
    await page.waitForSelector(`${row}[data-ending="1"]`);
    expect(await marks(page)).toContain('週間コースの終了 毎週');
    expect(await page.$eval(lessonAt, (el) => el.textContent)).toContain('（コース終了・未保存）');
    await expectAccessible(page, 'C30101 a course marked to end');

    // leaving asks first: the marked end is not saved yet
    await clickVisible(page, '[data-testid="c30101-cancel"]');
    await waitForText(page, UNSAVED);
    await clickVisible(page, '.ant-modal-confirm .ant-btn:not(.ant-btn-primary)');
    await page.waitForSelector('.ant-modal-confirm', { hidden: true });
    expect(await coming()).toHaveLength(2);

    await clickVisible(page, '[data-testid="c30101-submit"]');
    await saveState(page, 'saved');
    await page.waitForSelector('[data-testid="c30101-cancelled-lessons"]');
    expect(await page.$eval('[data-testid="c30101-cancelled-lessons"]', (el) => el.textContent)).toBe(
      `取り消した授業（2件）${lessons.map((l) => formatDisplayDate(l.schedule_date)).join('、')}`,
    );
    // the week's lesson of the course is no longer a lesson to come, and the course is not listed
    await page.waitForSelector(`${lessonAt}[data-cancelled="1"]`);
    expect(
      await page.$$(`${cellSelector(plan.first, plan.slot)} [data-testid^="c30101-lesson-"][data-cancelled="0"]`),
    ).toHaveLength(0);
    await page.waitForSelector(row, { hidden: true });
    await waitForText(page, '継続中の週間コースはありません');
    expect(await bodyText(page)).not.toContain(UNSAVED);

    expect(await coming()).toEqual([]);
    const ended = await query<{ course_end_date: string | null; lock_version: number }>(
      `SELECT "course_end_date", "lock_version" FROM "scheduling"."weekly_entry" WHERE "weekly_entry_no" = $1`,
      [course.weekly_entry_no],
    );
    expect(ended).toEqual([{ course_end_date: null, lock_version: 1 }]);
  });

  it('shows a student account its own student only, without the choice of student or weekly courses', async () => {
    const own = await apiAs(web, 'student1');
    const me = (await own.call('getCurrentUser', {})).output;
    const header = (await own.call('C30101_getSchedule', { student_no: me?.student_no ?? 0 })).output;
    const page = await web.newPage();
    await withSession(page, web, 'student1');
    await page.goto(`${web.shellUrl}/C30101?student_no=${studentNo}`);
    await page.waitForSelector('[data-testid="c30101-grid"]');
    expect(await page.$eval('[data-testid="c30101-student-name"]', (el) => el.textContent)).toContain(header.student_name);
    expect(await page.$('[data-testid="c30101-student"]')).toBeNull();
    expect(await bodyText(page)).not.toContain(student.student_name);
    await expectAccessible(page, 'C30101 as a student account');
  });

  it('is accessible while the student and the week are loading and after a failed read', async () => {
    const page = signedIn();
    const students = await readGate(page, 'C30101_getSchedule');
    students.hold();
    await page.goto(`${web.shellUrl}/C30101?student_no=${studentNo}`);
    await page.waitForSelector('[data-testid="c30101-page"] .ant-skeleton');
    await expectAccessible(page, 'C30101 student loading');
    await students.release();
    await page.waitForSelector('[data-testid="c30101-grid"]');

    // the student's own read fails: the screen says so in place of the student
    students.fail();
    await page.goto(`${web.shellUrl}/C30101?student_no=${studentNo}&date=${addDays(tokyoDate(Date.now()), 7)}`);
    await waitForText(page, 'データの取得に失敗しました');
    expect(await page.$('[data-testid="c30101-page"] .ant-result-error')).not.toBeNull();
    await expectAccessible(page, 'C30101 student read failed');
  });
});
