import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { choose, fill, gridText, openFromGrid, save, search, signedInPage, waitForGrid, waitForValue } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// C20101 students in headless Chromium against the real stack, in Japanese: the list with its search
// and filters, add (the guardian relationship from SPEC §9's list), and an edit that names an NG
// teacher and shows who set them.
describe('C20101 students (browser)', () => {
  const web = sharedWeb();
  const NAME = `石田 試験${Date.now().toString(36)}`;
  const page = signedInPage(web, 'admin');

  it('lists students, filters by enrollment status, and searches', async () => {
    const [first] = await query<{ student_name: string }>(
      `SELECT "student_name" FROM "masters"."student" WHERE "enrollment_status" = 1 ORDER BY "student_no" LIMIT 1`,
    );
    await page().goto(`${web.shellUrl}/C20101`);
    await page().waitForSelector('[data-testid="browse-grid"] .ag-row');
    expect(await gridText(page())).toContain('在籍');
    await expectAccessible(page(), 'C20101 Browse with rows');
    await choose(page(), 'c20101-filter-status', '在籍');
    await search(page(), first.student_name);
    await waitForGrid(page(), first.student_name);
  });

  it('adds a student, then names an NG teacher on their edit page', async () => {
    const [teacher] = await query<{ teacher_name: string }>(
      `SELECT "teacher_name" FROM "masters"."teacher" WHERE "status" = 1 ORDER BY "teacher_no" LIMIT 1`,
    );
    await page().goto(`${web.shellUrl}/C20101`);
    await clickVisible(page(), '[data-testid="c20101-add"]');
    await page().waitForFunction(() => location.pathname === '/C20101/add');
    await fill(page(), 'c20101-student_name', NAME);
    await fill(page(), 'c20101-student_namej', 'イシダ シケン');
    await choose(page(), 'c20101-school_year_code', '中1');
    await choose(page(), 'c20101-center_no', '渋谷');
    await choose(page(), 'c20101-teacher_request', '女性講師');
    // SPEC §9's list
    await choose(page(), 'c20101-guardian_relationship', '祖母');
    await choose(page(), 'c20101-subject_nos', '数学');
    await save(page());
    await page().waitForFunction(() => /^\/C20101\/\d+\/edit$/.test(location.pathname));

    await page().goto(`${web.shellUrl}/C20101`);
    await search(page(), NAME);
    await waitForGrid(page(), '渋谷');
    expect(await gridText(page())).toContain('中1');
    await openFromGrid(page(), NAME);
    await page().waitForFunction(() => /^\/C20101\/\d+\/edit$/.test(location.pathname));
    await waitForValue(page(), 'c20101-student_name', NAME);
    await waitForText(page(), 'NG講師はいません');
    expect(await page().$eval('[data-testid="c20101-guardian_relationship"]', (el) => el.textContent)).toContain('祖母');
    await choose(page(), 'c20101-ng_teacher_nos', teacher.teacher_name);
    await save(page());
    await waitForText(page(), `${teacher.teacher_name}: ユーザー`);
    await expectAccessible(page(), 'C20101 Edit with an NG teacher');

    const [saved] = await query<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM "masters"."student_ng_teacher" ng JOIN "masters"."student" s USING ("student_no")
        WHERE s."student_name" = $1`,
      [NAME],
    );
    expect(saved.n).toBe(1);
    expect(await query(`SELECT "guardian_relationship" FROM "masters"."student" WHERE "student_name" = $1`, [NAME])).toEqual([
      { guardian_relationship: 4 },
    ]);
  });
});
