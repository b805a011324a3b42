import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import {
  choose,
  confirmDelete,
  fill,
  gridText,
  openFromGrid,
  save,
  search,
  submit,
  waitForGrid,
  waitForValue,
} from '../support/screen';
import { bodyText, clickVisible, signIn, waitForText, sharedWeb } from '../support/web';

// M20201 classrooms in headless Chromium against the real stack: list, center filter, search, add
// (with one validation failure), edit, delete, and the CSV export: a small one downloads at once, a
// large one (more rows than CSV_SYNC_MAX_ROWS) shows a progress bar up to 100 % and then downloads.
describe('M20201 classrooms (browser)', () => {
  const web = sharedWeb();
  let page: Page;
  let downloads: string;
  const NAME = `目黒教室${Date.now().toString(36)}`;
  const HEADER = '教室番号,センター番号,センター,教室名,教室種別,ブース数,ミーティングURL,表示順,更新日時';

  beforeEach(async () => {
    page = await web.newPage();
    downloads = mkdtempSync(join(tmpdir(), 'm20201-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      downloadPath: downloads,
      browserContextId: page.browserContext().id,
    });
    await signIn(page, web, 'admin');
  });
  afterEach(() => rmSync(downloads, { recursive: true, force: true }));

  // the one CSV file the browser saved
  const downloaded = async (): Promise<string> => {
    const until = Date.now() + 15000;
    while (Date.now() < until) {
      const done = readdirSync(downloads).filter((f) => f.endsWith('.csv'));
      if (done.length) return readFileSync(join(downloads, done[0]), 'utf8');
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no CSV downloaded: ${readdirSync(downloads).join(', ')}`);
  };

  it('lists classrooms, filters by center, searches, and exports the filtered list as CSV at once', async () => {
    await page.goto(`${web.shellUrl}/M20201`);
    await page.waitForSelector('[data-testid="browse-grid"] .ag-row');
    expect(await gridText(page)).toContain('渋谷校 第1教室');
    await expectAccessible(page, 'M20201 Browse with rows');
    await choose(page, 'm20201-filter-center', '横浜');
    await waitForGrid(page, '横浜校 第1教室', '渋谷校');
    await search(page, '第2');
    await waitForGrid(page, '横浜校 第2教室', '第1教室');

    await clickVisible(page, '[data-testid="m20201-csv"]');
    const csv = await downloaded();
    expect(csv.split('\r\n')).toEqual([`\uFEFF${HEADER}`, expect.stringMatching(/^\d+,\d+,横浜校,横浜校 第2教室,直営,6,/), '']);
    expect(await page.$('[data-testid="csv-export-dialog"]')).toBeNull();
  });

  it('exports a large list as a job with a progress bar, then downloads it', async () => {
    await page.goto(`${web.shellUrl}/M20201`);
    await page.waitForSelector('[data-testid="browse-grid"] .ag-row');
    const total = Number((await bodyText(page)).match(/全 (\d+) 件/)?.[1]);
    await clickVisible(page, '[data-testid="m20201-csv"]');
    await page.waitForSelector('[data-testid="csv-export-progress"]', { visible: true });
    await waitForText(page, 'CSVファイルを作成しました');
    await expectAccessible(page, 'M20201 CSV export dialog done');
    const percent = await page.$eval('[data-testid="csv-export-progress"]', (el) => el.getAttribute('aria-valuenow'));
    expect(percent).toBe('100');
    const csv = await downloaded();
    expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(csv.split('\r\n').length).toBe(total + 2);
  });

  it('adds a classroom after a validation failure, edits it and deletes it', async () => {
    await page.goto(`${web.shellUrl}/M20201`);
    await clickVisible(page, '[data-testid="m20201-add"]');
    await page.waitForFunction(() => location.pathname === '/M20201/add');
    await page.waitForSelector('[data-testid="m20201-classroom_name"]');

    // the page's own validation: nothing is sent, the fields say why
    await fill(page, 'm20201-meeting_url', 'ftp://meet.example.jp/x');
    await submit(page);
    await waitForText(page, 'URL（https, http）を入力してください');
    await waitForText(page, '必須項目です');
    await expectAccessible(page, 'M20201 Add with validation errors');
    expect(page.url()).toContain('/M20201/add');

    await choose(page, 'm20201-center_no', '渋谷');
    await fill(page, 'm20201-classroom_name', NAME);
    await fill(page, 'm20201-meeting_url', 'https://meet.example.jp/meguro');
    await fill(page, 'm20201-booth_count', '3');
    await save(page);
    await page.waitForFunction(() => /^\/M20201\/\d+\/edit$/.test(location.pathname));

    // the list links the new classroom to its edit page
    await page.goto(`${web.shellUrl}/M20201`);
    await search(page, NAME);
    await openFromGrid(page, NAME);
    await page.waitForFunction(() => /^\/M20201\/\d+\/edit$/.test(location.pathname));
    await waitForValue(page, 'm20201-classroom_name', NAME);
    await choose(page, 'm20201-classroom_type', 'フランチャイズ');
    await save(page);

    await confirmDelete(page, 'm20201-delete');
    await page.waitForFunction(() => location.pathname === '/M20201');
    await waitForText(page, '削除しました');
    await search(page, NAME);
    await page.waitForSelector('[data-testid="browse-empty"]');
  });
});
