/* global window, document, performance, location */
// The browser half of `npm run bench -- web`, in headless Chromium. Every visit has a browser
// context of its own, so it starts with an empty cache. The gateway allows few sign-ins per account
// (rate limit), so each build is signed in once, by its journey; the timed visits reuse the session.
import { createRequire } from 'node:module';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';

// the project's Chromium flags (server-kit), read from its build once the bench has built it
const chromium = () => createRequire(import.meta.url)('@school/server-kit/chromium');
const chromiumPath = () => process.env.CHROMIUM_PATH ?? chromium().DEFAULT_CHROMIUM_PATH;

const DESKTOP = { width: 1280, height: 900 };
// Lighthouse's mobile screen (its moto g power), on which a signed-in screen draws its phone layout
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const LOGIN_INPUT = '[data-testid="login-user"]';
// the login form is usable once its scripts run it (painted from the build's HTML before that)
const LOGIN_READY = '[data-testid="login-form"][data-ready="true"]';
// a body row (header rows have no row-index)
const GRID_ROW = '.ag-row[row-index]';
// the first screen after sign-in: Home's card in the content area
const HOME = '[data-testid="content"] .ant-card';
// what each mark waits for; a screen's first content is its loaded state (not its skeleton)
const MARKS = {
  login: LOGIN_READY,
  grid: GRID_ROW,
  home: HOME,
  C21101: '[data-testid="c21101-lessons"]',
  C11101: '[data-testid="C11101"]',
};

// Strings that occur once per copy of a package in a bundle, whatever the minifier renames.
const COPY_MARKERS = {
  react: 'The argument must be a React element, but you passed',
  'react-dom': 'rendererPackageName:"react-dom"',
};

