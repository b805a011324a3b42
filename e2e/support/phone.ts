import type { Page } from 'puppeteer-core';

// What a phone screen must keep at 360 px (SPEC §9, issue 25): no sideways scrolling, touch targets of
// at least 44 × 44 px.
export const PHONE = { width: 360, height: 740 };
export const MIN_TARGET_PX = 44;

// How far the page scrolls sideways (0 or less: not at all).
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// The visible links and buttons inside `root` smaller than 44 × 44 px, described for the failure message.
export const smallTargets = (page: Page, root: string): Promise<string[]> =>
  page.$$eval(
    `${root} a, ${root} button, ${root} [role="button"]`,
    (els, min) =>
      els
        .map((el) => ({ el, r: el.getBoundingClientRect(), style: getComputedStyle(el) }))
        // not shown: an input's clear icon stays in place, hidden, while the input is empty
        .filter(({ r, style }) => r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0')
        .filter(({ r }) => r.width < min || r.height < min)
        .map(
          ({ el, r }) =>
            `${(el as HTMLElement).innerText || el.outerHTML.slice(0, 80)} ${Math.round(r.width)}×${Math.round(r.height)}`,
        ),
    MIN_TARGET_PX,
  );

// Fails the test when the page scrolls sideways or a visible link or button inside `root` (the screen;
// the shell's header and sidebar are the shell's to check) is under 44 × 44 px.
export async function expectPhoneFit(page: Page, root: string): Promise<void> {
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await smallTargets(page, root)).toEqual([]);
}

// The schedule numbers of the lesson cards (data-testid "lesson-<no>") inside `root`, in page order.
export const lessonCardNos = (page: Page, root: string): Promise<number[]> =>
  page.$$eval(`${root} [data-testid^="lesson-"]`, (els) =>
    els.map((el) => Number(el.getAttribute('data-testid')!.slice('lesson-'.length))),
  );

// While failing() says so, the gateway seems to answer the API's calls with 502; everything else goes on.
export async function failCallsOf(page: Page, api: string, failing: () => boolean): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (failing() && request.method() === 'POST' && (request.postData() ?? '').includes(`"${api}"`))
      void request.respond({ status: 502, contentType: 'application/json', body: '{"code":"BAD_GATEWAY","message":"down"}' });
    else void request.continue();
  });
}
