import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { choose, fill, gridText, save, search, signedInPage, submit, waitForGrid, waitForValue } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

type Doc = Record<string, unknown>;

const openSection = async (page: Page, section: string) => {
  const header = `.c20201-section-${section}`;
  await page.waitForSelector(header);
  const open = await page.$eval(header, (el) => el.getAttribute('aria-expanded') === 'true');
  if (!open) await clickVisible(page, header);
  await page.waitForSelector(`${header}[aria-expanded="true"]`);
};
// What a select shows as chosen: its label, or the labels of a multiple choice, one a line.
const selected = (page: Page, testId: string) =>
  page.$eval(`[data-testid="${testId}"]`, (el) =>
    (el as HTMLElement).innerText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
const typeDate = async (page: Page, testId: string, text: string) => {
  await clickVisible(page, `[data-testid="${testId}"] input`);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
};
// The 12-hour time picker (SPEC §9) reads typed 24-hour time ('16:30') and shows it in 12 hours.
const typeTime = async (page: Page, testId: string, text: string) => {
  await clickVisible(page, `[data-testid="${testId}"] input`, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  // a valid time is taken as it is typed; leaving the field closes the panel
  await page.keyboard.press('Tab');
  await page.waitForSelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)', { hidden: true });
};
const openSections = (page: Page) =>
  page.$$eval('[class*="c20201-section-"][aria-expanded="true"]', (els) =>
    els.map((e) => /c20201-section-(\w+)/.exec(e.className)?.[1]).sort(),
  );

// C20201 student sheet in headless Chromium against the real stack, in Japanese: the list and its
// search, a new sheet filled in every section, saved and read back equal; the sections fold, the page
// keeps its place across a reload, leaving with unsaved changes asks first; the sheet in English.
describe('C20201 student sheet (browser)', () => {
  const web = sharedWeb();
  const page = signedInPage(web, 'admin');
  let studentNo: number;
  let studentName: string;

  beforeAll(async () => {
    const [student] = await query<{ student_no: number; student_name: string }>(
      `SELECT "student_no", "student_name" FROM "masters"."student" WHERE "enrollment_status" = 1 ORDER BY "student_no" DESC LIMIT 1 OFFSET 3`,
    );
    ({ student_no: studentNo, student_name: studentName } = student);
  });

  it('lists the sheets and searches them', async () => {
    const [demo] = await query<{ curriculum_id: number; student_name: string }>(
      `SELECT k."curriculum_id", s."student_name" FROM "masters"."student_sheet" k JOIN "masters"."student" s USING ("student_no") ORDER BY 1 LIMIT 1`,
    );
    await page().goto(`${web.shellUrl}/C20201`);
    await page().waitForSelector('[data-testid="browse-grid"] .ag-row');
    await expectAccessible(page(), 'C20201 Browse with rows');
    await search(page(), demo.student_name);
    await waitForGrid(page(), demo.student_name);
    expect(await gridText(page())).toContain('在籍');
  });

  it('adds a sheet filled in every section, saves it and reads it back equal; the place is kept; leaving asks first', async () => {
    await page().goto(`${web.shellUrl}/C20201`);
    await clickVisible(page(), '[data-testid="c20201-add"]');
    await page().waitForFunction(() => location.pathname === '/C20201/add');
    await choose(page(), 'c20201-student_no', `${studentName}（${studentNo}）`);
    await waitForText(page(), 'この生徒のカルテ:');
    // row and studentInfo are open on a new sheet
    await fill(page(), 'c20201-studentInfo-guardianName', '試験 保護者');
    await choose(page(), 'c20201-studentInfo-guardianRelationship', '母');
    await choose(page(), 'c20201-studentInfo-academicType', '中学校');
    await choose(page(), 'c20201-studentInfo-schoolCategory', '都立');
    await choose(page(), 'c20201-studentInfo-semester', '3学期制');
    await choose(page(), 'c20201-studentInfo-address1', '沖縄県');
    await typeTime(page(), 'c20201-studentInfo-interviewStartTime', '16:30');
    await page().waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('[data-testid="c20201-studentInfo-interviewStartTime"] input')?.value ===
        '4:30 午後',
    );
    // an interview that ends before it starts is refused on the page (SPEC §4 range rule)
    await typeTime(page(), 'c20201-studentInfo-interviewEndTime', '16:15');
    await submit(page());
    await waitForText(page(), '終了時刻は開始時刻より後にしてください');
    await typeTime(page(), 'c20201-studentInfo-interviewEndTime', '17:15');
    await typeDate(page(), 'c20201-studentInfo-interviewDate', '2026/04/10');
    await openSection(page(), 'background');
    await fill(page(), 'c20201-background-inquiryMedia', 'チラシ');
    await openSection(page(), 'survey');
    await fill(page(), 'c20201-survey-clubHobbyDream', 'サッカー部');
    await openSection(page(), 'experienceParticipants');
    await fill(page(), 'c20201-experienceParticipants-3-participant', '祖父');
    await openSection(page(), 'registrationInfo');
    await choose(page(), 'c20201-registrationInfo-courseInfo1', '90分');
    await choose(page(), 'c20201-registrationInfo-courseInfo4', 'プライム');
    await choose(page(), 'c20201-registrationInfo-courseList-6-dayOfWeek', '土曜日');
    await choose(page(), 'c20201-registrationInfo-courseList-6-startTime', '26:30（深夜特別枠）');
    await openSection(page(), 'requirement');
    await fill(page(), 'c20201-requirement-mainTask1', '英語の長文読解');
    await openSection(page(), 'interestSchoolInfo');
    await fill(page(), 'c20201-interestSchoolInfo-schools-4-schoolName', '都立第五高校');
    await choose(page(), 'c20201-interestSchoolInfo-schools-4-desire', '併願');
    await fill(page(), 'c20201-interestSchoolInfo-schools-4-deviationValue', '58');
    await openSection(page(), 'lessonEnvironment');
    await choose(page(), 'c20201-lessonEnvironment-equipment', 'iPad');
    await clickVisible(
      page(),
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Macノートパソコン"]',
    );
    await openSection(page(), 'subjects');
    await clickVisible(page(), '[data-testid="c20201-subjects-add"]');
    await fill(page(), 'c20201-subjects-0-lesson1', '数学');
    await fill(page(), 'c20201-subjects-0-textbooks-2-name', '体系問題集');
    await choose(page(), 'c20201-subjects-0-textbooks-2-status', '後日プリント');
    await fill(page(), 'c20201-subjects-0-textbooks-2-pageEnd', '120');
    await expectAccessible(page(), 'C20201 Add with every section open');
    await save(page());
    await page().waitForFunction(() => /^\/C20201\/edit\/\d+$/.test(location.pathname));
    const id = Number(await page().evaluate(() => location.pathname.split('/').pop()));

    const [row] = await query<{ student_no: number; schema_version: number; sheet: Doc }>(
      `SELECT "student_no", "schema_version", "sheet" FROM "masters"."student_sheet" WHERE "curriculum_id" = $1`,
      [id],
    );
    expect(row).toMatchObject({ student_no: studentNo, schema_version: 2 });
    const sheet = row.sheet as Record<string, Doc & Record<string, Doc[]>>;
    expect(sheet.studentInfo).toMatchObject({
      guardianName: '試験 保護者',
      guardianRelationship: 2,
      academicType: 3,
      schoolCategory: 4,
      semester: 2,
      address1: 47,
      interviewDate: '2026-04-10',
      interviewStartTime: '16:30',
      interviewEndTime: '17:15',
    });
    expect(sheet.background.inquiryMedia).toBe('チラシ');
    expect(sheet.survey.clubHobbyDream).toBe('サッカー部');
    expect((sheet.experienceParticipants as unknown as Doc[])[3]).toEqual({ participant: '祖父', personality: null });
    expect(sheet.registrationInfo).toMatchObject({ courseInfo1: 3, courseInfo4: 3 });
    expect(sheet.registrationInfo.courseList[6]).toMatchObject({ dayOfWeek: 6, startTime: 2630 });
    expect(sheet.requirement.mainTask1).toBe('英語の長文読解');
    expect(sheet.interestSchoolInfo.schools[4]).toMatchObject({ schoolName: '都立第五高校', desire: 4, deviationValue: 58 });
    expect(sheet.lessonEnvironment.equipment).toEqual([1, 6]);
    const subject = (sheet.subjects as unknown as (Doc & { textbooks: Doc[] })[])[0];
    expect(subject.lesson1).toBe('数学');
    expect(subject.textbooks[2]).toEqual({ name: '体系問題集', adoption: null, status: 1, pageStart: null, pageEnd: 120 });

    // A reload shows the same sheet, with the sections that were open and the scroll position kept;
    // sections fold, and a closed one stays closed.
    const before = await openSections(page());
    expect(before).toContain('survey');
    await clickVisible(page(), '.c20201-section-survey');
    await page().waitForSelector('.c20201-section-survey[aria-expanded="false"]');
    await page().evaluate(() => window.scrollTo(0, 1200));
    // the place is kept once the stored position is where the page stands
    await page().waitForFunction(() => {
      const kept = JSON.parse(sessionStorage.getItem(`C20201:${location.pathname.split('/').pop()}`) ?? '{}').scrollY;
      return kept >= 1000 && kept === Math.round(window.scrollY);
    });
    const scrolled = await page().evaluate(() => Math.round(window.scrollY));
    await page().reload();
    await waitForValue(page(), 'c20201-studentInfo-guardianName', '試験 保護者');
    expect(await openSections(page())).toEqual(before.filter((s) => s !== 'survey'));
    await page().waitForFunction((y: number) => Math.abs(window.scrollY - y) < 5, {}, scrolled);
    expect(await selected(page(), 'c20201-studentInfo-address1')).toEqual(['沖縄県']);
    expect(await selected(page(), 'c20201-registrationInfo-courseList-6-startTime')).toEqual(['26:30（深夜特別枠）']);
    expect(await selected(page(), 'c20201-lessonEnvironment-equipment')).toEqual(['iPad', 'Macノートパソコン']);
    await waitForValue(page(), 'c20201-subjects-0-textbooks-2-name', '体系問題集');
    await waitForValue(page(), 'c20201-interestSchoolInfo-schools-4-deviationValue', '58');

    // Leaving with unsaved changes asks; いいえ stays with the changes, はい leaves.
    await fill(page(), 'c20201-requirement-mainTask1', '変更中');
    await clickVisible(page(), '::-p-xpath(//button[normalize-space()="キャンセル"])');
    await waitForText(page(), '変更内容が保存されていません。移動しますか？');
    await expectAccessible(page(), 'C20201 Edit asking before leaving unsaved changes');
    await clickVisible(page(), '::-p-xpath(//div[contains(@class,"ant-modal-confirm")]//button[normalize-space()="いいえ"])');
    await page().waitForSelector('.ant-modal-confirm', { hidden: true });
    expect(await page().evaluate(() => location.pathname)).toBe(`/C20201/edit/${id}`);
    await waitForValue(page(), 'c20201-requirement-mainTask1', '変更中');
    await clickVisible(page(), '::-p-xpath(//button[normalize-space()="キャンセル"])');
    await clickVisible(page(), '::-p-xpath(//div[contains(@class,"ant-modal-confirm")]//button[normalize-space()="はい"])');
    await page().waitForFunction(() => location.pathname === '/C20201');
    const [kept] = await query<{ sheet: { requirement: Doc } }>(
      `SELECT "sheet" FROM "masters"."student_sheet" WHERE "curriculum_id" = $1`,
      [id],
    );
    expect(kept.sheet.requirement.mainTask1).toBe('英語の長文読解');
  });

  describe('in English', () => {
    const english = signedInPage(web, 'sales');

    it('shows the labels and the enumerations in English', async () => {
      const [demo] = await query<{ curriculum_id: number }>(
        `SELECT "curriculum_id" FROM "masters"."student_sheet" WHERE "schema_version" = 2 ORDER BY 1 LIMIT 1`,
      );
      await english().goto(`${web.shellUrl}/C20201/edit/${demo.curriculum_id}`);
      await english().waitForSelector('[data-testid="c20201-studentInfo-guardianName"]');
      await clickVisible(english(), '[data-testid="locale-switch"]');
      await clickVisible(english(), '[data-testid="locale-en"]');
      try {
        await waitForText(english(), 'Student information');
        await waitForText(english(), 'Reference period (start)');
        expect(await selected(english(), 'c20201-studentInfo-address1')).toEqual(['Tokyo']);
        expect(await selected(english(), 'c20201-studentInfo-semester')).toEqual(['Three terms']);
        await openSection(english(), 'registrationInfo');
        expect(await selected(english(), 'c20201-registrationInfo-courseInfo1')).toEqual(['90 min']);
        expect(await selected(english(), 'c20201-registrationInfo-courseList-0-startTime')).toEqual(['18:10']);
        await waitForText(english(), 'Lesson length');
        await expectAccessible(english(), 'C20201 Edit in English');
      } finally {
        await clickVisible(english(), '[data-testid="locale-switch"]');
        await clickVisible(english(), '[data-testid="locale-ja"]');
        await waitForText(english(), '生徒情報');
      }
    });
  });

  describe('as a teacher', () => {
    const teacher = signedInPage(web, 'teacher1');

    it('reads a sheet of a student of their centers, with nothing to change or add', async () => {
      const [sheet] = await query<{ curriculum_id: number; guardian: string }>(
        `SELECT k."curriculum_id", k."sheet"->'studentInfo'->>'guardianName' AS "guardian"
           FROM "masters"."student_sheet" k JOIN "masters"."student" s USING ("student_no")
          WHERE s."center_no" IN (SELECT "center_no" FROM "masters"."teacher_center" WHERE "teacher_no" = 1)
            AND k."sheet"->'studentInfo'->>'guardianName' IS NOT NULL
          ORDER BY 1 LIMIT 1`,
      );
      await teacher().goto(`${web.shellUrl}/C20201`);
      await teacher().waitForSelector('[data-testid="browse-grid"] .ag-row');
      expect(await teacher().$('[data-testid="c20201-add"]')).toBeNull();
      await teacher().goto(`${web.shellUrl}/C20201/edit/${sheet.curriculum_id}`);
      await waitForValue(teacher(), 'c20201-studentInfo-guardianName', sheet.guardian);
      expect(await teacher().$('button[type="submit"]')).toBeNull();
      expect(
        await teacher().$eval('[data-testid="c20201-studentInfo-guardianName"]', (e) => (e as HTMLInputElement).disabled),
      ).toBe(true);
      await expectAccessible(teacher(), 'C20201 Edit read by a teacher');
    });
  });
});
