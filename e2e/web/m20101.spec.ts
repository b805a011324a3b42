import { expectAccessible } from '../support/axe';
import { ApiSession } from '../support/session';
import {
  answerYes,
  askDelete,
  choose,
  fill,
  gridText,
  openFromGrid,
  save,
  search,
  signedInPage,
  submit,
  waitForGrid,
  waitForValue,
} from '../support/screen';
import { bodyText, clickVisible, waitForText, sharedWeb } from '../support/web';

// M20101 centers in headless Chromium against the real stack: list, search, add (with one
// validation failure), edit, a stale save (409), delete.
describe('M20101 centers (browser)', () => {
  const web = sharedWeb();
  const NAME = `目黒テスト${Date.now().toString(36)}`;

  const signedIn = signedInPage(web, 'admin');

  it('lists centers and searches them', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20101`);
    await page.waitForSelector('[data-testid="browse-grid"] .ag-row');
    expect(await gridText(page)).toContain('渋谷校');
    await expectAccessible(page, 'M20101 Browse with rows');
    await search(page, '横浜');
    await waitForGrid(page, '横浜校', '渋谷校');
  });

  it('adds a center after a validation failure, edits it, refuses a stale save and deletes it', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20101`);
    await clickVisible(page, '[data-testid="m20101-add"]');
    await page.waitForFunction(() => location.pathname === '/M20101/add');
    await page.waitForSelector('[data-testid="m20101-center_name"]');

    // the page's own validation: nothing is sent, the field says why
    await fill(page, 'm20101-email', 'not-mail');
    await submit(page);
    await waitForText(page, '必須項目です');
    await waitForText(page, '有効なメールアドレスを入力してください');
    await expectAccessible(page, 'M20101 Add with validation errors');
    expect(page.url()).toContain('/M20101/add');

    await fill(page, 'm20101-center_name', NAME);
    await fill(page, 'm20101-center_short_name', '目黒T');
    await fill(page, 'm20101-email', 'meguro@example.jp');
    await choose(page, 'm20101-center_group_no', '首都圏');
    // the prefectures come from the address lookups
    await choose(page, 'm20101-prefecture', '東京都');
    await save(page);
    await page.waitForFunction(() => /^\/M20101\/edit\/\d+$/.test(location.pathname));
    const centerNo = Number(new URL(page.url()).pathname.split('/').pop());

    // the list links the new center to its edit page
    await page.goto(`${web.shellUrl}/M20101`);
    await search(page, NAME);
    await waitForGrid(page, NAME);
    expect(await gridText(page)).toContain('東京都');
    await openFromGrid(page, NAME);
    await page.waitForFunction((no: number) => location.pathname === `/M20101/edit/${no}`, {}, centerNo);
    await waitForValue(page, 'm20101-center_name', NAME);
    await fill(page, 'm20101-center_name', `${NAME}改`);
    await save(page);

    // someone else saves the same center meanwhile: this page's save is refused with MSG_0001
    const other = new ApiSession(web.stack, { origin: web.shellUrl });
    await other.login('head');
    const current = (await other.call('M20101_getEdit', { center_no: centerNo })).output;
    expect((await other.call('M20101_doEdit', { ...current, center_name: `${NAME}他` })).status).toBe(200);
    await fill(page, 'm20101-tel', '03-1111-2222');
    await submit(page);
    await waitForText(page, '他の端末でデータが更新されました。画面を再読み込みしてください。');
    await clickVisible(page, '.ant-modal-confirm .ant-btn-primary');

    // a reload (past the unsaved-changes prompt of the browser) reads the other save; the delete asks first
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await askDelete(page, 'm20101-delete');
    await expectAccessible(page, 'M20101 delete confirmation');
    await answerYes(page);
    await page.waitForFunction(() => location.pathname === '/M20101');
    await waitForText(page, '削除しました');
    await search(page, NAME);
    await page.waitForSelector('[data-testid="browse-empty"]');
    expect(await bodyText(page)).toContain('データがありません');
  });
});
