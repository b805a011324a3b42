import type { HTTPRequest, Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { choose, search, signedInPage } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// The sample pages (T0010List, T0010Table) in headless Chromium against the real stack: every browse
// state of SPEC §4 on the 75 seeded rows, each checked with axe once.
const GRID = '[data-testid="browse-grid"]';
const MORE = '[data-testid="browse-more"]';
const waitForStatus = (page: Page, status: string) => page.waitForSelector(`${GRID}[data-status="${status}"]`);
// Waits until the grid holds count rows (ag-grid draws only those in view; its aria-rowcount counts
// every row and the header).
const waitForRows = (page: Page, count: number) =>
  page.waitForFunction(
    (grid: string, n: number) =>
      document.querySelector(`${grid} [aria-rowcount]`)?.getAttribute('aria-rowcount') === String(n + 1),
    {},
    GRID,
    count,
  );

// The list's reads, from the point this is called: passed on, held (to see a loading state) or
// aborted; stop() hands the page back to the network as it was.
async function controlReads(page: Page) {
  const reads = {
    mode: 'pass' as 'pass' | 'hold' | 'abort',
    held: [] as HTTPRequest[],
    stop: async () => {
      page.off('request', onRequest);
      await page.setRequestInterception(false);
    },
  };
  const onRequest = (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const isRead = request.method() === 'POST' && (request.postData() ?? '').includes('"T0010_doBrowse"');
    if (!isRead || reads.mode === 'pass') return void request.continue();
    if (reads.mode === 'hold') reads.held.push(request);
    else void request.abort('failed');
  };
  await page.setRequestInterception(true);
  page.on('request', onRequest);
  return reads;
}

describe('T0010 sample pages (browser)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'office');

  it('T0010List: loaded, the "more" button, a refused next page and its retry, noData', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/t0010/list`);
    await waitForStatus(page, 'loaded');
    await waitForRows(page, 30);
    await waitForText(page, '佐藤 花子');
    await expectAccessible(page, 'T0010List loaded');

    const reads = await controlReads(page);
    reads.mode = 'hold';
    await clickVisible(page, MORE);
    await waitForStatus(page, 'loading_nextPage');
    await expectAccessible(page, 'T0010List loading_nextPage');
    reads.mode = 'pass';
    for (const until = Date.now() + 10000; reads.held.length === 0 && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 20));
    expect(reads.held).toHaveLength(1);
    await reads.held.splice(0)[0].continue();
    await waitForStatus(page, 'loaded_nextPage');
    await waitForRows(page, 60);
    await expectAccessible(page, 'T0010List loaded_nextPage');

    // the third page is refused: the 60 rows stay, the button offers a retry
    reads.mode = 'abort';
    await clickVisible(page, MORE);
    await waitForStatus(page, 'error_nextPage');
    await waitForRows(page, 60);
    expect(await page.$eval(MORE, (b) => b.textContent)).toBe('再試行');
    await expectAccessible(page, 'T0010List error_nextPage');
    await reads.stop();
    await clickVisible(page, MORE);
    await waitForStatus(page, 'loaded_nextPage');
    await waitForRows(page, 75);
    // the last page was read: nothing more to ask for
    expect(await page.$eval(MORE, (b) => (b as HTMLButtonElement).disabled)).toBe(true);

    await search(page, '存在しない名前');
    await waitForStatus(page, 'noData');
    await waitForText(page, 'データがありません');
    await expectAccessible(page, 'T0010List noData');
  });

  it('T0010Table: loaded with page links, a filter from the definitions, a failed read and its retry', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/t0010/table`);
    await waitForStatus(page, 'loaded');
    await waitForText(page, '全 75 件');
    await waitForRows(page, 30);
    await expectAccessible(page, 'T0010Table loaded');
    await clickVisible(page, '.ant-pagination-item-3');
    await page.waitForFunction((grid: string) => document.querySelector(grid)?.textContent?.includes('松本 陽菜'), {}, GRID);
    await waitForRows(page, 15);

    await choose(page, 't0010-filter-category', '区分B');
    await waitForText(page, '全 25 件');

    const reads = await controlReads(page);
    reads.mode = 'abort';
    await search(page, 'やまだ');
    await waitForStatus(page, 'error');
    await waitForText(page, 'データの取得に失敗しました');
    await expectAccessible(page, 'T0010Table error');
    await reads.stop();
    await clickVisible(page, `${GRID} .ant-result button`);
    await waitForStatus(page, 'loaded');
    // the search and the filter stay: 山田's five, of whom two are in category B
    await waitForRows(page, 2);
    await waitForText(page, '全 2 件');
  });
});
