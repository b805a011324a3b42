import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { ApiSession } from '../support/session';
import { answerYes, fill, gridText, save, search, signedInPage, submit, waitForGrid } from '../support/screen';
import { bodyText, clickVisible, waitForText, sharedWeb } from '../support/web';

// M20901 users in headless Chromium against the real stack: list, search, add (with the page's
// validation failures), the initial password shown once, edit of the role, delete.
describe('M20901 users (browser)', () => {
  const web = sharedWeb();
  const USER_ID = `web.teacher.${Date.now().toString(36)}`;

  const signedIn = signedInPage(web, 'admin');

  const openSelect = (p: Page, testId: string) => clickVisible(p, `[data-testid="${testId}"]`);
  const option = (p: Page, label: string) =>
    clickVisible(p, `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`);
  // the linked teacher's choices arrive from the masters service: pick one once the list has settled
  const chooseLink = async (p: Page, testId: string, search: string) => {
    await clickVisible(p, `[data-testid="${testId}"]`);
    await p.keyboard.type(search);
    const item = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title^="${search} "]`;
    await clickVisible(p, item);
  };

  it('lists users and searches them', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20901`);
    await page.waitForSelector('[data-testid="browse-grid"] .ag-row');
    expect(await gridText(page)).toContain('teacher1');
    expect(await gridText(page)).toContain('管理者');
    await expectAccessible(page, 'M20901 Browse with rows');
    await search(page, 'student2');
    await waitForGrid(page, '生徒（120）', 'teacher1');
  });

  it('adds a teacher account after validation failures, issues its initial password, changes its role and deletes it', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20901`);
    await clickVisible(page, '[data-testid="m20901-add"]');
    await page.waitForFunction(() => location.pathname === '/M20901/add');
    await page.waitForSelector('[data-testid="m20901-user_id"]');

    // nothing is sent while the page's own rules fail
    await submit(page);
    await waitForText(page, '必須項目です');
    await fill(page, 'm20901-user_id', USER_ID);
    await fill(page, 'm20901-user_named', 'ブラウザ 講師');
    await openSelect(page, 'm20901-user_type_code');
    await option(page, '300 講師');
    await submit(page);
    await waitForText(page, '講師アカウントには講師を選択してください');
    await expectAccessible(page, 'M20901 Add with a validation error');
    expect(page.url()).toContain('/M20901/add');

    await chooseLink(page, 'm20901-teacher_no', '1');
    await save(page);
    await page.waitForFunction(() => /^\/M20901\/\d+\/edit$/.test(location.pathname));
    await waitForText(page, '未設定');

    // the initial password is shown once and signs in
    await clickVisible(page, '[data-testid="m20901-init-password"]');
    await waitForText(page, '初期パスワードを発行しますか？');
    await answerYes(page);
    const shown = await page.waitForSelector('[data-testid="m20901-initial-password"]', { visible: true });
    const password = (await shown?.evaluate((el) => (el as HTMLElement).innerText.trim())) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expectAccessible(page, 'M20901 initial password dialog');
    const user = new ApiSession(web.stack, { origin: web.shellUrl });
    expect((await user.login(USER_ID, password)).status).toBe(200);
    await clickVisible(page, 'xpath/.//div[contains(@class,"ant-modal")]//button[normalize-space()="閉じる"]');
    await waitForText(page, '設定済み');

    // a new role: the teacher link goes with the old one; the user's session ends
    await page.waitForSelector('[data-testid="m20901-user_type_code"]');
    await openSelect(page, 'm20901-user_type_code');
    await option(page, '540 事務スタッフ');
    await save(page);
    expect((await user.call('T0012AuthorityService.getMenu', {})).status).toBe(401);

    await page.goto(`${web.shellUrl}/M20901`);
    await search(page, USER_ID);
    const link = await page.waitForSelector(`xpath/.//*[@data-testid="browse-grid"]//a[normalize-space()="${USER_ID}"]`);
    expect(await gridText(page)).toContain('事務スタッフ');
    await link?.click();
    await page.waitForSelector('[data-testid="m20901-delete"]');
    await clickVisible(page, '[data-testid="m20901-delete"]');
    await waitForText(page, '本当に削除しますか？');
    await answerYes(page);
    await page.waitForFunction(() => location.pathname === '/M20901');
    await waitForText(page, '削除しました');
    await search(page, USER_ID);
    await page.waitForSelector('[data-testid="browse-empty"]');
    expect(await bodyText(page)).toContain('データがありません');
  });
});
