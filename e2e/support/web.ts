import puppeteer, { type Browser, type BrowserContext, type BrowserContextEvent, type Page, type Target } from 'puppeteer-core';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from '@school/server-kit/chromium';
import { FrontEnds, requireBuiltFrontEnds, type PortalApp } from './front-ends';
import { sharedStack, Stack, type StackEndpoint } from './stack';
import { runEnv } from './test-run';

// The web end-to-end harness: the built shell and portals (front-ends.ts), the real back-end stack
// and the system Chromium. A browser test file uses the run's shared ones (sharedWeb()); a file that
// must own them (another gateway configuration) starts a private WebStack and says why.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
export const DEMO_PASSWORD = 'demo-pass-2026';

export const launchChromium = (): Promise<Browser> =>
  puppeteer.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS], headless: true });

// What a browser test needs: where the shell and the gateway are, and fresh pages that share no
// cookies or storage with another test (TestPages).
export interface Web {
  readonly shellUrl: string;
  readonly stack: StackEndpoint;
  newPage(): Promise<Page>;
  // a page in a browser context of its own with nothing cached: a person's first visit
  newColdPage(): Promise<Page>;
  // closes the pages of the test that has just run (sharedWeb() does it after each test itself)
  endTest(): Promise<void>;
  portalUrl(app: PortalApp): string;
}

// What the pages of this test file reported breaking their Content-Security-Policy: a browser test
// fails on any (web-setup.ts). A page that must run code of the test's own (an injected script)
// turns its CSP off with page.setBypassCSP(true) and reports nothing.
const cspViolations: string[] = [];

export const takeCspViolations = (): string[] => cspViolations.splice(0);

async function reportCspViolations(page: Page): Promise<void> {
  await page.exposeFunction('__schoolCspViolation', (violation: string) => void cspViolations.push(violation));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber})` : '';
      const report = (window as unknown as { __schoolCspViolation: (v: string) => void }).__schoolCspViolation;
      report(`${e.effectiveDirective} refused ${e.blockedURI} on ${e.documentURI}${where}`);
    });
  });
}

async function pageIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  // Motions settle at once (shell/src/Root.tsx): a check waits for no dialog to zoom in or toast to
  // fade, and the renderer draws no frames of them. A test of the motions themselves turns it off.
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await reportCspViolations(page);
  return page;
}

// The storage a warm context forgets between tests: all but the HTTP cache (and with it V8's cache
// of compiled scripts), which is what the context is kept for.
const STORAGE_BUT_HTTP_CACHE = 'cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage';

// The run's warm context (made by jest's global setup in the run's Chromium), with the blank tab that
// keeps its window open: the browser files that use the shared web stack take turns in it, so a file's
// first test finds the front ends' scripts cached and compiled as the last file left them (≈ 1 s a
// file).
export async function openWarmContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.createBrowserContext();
  await context.newPage();
  return context;
}

// A test's pages. Re-downloading and compiling the front ends' scripts cost each test 1–1.5 s (issue
// 26), so the first page a test asks for comes from one "warm" browser context, the run's (sharedWeb)
// or the file's own (WebStack): only its HTTP cache (with V8's cache of the compiled scripts) carries
// over. Before it serves the next test, its cookies, its permissions and the storage of every origin
// its pages went to are cleared, and the page is always a new one (request interception, viewport,
// offline mode, geolocation are a page's); a file leaves the run's context cleared the same way. Any
// further page of the test (a second person at once) gets an incognito context of its own, from an
// empty cache, as every page did before. The browser's default context is never used: the run's
// Chromium serves every jest worker.
class TestPages {
  private warm: BrowserContext | null = null;
  // a blank tab kept open in the warm context for the file: each test's page opens as a tab in its
  // window. A new window (every test's, once its last tab closed) costs Chromium two renderers of its
  // own omnibox UI each time.
  private anchor: Page | null = null;
  // whether a test has had the warm context since it was last cleared, and where its pages went
  private warmUsed = false;
  private readonly warmOrigins = new Set<string>();
  private warmTaken = false;
  private readonly others: BrowserContext[] = [];

  // run: the run's warm context and the origins any file may have left something in, else the file
  // makes its own
  constructor(
    private readonly browser: () => Browser,
    private readonly run?: () => { contextId: string; origins: string[] },
  ) {}

  // The run's context as this file finds it: the last file cleared it, and it is cleared once more of
  // the run's own origins, should that file have stopped before its end.
  private async runContext(run: { contextId: string; origins: string[] }): Promise<BrowserContext> {
    const context = this.browser()
      .browserContexts()
      .find((c) => c.id === run.contextId);
    if (!context) throw new Error(`the run's warm browser context ${run.contextId} is gone`);
    this.anchor = (await context.pages()).find((p) => p.url() === 'about:blank') ?? (await context.newPage());
    for (const origin of run.origins) this.warmOrigins.add(origin);
    this.warmUsed = true;
    return context;
  }

  async coldPage(): Promise<Page> {
    const context = await this.browser().createBrowserContext();
    this.others.push(context);
    return pageIn(context);
  }

  async newPage(): Promise<Page> {
    if (this.warmTaken) return this.coldPage();
    this.warmTaken = true;
    if (!this.warm || this.warm.closed) {
      this.warmUsed = false;
      this.warmOrigins.clear();
      if (this.run) this.warm = await this.runContext(this.run());
      else {
        this.warm = await this.browser().createBrowserContext();
        this.anchor = await this.warm.newPage();
      }
      const visited = (target: Target) => {
        if (/^https?:/.test(target.url())) this.warmOrigins.add(new URL(target.url()).origin);
      };
      // (BrowserContextEvent is a const enum of the typings only)
      this.warm.on('targetcreated' as BrowserContextEvent.TargetCreated, visited);
      this.warm.on('targetchanged' as BrowserContextEvent.TargetChanged, visited);
    }
    const page = await pageIn(this.warm);
    if (this.warmUsed) await this.forget(page, this.warm);
    this.warmUsed = true;
    return page;
  }

  // Clears what the warm context's last test left, through the CDP session of its fresh page (the
  // Storage and Network domains act on the context of the page they are sent to).
  private async forget(page: Page, warm: BrowserContext): Promise<void> {
    const origins = [...this.warmOrigins];
    this.warmOrigins.clear();
    const cdp = await page.createCDPSession();
    await Promise.all([
      cdp.send('Network.clearBrowserCookies'),
      warm.clearPermissionOverrides(),
      ...origins.map((origin) => cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_BUT_HTTP_CACHE })),
    ]);
    await cdp.detach();
  }

  async endTest(): Promise<void> {
    this.warmTaken = false;
    const warmPages = this.warm && !this.warm.closed ? (await this.warm.pages()).filter((p) => p !== this.anchor) : [];
    await Promise.all([
      ...warmPages.map((p) => p.close().catch(() => undefined)),
      ...this.others.splice(0).map((c) => c.close().catch(() => undefined)),
    ]);
  }

  async close(): Promise<void> {
    await this.endTest();
    if (this.run && this.warm && !this.warm.closed) {
      // the run's context stays for the next file, cleared of what this file's tests left
      if (this.warmUsed) {
        const page = await this.warm.newPage();
        await this.forget(page, this.warm);
        await page.close();
      }
    } else await this.warm?.close().catch(() => undefined);
    this.warm = null;
    this.anchor = null;
  }
}

