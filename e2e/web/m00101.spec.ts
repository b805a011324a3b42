import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { fill, pagesPerTest, save, submit, withSession } from '../support/screen';
import { bodyText, clickVisible, sharedWeb, waitForText } from '../support/web';

const EDITOR = '[data-testid="m00101-content"]';

// Opens a multiple select once, picks its options (the list stays open), then closes the list.
const chooseAll = async (page: Page, testId: string, labels: readonly string[]) => {
  await clickVisible(page, `[data-testid="${testId}"]`);
  for (const label of labels)
    await clickVisible(page, `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`);
  await page.keyboard.press('Escape');
  await page.waitForSelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)', { hidden: true });
};

// M00101 and C00101 in headless Chromium: staff write a notice with an attachment for one center's
// students; a student there reads it and opens the file, a student elsewhere does not see it, and a
// teacher has no C00101 at all (SPEC §6).
describe('M00101 notice settings and C00101 notices (browser)', () => {
  const web = sharedWeb();
  const newPage = pagesPerTest(() => web);
  const TITLE = `オンライン校のお知らせ${Date.now().toString(36)}`;
  // student1's center, and a student account of another center
  let center = { no: 0, label: '' };
  let elsewhere = '';

  beforeAll(async () => {
    const students = await query<{ user_id: string; center_no: number; label: string }>(
      `SELECT u."user_id", s."center_no", c."center_short_name" AS "label" FROM "auth"."user_account" u
       JOIN "masters"."student" s ON s."student_no" = u."student_no" JOIN "masters"."center" c ON c."center_no" = s."center_no"
       WHERE u."user_id" IN ('student1', 'student2', 'student3') ORDER BY u."user_id"`,
    );
    const [first] = students;
    center = { no: first.center_no, label: first.label };
    elsewhere = students.find((s) => s.center_no !== first.center_no)!.user_id;
  });

  it('staff write a notice with a file for one center’s students; a student there reads it, others do not', async () => {
    const staff = await newPage();
    await withSession(staff, web, 'head');
    await staff.goto(`${web.shellUrl}/M00101`);
    await staff.waitForSelector('[data-testid="browse-grid"] .ag-row');
    await expectAccessible(staff, 'M00101 Browse with rows');
    await clickVisible(staff, '[data-testid="m00101-add"]');
    await staff.waitForFunction(() => location.pathname === '/M00101/add');

    await staff.waitForSelector(`${EDITOR}[contenteditable="true"]`);
    await submit(staff);
    await waitForText(staff, 'タイトルは必須です');
    await waitForText(staff, 'コンテンツは必須です');
    await expectAccessible(staff, 'M00101 Add with validation errors');

    await fill(staff, 'm00101-title', TITLE);
    await clickVisible(staff, EDITOR);
    await staff.keyboard.type('冬期講習の時間割を添付します。');
    const dir = await mkdtemp(join(tmpdir(), 'm00101-'));
    await writeFile(join(dir, '時間割.csv'), '曜日,時限\n月,1\n');
    const input = await staff.waitForSelector('input[type="file"]:not([data-testid])');
    await input!.uploadFile(join(dir, '時間割.csv'));
    await waitForText(staff, '時間割.csv');
    await chooseAll(staff, 'm00101-roles', ['生徒（110）', '生徒（120）', '生徒（130）']);
    await chooseAll(staff, 'm00101-center_nos', [center.label]);
    await save(staff);
    await staff.waitForFunction(() => /^\/M00101\/edit\/\d+$/.test(location.pathname));
    await expectAccessible(staff, 'M00101 Edit saved with an attachment');

    // a student of that center reads it, a moment ago, and opens the file
    const student = await newPage();
    await withSession(student, web, 'student1');
    await student.goto(`${web.shellUrl}/C00101`);
    await waitForText(student, TITLE);
    const cardPath = `//*[starts-with(@data-testid,"c00101-notice-")][.//*[normalize-space()="${TITLE}"]]`;
    const card = `::-p-xpath(${cardPath})`;
    const text = await student.$eval(card, (el) => (el as HTMLElement).innerText);
    expect(text).toContain('冬期講習の時間割を添付します。');
    expect(text).toMatch(/秒前|分前|今/);
    const href = await student.$eval(
      `::-p-xpath(${cardPath}//a[normalize-space()="時間割.csv"])`,
      (a) => (a as HTMLAnchorElement).href,
    );
    const file = await student.evaluate(async (url: string) => {
      const res = await fetch(url, { credentials: 'include' });
      return { status: res.status, body: await res.text() };
    }, href);
    // served to her by the gateway (its Content-Disposition, not exposed to a page's fetch, is checked in e2e/api)
    expect(file).toEqual({ status: 200, body: '曜日,時限\n月,1\n' });
    await expectAccessible(student, 'C00101 with notices');

    // a student of another center does not see it
    const other = await newPage();
    await withSession(other, web, elsewhere);
    await other.goto(`${web.shellUrl}/C00101`);
    await other.waitForSelector('[data-testid^="c00101-notice-"], [data-testid="c00101-none"]');
    expect(await bodyText(other)).not.toContain(TITLE);
    await expectAccessible(other, 'C00101 of a student of another center');
  });

  it('has no C00101 for a teacher: no menu entry, and the route sends them Home', async () => {
    const teacher = await newPage();
    await withSession(teacher, web, 'teacher1');
    await teacher.goto(`${web.shellUrl}/`);
    await teacher.waitForSelector('[data-testid="sidebar"] a');
    expect(await teacher.$$eval('[data-testid="sidebar"] a', (links) => links.map((a) => a.getAttribute('href')))).not.toContain(
      '/C00101',
    );
    await teacher.goto(`${web.shellUrl}/C00101`);
    await waitForText(teacher, 'この画面を表示する権限がありません');
    await teacher.waitForFunction(() => location.pathname === '/');
    expect(await bodyText(teacher)).not.toContain(TITLE);
    await expectAccessible(teacher, 'Home of a teacher sent away from C00101');
  });
});
