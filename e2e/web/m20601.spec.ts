import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { ApiSession } from '../support/session';
import { answerYes, apiAs, choose, fill, signedInPage } from '../support/screen';
import { clickVisible, waitForText, sharedWeb } from '../support/web';

// PgM20601BatchEdit in headless Chromium against the real stack: pick a group, the SPEC §5 code
// rules on the rows (nothing sent), add, change and remove rows in one batch, a stale batch (409).
describe('M20601 name settings (browser)', () => {
  const web = sharedWeb();
  // A group of its own, filled as the demo school fills group 105 (確認テストの結果): the report
  // screens read 105 while this file changes its rows (e2e/api/m20601.spec.ts has 990).
  const GROUP = 991;
  const GROUP_LABEL = `グループ ${GROUP}`;
  const SEEDED = ['満点', '8割以上', '5割以上8割未満', '5割未満', '未実施'];
  let api: ApiSession;

  // every row of the group removed: a rerun on the same database starts from nothing left over
  const empty = async () => {
    const { rows } = (await api.call('M20601_getBatchEdit', { names_no: GROUP })).output;
    const deleted = rows.map((r) => ({ names_code: r.names_code, lock_version: r.lock_version }));
    if (deleted.length) expect((await api.call('M20601_doBatchEdit', { names_no: GROUP, rows: [], deleted })).status).toBe(200);
  };

  beforeAll(async () => {
    api = await apiAs(web, 'head');
    await empty();
    const rows = SEEDED.map((names_name, i) => ({ key: null, names_code: String(i + 1), names_name, sort_order: i + 1 }));
    expect((await api.call('M20601_doBatchEdit', { names_no: GROUP, rows, deleted: [] })).status).toBe(200);
  }, 120000);
  afterAll(() => empty());
  const signedIn = signedInPage(web, 'admin');

  const rowsText = (p: Page) => p.$eval('[data-testid="m20601-rows"]', (el) => (el as HTMLElement).innerText);
  const codes = (p: Page) =>
    p.$$eval('[data-testid^="m20601-code-"]', (inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const rowError = (p: Page, index: number) =>
    p.$eval(`[data-testid="m20601-error-rows.${index}.names_code"]`, (el) => (el as HTMLElement).innerText);
  const openGroup = async (p: Page) => {
    await p.goto(`${web.shellUrl}/M20601`);
    await p.waitForSelector('[data-testid="m20601-code-0"]');
    await choose(p, 'm20601-group', GROUP_LABEL);
    await p.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLInputElement>('[data-testid^="m20601-name-"]')).some((i) => i.value === '満点'),
    );
  };

  it('shows the report group 101 first and switches groups', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20601`);
    await page.waitForSelector('[data-testid="m20601-code-0"]');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLInputElement>('[data-testid^="m20601-name-"]')).some(
        (i) => i.value === '学校の教科書',
      ),
    );
    expect(await rowsText(page)).toContain('コード');
    await openGroup(page);
    expect(await codes(page)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('puts the server’s own 422 on the rows', async () => {
    const page = signedIn();
    await openGroup(page);
    // the batch is changed on its way, past the page's checks: only the server refuses it
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const body = request.postData();
      if (request.method() !== 'POST' || !body?.includes('M20601_doBatchEdit')) return void request.continue();
      const payload = JSON.parse(body) as { data: { input: { rows: { names_code: string }[] } }[] };
      payload.data[0].input.rows[2].names_code = 'A-1';
      void request.continue({ postData: JSON.stringify(payload) });
    });
    await clickVisible(page, '[data-testid="m20601-save"]');
    await page.waitForSelector('[data-testid="m20601-error-rows.2.names_code"]');
    expect(await rowError(page, 2)).toBe('コードは英数字で入力してください');
    await waitForText(page, '入力内容にエラーがあります。修正してください。');
  });

  it('checks the codes on the rows before sending, saves a batch, removes a row, and refuses a stale batch', async () => {
    const page = signedIn();
    await openGroup(page);
    await clickVisible(page, '[data-testid="m20601-add"]');
    await page.waitForSelector('[data-testid="m20601-code-5"]');
    await fill(page, 'm20601-name-5', '再テスト');

    // SPEC §5: each rule's message on the row, the info, and nothing sent
    const attempts: [string, string][] = [
      ['', 'コードは必須です。'],
      ['ABCDEFGHIJK', 'コードは10文字以内で入力してください'],
      ['A-1', 'コードは英数字で入力してください'],
      ['1', '重複したコードが存在します。'],
    ];
    for (const [code, text] of attempts) {
      await fill(page, 'm20601-code-5', code);
      await clickVisible(page, '[data-testid="m20601-save"]');
      await page.waitForSelector('[data-testid="m20601-error-rows.5.names_code"]');
      expect(await rowError(page, 5)).toBe(text);
    }
    // a duplicate marks both rows
    expect(await rowError(page, 0)).toBe('重複したコードが存在します。');
    await waitForText(page, '入力内容にエラーがあります。修正してください。');
    await expectAccessible(page, 'M20601 batch edit with row errors');
    expect((await api.call('M20601_getBatchEdit', { names_no: GROUP })).output.rows).toHaveLength(5);

    await fill(page, 'm20601-code-5', 'R6');
    await fill(page, 'm20601-name-4', '未実施（欠席）');
    await clickVisible(page, '[data-testid="m20601-save"]');
    await waitForText(page, '一括編集が完了しました。');
    const saved = (await api.call('M20601_getBatchEdit', { names_no: GROUP })).output.rows;
    expect(saved.map((r) => [r.names_code, r.names_name])).toEqual([
      ['1', '満点'],
      ['2', '8割以上'],
      ['3', '5割以上8割未満'],
      ['4', '5割未満'],
      ['5', '未実施（欠席）'],
      ['R6', '再テスト'],
    ]);

    // removing rows is a delete: it asks first
    await clickVisible(page, '[data-testid="m20601-remove-5"]');
    await fill(page, 'm20601-name-4', '未実施');
    await clickVisible(page, '[data-testid="m20601-save"]');
    await waitForText(page, '本当に削除しますか？');
    await expectAccessible(page, 'M20601 delete confirmation');
    await answerYes(page);
    const names = SEEDED;
    let restored = saved;
    for (let i = 0; i < 50 && JSON.stringify(restored.map((r) => r.names_name)) !== JSON.stringify(names); i++) {
      await new Promise((r) => setTimeout(r, 200));
      restored = (await api.call('M20601_getBatchEdit', { names_no: GROUP })).output.rows;
    }
    expect(restored.map((r) => r.names_name)).toEqual(names);
    // the page shows the saved rows (their new lock versions)
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="m20601-save"]') as HTMLButtonElement | null)?.classList.contains(
          'ant-btn-loading',
        ) === false,
    );

    // someone else saves the group meanwhile: this page's batch is refused with MSG_0001
    const rows = restored.map((r) => ({ ...r, key: r.names_code }));
    rows[0] = { ...rows[0], names_name: '満点（100点）' };
    expect((await api.call('M20601_doBatchEdit', { names_no: GROUP, rows, deleted: [] })).status).toBe(200);
    await fill(page, 'm20601-name-1', '8割以上（上書き）');
    await clickVisible(page, '[data-testid="m20601-save"]');
    await waitForText(page, '他の端末でデータが更新されました。画面を再読み込みしてください。');
    const after = (await api.call('M20601_getBatchEdit', { names_no: GROUP })).output.rows;
    expect(after.map((r) => r.names_name)).toEqual(['満点（100点）', '8割以上', '5割以上8割未満', '5割未満', '未実施']);
  });
});
