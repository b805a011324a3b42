import { expectAccessible } from '../support/axe';
import { ApiSession } from '../support/session';
import {
  answerYes,
  askDelete,
  choose,
  confirmDelete,
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

// M20401 subjects in headless Chromium against the real stack: list, search, level filter, add (with
// one validation failure), edit, a stale save (409), delete, and the CSV export's download.
describe('M20401 subjects (browser)', () => {
  const web = sharedWeb();
  const NAME = `プログラミング${Date.now().toString(36)}`;

  const signedIn = signedInPage(web, 'admin');

  it('lists subjects, searches them and narrows them to one school level', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20401`);
    await page.waitForSelector('[data-testid="browse-grid"] .ag-row');
    expect(await gridText(page)).toEqual(expect.stringContaining('国語'));
    await expectAccessible(page, 'M20401 Browse with rows');
    await search(page, '古文');
    await waitForGrid(page, '古文・漢文', '国語');

    await search(page, '');
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="browse-grid"]') as HTMLElement | null)?.innerText.includes('国語'),
    );
    await choose(page, 'm20401-level', '小学生');
    await waitForGrid(page, '算数', '数学');
  });

  it('adds a subject after a validation failure, edits it, refuses a stale save and deletes it', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20401`);
    await clickVisible(page, '[data-testid="m20401-add"]');
    await page.waitForFunction(() => location.pathname === '/M20401/add');
    await page.waitForSelector('[data-testid="m20401-subject_name"]');

    // the page's own validation: nothing is sent, the field says why
    await fill(page, 'm20401-subject_short_name', 'プログラミング言語入門');
    await submit(page);
    await waitForText(page, '必須項目です');
    await waitForText(page, '10文字以内で入力してください');
    await expectAccessible(page, 'M20401 Add with validation errors');
    expect(page.url()).toContain('/M20401/add');

    await fill(page, 'm20401-subject_name', NAME);
    await fill(page, 'm20401-subject_short_name', 'プ');
    await clickVisible(page, '[data-testid="m20401-junior_high_flag"]');
    await save(page);
    await page.waitForFunction(() => /^\/M20401\/\d+\/edit$/.test(location.pathname));
    const subjectNo = Number(new URL(page.url()).pathname.split('/')[2]);

    // the list links the new subject to its edit page
    await page.goto(`${web.shellUrl}/M20401`);
    await search(page, NAME);
    await openFromGrid(page, NAME);
    await page.waitForFunction((no: number) => location.pathname === `/M20401/${no}/edit`, {}, subjectNo);
    await waitForValue(page, 'm20401-subject_name', NAME);
    await fill(page, 'm20401-subject_name', `${NAME}改`);
    await save(page);

    // someone else saves the same subject meanwhile: this page's save is refused with MSG_0001
    const other = new ApiSession(web.stack, { origin: web.shellUrl });
    await other.login('head');
    const current = (await other.call('M20401_getEdit', { subject_no: subjectNo })).output;
    expect((await other.call('M20401_doEdit', { ...current, sort_order: 77 })).status).toBe(200);
    await fill(page, 'm20401-subject_short_name', 'プロ');
    await submit(page);
    await waitForText(page, '他の端末でデータが更新されました。画面を再読み込みしてください。');
    await clickVisible(page, '.ant-modal-confirm .ant-btn-primary');

    // after a reload the delete asks first
    // the refused changes are still unsaved: the browser asks before the reload
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.waitForSelector('[data-testid="m20401-delete"]');
    await confirmDelete(page, 'm20401-delete');
    await page.waitForFunction(() => location.pathname === '/M20401');
    await waitForText(page, '削除しました');
    await search(page, NAME);
    await page.waitForSelector('[data-testid="browse-empty"]');
    expect(await bodyText(page)).toContain('データがありません');
  });

  it('refuses to delete a subject teachers teach with the business rule message', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20401/1/edit`);
    await page.waitForSelector('[data-testid="m20401-delete"]');
    await askDelete(page, 'm20401-delete');
    await expectAccessible(page, 'M20401 delete confirmation');
    await answerYes(page);
    await waitForText(page, 'この科目を指導科目とする講師がいるため削除できません。');
    expect(new URL(page.url()).pathname).toBe('/M20401/1/edit');
  });

  it('downloads the searched list as a CSV file through POST /api/download', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20401`);
    await search(page, '英');
    await waitForGrid(page, '英', '国語');
    const exported = page.waitForRequest((r) => r.url().endsWith('/api') && (r.postData() ?? '').includes('M20401_exportCSV'));
    const downloaded = page.waitForResponse((r) => r.url().endsWith('/api/download') && r.request().method() === 'POST');
    await clickVisible(page, '[data-testid="m20401-csv"]');
    // the export takes the list's search, not the whole list
    expect(JSON.parse((await exported).postData() ?? '{}')).toMatchObject({
      data: [{ api: 'M20401_exportCSV', input: { searchInfo: { search: '英' }, orderBy: [] } }],
    });
    const res = await downloaded;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('科目一覧_')}`);
  });
});
