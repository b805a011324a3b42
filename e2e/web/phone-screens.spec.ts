import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { type PortalApp } from '../support/front-ends';
import { PHONE, sidewaysScroll, smallTargets } from '../support/phone';
import { pagesPerTest, withSession } from '../support/screen';
import { clickVisible, sharedWeb } from '../support/web';

// Issue 25 item 9: every teacher screen as teacher1 and every student screen as student1 (student2 and
// student3 on theirs) at 360 × 740, with the shell's header and its sidebar opened as the phone's
// drawer: no sideways scroll, every visible link and button at least 44 × 44 px, no serious
// accessibility finding, and nothing asked of another role's portal (the staff portal for both, the
// teacher portal for students). One page per account, moving within it. The dialogs too, once
// opened: the shell's change-password dialog (teacher1) and C21201's request dialog (student1) — within
// the screen, at most 500 px wide (SPEC §9), the same targets. Not opened here: C11101's and C21101's
// meeting buttons (they leave for the meeting). The demo's help pages have no attachments: those of
// C00101's notices are checked when another test has attached a file.

const OTHER_PORTALS: Record<'teacher' | 'student', readonly PortalApp[]> = {
  teacher: ['mfe-staff', 'mfe-student'],
  student: ['mfe-staff', 'mfe-teacher'],
};
// routes the shell shows its placeholder on until their screen is built
const PLACEHOLDERS = ['/ZoomLog'];
const TEACHER1 = 1;
// the open dialog (antd keeps a closed one in the page, hidden)
const DIALOG = '.ant-modal-wrap:not([style*="display: none"]) .ant-modal';