// Runs in the page before any of its scripts: marks when the login form and the first grid row
// are in the DOM, and stands in for the React DevTools hook so that every react-dom copy that
// starts registers itself as a renderer (with the React it was given).
const INSTRUMENT = `(() => {
  const marks = (window.__bench = {});
  performance.setResourceTimingBufferSize(2000);
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) { const id = renderers.size + 1; renderers.set(id, renderer); return id; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  const selectors = ${JSON.stringify(MARKS)};
  const check = () => {
    for (const [mark, selector] of Object.entries(selectors))
      if (marks[mark] === undefined && document.querySelector(selector)) marks[mark] = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

export const launchBrowser = () =>
  puppeteer.launch({ executablePath: chromiumPath(), args: [...chromium().CHROMIUM_FLAGS], headless: true });

const isScript = (response) => response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');

const count = (text, needle) => text.split(needle).length - 1;

// The JS the page had finished downloading by `until` (ms since its navigation started), gzip- and
// brotli-compressed by us (the page sees it decoded, whichever encoding the server chose), so figures
// stay comparable; requests: every resource finished by then (scripts, styles, API calls, fonts), the
// document not counted.
async function scriptsUntil(page, bodies, until) {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ url: e.name, end: e.responseEnd })),
  );
  const done = entries.filter((e) => e.end <= until && bodies.has(e.url)).map((e) => ({ url: e.url, ...bodies.get(e.url) }));
  return {
    list: done.map(({ url, raw, gzip, br }) => ({ url, raw, gzip, br })),
    texts: new Map(done.map(({ url, text }) => [url, text])),
    files: done.length,
    requests: entries.filter((e) => e.end <= until).length,
    gzip: done.reduce((sum, b) => sum + b.gzip, 0),
    br: done.reduce((sum, b) => sum + b.br, 0),
    raw: done.reduce((sum, b) => sum + b.raw, 0),
    copies: Object.fromEntries(Object.keys(COPY_MARKERS).map((k) => [k, done.reduce((sum, b) => sum + b.copies[k], 0)])),
  };
}

const waitMark = (page, mark, timeout = 30000) =>
  page.waitForFunction((m) => window.__bench?.[m] !== undefined, { timeout, polling: 'mutation' }, mark);
const markOf = (page, mark) => page.evaluate((m) => window.__bench[m], mark);

// Instruments a fresh page and keeps the size of every script it downloads.
async function openPage(browser, cookies = [], viewport = DESKTOP) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  await page.evaluateOnNewDocument(INSTRUMENT);
  if (cookies.length) await context.setCookie(...cookies);
  const bodies = new Map();
  const reading = [];
  page.on('response', (response) => {
    if (!isScript(response) || response.status() !== 200) return;
    const read = response.buffer().then((body) => {
      const text = body.toString('utf8');
      bodies.set(response.url(), {
        text,
        raw: body.length,
        gzip: gzipSync(body).length,
        // as the build's .br files (tools/federation/compress-assets.mjs)
        br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
        copies: Object.fromEntries(Object.entries(COPY_MARKERS).map(([k, marker]) => [k, count(text, marker)])),
      });
    });
    reading.push(read.catch(() => {}));
  });
  // the JS downloaded by a mark of the current document
  const scriptsBy = async (mark) => {
    await Promise.all(reading.splice(0));
    return scriptsUntil(page, bodies, await markOf(page, mark));
  };
  // copies of React in everything downloaded so far
  const copiesSoFar = async () => {
    await Promise.all(reading.splice(0));
    const all = [...bodies.values()];
    return Object.fromEntries(Object.keys(COPY_MARKERS).map((k) => [k, all.reduce((sum, b) => sum + b.copies[k], 0)]));
  };
  return { context, page, scriptsBy, copiesSoFar };
}

// Runs steps on a fresh page; a failure says where the page was and what it showed.
async function withPage(browser, cookies, steps, viewport) {
  const opened = await openPage(browser, cookies, viewport);
  const errors = [];
  opened.page.on('pageerror', (e) => errors.push(String(e)));
  opened.page.on('console', (m) => ['error', 'warn'].includes(m.type()) && errors.push(m.text()));
  opened.page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  try {
    return await steps(opened);
  } catch (error) {
    const seen = await opened.page
      .evaluate(() => (document.querySelector('[data-testid="content"]') ?? document.body)?.innerText ?? '')
      .catch(() => '');
    const logged = errors.length ? `\nconsole errors:\n${errors.join('\n')}` : '';
    const copies = `\ncopies in the JS downloaded: ${JSON.stringify(await opened.copiesSoFar())}`;
    throw new Error(`${error.message} at ${opened.page.url()}; the page shows:\n${seen.slice(0, 1000)}${logged}${copies}`, {
      cause: error,
    });
  } finally {
    await opened.context.close();
  }
}

const sessionCookies = async (page) =>
  (await page.browserContext().cookies()).map(({ name, value, domain, path, httpOnly, secure, sameSite }) => ({
    name,
    value,
    domain,
    path,
    httpOnly,
    secure,
    sameSite,
  }));

const reactCopies = (page) =>
  page.evaluate(() => {
    const renderers = [...window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values()];
    return { reactDom: renderers.length, react: new Set(renderers.map((r) => r.currentDispatcherRef)).size };
  });

// Clicks the sidebar's link to the Browse page; returns the ms from the click to the first grid row.
async function sidebarToFirstRow(page, browsePath) {
  const link = `[data-testid="sidebar"] a[href="${browsePath}"]`;
  await page.waitForSelector(link, { timeout: 30000 });
  const clickedAt = await page.evaluate((selector) => {
    const at = performance.now();
    document.querySelector(selector).click();
    return at;
  }, link);
  await waitMark(page, 'grid');
  return (await markOf(page, 'grid')) - clickedAt;
}

// signed in once the login screen has sent us on, with the user menu shown
async function signIn(page, userId, password) {
  await page.type(LOGIN_INPUT, userId);
  await page.type('[data-testid="login-password"]', password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForFunction(
    () => !location.pathname.startsWith('/Auth/') && document.querySelector('[data-testid="user-menu"]'),
    { timeout: 30000 },
  );
}

// The login screen, sign-in, then the Browse page from the sidebar, in one page. Returns the JS
// downloaded before the login form showed and before the first grid row, the React copies, and
// the session's cookies for the timed visits.
export function journey(browser, { shellUrl, userId, password, browsePath }) {
  return withPage(browser, [], async ({ page, scriptsBy }) => {
    await page.goto(`${shellUrl}/Auth/login`, { waitUntil: 'domcontentloaded' });
    await waitMark(page, 'login');
    const login = await scriptsBy('login');
    await signIn(page, userId, password);
    const sidebarMs = await sidebarToFirstRow(page, browsePath);
    const grid = await scriptsBy('grid');
    return { login, grid, sidebarMs, react: await reactCopies(page), cookies: await sessionCookies(page) };
  });
}

// Signs in on the login screen once, then opens each screen signed in with nothing cached: the JS
// downloaded before its mark (its first content) showed. screens: [{ path, mark, profile }], e.g. Home's
// { path: '/', mark: 'home' }; viewport: the screens' (PHONE: their phone layout); returns the figures
// in that order. profile: the screen's visit is also recorded by V8's sampling profiler with the CPU 4×
// slower (Lighthouse's mobile setting), returned as `profile` with the scripts' texts to read it by.
export async function firstScreens(browser, { shellUrl, userId, password, screens, viewport }) {
  const cookies = await withPage(browser, [], async ({ page }) => {
    await page.goto(`${shellUrl}/Auth/login`, { waitUntil: 'domcontentloaded' });
    await waitMark(page, 'login');
    await signIn(page, userId, password);
    return sessionCookies(page);
  });
  const measured = [];
  for (const { path, mark, profile } of screens)
    measured.push(
      await withPage(
        browser,
        cookies,
        async ({ page, scriptsBy }) => {
          const cdp = profile ? await page.createCDPSession() : null;
          if (cdp) {
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
            await cdp.send('Profiler.start');
          }
          await page.goto(`${shellUrl}${path}`, { waitUntil: 'domcontentloaded' });
          await waitMark(page, mark);
          const recorded = cdp ? (await cdp.send('Profiler.stop')).profile : undefined;
          return { ...(await scriptsBy(mark)), profile: recorded };
        },
        viewport,
      ),
    );
  return measured;
}

// Signed in (the journey's cookies), nothing cached: Home, then the sidebar link to the Browse
// page; and the Browse page opened by its URL with the cache cleared (navigation start → first row).
export function timedVisit(browser, { shellUrl, cookies, browsePath }) {
  return withPage(browser, cookies, async ({ page, scriptsBy }) => {
    await page.goto(`${shellUrl}/`, { waitUntil: 'domcontentloaded' });
    const sidebarMs = await sidebarToFirstRow(page, browsePath);
    const react = await reactCopies(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${shellUrl}${browsePath}`, { waitUntil: 'domcontentloaded' });
    await waitMark(page, 'grid');
    const coldMs = await markOf(page, 'grid');
    const cold = await scriptsBy('grid');
    return { sidebarMs, coldMs, cold, react };
  });
}
