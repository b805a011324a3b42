import type { ReportBrowseDropdowns, StudentFields } from '@school/contracts';
import { addDays, formatDisplayDate, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { ROLE_ACCOUNTS } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { answerYes, apiAs, choose, gridText, pagesPerTest, waitForValue, withSession } from '../support/screen';
import { bodyText, clickVisible, sharedWeb, waitForText } from '../support/web';

const RUN = Date.now().toString(36);
const TEACHER = 1; // teacher1's teacher_no
const OTHER_TEACHER = 2;
const CENTER = 1;
const SUBJECT = 1;
const TODAY = tokyoDate(Date.now());
const YESTERDAY = addDays(TODAY, -1);
// older than the list's default range (the last 7 days)
const TEN_DAYS_AGO = addDays(TODAY, -10);
// another teacher's lesson of the same student, before those of the last 7 days
const TWELVE_DAYS_AGO = addDays(TODAY, -12);
const TOMORROW = addDays(TODAY, 1);
// the last period's halves, which the demo school never books
const SLOT = 81;
const OTHER_SLOT = 82;
// three people's pages through five states of one report take longer than a screen's usual test
const JOURNEY_TIMEOUT = 300000;
const MSG_0001 = '他の端末でデータが更新されました。画面を再読み込みしてください。';

const student: StudentFields = {
  student_name: `報告 太郎${RUN}`,
  student_namej: 'ホウコク タロウ',
  sex: 1,
  birth_date: '2012-05-01',
  school_year_code: 21,
  school_name: '報告中学校',
  center_no: CENTER,
  enrollment_status: 1,
  enrollment_date: '2026-04-01',
  teacher_request: 3,
  teacher_request_type: null,
  subject_nos: [SUBJECT],
  ng_teacher_nos: [],
  guardian_name: '報告 保護者',
  guardian_namej: 'ホウコク ホゴシャ',
  guardian_relationship: 2,
  email: `c50102-${RUN}@example.jp`,
  tel: '03-1234-5678',
};

const row = (no: number) => `[data-testid="report-row-${no}"]`;
const input = (no: number) => `report-row-${no}-input`;

// The page's mode and status as it shows them.
const waitForMode = (page: Page, mode: string, status: string) =>
  page.waitForFunction(
    (m: string, s: string) =>
      document.querySelector('[data-testid="report-mode"]')?.textContent === `モード: ${m}` &&
      document.querySelector('[data-testid="report-status"]')?.textContent === s,
    {},
    mode,
    status,
  );

// Waits until the list shows this file's student in `count` rows (any number when null), each
// holding `every`, one at least holding `some`.
type RowsWanted = { count?: number | null; every?: string; some?: string };
const waitForRows = (page: Page, wanted: RowsWanted) =>
  page.waitForFunction(
    (name: string, w: RowsWanted) => {
      const rows = [...document.querySelectorAll('[data-testid="browse-grid"] .ag-row')]
        .map((r) => (r as HTMLElement).innerText.replace(/\s+/g, ' '))
        .filter((text) => text.includes(name));
      return (
        rows.length > 0 &&
        (w.count === undefined || w.count === null || rows.length === w.count) &&
        rows.every((r) => r.includes(w.every ?? '')) &&
        rows.some((r) => r.includes(w.some ?? ''))
      );
    },
    {},
    student.student_name,
    wanted,
  );

// The rows a person can change now.
const editableRows = (page: Page) =>
  page.$$eval('[data-testid^="report-row-"][data-disabled]', (rows) =>
    rows
      .filter((r) => r.getAttribute('data-disabled') === 'false')
      .map((r) => Number(r.getAttribute('data-testid')?.split('-')[2])),
  );

const valueOf = (page: Page, testId: string) =>
  page.$eval(`[data-testid="${testId}"]`, (el) => (el as HTMLTextAreaElement).value);

async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  await clickVisible(page, `[data-testid="${testId}"]`, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

// The button of the open confirmation, then the toast that says it is done.
async function confirmAndWait(page: Page, button: string, done: string): Promise<void> {
  await clickVisible(page, `[data-testid="${button}"]`);
  await answerYes(page);
  await waitForText(page, done);
}

// C50102 lesson report in headless Chromium against the real stack, and the two lists (C50101,
// C50101TeacherBrowse): teacher1 writes and submits; the admin comments on two rows and sends the
// report back; teacher1 may change only those two rows and resubmits; the admin approves (then edits
// after review); a second admin page opened before the approval posts a comment, gets MSG_0001 and
// keeps the comment typed. This file's own student and lessons, removed afterwards.
describe('C50102 lesson report (browser)', () => {
  const web = sharedWeb();
  const open = pagesPerTest(() => web);
  let studentNo = 0;
  let dropdowns: ReportBrowseDropdowns = { centers: [], teachers: [], statuses: [], since: '', before: '' };
  const no = { report: 0, spare: 0, old: 0, theirs: 0, tomorrow: 0, absent: 0 };

  const pageAs = async (userId: string, path: string) => {
    const page = await open();
    await withSession(page, web, userId);
    await page.goto(`${web.shellUrl}${path}`);
    return page;
  };

  beforeAll(async () => {
    const admin = await apiAs(web, 'admin');
    const added = await admin.call('C20101_doAdd', student);
    expect(added.status).toBe(200);
    studentNo = added.output.student_no;
    no.report = await addLesson(studentNo, YESTERDAY, SLOT);
    no.spare = await addLesson(studentNo, YESTERDAY, OTHER_SLOT);
    no.old = await addLesson(studentNo, TEN_DAYS_AGO, SLOT);
    no.tomorrow = await addLesson(studentNo, TOMORROW, SLOT);
    no.absent = await addLesson(studentNo, addDays(TODAY, -9), SLOT);
    dropdowns = (await admin.call('C50101_getDropdownData', {})).output;
    // a report teacher1 wrote of a lesson since given to another teacher (the copy and the report
    // follow a reassignment as the lesson events make them)
    const teacher = await apiAs(web, 'teacher1');
    no.theirs = await addLesson(studentNo, TWELVE_DAYS_AGO, SLOT);
    const draft = { t3110_lock_version: 0, action: 'save', handover: null } as const;
    const details = [{ detail_no: 8, names_code: null, content: '他の講師の指導内容' }];
    expect((await teacher.call('C50102_doEdit', { schedule_no: no.theirs, ...draft, details })).status).toBe(200);
    for (const table of ['lesson', 'lesson_report'])
      await query(`UPDATE "reports"."${table}" SET "teacher_no" = $2 WHERE "schedule_no" = $1`, [no.theirs, OTHER_TEACHER]);
    // an absence the admin sent back
    const absent = { detail_no: 16, names_code: null, content: '欠席' };
    expect(
      (await teacher.call('C50102_doEdit', { schedule_no: no.absent, ...draft, action: 'absent', details: [absent] })).status,
    ).toBe(200);
    const comment = { schedule_no: no.absent, detail_no: 16, comment: '欠席の理由を書いてください', t3110_lock_version: 1 };
    expect((await admin.call('C50102_doComment', comment)).status).toBe(200);
    expect(
      (await admin.call('C50102_doReview', { schedule_no: no.absent, t3110_lock_version: 2, action: 'reject' })).status,
    ).toBe(200);
  }, 60000);

  afterAll(async () => {
    await removeLessons(studentNo);
  });

  it(
    'is written, sent back on two rows, amended, resubmitted and approved; a stale page keeps its comment',
    async () => {
      const teacher = await pageAs('teacher1', `/C50102/${no.report}`);
      await waitForMode(teacher, '入力', '未作成');
      await choose(teacher, input(1), '塾専用テキスト');
      await typeInto(teacher, input(2), 'p.10〜15');
      await choose(teacher, input(3), '提出済み（すべて完了）');
      await choose(teacher, input(4), '予定どおり');
      await choose(teacher, input(5), '良い');
      await choose(teacher, input(6), '8割以上');
      await typeInto(teacher, input(7), '一次関数');
      await typeInto(teacher, input(8), '傾きと切片の意味');
      await typeInto(teacher, input(10), '計算ミス');
      await typeInto(teacher, 'c50102-handover', '次回は小テストから');
      await expectAccessible(teacher, 'C50102 add');
      await confirmAndWait(teacher, 'c50102-submit', '提出しました');
      await waitForMode(teacher, '閲覧', '提出済み');
      expect(await editableRows(teacher)).toEqual([]);

      // the admin comments on rows 8 and 10 and sends the report back
      const admin = await pageAs('admin', `/C50102/${no.report}`);
      await waitForMode(admin, '確認', '提出済み');
      expect(await valueOf(admin, input(8))).toBe('傾きと切片の意味');
      await typeInto(admin, 'report-row-8-comment', '例題の番号を書いてください');
      await clickVisible(admin, '[data-testid="report-row-8-post"]');
      await waitForText(admin, 'コメントしました');
      await typeInto(admin, 'report-row-10-comment', '次回の対策も書いてください');
      await clickVisible(admin, '[data-testid="report-row-10-post"]');
      await admin.waitForSelector(`${row(10)} [data-testid^="report-comment-"]`);
      await expectAccessible(admin, 'C50102 review with comments');
      await confirmAndWait(admin, 'c50102-reject', '差し戻しました');
      await waitForMode(admin, '確認', '差し戻し');

      // the teacher may change exactly the two commented rows, and sees the comments
      await teacher.reload();
      await waitForMode(teacher, '修正', '差し戻し');
      expect(await editableRows(teacher)).toEqual([8, 10]);
      expect(await bodyText(teacher)).toContain('例題の番号を書いてください');
      await expectAccessible(teacher, 'C50102 amend');
      await typeInto(teacher, input(8), '傾きと切片の意味（例題3・4）');
      await typeInto(teacher, input(10), '計算ミス。次回は検算を習慣に');
      await confirmAndWait(teacher, 'c50102-submit', '提出しました');
      await waitForMode(teacher, '閲覧', '再提出');

      // a second admin page, opened before the approval
      const stale = await pageAs('admin', `/C50102/${no.report}`);
      await waitForMode(stale, '確認', '再提出');

      await admin.reload();
      await waitForMode(admin, '確認', '再提出');
      await confirmAndWait(admin, 'c50102-approve', '承認しました');
      await waitForMode(admin, '承認後の編集', '承認済み');
      expect((await editableRows(admin)).length).toBe(16);

      await typeInto(stale, 'report-row-9-comment', '古い画面からのコメント');
      await clickVisible(stale, '[data-testid="report-row-9-post"]');
      await waitForText(stale, MSG_0001);
      await clickVisible(stale, '.ant-modal-confirm .ant-btn-primary');
      await stale.waitForSelector('.ant-modal-confirm', { hidden: true });
      expect(await valueOf(stale, 'report-row-9-comment')).toBe('古い画面からのコメント');
      const [{ report_status }] = await query<{ report_status: number }>(
        `SELECT "report_status" FROM "reports"."lesson_report" WHERE "schedule_no" = $1`,
        [no.report],
      );
      expect(report_status).toBe(4);
    },
    JOURNEY_TIMEOUT,
  );

  it('shows the approved report read only (C50103, C50102PastReport)', async () => {
    const page = await pageAs('teacher1', `/C50103/${no.report}`);
    for (const path of [`/C50103/${no.report}`, `/C50102/pastReport/${no.report}`]) {
      if (!page.url().endsWith(path)) await page.goto(`${web.shellUrl}${path}`);
      await page.waitForSelector(`[data-testid="${input(8)}"]`);
      expect(await valueOf(page, input(8))).toBe('傾きと切片の意味（例題3・4）');
      expect(await editableRows(page)).toEqual([]);
      await expectAccessible(page, `read-only report ${path}`);
    }
  });

  it("opens a previous report of another teacher's lesson of the same student, read only (C50102PastReport)", async () => {
    const page = await pageAs('teacher1', `/C50102/${no.spare}`);
    await page.waitForSelector('[data-testid="report-previous"]');
    await clickVisible(
      page,
      `::-p-xpath(//*[@data-testid="report-previous"]//a[contains(., "${formatDisplayDate(TWELVE_DAYS_AGO)}")])`,
    );
    await page.waitForFunction((n: number) => location.pathname === `/C50102/pastReport/${n}`, {}, no.theirs);
    // the report it came from unmounts as the past report comes in
    await waitForValue(page, input(8), '他の講師の指導内容');
    expect(await editableRows(page)).toEqual([]);
    expect(await bodyText(page)).not.toContain('データの取得に失敗しました');
  });

  it("shows teacher1 a page saying another teacher's report is not theirs on C50102, still signed in", async () => {
    const page = await pageAs('teacher1', `/C50102/${no.theirs}`);
    await page.waitForSelector('[data-testid="report-not-yours"]');
    expect(await page.evaluate(() => location.pathname)).toBe(`/C50102/${no.theirs}`);
    await page.goto(`${web.shellUrl}/C50102/${no.spare}`);
    await page.waitForSelector('[data-testid="report-previous"]');
  });

  it('shows C50103 to every demo account as the report or a page saying it is not theirs, never the login page', async () => {
    const page = await open();
    let notYoursChecked = false;
    for (const [, userId] of ROLE_ACCOUNTS) {
      // what the server answers this account decides what the page must show
      const session = await apiAs(web, userId);
      const status = (await session.call('C50103_getData', { schedule_no: no.report })).status;
      expect({ userId, status: [200, 403].includes(status) }).toEqual({ userId, status: true });
      // the page takes this session's cookie, as the login screen would leave it
      await withSession(page, web, userId);
      await page.goto(`${web.shellUrl}/C50103/${no.report}`);
      const shown = await page.waitForSelector(
        `[data-testid="${input(8)}"], [data-testid="report-not-yours"], [data-testid="login-user"]`,
      );
      const what = await shown!.evaluate((el) => el.getAttribute('data-testid'));
      expect({ userId, what }).toEqual({ userId, what: status === 200 ? input(8) : 'report-not-yours' });
      expect({ userId, path: await page.evaluate(() => location.pathname) }).toEqual({ userId, path: `/C50103/${no.report}` });
      if (status === 403 && !notYoursChecked) {
        await waitForText(page, 'この報告書は閲覧できません');
        await expectAccessible(page, 'C50103 not yours');
        notYoursChecked = true;
      }
    }
    expect(notYoursChecked).toBe(true);
  });

  it('offers submit and absent from the lesson’s date on, and absent again after a rejected absence', async () => {
    const page = await pageAs('teacher1', `/C50102/${no.tomorrow}`);
    await waitForMode(page, '入力', '未作成');
    await waitForText(page, `提出と欠席の報告は授業日（${formatDisplayDate(TOMORROW)}）から行えます。`);
    expect(await page.$('[data-testid="c50102-save"]')).not.toBeNull();
    expect(await page.$('[data-testid="c50102-submit"]')).toBeNull();
    expect(await page.$('[data-testid="c50102-absent"]')).toBeNull();
    await expectAccessible(page, 'C50102 add before the lesson date');

    // the same teacher's page, on to the absence sent back
    await page.goto(`${web.shellUrl}/C50102/${no.absent}`);
    await waitForMode(page, '修正', '差し戻し');
    await typeInto(page, input(16), '体調不良のため欠席');
    await confirmAndWait(page, 'c50102-absent', '提出しました');
    await waitForMode(page, '閲覧', '欠席');
  });

  it('lists the last 7 days by default and filters by teacher and status (C50101)', async () => {
    const page = await pageAs('admin', '/C50101');
    await page.waitForSelector('[data-testid="browse-grid"] .ag-row');
    // the range picker shows the default range (SPEC §9: the last 7 days)
    const shown = await page.$$eval('[data-testid="c50101-filter-range"] .ant-picker input', (els) =>
      els.map((el) => (el as HTMLInputElement).value),
    );
    expect(shown).toEqual([formatDisplayDate(addDays(TODAY, -6)), formatDisplayDate(TODAY)]);
    await choose(page, 'c50101-filter-teacher_no', dropdowns.teachers.find((t) => t.value === TEACHER)?.label ?? '');
    // yesterday's two lessons, not the one of ten days ago
    await waitForRows(page, { count: 2, every: formatDisplayDate(YESTERDAY) });
    await expectAccessible(page, 'C50101 with rows');
    await choose(page, 'c50101-filter-status', '未作成');
    await waitForRows(page, { some: '8限 後半' });
    expect(await gridText(page)).not.toMatch(/提出済み|承認済み|差し戻し|再提出|作成中/);
  });

  it("shows a teacher their own lessons' reports (C50101TeacherBrowse)", async () => {
    const page = await pageAs('teacher1', '/C50101/teacher');
    await waitForRows(page, { count: 2 });
    // a teacher's list has no teacher or center filter
    expect(await page.$('[data-testid="c50101-filter-teacher_no"]')).toBeNull();
    await expectAccessible(page, 'C50101TeacherBrowse with rows');
    await clickVisible(
      page,
      `::-p-xpath(//*[@data-testid="browse-grid"]//*[contains(concat(" ",normalize-space(@class)," ")," ag-row ")][contains(.,"${student.student_name}")][contains(.,"8限 後半")]//a)`,
    );
    await page.waitForFunction((n: number) => location.pathname === `/C50102/${n}`, {}, no.spare);
    await waitForMode(page, '入力', '未作成');
  });
});

// A lesson of teacher1 with this file's student in the reports service's copy of lessons (which the
// Lesson* events keep; a lesson of the past cannot be assigned on the board any more). Numbers far
// above scheduling's, unique to the run.
let nextScheduleNo = 900_000_000 + (Date.now() % 1_000_000) * 10;
async function addLesson(studentNo: number, date: string, slot: number): Promise<number> {
  const scheduleNo = nextScheduleNo++;
  await query(
    `INSERT INTO "reports"."lesson" ("schedule_no", "schedule_date", "time_limit_no", "center_no", "student_no", "subject_no",
       "teacher_no", "version")
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1)`,
    [scheduleNo, date, slot, CENTER, studentNo, SUBJECT, TEACHER],
  );
  return scheduleNo;
}

async function removeLessons(studentNo: number): Promise<void> {
  if (!studentNo) return;
  const mine = `SELECT "schedule_no" FROM "reports"."lesson" WHERE "student_no" = $1`;
  for (const table of ['lesson_report_comment', 'lesson_report_detail', 'lesson_report'])
    await query(`DELETE FROM "reports"."${table}" WHERE "schedule_no" IN (${mine})`, [studentNo]);
  await query(`DELETE FROM "reports"."lesson" WHERE "student_no" = $1`, [studentNo]);
}
