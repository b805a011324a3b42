import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { apiAs, choose, fill, pagesPerTest, save, submit, withSession } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// A 1×1 PNG for the image the help page shows.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EDITOR = '[data-testid="m21101-content"]';

// The editor has the keyboard again (its toolbar hands the focus back a frame later).
const editorFocused = (page: Page) =>
  page.waitForFunction((sel: string) => document.activeElement?.matches(sel) ?? false, {}, EDITOR);

// Clicks a button of the rich-text editor's toolbar (the editor keeps its selection).
const tool = async (page: Page, name: string) => {
  await clickVisible(page, `[data-testid="m21101-content-${name}"]`);
  await editorFocused(page);
};

// M21101 and C00103 in headless Chromium: staff write a help page in rich text (a heading, a list, a
// link, an image) and a teacher reads it; a help that cannot be fetched is marked unavailable.
describe('M21101 help settings and C00103 help (browser)', () => {
  const web = sharedWeb();
  const newPage = pagesPerTest(() => web);
  const TITLE = `講師向けヘルプ${Date.now().toString(36)}`;
  let supportNo = 0;

  afterAll(async () => {
    if (!supportNo) return;
    const head = await apiAs(web, 'head');
    const page = (await head.call('M21101_getEdit', { support_no: supportNo })).output;
    await head.call('M21101_doDelete', { support_no: supportNo, lock_version: page.lock_version });
  });

  it('staff write a help page in rich text and a teacher reads it', async () => {
    const staff = await newPage();
    await withSession(staff, web, 'head');
    await staff.goto(`${web.shellUrl}/M21101`);
    await staff.waitForSelector('[data-testid="browse-grid"] .ag-row');
    await expectAccessible(staff, 'M21101 Browse with rows');
    await clickVisible(staff, '[data-testid="m21101-add"]');
    await staff.waitForFunction(() => location.pathname === '/M21101/add');

    // nothing written yet: the SPEC's messages, and nothing is sent
    await staff.waitForSelector(`${EDITOR}[contenteditable="true"]`);
    await submit(staff);
    await waitForText(staff, 'タイトルは必須です');
    await waitForText(staff, 'コンテンツは必須です');
    await expectAccessible(staff, 'M21101 Add with validation errors');

    await fill(staff, 'm21101-title', TITLE);
    await clickVisible(staff, EDITOR);
    await editorFocused(staff);
    await tool(staff, 'heading');
    await staff.keyboard.type('シフトの登録');
    await staff.keyboard.press('Enter');
    await tool(staff, 'bulletList');
    await staff.keyboard.type('空き時間を選ぶ');
    await staff.keyboard.press('Enter');
    await staff.keyboard.type('保存を押す');
    await staff.keyboard.press('Enter');
    await staff.keyboard.press('Enter');
    await staff.keyboard.type('詳しくは案内ページ');
    // select the words that become the link
    await staff.keyboard.down('Shift');
    for (let i = 0; i < '案内ページ'.length; i++) await staff.keyboard.press('ArrowLeft');
    await staff.keyboard.up('Shift');
    await clickVisible(staff, '[data-testid="m21101-content-link"]');
    await fill(staff, 'm21101-content-link-url', 'https://example.jp/guide');
    await expectAccessible(staff, 'M21101 editor with the link address open');
    await staff.keyboard.press('Enter');
    await staff.waitForSelector(`${EDITOR} a[href="https://example.jp/guide"]`);
    await editorFocused(staff);

    const dir = await mkdtemp(join(tmpdir(), 'm21101-'));
    await writeFile(join(dir, 'シフト画面.png'), PNG);
    const input = await staff.waitForSelector('input[data-testid="m21101-content-image-file"]');
    await input!.uploadFile(join(dir, 'シフト画面.png'));
    await staff.waitForSelector(`${EDITOR} img[src*="/api/files/"]`);

    await choose(staff, 'm21101-published', '公開');
    await save(staff);
    await staff.waitForFunction(() => /^\/M21101\/edit\/\d+$/.test(location.pathname));
    supportNo = Number(new URL(staff.url()).pathname.split('/').pop());
    await expectAccessible(staff, 'M21101 Edit with rich text and an image');

    const teacher = await newPage();
    await withSession(teacher, web, 'teacher1');
    await teacher.goto(`${web.shellUrl}/C00103/view/${supportNo}`);
    await waitForText(teacher, TITLE);
    const content = '[data-testid="c00103-content"]';
    expect(await teacher.$eval(`${content} h2`, (h) => h.textContent)).toBe('シフトの登録');
    expect(await teacher.$$eval(`${content} ul li`, (items) => items.map((li) => li.textContent))).toEqual([
      '空き時間を選ぶ',
      '保存を押す',
    ]);
    expect(
      await teacher.$eval(`${content} a`, (a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('rel'),
        a.getAttribute('target'),
      ]),
    ).toEqual(['案内ページ', 'https://example.jp/guide', 'noopener noreferrer', '_blank']);
    // the gateway served the image to the teacher, a reader of the page
    await teacher.waitForFunction(
      (sel: string) => {
        const img = document.querySelector<HTMLImageElement>(`${sel} img`);
        return !!img && img.complete && img.naturalWidth === 1;
      },
      {},
      content,
    );
    await expectAccessible(teacher, 'C00103 help page');
  });

  it('marks the help unavailable when it cannot be fetched', async () => {
    const teacher = await newPage();
    await withSession(teacher, web, 'teacher1');
    await teacher.setRequestInterception(true);
    teacher.on('request', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('C00103_getSupport')) void request.abort();
      else void request.continue();
    });
    await teacher.goto(`${web.shellUrl}/C00103/view/1`);
    await waitForText(teacher, 'ヘルプの取得に失敗しました');
    await teacher.waitForSelector('[data-testid="c00103-unavailable"]');
    await expectAccessible(teacher, 'C00103 help unavailable');
  });
});
