import type { Page } from 'puppeteer-core';
import { ApiSession } from '../support/session';
import { bodyText, clickVisible, signIn, waitForText, WebStack } from '../support/web';

// M20101 centers in headless Chromium against the real stack: list, search, add (with one
// validation failure), edit, a stale save (409), delete.
describe('M20101 centers (browser)', () => {
  const web = new WebStack();
  let page: Page;
  const NAME = `目黒テスト${Date.now().toString(36)}`;

  beforeAll(async () => {
    await web.start();
  }, 120000);
  afterAll(() => web.stop());
  beforeEach(async () => {
    page = await web.newPage();
    await signIn(page, web, 'admin');
  });
  afterEach(() => page.browserContext().close());

  const grid = (p: Page) => p.$eval('[data-testid="browse-grid"]', (el) => (el as HTMLElement).innerText);
  // the grid shows `has` and no longer `hasNot` (the list reloads through a loading state)
  const waitForGrid = (p: Page, has: string, hasNot: string) =>
    p.waitForFunction(
      (a: string, b: string) => {
        const text = (document.querySelector('[data-testid="browse-grid"]') as HTMLElement | null)?.innerText ?? '';
        return text.includes(a) && !text.includes(b);
      },
      {},
      has,
      hasNot,
    );
  const search = async (p: Page, text: string) => {
    const box = await p.waitForSelector('input.ant-input[placeholder="キーワード検索"]');
    await box?.click({ clickCount: 3 });
    await box?.type(text);
    await p.keyboard.press('Enter');
  };
  const fill = async (p: Page, testId: string, text: string) => {
    const input = await p.waitForSelector(`[data-testid="${testId}"]`);
    await input?.click({ clickCount: 3 });
    await p.keyboard.press('Backspace');
    await input?.type(text);
  };
  const choose = async (p: Page, testId: string, label: string) => {
    await clickVisible(p, `[data-testid="${testId}"]`);
    await clickVisible(p, `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`);
  };
  const save = async (p: Page) => {
    await p.click('button[type="submit"]');
  };

  it('lists centers and searches them', async () => {
    await page.goto(`${web.shellUrl}/M20101`);
    await page.waitForSelector('[data-testid="browse-grid"] .ag-row');
    expect(await grid(page)).toContain('渋谷校');
    await search(page, '横浜');
    await waitForGrid(page, '横浜校', '渋谷校');
  });

  it('adds a center after a validation failure, edits it, refuses a stale save and deletes it', async () => {
    await page.goto(`${web.shellUrl}/M20101`);
    await clickVisible(page, '[data-testid="m20101-add"]');
    await page.waitForFunction(() => location.pathname === '/M20101/add');
    await page.waitForSelector('[data-testid="m20101-center_name"]');

    // the page's own validation: nothing is sent, the field says why
    await fill(page, 'm20101-email', 'not-mail');
    await save(page);
    await waitForText(page, '必須項目です');
    await waitForText(page, '有効なメールアドレスを入力してください');
    expect(page.url()).toContain('/M20101/add');

    await fill(page, 'm20101-center_name', NAME);
    await fill(page, 'm20101-center_short_name', '目黒T');
    await fill(page, 'm20101-email', 'meguro@example.jp');
    await choose(page, 'm20101-center_group_no', '首都圏');
    await save(page);
    await waitForText(page, '保存しました');
    await page.waitForFunction(() => /^\/M20101\/edit\/\d+$/.test(location.pathname));
    const centerNo = Number(new URL(page.url()).pathname.split('/').pop());

    // the list links the new center to its edit page
    await page.goto(`${web.shellUrl}/M20101`);
    await search(page, NAME);
    const link = await page.waitForSelector(`xpath/.//*[@data-testid="browse-grid"]//a[normalize-space()="${NAME}"]`);
    await link?.click();
    await page.waitForFunction((no: number) => location.pathname === `/M20101/edit/${no}`, {}, centerNo);
    await page.waitForFunction(
      (name: string) => (document.querySelector('[data-testid="m20101-center_name"]') as HTMLInputElement | null)?.value === name,
      {},
      NAME,
    );
    await fill(page, 'm20101-center_name', `${NAME}改`);
    await save(page);
    await waitForText(page, '保存しました');

    // someone else saves the same center meanwhile: this page's save is refused with MSG_0001
    const other = new ApiSession(web.stack!, { origin: web.shellUrl });
    await other.login('head');
    const current = (await other.call<Record<string, unknown>>('M20101_getEdit', { center_no: centerNo })).output;
    expect((await other.call('M20101_doEdit', { ...current, center_name: `${NAME}他` })).status).toBe(200);
    await fill(page, 'm20101-tel', '03-1111-2222');
    await save(page);
    await waitForText(page, '他の端末でデータが更新されました。画面を再読み込みしてください。');
    await clickVisible(page, '.ant-modal-confirm .ant-btn-primary');

    // a reload (past the unsaved-changes prompt of the browser) reads the other save; the delete asks first
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.waitForSelector('[data-testid="m20101-delete"]');
    await clickVisible(page, '[data-testid="m20101-delete"]');
    await waitForText(page, '本当に削除しますか？');
    const yes = await page.waitForSelector('xpath/.//button[normalize-space()="はい"]', { visible: true });
    await yes?.click();
    await page.waitForFunction(() => location.pathname === '/M20101');
    await waitForText(page, '削除しました');
    await search(page, NAME);
    await page.waitForSelector('[data-testid="browse-empty"]');
    expect(await bodyText(page)).toContain('データがありません');
  });
});
