import { expectAccessible } from '../support/axe';
import { choose, gridText, signedInPage } from '../support/screen';
import { sharedWeb } from '../support/web';

// C40701 teacher attendance check in headless Chromium against the real stack: this week's rows of the
// seeded school, then one center's (the seed gives every center shifts this week).
describe('C40701 teacher attendance check (browser)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'admin');

  it("shows this week's teachers' days and narrows them to one center", async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/C40701`);
    await page.waitForSelector('[data-testid="c40701-page"] [data-testid="browse-grid"] .ag-row');
    await expectAccessible(page, 'C40701 Browse with rows');
    expect(await gridText(page)).toContain('報告書未作成');
    await choose(page, 'c40701-center', '横浜');
    await page.waitForFunction(() => {
      const grid = document.querySelector('[data-testid="browse-grid"]') as HTMLElement | null;
      const status = grid?.getAttribute('data-status');
      if (status !== 'loaded') return false;
      const centers = [...(grid?.querySelectorAll('.ag-row [col-id="center_name"]') ?? [])].map(
        (c) => (c as HTMLElement).innerText,
      );
      return centers.length > 0 && centers.every((c) => c === '横浜');
    });
  });
});
