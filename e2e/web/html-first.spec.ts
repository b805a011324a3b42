import { expectAccessible } from '../support/axe';
import type { Page } from 'puppeteer-core';
import { withSession } from '../support/screen';
import { DEMO_PASSWORD, LOGIN_FORM_READY, sharedWeb } from '../support/web';

// Issue 26, HTML first: the login page is painted from the build's HTML, so its heading and form show
// without any script, and the form works once the scripts have hydrated it; every other page starts
// from the app's frame.
// What only the federation runtime's code has: its global (the app's entry and every portal's use it).
const FEDERATION_RUNTIME = '__FEDERATION__';
// react-dom's production build names itself once (the web bench's count of React copies)
const REACT_DOM = 'rendererPackageName:"react-dom"';

// The text of every script the page has loaded so far, from the hosting (the browser may have taken
// some from its cache).
const scriptsOf = async (page: Page): Promise<string[]> => {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  );
  return Promise.all(urls.map(async (url) => (await fetch(url)).text()));
};

describe('pages painted from the build’s HTML', () => {
  const web = sharedWeb();

  it('shows its heading and form with JavaScript disabled, the submit disabled, and no script needed to read it', async () => {
    const page = await web.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${web.shellUrl}/Auth/login`);
    const painted = await page.evaluate(() => ({
      title: document.title,
      heading: document.querySelector('[data-testid="page-title"]')?.textContent,
      labels: [...document.querySelectorAll('label')].map((l) => l.textContent),
      submitDisabled: document.querySelector<HTMLButtonElement>('[data-testid="login-submit"]')?.disabled,
      formMethod: document.querySelector('form')?.getAttribute('method'),
      visible: (() => {
        const box = document.querySelector('[data-testid="login-user"]')?.getBoundingClientRect();
        return Boolean(box && box.width > 0 && box.height > 0);
      })(),
    }));
    expect(painted).toEqual({
      title: 'ログイン | スクール管理',
      heading: 'ログイン',
      labels: ['ユーザーID', 'パスワード'],
      submitDisabled: true,
      // a submit before scripts run never puts the password into the URL
      formMethod: 'post',
      visible: true,
    });
    // the requests of a sign-in link and of a password reset, and the reset link's landing, are
    // painted the same way
    for (const [path, heading, fields] of [
      ['/Auth/login-email', 'メールでログイン', ['メールアドレス']],
      ['/Auth/forgot-password', 'パスワード再設定の申請', ['メールアドレス']],
      ['/Auth/password/reset?token=from-the-mail', 'パスワード再設定', ['新しいパスワード', '新しいパスワード（確認）']],
    ] as const) {
      await page.goto(`${web.shellUrl}${path}`);
      expect(
        await page.evaluate(() => ({
          heading: document.querySelector('h2')?.textContent,
          fields: [...document.querySelectorAll('label')].map((l) => l.textContent),
          submitDisabled: document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled,
        })),
      ).toEqual({ heading, fields, submitDisabled: true });
    }
    await page.setJavaScriptEnabled(true);
  });

  it('paints a signed-in screen’s frame with JavaScript disabled: the header with its title, the sidebar’s place and a content area that says it is loading', async () => {
    const page = await web.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${web.shellUrl}/C21101`);
    const frame = await page.evaluate(() => ({
      title: document.querySelector('header')?.textContent,
      busy: document.querySelector('main')?.getAttribute('aria-busy'),
      status: document.querySelector('[role="status"]')?.textContent,
      headerHeight: document.querySelector('header')?.getBoundingClientRect().height,
      // the sidebar's place, as wide as the app's
      sidebarWidth: document.querySelector('.so-sidebar')?.getBoundingClientRect().width,
    }));
    expect(frame).toEqual({ title: '本日の授業', busy: 'true', status: '読み込み中…', headerHeight: 64, sidebarWidth: 240 });
    await page.setJavaScriptEnabled(true);
  });

  // On a phone the footer can be the largest text of a screen: the app's, put in place of the painted
  // one, has the same box, so it is no later, larger paint (issue 26).
  it('paints the footer of a screen that has one as the app draws it', async () => {
    const page = await web.newPage();
    await page.setViewport({ width: 412, height: 823 });
    await withSession(page, web, 'student1');
    const footer = () =>
      page.$eval('footer', (f) => {
        const { width, height } = f.getBoundingClientRect();
        return { text: f.textContent, width, height };
      });
    await page.setJavaScriptEnabled(false);
    await page.goto(`${web.shellUrl}/C21101`);
    const painted = await footer();
    expect(painted.text).toMatch(/^Copyright © \d{4} /);
    await page.setJavaScriptEnabled(true);
    await page.goto(`${web.shellUrl}/C21101`);
    await page.waitForSelector('[data-testid="footer"]');
    expect(await footer()).toEqual(painted);
  });

  // Home's card is the same for everyone: the build paints it with antd's boxes, so on a phone its
  // largest text shows from the HTML and the app's, put in its place, is no later, larger paint (issue 26).
  it('paints Home’s heading and hint from the HTML, and the app draws them in the same boxes, no larger contentful paint', async () => {
    const page = await web.newPage();
    await page.setViewport({ width: 412, height: 823 });
    await withSession(page, web, 'student1');
    // the extent of the heading's and the hint's text: what a contentful paint's size is made of
    const card = () =>
      page.$eval('main h3', (h) => {
        const extent = (node: Element | null) => {
          const range = document.createRange();
          range.selectNodeContents(node ?? document.body);
          const { width, height } = range.getBoundingClientRect();
          return { text: node?.textContent, width, height };
        };
        return { heading: extent(h), hint: extent(h.nextElementSibling) };
      });
    await page.setJavaScriptEnabled(false);
    await page.goto(`${web.shellUrl}/`);
    const painted = await card();
    expect([painted.heading.text, painted.hint.text]).toEqual(['ようこそ', '左のメニューから画面を選んでください。']);
    expect(painted.heading.width * painted.heading.height).toBeGreaterThan(0);
    await page.setJavaScriptEnabled(true);
    // every largest-contentful-paint candidate, and whether the build painted it
    await page.evaluateOnNewDocument(() => {
      const seen: { painted: boolean; size: number }[] = [];
      Object.assign(window, { lcpSeen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[])
          seen.push({ painted: Boolean(entry.element?.closest('.so-frame')), size: entry.size });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${web.shellUrl}/`);
    await page.waitForSelector('[data-testid="user-menu"]');
    await page.waitForSelector('main .ant-card h3');
    expect(await card()).toEqual(painted);
    // a frame later, the app's paint has had its chance to be a candidate
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const seen = await page.evaluate(() => (window as unknown as { lcpSeen: { painted: boolean; size: number }[] }).lcpSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)?.painted).toBe(true);
  });

  // antd's styles of the first signed-in screens come from the CSS file the build wrote: antd builds
  // and inserts none of them on the phone's main thread (issue 26), and the screen is drawn with them.
  it('draws the student’s first screen with antd’s styles from the build’s file, inserting none of those itself', async () => {
    const page = await web.newPage();
    await page.setViewport({ width: 412, height: 823 });
    // the build's file has antd's styles with its motions (a visitor who asks for less gets them built)
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
    await withSession(page, web, 'student1');
    await page.goto(`${web.shellUrl}/C21101`);
    await page.waitForSelector('[data-testid="c21101-lessons"]');
    const drawn = await page.evaluate(() => ({
      files: [...document.styleSheets].filter((s) => s.href && /\/antd\.\w+\.css$/.test(s.href)).length,
      // antd's own elements: a component's styles (`:where(.css-<hash>).ant-…`) or its CSS variables
      inserted: [...document.querySelectorAll('style')]
        .map((s) => s.textContent ?? '')
        .filter((css) => css.startsWith(':where(.css-'))
        .map((css) => css.slice(0, 80)),
      header: getComputedStyle(document.querySelector('.ant-layout-header') ?? document.body).backgroundColor,
    }));
    expect(drawn).toEqual({ files: 1, inserted: [], header: 'rgb(0, 21, 41)' });
  });

  // and those of the staff's browse pages (M20101 centers: the search, the paging, the grid's frame) and
  // of the board (C40101: its date pickers, day tabs and the automatic assignment's checkbox)
  it.each([
    { path: '/M20101', ready: '[data-testid="browse-grid"] .ag-row' },
    { path: '/C40101', ready: '[data-testid="c40101-grid"] tbody tr' },
  ])('draws $path with antd’s styles from the build’s file, inserting none of those itself', async ({ path, ready }) => {
    const page = await web.newPage();
    await page.setViewport({ width: 412, height: 823 });
    await withSession(page, web, 'admin');
    // the build's file has antd's styles with its motions
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
    await page.goto(`${web.shellUrl}${path}`);
    await page.waitForSelector(ready);
    const inserted = await page.evaluate(() =>
      [...document.querySelectorAll('style')]
        .map((s) => s.textContent ?? '')
        .filter((css) => css.startsWith(':where(.css-'))
        .map((css) => css.slice(0, 80)),
    );
    expect(inserted).toEqual([]);
  });

  it('keeps what was typed before hydration and signs in once the scripts run the form', async () => {
    const page = await web.newPage();
    await page.goto(`${web.shellUrl}/Auth/login?next=${encodeURIComponent('/C00101')}`);
    await page.waitForSelector('[data-testid="login-user"]');
    await page.type('[data-testid="login-user"]', 'office');
    await page.waitForSelector(LOGIN_FORM_READY);
    expect(await page.$eval('[data-testid="login-user"]', (i) => (i as HTMLInputElement).value)).toBe('office');
    // the query the build could not know is read once hydrated: the links keep ?next=
    expect(await page.$eval('a[href^="/Auth/login-email"]', (a) => a.getAttribute('href'))).toBe(
      `/Auth/login-email?next=${encodeURIComponent('/C00101')}`,
    );
    await expectAccessible(page, 'login page hydrated');
    await page.type('[data-testid="login-password"]', DEMO_PASSWORD);
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="user-menu"]');
    expect(new URL(page.url()).pathname).toBe('/C00101');
  });

  it('makes the login form usable without the federation runtime, and the app it hands over to keeps its one React', async () => {
    const page = await web.newPage();
    await page.goto(`${web.shellUrl}/Auth/login`);
    await page.waitForSelector(LOGIN_FORM_READY);
    const before = await scriptsOf(page);
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((script) => script.includes(FEDERATION_RUNTIME)).length).toBe(0);
    await page.type('[data-testid="login-user"]', 'office');
    await page.type('[data-testid="login-password"]', DEMO_PASSWORD);
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="user-menu"]');
    const after = await scriptsOf(page);
    expect(after.some((script) => script.includes(FEDERATION_RUNTIME))).toBe(true);
    expect(after.filter((script) => script.includes(REACT_DOM)).length).toBe(1);
  });

  // every test page asks for less motion (e2e/support/web.ts); here it is turned off and on again
  it('turns antd’s motions off for a visitor who asks for less motion, and keeps them for others', async () => {
    const page = await web.newPage();
    await withSession(page, web, 'student1');
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
    await page.goto(`${web.shellUrl}/C21101`);
    await page.waitForSelector('[data-testid="c21101-lessons"]');
    const buttonMotion = () => page.$eval('.ant-btn', (b) => getComputedStyle(b).transitionDuration);
    expect(await buttonMotion()).not.toBe('0s');
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.ant-btn')!).transitionDuration === '0s');
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.ant-btn')!).transitionDuration !== '0s');
  });
});