// The run's shared front ends, stack and Chromium (started by jest's global setup), connected to for
// the file's tests; each test's pages are closed after it, the file's browser contexts after the file.
export function sharedWeb(): Web {
  let browser: Browser | null = null;
  const portals = () => JSON.parse(runEnv('portalUrls')) as Record<PortalApp, string>;
  const pages = new TestPages(
    () => {
      if (!browser) throw new Error('sharedWeb(): no page outside a test');
      return browser;
    },
    () => ({
      contextId: runEnv('warmContext'),
      origins: [runEnv('shellUrl'), runEnv('apiUrl'), ...Object.values(portals())].map((url) => new URL(url).origin),
    }),
  );
  beforeAll(async () => {
    browser = await puppeteer.connect({ browserWSEndpoint: runEnv('browserWs'), defaultViewport: null });
  });
  afterEach(() => pages.endTest());
  afterAll(async () => {
    await pages.close();
    await browser?.disconnect();
  });
  return {
    get shellUrl() {
      return runEnv('shellUrl');
    },
    stack: sharedStack(),
    newPage: () => pages.newPage(),
    newColdPage: () => pages.coldPage(),
    endTest: () => pages.endTest(),
    portalUrl: (app) => portals()[app],
  };
}

// A private web stack: its own front ends, back end and Chromium.
export class WebStack implements Web {
  private readonly frontEnds: FrontEnds;
  private backEnd: Stack | null = null;
  private browser: Browser | null = null;
  private readonly pages = new TestPages(() => {
    if (!this.browser) throw new Error('WebStack.start() first');
    return this.browser;
  });

  // why: one line saying why this file cannot use the shared web stack.
  // env: extra settings for the back end (OpenID providers…)
  constructor(
    private readonly why: string,
    private readonly options: { debug?: boolean; env?: Record<string, string> } = {},
  ) {
    this.frontEnds = new FrontEnds({ debug: options.debug });
  }

  get stack(): Stack {
    if (!this.backEnd) throw new Error('WebStack.start() first');
    return this.backEnd;
  }

  get shellUrl(): string {
    return this.frontEnds.shellUrl;
  }

