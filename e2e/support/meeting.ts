import type { ZoomLogActor } from '@school/contracts';
import type { Page } from 'puppeteer-core';
import type { ApiSession } from './session';
import { clickVisible } from './web';

// A lesson's join button (useOpenMeeting: ZoomLog_recordOpen, then window.open of the link it answers)
// in a browser test. The page's window.open only records the address, so that no tab loads the
// outside address; a navigation puts the real one back.
export async function stubWindowOpen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.open = (url?: string | URL) => (opened.push(String(url)), null);
  });
}

// Clicks the join button and waits until the page has opened the meeting's address.
export async function joinMeeting(page: Page, button: string, url: string): Promise<void> {
  await stubWindowOpen(page);
  await clickVisible(page, button);
  await page.waitForFunction((u) => (window as unknown as { opened: string[] }).opened.includes(u), {}, url);
}

// The lesson's 'opened' rows in ZoomLog as the session reads them: [schedule_no, who opened it].
export async function meetingOpenings(session: ApiSession, scheduleNo: number): Promise<[number, ZoomLogActor][]> {
  const log = await session.call('ZoomLog_doBrowse', {
    searchInfo: { schedule_no: scheduleNo, kind: 'opened' },
    orderBy: [],
    pagination: { current_page: 1, per_page: 10 },
  });
  return log.output.data.map((r) => [r.schedule_no, r.actor]);
}
