import { tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { PORTALS, type PortalApp } from '../support/front-ends';
import { withSession } from '../support/screen';
import { sharedWeb, takeCspViolations, waitForText } from '../support/web';

// Issue 26: a cold visit to a portal's route starts that portal's remoteEntry (and its route table's
// chunk) while the shell is still starting (shell/src/federation/preload-portal.ts), not once the
// router has opened the route, which it does after the shell's bootstrap and with the route's first
// API call; the screen's own chunks follow as soon as the route table has come (which may be after
// the shell's first call). The preload and the route's own load share the requests: each file comes once.
// each step drives a real browser against the real stack

type Seen = { url: string; at: number };

// Every request of the page, in the order the browser started them.
function recordRequests(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (request) => void seen.push({ url: request.url(), at: seen.length }));
  return seen;
}

// what the board asks to choose its range (useBoardRange) and whether the user may edit
const OPENING = ['C40101_canEdit', 'C40101_getCourseStartDate', 'M0110CenterService.getCentersDropdown_Authority'];

describe('a cold visit to a portal route', () => {
  const web = sharedWeb();
  let page: Page;

  // a cold visit each time: a context of its own, with nothing cached
  beforeEach(async () => {
    page = await web.newColdPage();
  });

  const portalFilesOf = (seen: Seen[], app: PortalApp) => {
    const origin = new URL(web.portalUrl(app)).origin;
    return seen.filter((s) => s.url.startsWith(origin));
  };

  // The portal's manifest (the preload's first request) starts before the shell has made any API call
  // (its router's first); the screen's own chunks (the portal's files other than its manifest, entry and route table) come, and
  // every file of the portal is requested once.
  function expectPreloaded(seen: Seen[], app: PortalApp): void {
    const portal = portalFilesOf(seen, app);
    const named = (part: string) => portal.filter((s) => new URL(s.url).pathname.includes(part));
    const entry = named('/remoteEntry.js');
    expect(entry).toHaveLength(1);
    expect(named('/mf-manifest.json')).toHaveLength(1);
    expect(named('/__federation_expose_routes.')).toHaveLength(1);
    const urls = portal.map((s) => s.url);
    expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
    const screen = portal.filter(
      (s) => !/\/(remoteEntry\.js|mf-manifest\.json|__federation_expose_routes\.)/.test(new URL(s.url).pathname),
    );
    expect(screen.length).toBeGreaterThan(0);
    // the preload's first request, the portal's manifest, goes out before the router's first call;
    // the entry follows the manifest's answer, which may come after that call has started
    const firstApiCall = seen.find((s) => s.url.startsWith(web.stack.baseUrl));
    expect(firstApiCall).toBeDefined();
    expect(named('/mf-manifest.json')[0].at).toBeLessThan(firstApiCall?.at ?? -1);
    expect(takeCspViolations()).toEqual([]);
  }

  it.each([
    { who: 'admin', path: '/M20101', ready: '[data-testid="browse-grid"] .ag-row', app: 'mfe-staff', other: 'mfe-student' },
    { who: 'student1', path: '/C21101', ready: '[data-testid="c21101-lessons"]', app: 'mfe-student', other: 'mfe-staff' },
  ] as const)('starts $app with the shell on $path as $who', async ({ who, path, ready, app, other }) => {
    await withSession(page, web, who);
    const seen = recordRequests(page);
    await page.goto(`${web.shellUrl}${path}`);
    await page.waitForSelector(ready);
    expectPreloaded(seen, app);
    expect(portalFilesOf(seen, other)).toEqual([]);
  });

  // The board's reads for the range its URL names start once the route is allowed, while its code
  // still loads (ScreenPrefetch), and the board shows their answers without asking again: the portal's
  // screen chunks are held back until the first read has been asked for, which without the prefetch
  // could never happen. Without a range in the URL (the sidebar's link, the first visit of the day) the
  // prefetch asks first what the screen would: the user's first center, then where its range starts.
  it.each([
    { url: 'names a range', query: (start: string) => `?center_no=1&start_date=${start}&end_date=${start}`, opening: [] },
    { url: 'names none', query: () => '', opening: OPENING },
  ])('asks for the board’s reads while its code still loads, and asks once, when its URL $url', async ({ query, opening }) => {
    await withSession(page, web, 'admin');
    const staff = new URL(web.portalUrl('mfe-staff')).origin;
    const reads: string[] = [];
    const asked: { api: string; beforeReads: boolean }[] = [];
    let readAsked!: () => void;
    const firstRead = new Promise<void>((resolve) => (readAsked = resolve));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      const read = /"api":"(C40101_get(?!CourseStartDate)\w+)"/.exec(body)?.[1];
      if (read) {
        reads.push(read);
        readAsked();
      }
      // the prefetch's and the screen's calls are one POST each (the shell's start-up batches its own)
      const single = /^\{"data":\[\{"api":"([\w.]+)"[^\]]*\]\}$/.exec(body)?.[1];
      if (single && OPENING.includes(single)) asked.push({ api: single, beforeReads: reads.length === 0 });
      const screenChunk =
        request.url().startsWith(staff) &&
        !/\/(remoteEntry\.js|mf-manifest\.json|__federation_expose_routes\.)/.test(new URL(request.url()).pathname);
      if (screenChunk) void firstRead.then(() => request.continue());
      else void request.continue();
    });
    await page.goto(`${web.shellUrl}/C40101${query(tokyoDate(Date.now()))}`);
    await page.waitForSelector('[data-testid="c40101-grid"]');
    expect(reads.sort()).toEqual(
      ['C40101_getAppliedSchedule', 'C40101_getCalendar', 'C40101_getDistributeState', 'C40101_getTeacherInfoAndSchedule'].sort(),
    );
    // what the reads depend on, asked ahead too (before the screen's code could), and asked once (the
    // centers are asked once more, for the center group's choice)
    expect([...new Set(asked.filter((a) => a.beforeReads).map((a) => a.api))].sort()).toEqual(opening);
    const times = (api: string) => asked.filter((a) => a.api === api).length;
    expect([times('C40101_canEdit'), times('C40101_getCourseStartDate')]).toEqual([1, opening.length ? 1 : 0]);
    expect(new URL(page.url()).searchParams.get('center_no')).toBeTruthy();
    expect(takeCspViolations()).toEqual([]);
  });

  it('starts no portal on the login screen', async () => {
    const seen = recordRequests(page);
    await page.goto(`${web.shellUrl}/Auth/login`, { waitUntil: 'networkidle0' });
    await waitForText(page, 'ログイン');
    const portals = PORTALS.map((app) => new URL(web.portalUrl(app)).origin);
    expect(seen.filter((s) => portals.includes(new URL(s.url).origin))).toEqual([]);
  });
});