  portalUrl(app: PortalApp): string {
    return this.frontEnds.urls[app];
  }

  async start(): Promise<void> {
    requireBuiltFrontEnds();
    await this.frontEnds.start();
    // The gateway answers the shell's origin with cookies (CORS with credentials).
    this.backEnd = new Stack(this.why, { WEB_ORIGINS: this.shellUrl, ...this.options.env });
    await this.backEnd.start();
    this.frontEnds.setApiUrl(this.backEnd.baseUrl);
    this.browser = await launchChromium();
  }

  newPage(): Promise<Page> {
    return this.pages.newPage();
  }

  newColdPage(): Promise<Page> {
    return this.pages.coldPage();
  }

  endTest(): Promise<void> {
    return this.pages.endTest();
  }

  async stop(): Promise<void> {
    await this.pages.close();
    await this.browser?.close();
    await this.frontEnds.stop();
    await this.backEnd?.stopAll();
  }
}

// Moves a page already showing the app to another of its screens, as its links do (the router follows
// the history): 0.1–0.3 s, where a page.goto boots the shell and the portal anew (0.7–1.2 s). For a
// later move inside a test; a test of a first visit, of a deep link or of a reload keeps its goto.
export async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to: string) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((to: string) => location.pathname + location.search === to, {}, path);
}
// The shared modules the federation runtime has loaded in the page, by name (its global share scopes:
// host → scope → name → version).
export const loadedShared = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    type Scopes = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>>;
    const hosts = (globalThis as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__?.__SHARE__ ?? {};
    const names = Object.values(hosts).flatMap((scopes) =>
      Object.values(scopes).flatMap((scope) =>
        Object.entries(scope)
          .filter(([, versions]) => Object.values(versions).some((shared) => shared.loaded))
          .map(([name]) => name),
      ),
    );
    return [...new Set(names)].sort();
  });

// What a person sees: the text of the page.
export const bodyText = (page: Page): Promise<string> => page.evaluate(() => document.body.innerText);

export async function waitForText(page: Page, text: string, timeout = 15000): Promise<void> {
  await page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout }, text);
}

// The login form once its scripts run it: the build paints it with its submit disabled until then.
export const LOGIN_FORM_READY = '[data-testid="login-form"][data-ready="true"]';

