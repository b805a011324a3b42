import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Stack } from './stack';

// The web end-to-end harness: the real back-end stack, the built shell and portals each on a free
// port of its own (as deployed), a /remotes.json pointing at them, and the system Chromium.
const ROOT = join(__dirname, '..', '..');
export type WebApp = 'shell' | 'mfe-staff' | 'mfe-teacher' | 'mfe-student';
const APPS: WebApp[] = ['shell', 'mfe-staff', 'mfe-teacher', 'mfe-student'];
const REMOTE_NAMES: Record<Exclude<WebApp, 'shell'>, string> = {
  'mfe-staff': 'mfe_staff',
  'mfe-teacher': 'mfe_teacher',
  'mfe-student': 'mfe_student',
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
export const DEMO_PASSWORD = 'demo-pass-2026';

// The same static hosting as scripts/lib/web-server.mjs (which jest, running CommonJS, cannot import).
function serve(root: string, options: { spa: boolean; json?: Record<string, unknown> }): Promise<Server> {
  const base = resolve(root);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.json && url.pathname in options.json) {
      res
        .writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-cache' })
        .end(JSON.stringify(options.json[url.pathname]));
      return;
    }
    let file = join(base, decodeURIComponent(url.pathname));
    if (!file.startsWith(base)) return void res.writeHead(403).end();
    if (!existsSync(file) || statSync(file).isDirectory())
      file = options.spa && !extname(url.pathname) ? join(base, 'index.html') : '';
    if (!file || !existsSync(file)) return void res.writeHead(404).end('not found');
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok(server));
  });
}

const portOf = (server: Server): number => (server.address() as AddressInfo).port;

export class WebStack {
  stack: Stack | null = null;
  private readonly servers = new Map<WebApp, Server>();
  private browser: Browser | null = null;
  shellUrl = '';

  // env: extra settings for the back end (SMTP_URL of a test Mailbox, OpenID providers…)
  constructor(private readonly options: { debug?: boolean; env?: Record<string, string> } = {}) {}

  async start(): Promise<void> {
    for (const app of APPS) {
      const marker = join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
      if (!existsSync(marker)) throw new Error(`${marker} is missing: run \`npx nx run-many -t build\` first`);
    }
    const remotes = await Promise.all(
      (Object.keys(REMOTE_NAMES) as (keyof typeof REMOTE_NAMES)[]).map(async (app) => {
        const server = await serve(join(ROOT, app, 'dist'), { spa: false });
        this.servers.set(app, server);
        return { name: REMOTE_NAMES[app], entry: `http://127.0.0.1:${portOf(server)}/mf-manifest.json` };
      }),
    );
    const config: Record<string, unknown> = { apiUrl: '', remotes, ...(this.options.debug ? { debug: true } : {}) };
    const shell = await serve(join(ROOT, 'shell', 'dist'), { spa: true, json: { '/remotes.json': config } });
    this.servers.set('shell', shell);
    this.shellUrl = `http://127.0.0.1:${portOf(shell)}`;
    // The gateway answers the shell's origin with cookies (CORS with credentials).
    this.stack = new Stack({ WEB_ORIGINS: this.shellUrl, ...this.options.env });
    await this.stack.start();
    // the shell reads /remotes.json per page load, so the gateway's address can be filled in now
    config.apiUrl = this.stack.baseUrl;
    this.browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  }

  // Takes a portal down the way an outage does: its server stops answering.
  async stopApp(app: WebApp): Promise<void> {
    const server = this.servers.get(app);
    if (!server) return;
    this.servers.delete(app);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }

  async newPage(): Promise<Page> {
    if (!this.browser) throw new Error('WebStack.start() first');
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    return page;
  }

  async stop(): Promise<void> {
    await this.browser?.close();
    await Promise.all([...this.servers.keys()].map((app) => this.stopApp(app)));
    await this.stack?.stopAll();
  }
}

// What a person sees: the text of the page.
export const bodyText = (page: Page): Promise<string> => page.evaluate(() => document.body.innerText);

export async function waitForText(page: Page, text: string, timeout = 15000): Promise<void> {
  await page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout }, text);
}

export async function signIn(page: Page, web: WebStack, userId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${web.shellUrl}/Auth/login`);
  await page.waitForSelector('[data-testid="login-user"]');
  await page.type('[data-testid="login-user"]', userId);
  await page.type('[data-testid="login-password"]', password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForSelector('[data-testid="user-menu"]', { timeout: 15000 });
}

// antd menus and dropdowns animate in: click once the item is really there. A page that renders
// the element again meanwhile (a reload of its row) leaves the found one detached: find it again.
export async function clickVisible(page: Page, selector: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const element = await page.waitForSelector(selector, { visible: true, timeout: 10000 });
    await new Promise((r) => setTimeout(r, 250));
    try {
      await element?.click();
      return;
    } catch (e) {
      if (attempt === 3 || !String(e).includes('detached')) throw e;
    }
  }
}
