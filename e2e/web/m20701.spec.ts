import type { MailTemplateRecord } from '@school/contracts';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { ApiSession } from '../support/session';
import { apiAs, fill, gridText, save, signedInPage, submit } from '../support/screen';
import { clickVisible, waitForText, sharedWeb } from '../support/web';

// M20701 notification mail in headless Chromium against the real stack: list, search, edit with a
// preview, an unknown placeholder refused before sending, save.
describe('M20701 notification mail (browser)', () => {
  const web = sharedWeb();
  let original: MailTemplateRecord;
  let api: ApiSession;

  beforeAll(async () => {
    api = await apiAs(web, 'head');
    original = (await api.call('M20701_getEdit', { notification_type: 2 })).output;
  }, 120000);
  afterAll(async () => {
    const now = (await api.call('M20701_getEdit', { notification_type: 2 })).output;
    await api.call('M20701_doEdit', { ...original, lock_version: now.lock_version });
  });
  const signedIn = signedInPage(web, 'office');

  const preview = (p: Page) => p.$eval('[data-testid="m20701-preview"]', (el) => (el as HTMLElement).innerText);

  it('lists the three templates and searches them', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20701`);
    await page.waitForSelector('[data-testid="browse-grid"] .ag-row');
    const text = await gridText(page);
    for (const name of ['追加授業申請', '講習申込', '振替申請']) expect(text).toContain(name);
    await expectAccessible(page, 'M20701 Browse with rows');
    const box = await page.waitForSelector('input.ant-input[placeholder="キーワード検索"]');
    await box?.type('振替');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const t = (document.querySelector('[data-testid="browse-grid"]') as HTMLElement | null)?.innerText ?? '';
      return t.includes('振替申請') && !t.includes('講習申込');
    });
  });

  it('edits a template with its preview, refuses an unknown placeholder, and saves', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20701`);
    const link = await page.waitForSelector('xpath/.//*[@data-testid="browse-grid"]//a[normalize-space()="講習申込"]');
    await link?.click();
    await page.waitForFunction(() => location.pathname === '/M20701/2/edit');
    await page.waitForSelector('[data-testid="m20701-subject"]');
    // the preview fills the placeholders with sample values
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="m20701-preview-subject"]') as HTMLElement | null)?.innerText.includes(
        '2025年度 夏期講習',
      ),
    );
    expect(await preview(page)).toContain('山田 太郎様（生徒番号：1001）より2025年度 夏期講習のお申し込みがありました。');

    await fill(page, 'm20701-subject', '【講習申込】{studnet_name}様');
    await submit(page);
    await waitForText(page, '使用できない差し込み項目があります: {studnet_name}');
    await waitForText(page, '入力内容にエラーがあります。修正してください。');
    await expectAccessible(page, 'M20701 Edit with a validation error and the preview');
    await fill(page, 'm20701-subject', '');
    await submit(page);
    await waitForText(page, '必須項目です');

    await fill(page, 'm20701-subject', '【講習申込】');
    await clickVisible(page, '[data-testid="m20701-placeholder-seminar_name"]');
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="m20701-preview-body"]') as HTMLElement | null)?.innerText
        .trim()
        .endsWith('2025年度 夏期講習'),
    );
    await save(page);
    const saved = (await api.call('M20701_getEdit', { notification_type: 2 })).output;
    expect(saved.mail_subject).toBe('【講習申込】');
    expect(saved.mail_body).toBe(`${original.mail_body}{seminar_name}`);
  });
});