describe('teacher and student screens on a phone (browser, 360 × 740)', () => {
  const web = sharedWeb();
  const newPage = pagesPerTest(() => web);

  // A signed-in page at phone size that records what it asks of the other roles' portals.
  async function phonePage(userId: string, kind: keyof typeof OTHER_PORTALS) {
    const page = await newPage();
    await page.setViewport(PHONE);
    await withSession(page, web, userId);
    const origins = OTHER_PORTALS[kind].map((app) => new URL(web.portalUrl(app)).origin);
    const fromOtherPortals: string[] = [];
    page.on('request', (request) => {
      if (origins.includes(new URL(request.url()).origin)) fromOtherPortals.push(request.url());
    });
    await page.goto(`${web.shellUrl}/`);
    await page.waitForSelector('[data-testid="header"]');
    return { page, fromOtherPortals };
  }

  // Moves within the app (the router follows the history) and waits until the screen has loaded.
  async function open(page: Page, path: string): Promise<void> {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page
      .waitForFunction((to) => location.pathname === to.split('?')[0], {}, path)
      .catch((e: Error) => Promise.reject(new Error(`${path} not reached, at ${page.url()}: ${e.message}`)));
    // a screen's requests follow one another within milliseconds; puppeteer's default of 500 ms quiet
    // cost this file a quarter of its time
    await page.waitForNetworkIdle({ idleTime: 200 });
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="content"] .ant-skeleton, [data-testid="content"] .ant-spin-spinning'),
    );
    expect({ path, unavailable: await page.$('[data-testid="portal-unavailable"]') }).toEqual({ path, unavailable: null });
    if (!PLACEHOLDERS.includes(path)) {
      expect({ path, placeholder: await page.$('[data-testid="screen-placeholder"]') }).toEqual({ path, placeholder: null });
    }
  }

  // The page as a phone must show it, the header included.
  async function expectPhoneScreen(page: Page, what: string): Promise<void> {
    expect({ what, sideways: await sidewaysScroll(page) }).toEqual({ what, sideways: 0 });
    expect({ what, small: await smallTargets(page, 'body') }).toEqual({ what, small: [] });
    await expectAccessible(page, what);
  }

  async function visitAll(page: Page, paths: readonly string[]): Promise<void> {
    for (const path of paths) {
      await open(page, path);
      await expectPhoneScreen(page, path);
    }
  }

  // The dialog `opener` opens, measured once its opening zoom has ended (mid-animation its buttons are
  // scaled down); Escape closes it.
  async function checkDialog(page: Page, what: string, opener: string): Promise<void> {
    await clickVisible(page, opener);
    await page.waitForSelector(DIALOG);
    await page.waitForFunction(() => !document.querySelector('.ant-modal[class*="ant-zoom-"]'));
    const box = await page.$eval(DIALOG, (el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const fits = { narrow: box.width <= 500, within: box.left >= 0 && box.right <= PHONE.width };
    expect({ what, fits }).toEqual({ what, fits: { narrow: true, within: true } });
    await expectPhoneScreen(page, what);
    await page.keyboard.press('Escape');
    await page.waitForFunction((open) => !document.querySelector(open), {}, DIALOG);
  }

  // The menu button opens the sidebar over the content; following one of its links closes it.
  async function checkDrawer(page: Page, link: string): Promise<void> {
    // the closed menu is not rendered at all until its first opening (issue 26: a phone's first render)
    expect(await page.$('[data-testid="sidebar"] a')).toBeNull();
    await clickVisible(page, '[data-testid="menu-toggle"]');
    // measured once it has slid open (its width the same two frames running), not while it widens
    await page.waitForFunction(
      () => {
        const width = document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width ?? 0;
        const seen = window as { sidebarWidth?: number };
        const still = width > 0 && width === seen.sidebarWidth;
        seen.sidebarWidth = width;
        return still;
      },
      { polling: 'raf' },
    );
    await expectPhoneScreen(page, 'the opened sidebar');
    // the menu's items come with its own chunk, which may still be on its way when the drawer stands open
    const item = await page.waitForSelector(`xpath/.//*[@data-testid="sidebar"]//a[normalize-space()="${link}"]`);
    await item!.click();
    await page.waitForFunction(() => {
      const sidebar = document.querySelector('[data-testid="sidebar"]');
      return (sidebar?.getBoundingClientRect().width ?? 0) === 0;
    });
  }

  it('fits every teacher screen for teacher1', async () => {
    const { page, fromOtherPortals } = await phonePage('teacher1', 'teacher');
    const [report] = await query<{ schedule_no: number }>(
      `SELECT "schedule_no" FROM "reports"."lesson" WHERE "teacher_no" = $1 ORDER BY "schedule_no" LIMIT 1`,
      [TEACHER1],
    );
    await checkDrawer(page, '本日の授業');
    await visitAll(page, [
      '/C11101',
      '/C11201',
      `/C10201/teacher/${TEACHER1}`,
      '/C50101/teacher',
      `/C50102/${report.schedule_no}`,
      '/C50102/pastReport',
      '/C50103',
      '/C00103/view',
      '/C00103/view/1',
      '/PendingSchedule',
      '/ZoomLog',
      '/Chatroom',
    ]);
    await clickVisible(page, '[data-testid="user-menu"]');
    await checkDialog(page, 'the change-password dialog', '[data-testid="change-password"]');
    expect(fromOtherPortals).toEqual([]);
  });

  it('fits every student screen for student1', async () => {
    const { page, fromOtherPortals } = await phonePage('student1', 'student');
    await checkDrawer(page, '本日の授業');
    await visitAll(page, [
      '/C21101',
      '/C21201',
      '/C30101/student',
      '/C00101',
      '/C00103/view',
      '/C00103/view/1',
      '/C50102/pastReport',
      '/C50103',
      '/C40501/browse',
      '/PendingSchedule',
      '/ZoomLog',
      '/Chatroom',
    ]);
    await open(page, '/C21201');
    await checkDialog(page, "C21201's request dialog", 'button[data-testid^="request-"]');
    expect(fromOtherPortals).toEqual([]);
  });

  it.each(['student2', 'student3'])('fits the student screens of %s', async (userId) => {
    const { page, fromOtherPortals } = await phonePage(userId, 'student');
    await visitAll(page, ['/C21101', '/C21201', '/C00101', '/PendingSchedule']);
    expect(fromOtherPortals).toEqual([]);
  });
});
