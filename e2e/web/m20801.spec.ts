import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import {
  answerYes,
  apiAs,
  askDelete,
  choose,
  fill,
  openFromGrid,
  save,
  search,
  signedInPage,
  submit,
  waitForValue,
} from '../support/screen';
import { bodyText, clickVisible, waitForText, sharedWeb } from '../support/web';

// M20801 seasonal schedule in headless Chromium against the real stack: list, search, add (after a
// validation failure), edit, delete.
describe('M20801 seasonal schedule (browser)', () => {
  const web = sharedWeb();
  const NAME = `2032年度 ブラウザ講習${Date.now().toString(36)}`;

  const signedIn = signedInPage(web, 'office');

  const pickDate = async (p: Page, testId: string, date: string) => {
    const input = await p.waitForSelector(`[data-testid="${testId}"] input`);
    await input?.click({ clickCount: 3 });
    await p.keyboard.press('Backspace');
    await input?.type(date);
    // Tab commits the typed date (Enter would also submit the form)
    await p.keyboard.press('Tab');
    await p.waitForFunction(
      (id: string, d: string) => (document.querySelector(`[data-testid="${id}"] input`) as HTMLInputElement | null)?.value === d,
      {},
      testId,
      date,
    );
  };

  it('lists the seminars and searches them', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20801`);
    await page.waitForSelector('[data-testid="browse-grid"] .ag-row');
    const text = await page.$eval('[data-testid="browse-grid"]', (el) => (el as HTMLElement).innerText);
    expect(text).toContain('夏期講習');
    await expectAccessible(page, 'M20801 Browse with rows');
    await search(page, '冬期');
    await page.waitForFunction(() => {
      const t = (document.querySelector('[data-testid="browse-grid"]') as HTMLElement | null)?.innerText ?? '';
      return t.includes('冬期講習') && !t.includes('夏期講習');
    });

    // one fiscal year: its winter course only
    const api = await apiAs(web, 'office');
    const winters = await api.call('M20801_doBrowse', {
      searchInfo: { search: '冬期' },
      orderBy: [],
      pagination: { current_page: 1, per_page: 30 },
    });
    const year = winters.output.data[0].fiscal_year;
    const input = await page.waitForSelector('[data-testid="m20801-fiscal_year"]');
    await input?.type(String(year));
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (y: number) => {
        const rows = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="browse-grid"] .ag-row'));
        return rows.length === 1 && rows[0].innerText.includes(`${y}年度 冬期講習`);
      },
      {},
      year,
    );
  });

  it('adds a seminar after a validation failure, edits it and deletes it', async () => {
    const page = signedIn();
    const api = await apiAs(web, 'head');
    const slots = (await api.call('M20801_getDropdownData', {})).output.time_slots;
    const label = (no: number) => slots.find((s) => s.value === no)?.label ?? '';

    await page.goto(`${web.shellUrl}/M20801`);
    await clickVisible(page, '[data-testid="m20801-add"]');
    await page.waitForFunction(() => location.pathname === '/M20801/add');
    await fill(page, 'm20801-seminar_name', NAME);
    await pickDate(page, 'm20801-schedule_start_date', '2032/07/21');
    await pickDate(page, 'm20801-schedule_end_date', '2032/07/20');
    await pickDate(page, 'm20801-entry_start_date', '2032/06/01');
    await pickDate(page, 'm20801-entry_end_date', '2032/07/10');
    await choose(page, 'm20801-start_time_limit_no', label(10));
    await choose(page, 'm20801-end_time_limit_no', label(50));

    // the page's own rules: nothing is sent, the field says why
    await submit(page);
    await waitForText(page, '講習終了日は講習開始日以降の日付にしてください');
    await expectAccessible(page, 'M20801 Add with a validation error');
    expect(new URL(page.url()).pathname).toBe('/M20801/add');

    await pickDate(page, 'm20801-schedule_end_date', '2032/08/31');
    await save(page);
    await page.waitForFunction((name: string) => decodeURIComponent(location.pathname) === `/M20801/edit/${name}`, {}, NAME);

    // the list links it to its edit page
    await page.goto(`${web.shellUrl}/M20801`);
    await search(page, NAME);
    await openFromGrid(page, NAME);
    await page.waitForFunction(() => location.pathname.startsWith('/M20801/edit/'));
    await waitForValue(page, 'm20801-seminar_name', NAME);
    await fill(page, 'm20801-remarks', 'ブラウザから編集');
    await save(page);
    const saved = await api.call('M20801_getEdit', { seminar_name: NAME });
    expect(saved.output).toMatchObject({ remarks: 'ブラウザから編集', lock_version: 1 });

    await askDelete(page, 'm20801-delete');
    await expectAccessible(page, 'M20801 delete confirmation');
    await answerYes(page);
    await page.waitForFunction(() => location.pathname === '/M20801');
    await waitForText(page, '削除しました。');
    await search(page, NAME);
    await page.waitForSelector('[data-testid="browse-empty"]');
    expect(await bodyText(page)).toContain('データがありません');
  });
});
