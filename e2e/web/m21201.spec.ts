import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { signedInPage, waitForGrid } from '../support/screen';
import { sharedWeb } from '../support/web';

// M21201 audit trail in headless Chromium: the administrator finds a change by its record number and
// reads who made it and the record before and after. The rows are the store's own (a center of no
// school, 900_301), written here and removed after; how they come from the events is
// e2e/api/m21201.spec.ts.
const CENTER = '900301';

describe('M21201 audit trail (browser)', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'admin');

  beforeAll(async () => {
    for (const [n, name] of [
      [1, '旧センター名'],
      [2, '新センター名'],
    ] as const)
      await query(
        `INSERT INTO "auth"."change_audit" ("event_id", "record_type", "record_key", "occurred_at", "service", "event_type",
           "actor_user_no", "request_id", "before", "after")
         SELECT $1, 'center', $2, now(), 'masters', 'CenterChanged', "user_no", $3, $4::jsonb, $5::jsonb
           FROM "auth"."user_account" WHERE "user_id" = 'admin'`,
        [
          `web-m21201-${process.pid}-${n}`,
          CENTER,
          `web-m21201-req-${n}`,
          n === 1 ? null : JSON.stringify({ center: { center_name: '旧センター名' } }),
          JSON.stringify({ center: { center_name: name } }),
        ],
      );
  });

  afterAll(async () => {
    await query(`DELETE FROM "auth"."change_audit" WHERE "record_type" = 'center' AND "record_key" = $1`, [CENTER]);
  });

  it('finds the changes of a record and shows who made them, before and after', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M21201`);
    await page.waitForSelector('[data-testid="m21201-record_key"]');
    await page.type('[data-testid="m21201-record_key"]', CENTER);
    await page.keyboard.press('Enter');
    await waitForGrid(page, 'web-m21201-req-2');
    const text = await page.$eval('[data-testid="browse-grid"]', (el) => (el as HTMLElement).innerText);
    expect(text).toContain('web-m21201-req-1');
    expect(text).toContain('センター');
    expect(text).toContain('新センター名');
    expect(text).toContain('管理者');
    await expectAccessible(page, 'M21201 Browse with rows');
  });
});
