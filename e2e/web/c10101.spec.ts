import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import {
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
import { clickVisible, moveTo, sharedWeb, waitForText } from '../support/web';

// C10101 teachers in headless Chromium against the real stack, in Japanese: the list with its search
// and filters, 'Error when getting teacher list' when the list fails, add (after the page's own
// validation), edit, and a teacher changing their own contact data from the sidebar.
describe('C10101 teachers (browser)', () => {
  const web = sharedWeb();
  const NAME = `青木 試験${Date.now().toString(36)}`;

  describe('staff', () => {
    const page = signedInPage(web, 'admin');

    it('lists teachers, filters by center and status, and searches', async () => {
      const [first] = await query<{ teacher_name: string }>(
        `SELECT "teacher_name" FROM "masters"."teacher" WHERE "teacher_no" = 1`,
      );
      await page().goto(`${web.shellUrl}/C10101`);
      await page().waitForSelector('[data-testid="browse-grid"] .ag-row');
      expect(await gridText(page())).toContain(first.teacher_name);
      expect(await gridText(page())).toContain('在籍');
      await expectAccessible(page(), 'C10101 Browse with rows');
      await choose(page(), 'c10101-filter-center', 'オンライン');
      await waitForGrid(page(), 'オンライン');
      await search(page(), first.teacher_name);
      await waitForGrid(page(), first.teacher_name);
      await choose(page(), 'c10101-filter-status', '退職');
      await page().waitForSelector('[data-testid="browse-empty"]');
    });

    it('says so when the teacher list cannot be read', async () => {
      await page().setRequestInterception(true);
      page().on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return;
        if (request.method() === 'POST' && (request.postData() ?? '').includes('"C10101_doBrowse"'))
          void request.respond({ status: 502, contentType: 'application/json', body: '{"code":"BAD_GATEWAY","message":"down"}' });
        else void request.continue();
      });
      await page().goto(`${web.shellUrl}/C10101`);
      await page().waitForSelector('[data-testid="browse-error"]');
      await waitForText(page(), 'Error when getting teacher list');
    });

    it('adds a teacher after a validation failure, then edits them', async () => {
      await page().goto(`${web.shellUrl}/C10101`);
      await clickVisible(page(), '[data-testid="c10101-add"]');
      await page().waitForFunction(() => location.pathname === '/C10101/add');
      await page().waitForSelector('[data-testid="c10101-teacher_name"]');

      // the page's own rules: nothing is sent, the fields say why
      await fill(page(), 'c10101-email', 'not-an-address');
      await submit(page());
      await waitForText(page(), '必須項目です');
      expect(page().url()).toContain('/C10101/add');
      await expectAccessible(page(), 'C10101 Add with validation errors');

      await fill(page(), 'c10101-teacher_name', NAME);
      await fill(page(), 'c10101-teacher_namej', 'アオキ シケン');
      await choose(page(), 'c10101-sex', '女性');
      await choose(page(), 'c10101-teacher_type', 'プロ講師');
      await choose(page(), 'c10101-center_no', '渋谷');
      await choose(page(), 'c10101-subject_nos', '数学');
      await fill(page(), 'c10101-email', 'aoki@example.jp');
      await save(page());
      await page().waitForFunction(() => /^\/C10101\/\d+\/edit$/.test(location.pathname));

      await moveTo(page(), '/C10101');
      await search(page(), NAME);
      await waitForGrid(page(), '渋谷');
      expect(await gridText(page())).toContain('数');
      await openFromGrid(page(), NAME);
      await page().waitForFunction(() => /^\/C10101\/\d+\/edit$/.test(location.pathname));
      await waitForValue(page(), 'c10101-teacher_name', NAME);
      await choose(page(), 'c10101-status', '休職中');
      await save(page());

      await moveTo(page(), '/C10101');
      await search(page(), NAME);
      await waitForGrid(page(), '休職中');
    });
  });

  describe('a teacher', () => {
    const page = signedInPage(web, 'teacher1');
    let before: { tel: string | null };

    beforeAll(async () => {
      [before] = await query<{ tel: string | null }>(`SELECT "tel" FROM "masters"."teacher" WHERE "teacher_no" = 1`);
    });
    afterAll(async () => {
      await query(`UPDATE "masters"."teacher" SET "tel" = $1 WHERE "teacher_no" = 1`, [before.tel]);
    });

    it('opens their own record from the sidebar and changes their phone number only', async () => {
      const [own] = await query<{ teacher_name: string }>(
        `SELECT "teacher_name" FROM "masters"."teacher" WHERE "teacher_no" = 1`,
      );
      await page().goto(`${web.shellUrl}/`);
      await clickVisible(page(), '::-p-xpath(//a[normalize-space()="講師編集"])');
      await page().waitForFunction(() => location.pathname === '/C10101/1/edit');
      await waitForText(page(), own.teacher_name);
      await waitForText(page(), '連絡先のみ変更できます。');
      expect(await page().$('[data-testid="c10101-teacher_name"]')).toBeNull();
      await page().waitForSelector('[data-testid="c10101-tel"]');
      await expectAccessible(page(), "C10101 a teacher's own contact data");
      await fill(page(), 'c10101-tel', '090-1111-2222');
      await save(page());
      const [after] = await query<{ tel: string; teacher_name: string }>(
        `SELECT "tel", "teacher_name" FROM "masters"."teacher" WHERE "teacher_no" = 1`,
      );
      expect(after).toEqual({ tel: '090-1111-2222', teacher_name: own.teacher_name });
    });
  });
});