export async function signIn(page: Page, web: Web, userId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${web.shellUrl}/Auth/login`);
  await page.waitForSelector(LOGIN_FORM_READY);
  await page.type('[data-testid="login-user"]', userId);
  await page.type('[data-testid="login-password"]', password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForSelector('[data-testid="user-menu"]', { timeout: 15000 });
}

// Why a person's click on el would not land as meant, or null when it would. Runs in the page (it is
// sent as source: self-contained). A click waits until the element is attached, visible, enabled and
// no longer moving (the locator's own checks), and until:
// - no antd motion is under way around it (a dialog zooms from the pointer, a dropdown slides, a toast
//   moves: their classes end in -appear, -enter or -leave), nor a dialog or dropdown closing anywhere
//   (it hands the focus back when done, closing what was opened meanwhile);
// - it is neither covered (a mask fading out, a toast) nor clipped (an option further down a select's
//   list, which is then scrolled into its list's view): the click lands on its centre.
function clickBlocker(el: Element): string | null {
  const motion = (node: Element, pattern: RegExp) => [...node.classList].find((c) => pattern.test(c));
  for (let node: Element | null = el; node; node = node.parentElement) {
    const moving = motion(node, /^ant-[a-z-]+-(appear|enter|leave)(-(active|start|prepare))?$/);
    if (moving) return `inside .${moving}`;
  }
  // antd's shared motions of overlays (zoom, fade, slide, move), not a component's own (a button's
  // loading icon may stay in its leave class)
  for (const node of document.querySelectorAll('[class*="-leave"]')) {
    const closing = motion(node, /^ant-(zoom|fade|slide|move)(-[a-z]+)*-leave(-(active|start|prepare))?$/);
    if (closing) return `.${closing} is closing`;
  }
  const box = el.getBoundingClientRect();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // outside the viewport the locator scrolls it in before clicking
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
  const hit = document.elementFromPoint(x, y);
  if (hit && (hit === el || el.contains(hit))) return null;
  el.scrollIntoView({ block: 'nearest' });
  return `covered at its centre by ${hit ? hit.outerHTML.slice(0, 120) : 'nothing'}`;
}
// Where a person's click on el lands, once it would land as meant (the checks of puppeteer's locator,
// then clickBlocker), or why not yet at the deadline; 'detached' when the page rendered it anew. Runs in
// the page, polling every frame: one round trip to the browser where the locator makes a dozen, each
// ≈ 20 ms on a busy machine (issue 26 item 5). Arms guardPress for the press that follows. Sent as
// source with clickBlocker and guardPress inside.
async function waitUntilClickable(el: Element, ms: number): Promise<{ x: number; y: number } | { why: string }> {
  const until = performance.now() + ms;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const same = (a: DOMRect, b: DOMRect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
  let why = 'not attached';
  do {
    if (!el.isConnected) return { why: 'detached' };
    const style = getComputedStyle(el);
    const before = el.getBoundingClientRect();
    if (style.visibility === 'hidden' || style.visibility === 'collapse' || !before.width || !before.height) why = 'not visible';
    else if (
      el instanceof HTMLElement &&
      ['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'OPTION', 'OPTGROUP'].includes(el.nodeName) &&
      el.hasAttribute('disabled')
    )
      why = 'disabled';
    else {
      // not wholly in the viewport: scrolled to its centre, as puppeteer's click does
      if (before.top < 0 || before.left < 0 || before.bottom > innerHeight || before.right > innerWidth)
        el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      // the same box on two frames in a row: not moving
      await frame();
      const first = el.getBoundingClientRect();
      await frame();
      const box = el.getBoundingClientRect();
      if (!same(first, box)) why = 'still moving';
      else {
        const blocked = clickBlocker(el);
        if (blocked === null) {
          guardPress(el);
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        }
        why = blocked;
      }
    }
    await frame();
  } while (performance.now() < until);
  return { why };
}
// The page may move el between the check and the mouse's press (a panel opening above it as its
// data came), as it may between the locator's check and its press. The guard judges the press once,
// at its first event, the pointerdown, in a capture listener on window, which sees it before the
// page's own (React's on its root, antd's on document or on window without capture). Off el, the
// pointerdown and the rest of that press (the mouse events, the click) are stopped there, before any
// of the page's handlers saw them, and the press is marked missed; on el, the guard lets go and
// touches nothing more. So clickVisible presses again only after a press nothing saw, and a press
// that reached the page is never repeated (a second click on a board's card would let it go again).
function guardPress(el: Element): void {
  type Guard = { el: Element; state: 'armed' | 'landed' | 'missed' };
  const w = window as unknown as { __pressGuard?: Guard | null; __pressGuarded?: boolean };
  w.__pressGuard = { el, state: 'armed' };
  if (w.__pressGuarded) return;
  w.__pressGuarded = true;
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'dblclick'])
    addEventListener(
      type,
      (e) => {
        const guard = w.__pressGuard;
        if (!guard || !e.isTrusted) return;
        if (guard.state === 'armed' && type === 'pointerdown')
          guard.state = guard.el.contains(e.target as Node) ? 'landed' : 'missed';
        if (guard.state !== 'missed') return;
        e.preventDefault();
        e.stopImmediatePropagation();
      },
      true,
    );
}
const clickableSource = `async (el, ms) => {
  const clickBlocker = ${clickBlocker.toString()};
  const guardPress = ${guardPress.toString()};
  return (${waitUntilClickable.toString()})(el, ms);
}`;
const whereClickable = new Function(`return ${clickableSource}`)() as typeof waitUntilClickable;
// Whether the guarded press missed its element (stopped before the page saw it); ends the guard.
const pressMissed = () => {
  const w = window as unknown as { __pressGuard?: { state: string } | null };
  const missed = w.__pressGuard?.state === 'missed';
  w.__pressGuard = null;
  return missed;
};

// Clicks like a person: waits until the element is attached, visible, enabled, in the viewport and no
// longer moving (puppeteer's locator's checks) and until the click would land on it (clickBlocker),
// then clicks its centre with the mouse. When the page rendered it anew meanwhile, or moved it so that
// the press would have landed elsewhere (guardPress: that press reached nothing), finds it again and
// waits all over. count: 3 selects a field's text.
export async function clickVisible(page: Page, selector: string, options: { count?: number; timeout?: number } = {}) {
  const deadline = Date.now() + (options.timeout ?? 10000);
  let why = 'no such element';
  while (Date.now() < deadline) {
    const element =
      (await page.$(selector)) ??
      (await page.waitForSelector(selector, { timeout: Math.max(1, deadline - Date.now()) }).catch(() => null));
    if (!element) break;
    const where = await element.evaluate(whereClickable, Math.max(0, deadline - Date.now())).catch((e: unknown) => ({
      why: `detached (${String(e).slice(0, 80)})`,
    }));
    void element.dispose().catch(() => undefined);
    if ('x' in where) {
      await page.mouse.click(where.x, where.y, { count: options.count ?? 1 });
      // a click that navigated away has nothing left to tell
      if (!(await page.evaluate(pressMissed).catch(() => false))) return;
      why = 'moved before the press landed';
    } else why = where.why;
  }
  throw new Error(`clickVisible ${selector}: ${why} after ${options.timeout ?? 10000} ms`);
}
