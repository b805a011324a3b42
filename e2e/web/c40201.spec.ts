import { addDays, tokyoDate } from '@school/domain';
import { expectAccessible } from '../support/axe';
import { signedInPage } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// C40201 availability table and schedule PDF in headless Chromium as office staff: opened from the
// sidebar in a new tab without the frame, the table of the demo school's center shown, the PDF
// rendered on the server and downloaded through POST /api/download.
describe('C40201 availability table and schedule PDF (browser)', () => {
  const web = sharedWeb();
  const page = signedInPage(web, 'office');

  it('opens in a new tab, shows the table and downloads the PDF', async () => {
    const p = page();
    await p.goto(`${web.shellUrl}/`);
    const link = await p.waitForSelector('a[href^="/C40201"]');
    expect(await link?.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      '/C40201?hideTemplate=1',
      '_blank',
    ]);

    await p.goto(`${web.shellUrl}/C40201?hideTemplate=1`);
    await p.waitForSelector('[data-testid="c40201-show"]:not([disabled])');
    await clickVisible(p, '[data-testid="c40201-show"]');
    await p.waitForSelector('[data-testid="c40201-table"] tbody tr');
    await waitForText(p, '1限');
    await expectAccessible(p, 'C40201 table');

    const requested = p.waitForRequest((r) => r.url().endsWith('/api') && (r.postData() ?? '').includes('C40201_generatePDF'));
    const downloaded = p.waitForResponse((r) => r.url().endsWith('/api/download') && r.request().method() === 'POST', {
      timeout: 90_000,
    });
    await clickVisible(p, '[data-testid="c40201-pdf"]');
    const today = tokyoDate(Date.now());
    expect(JSON.parse((await requested).postData() ?? '{}')).toMatchObject({
      data: [
        {
          api: 'C40201_generatePDF',
          input: { start_date: today, end_date: addDays(today, 6), by: 'teacher', file_name: '授業予定' },
        },
      ],
    });
    const res = await downloaded;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('授業予定.pdf')}`);
    await waitForText(p, 'PDFを作成しました');
    await expectAccessible(p, 'C40201 PDF done');
  }, 120_000);
});
