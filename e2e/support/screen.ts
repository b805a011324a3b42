import { formatDisplayDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { ApiSession } from './session';
import { clickVisible, waitForText, type Web } from './web';

// What a person does on the Browse and Edit pages of libs/ui, for the screens' browser tests.

// The session cookies of this test file's sign-ins, by gateway and account (jest loads this module
// anew for each file).
const keptSessions = new Map<string, string>();

// The cookie of a session of userId, as the login screen's Auth_login leaves it: one sign-in per
// account per file (an argon2 hash each, 0.3 s on a quiet machine and seconds on a busy one), used
// again while the server still knows it. A test that logs out, resets a password or meets a forced
// logout ends it: the next page of that account signs in anew.
export async function sessionCookie(web: Web, userId: string): Promise<string> {
  const key = `${web.stack.baseUrl} ${userId}`;
  const kept = keptSessions.get(key);
  if (kept) {
    const check = new ApiSession(web.stack, { origin: web.shellUrl });
    check.cookie = kept;
    const { output } = await check.call('getCurrentUser', {});
    if (output?.user_id === userId && check.cookie) return check.cookie;
  }
  const session = new ApiSession(web.stack, { origin: web.shellUrl });
  await session.login(userId);
  if (!session.cookie) throw new Error(`sessionCookie: the login of ${userId} set no cookie`);
  keptSessions.set(key, session.cookie);
  return session.cookie;
}

// An API client signed in as userId, on the file's kept session of that account (sessionCookie).
export async function apiAs(web: Web, userId: string): Promise<ApiSession> {
  const session = new ApiSession(web.stack, { origin: web.shellUrl });
  session.cookie = await sessionCookie(web, userId);
  return session;
}

// Gives a page's browser context a session's cookie, as the login screen's Auth_login leaves it.
export async function setSessionCookie(page: Page, web: Web, cookie: string): Promise<void> {
  const [name, value] = cookie.split('=');
  const domain = new URL(web.stack.baseUrl).hostname;
  await page.browserContext().setCookie({ name, value, domain, path: '/', httpOnly: true, sameSite: 'Lax' });
}

// Signs a page in with the file's session of userId (sessionCookie). A screen's test starts on its
// screen; the login screen itself is driven by auth.spec.ts and signed-in.spec.ts (signIn).
export async function withSession(page: Page, web: Web, userId: string): Promise<void> {
  await setSessionCookie(page, web, await sessionCookie(web, userId));
}

// A fresh signed-in page per test (call inside describe, after the web stack is hooked).
export function signedInPage(web: Web, userId: string): () => Page {
  let page: Page | null = null;
  beforeEach(async () => {
    page = await web.newPage();
    await withSession(page, web, userId);
  });
  return () => {
    if (!page) throw new Error('signedInPage: no page outside a test');
    return page;
  };
}

// The text of a Browse page's grid (index: which grid when a screen shows several).
export const gridText = (page: Page, index = 0): Promise<string> =>
  page.$$eval('[data-testid="browse-grid"]', (els, i) => (els[i] as HTMLElement | undefined)?.innerText ?? '', index);

// Waits until the grid has rows showing `has` and no longer `hasNot` (a list reloads through a loading
// state).
export const waitForGrid = (page: Page, has: string, hasNot = '\u0000', index = 0) =>
  page.waitForFunction(
    (a: string, b: string, i: number) => {
      const grid = document.querySelectorAll('[data-testid="browse-grid"]')[i] as HTMLElement | undefined;
      if (!grid?.querySelector('.ag-row')) return false;
      return grid.innerText.includes(a) && !grid.innerText.includes(b);
    },
    {},
    has,
    hasNot,
    index,
  );

// Types into a Browse page's keyword search and submits it.
export async function search(page: Page, text: string, index = 0): Promise<void> {
  const box = `::-p-xpath((//input[contains(@class,"ant-input")][@placeholder="キーワード検索"])[${index + 1}])`;
  await clickVisible(page, box, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

// Replaces a text or number field's content: selects it all (a triple click once the field stands
// still), deletes it and types like a person.
export async function fill(page: Page, testId: string, text: string): Promise<void> {
  await clickVisible(page, `[data-testid="${testId}"]`, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

// Opens a select and picks the option with that label.
export async function choose(page: Page, testId: string, label: string): Promise<void> {
  await clickVisible(page, `[data-testid="${testId}"]`);
  const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';
  const option = `${open} .ant-select-item-option[title="${label}"]`;
  // antd renders a long list's options only as they come into view: walk down the open list with
  // the arrow key, as a person would, until the option is there
  await page.waitForSelector(`${open} .ant-select-item-option, ${open} .ant-select-item-empty`);
  for (let turn = 0; turn < 60 && !(await page.$(option)); turn++) {
    await page.keyboard.press('ArrowDown');
    await new Promise((r) => setTimeout(r, 20));
  }
  await clickVisible(page, option);
}

// The Edit page's submit button.
// Types both ends of a date range filter as a person would (YYYY/MM/DD, Enter after each).
export async function chooseRange(page: Page, testId: string, since: string, until: string): Promise<void> {
  await clickVisible(page, `[data-testid="${testId}"] .ant-picker input`);
  await page.keyboard.type(formatDisplayDate(since));
  await page.keyboard.press('Enter');
  await page.keyboard.type(formatDisplayDate(until));
  await page.keyboard.press('Enter');
}

export const submit = (page: Page): Promise<void> => clickVisible(page, 'button[type="submit"]');

// Submits the Edit page and waits for the server's answer, then for its message: the toast of an
// earlier save may still be showing, so the answer is what tells this save is done.
export async function save(page: Page, message = '保存しました'): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api' && r.request().method() === 'POST');
  await submit(page);
  await answered;
  await waitForText(page, message);
}

// Answers はい in the open confirmation, once its opening animation is over (clickVisible waits for
// the button to stand still).
export const answerYes = (page: Page): Promise<void> =>
  clickVisible(page, '::-p-xpath(//div[contains(@class,"ant-modal-confirm")]//button[normalize-space()="はい"])');

// Clicks a delete button and waits for its question '本当に削除しますか？' (SPEC §5).
export async function askDelete(page: Page, testId: string): Promise<void> {
  await clickVisible(page, `[data-testid="${testId}"]`);
  await waitForText(page, '本当に削除しますか？');
}

// Deletes through the button that asks first.
export async function confirmDelete(page: Page, testId: string): Promise<void> {
  await askDelete(page, testId);
  await answerYes(page);
}

// Follows the link with that text in a Browse page's grid.
export const openFromGrid = (page: Page, text: string): Promise<void> =>
  clickVisible(page, `::-p-xpath(//*[@data-testid="browse-grid"]//a[normalize-space()="${text}"])`);

// Waits until a field holds that value (the Edit page has read the row).
export const waitForValue = (page: Page, testId: string, value: string) =>
  page.waitForFunction(
    (id: string, v: string) => (document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | null)?.value === v,
    {},
    testId,
    value,
  );

// Pages a test opens (several people at once, say), each in a browser context of its own, closed
// after the test by the web stack (endTest). `web` is read when a page is opened, so the stack may be
// made in beforeAll.
export const pagesPerTest = (web: () => Web) => (): Promise<Page> => web().newPage();
