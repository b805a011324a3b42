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
import { clickVisible, moveTo, waitForText, sharedWeb } from '../support/web';

// M20301 course management in headless Chromium against the real stack: the redirect to the
// browse page, its two lists (course types, courses) with search, add of both children (with one
// validation failure), edit, a stale save (409), the refused delete of a type with courses, deletes.
describe('M20301 course management (browser)', () => {
  const web = sharedWeb();
  const TYPE = `夏期集中${Date.now().toString(36)}`;
  const COURSE = `${TYPE} 90分`;

  const signedIn = signedInPage(web, 'admin');

  // the page has two grids: 0 course types, 1 courses
  it('goes from /M20301 to the browse page, lists course types with their courses and courses, and searches', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20301`);
    await page.waitForFunction(() => location.pathname === '/M20301/browse');
    // each list loads on its own: wait for the course types' rows, not any grid's
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="browse-grid"]').length === 2);
    await page.waitForFunction(() =>
      (document.querySelectorAll('[data-testid="browse-grid"]')[0] as HTMLElement).innerText.includes('基本コース'),
    );
    expect(await gridText(page, 0)).toContain('受験対策コース');
    await page.waitForFunction(() =>
      (document.querySelectorAll('[data-testid="browse-grid"]')[1] as HTMLElement).innerText.includes('90分'),
    );
    expect(await gridText(page, 1)).toContain('1対1');
    await expectAccessible(page, 'M20301 Browse with both lists');

    await search(page, '受験', 0);
    // once the first list has reloaded without the other types
    await waitForGrid(page, '受験対策コース', '基本コース', 0);
    // the course list keeps its own search
    expect(await gridText(page, 1)).toContain('基本コース');
  });

  it('adds a course type after a validation failure and a course of it, keeps the type while it has courses, then deletes both', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20301/browse`);
    await clickVisible(page, '[data-testid="m20301-add-M1005"]');
    await page.waitForFunction(() => location.pathname === '/M20301/add/M1005');
    await page.waitForSelector('[data-testid="m20301-course_type_name"]');

    // the page's own validation: nothing is sent, the field says why
    await submit(page);
    await waitForText(page, '必須項目です');
    await waitForText(page, '入力内容にエラーがあります。修正してください。');
    await expectAccessible(page, 'M20301 Add course type with validation errors');
    expect(new URL(page.url()).pathname).toBe('/M20301/add/M1005');

    await fill(page, 'm20301-course_type_name', TYPE);
    await fill(page, 'm20301-description', '夏休み限定のコースです');
    await save(page);
    await page.waitForFunction(() => /^\/M20301\/\d+\/edit\/M1005$/.test(location.pathname));
    const typeNo = Number(new URL(page.url()).pathname.split('/')[2]);

    // a course of the new type
    await moveTo(page, '/M20301/browse');
    await clickVisible(page, '[data-testid="m20301-add-M1010"]');
    await page.waitForFunction(() => location.pathname === '/M20301/add/M1010');
    await page.waitForSelector('[data-testid="m20301-course_name"]');
    await choose(page, 'm20301-course_type_no', TYPE);
    await fill(page, 'm20301-course_name', COURSE);
    await choose(page, 'm20301-capacity', '1対2');
    await save(page);
    await page.waitForFunction(() => /^\/M20301\/\d+\/edit\/M1010$/.test(location.pathname));
    const courseNo = Number(new URL(page.url()).pathname.split('/')[2]);

    // the list shows the type with its course; its name opens the type's edit page
    await moveTo(page, '/M20301/browse');
    await search(page, TYPE, 0);
    await page.waitForFunction(
      (name: string) =>
        (document.querySelectorAll('[data-testid="browse-grid"]')[0] as HTMLElement | undefined)?.innerText.includes(name),
      {},
      COURSE,
    );
    await openFromGrid(page, TYPE);
    await page.waitForFunction((no: number) => location.pathname === `/M20301/${no}/edit/M1005`, {}, typeNo);
    await waitForValue(page, 'm20301-course_type_name', TYPE);

    // a type with courses stays
    await askDelete(page, 'm20301-delete');
    await expectAccessible(page, 'M20301 delete confirmation');
    await answerYes(page);
    await waitForText(page, 'このコース種別にはコースが登録されているため削除できません。');
    expect(new URL(page.url()).pathname).toBe(`/M20301/${typeNo}/edit/M1005`);

    // someone else saves the same course meanwhile: this page's save is refused with MSG_0001
    await moveTo(page, `/M20301/${courseNo}/edit/M1010`);
    await waitForValue(page, 'm20301-course_name', COURSE);
    const other = new ApiSession(web.stack, { origin: web.shellUrl });
    await other.login('head');
    const current = (await other.call('M20301_getEdit', { _course_type: 'M1010', course_no: courseNo })).output;
    // the answer to _course_type M1010 is a course
    if (!('course_no' in current)) throw new Error(`not a course: ${JSON.stringify(current)}`);
    expect((await other.call('M20301_doEdit', { ...current, _course_type: 'M1010', monthly_fee: 30000 })).status).toBe(200);
    await fill(page, 'm20301-course_name', `${COURSE}改`);
    await submit(page);
    await waitForText(page, '他の端末でデータが更新されました。画面を再読み込みしてください。');
    await clickVisible(page, '.ant-modal-confirm .ant-btn-primary');

    // after a reload the course is deleted, then its type
    // the refused changes are still unsaved: the browser asks before the reload
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.waitForSelector('[data-testid="m20301-delete"]');
    await confirmDelete(page, 'm20301-delete');
    await page.waitForFunction(() => location.pathname === '/M20301/browse');
    await waitForText(page, '削除しました');
    await moveTo(page, `/M20301/${typeNo}/edit/M1005`);
    await page.waitForSelector('[data-testid="m20301-delete"]');
    await confirmDelete(page, 'm20301-delete');
    await page.waitForFunction(() => location.pathname === '/M20301/browse');
    await search(page, TYPE, 0);
    await page.waitForSelector('[data-testid="browse-empty"]');
  });
});
