import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { pagesPerTest, withSession } from '../support/screen';
import { clickVisible, sharedWeb } from '../support/web';

// The screens' own browser tests check the states they reach at one width. Every screen that shows a
// date or time picker on arrival is checked here also narrow — 1024 px, then 390 px with its first
// picker open (the panel's year and month buttons) — as the role that uses it. C40101's overflowing
// day tabs and its pickers are checked in c40101.spec.ts, C20301's picker (shown once a student is
// chosen) in c20301.spec.ts.
const SCREENS: [user: string, path: string][] = [
  ['admin', '/M00501'],
  ['admin', '/C40401'],
  ['admin', '/C10101/add'],
  ['admin', '/C20101/add'],
  ['admin', '/C20201/add'],
  ['admin', '/M00101/add'],
  ['admin', '/M20801/add'],
  ['admin', '/C50101'],
  ['teacher1', '/C50101/teacher'],
];

const OPEN_PANEL = '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-panel';

describe('screens with pickers, narrow and with a picker open (browser)', () => {
  const web = sharedWeb();
  const newPage = pagesPerTest(() => web);

  const open = async (user: string, path: string): Promise<Page> => {
    const page = await newPage();
    await withSession(page, web, user);
    await page.setViewport({ width: 1024, height: 768 });
    await page.goto(`${web.shellUrl}${path}`);
    await page.waitForSelector('.ant-picker input', { visible: true });
    return page;
  };

  it.each(SCREENS)('as %s, %s at 1024 px, then at 390 px with a picker open', async (user, path) => {
    const page = await open(user, path);
    await expectAccessible(page, `${path} at 1024 px`);
    await page.setViewport({ width: 390, height: 844 });
    await clickVisible(page, '.ant-picker input');
    await page.waitForSelector(OPEN_PANEL, { visible: true });
    await expectAccessible(page, `${path} at 390 px, picker open`);
  });
});
