import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { pagesPerTest, withSession } from '../support/screen';
import { type PortalApp } from '../support/front-ends';
import { sharedWeb } from '../support/web';

// Issue 25: the screens every portal's user opens (C00101, C00103, PendingSchedule, ZoomLog, C50102
// and its past report, C50103) are the shell's routes, built of the shared feature libraries, so a
// teacher or a student who opens one downloads no portal of another role (the staff portal above
// all); and their sidebars list what
// their server menu gives them (SPEC §6).
// each step drives a real browser against the real stack

const OTHER_PORTALS: Record<string, readonly PortalApp[]> = {
  student: ['mfe-staff', 'mfe-teacher'],
  teacher: ['mfe-staff', 'mfe-student'],
};

// each screen's own content once it is loaded (not the shell's placeholder or 'portal unavailable')
const SCREENS = {
  C00101: '.ant-card [data-testid^="c00101-"]',
  C00103: '.ant-card',
  PendingSchedule: '[data-testid="browse-grid"]',
  ZoomLog: '[data-testid="zoom-log-page"] [data-testid="browse-grid"]',
  C50102PastReport: '.ant-card .ant-empty',
  C50103: '.ant-card .ant-empty',
} as const;

type Screen = keyof typeof SCREENS;
const PATHS: Record<Screen, string> = {
  C00101: '/C00101',
  C00103: '/C00103/view',
  PendingSchedule: '/PendingSchedule',
  ZoomLog: '/ZoomLog',
  C50102PastReport: '/C50102/pastReport',
  C50103: '/C50103',
};

describe('shared screens for teachers and students (browser)', () => {
  const web = sharedWeb();
  const newPage = pagesPerTest(() => web);

  const sidebarTexts = (p: Page) =>
    p.$$eval('[data-testid="sidebar"] a', (links) => links.map((a) => (a as HTMLElement).innerText.trim()));

  // Opens each screen in one signed-in page and answers the URLs the page asked of the other portals.
  async function openAll(userId: string, kind: keyof typeof OTHER_PORTALS, screens: readonly Screen[]) {
    const page = await newPage();
    // on a phone (issue 25 item 9)
    await page.setViewport({ width: 360, height: 740 });
    await withSession(page, web, userId);
    const origins = OTHER_PORTALS[kind].map((app) => new URL(web.portalUrl(app)).origin);
    const fromOtherPortals: string[] = [];
    page.on('request', (request) => {
      if (origins.includes(new URL(request.url()).origin)) fromOtherPortals.push(request.url());
    });
    for (const screen of screens) {
      await page.goto(`${web.shellUrl}${PATHS[screen]}`);
      await page.waitForSelector(SCREENS[screen]);
      expect(await page.$('[data-testid="portal-unavailable"], [data-testid="screen-placeholder"]')).toBeNull();
      await page.waitForNetworkIdle();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ screen, wide }).toEqual({ screen, wide: 360 });
    }
    return { page, fromOtherPortals };
  }

  it('opens C00101, C00103, PendingSchedule, ZoomLog, C50102PastReport and C50103 for student1 without another portal', async () => {
    const { page, fromOtherPortals } = await openAll('student1', 'student', [
      'C00101',
      'C00103',
      'PendingSchedule',
      'ZoomLog',
      'C50102PastReport',
      'C50103',
    ]);
    expect(fromOtherPortals).toEqual([]);
    await expectAccessible(page, 'C50103 without a report for a student');
  });

  it('opens PendingSchedule, ZoomLog, C50102PastReport and C50103 for teacher1 without another portal', async () => {
    const { page, fromOtherPortals } = await openAll('teacher1', 'teacher', [
      'PendingSchedule',
      'ZoomLog',
      'C50102PastReport',
      'C50103',
    ]);
    expect(fromOtherPortals).toEqual([]);
    await expectAccessible(page, 'C50103 without a report for a teacher');
  });

  it("shows teacher1 the teacher group's items of the server menu, without notices", async () => {
    const page = await newPage();
    await withSession(page, web, 'teacher1');
    await page.goto(`${web.shellUrl}/`);
    await page.waitForSelector('[data-testid="sidebar"] a');
    const links = await sidebarTexts(page);
    expect(links).toEqual(
      expect.arrayContaining(['本日の授業', '今後の授業', 'ヘルプ', '授業予定', 'Zoomログ', 'チャットルーム']),
    );
    expect(links).not.toContain('お知らせ');
    const [pending] = await page.$$('xpath/.//a[normalize-space()="授業予定"]');
    await pending.click();
    await page.waitForFunction(() => location.pathname === '/PendingSchedule');
  });

  it.each([
    [
      'student1',
      [
        'お知らせ',
        'ヘルプ',
        '本日の授業',
        '今後の授業・振替',
        '追加・講習申込',
        '授業一覧',
        '授業予定',
        'Zoomログ',
        'チャットルーム',
      ],
    ],
    ['student2', ['お知らせ', '本日の授業', '今後の授業・振替', '授業予定', 'Zoomログ', 'チャットルーム']],
    ['student3', ['お知らせ', '本日の授業', '今後の授業・振替', '授業予定', 'Zoomログ', 'チャットルーム']],
  ])('shows %s exactly the list of its server menu', async (userId, expected) => {
    const page = await newPage();
    await withSession(page, web, userId);
    await page.goto(`${web.shellUrl}/`);
    await page.waitForSelector('[data-testid="sidebar"] a');
    expect(await sidebarTexts(page)).toEqual(expected);
  });
});
