import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { LocalOidcProvider } from '../support/oidc-provider';
import { freePort } from '../support/stack';
import { pagesPerTest } from '../support/screen';
import { bodyText, clickVisible, waitForText, WebStack } from '../support/web';

// SPEC §1, §2: social login over OpenID Connect in headless Chromium, from the login screen's button
// through a real OpenID provider's login and consent pages and back, including the dialog asking
// whether to bind the social account to the existing account with the same email.
// each step drives a real browser through the shell, the gateway and the provider
jest.setTimeout(180000);

describe('social login in the browser (OpenID Connect)', () => {
  const provider = new LocalOidcProvider();
  const unique = `${process.pid}x${Date.now() % 100000}`;
  // Fresh provider subjects every run: the test database keeps bindings between runs.
  const stranger = `stranger-${unique}`;
  const head = `head-${unique}`;
  let web: WebStack;

  beforeAll(async () => {
    // The provider registers the gateway's redirect URI before the stack starts, so the gateway's
    // port is chosen here.
    const ports = new Set<number>();
    while (ports.size < 2) ports.add(await freePort());
    const [providerPort, gatewayPort] = [...ports];
    await provider.start(providerPort, `http://127.0.0.1:${gatewayPort}/auth/oidc/local/callback`);
    provider.users.set(stranger, { email: `${stranger}@example.com`, email_verified: true, name: 'Stranger' });
    provider.users.set(head, { email: 'Head@demo.school.example.jp', email_verified: true, name: 'センター長' });
    web = new WebStack('its gateway is configured with this file’s OpenID provider', {
      env: {
        PORT: String(gatewayPort),
        PUBLIC_API_URL: `http://127.0.0.1:${gatewayPort}`,
        OIDC_PROVIDERS: JSON.stringify([provider.gatewayEntry]),
      },
    });
    await web.start();
  }, 180000);
  afterAll(async () => {
    await web?.stop();
    await provider.stop();
  });
  afterEach(() => web.endTest());
  const newPage = pagesPerTest(() => web);

  const boundTo = async (subject: string): Promise<string[]> => {
    const rows = await query<{ user_id: string }>(
      `SELECT u."user_id" FROM "auth"."social_identity" s JOIN "auth"."user_account" u USING ("user_no")
        WHERE s."provider" = 'local' AND s."subject" = $1`,
      [subject],
    );
    return rows.map((r) => r.user_id);
  };

  const path = (page: Page): string => new URL(page.url()).pathname;
  const byText = (tag: string, text: string): string => `xpath/.//${tag}[normalize-space()="${text}"]`;
  const userMenu = (page: Page) => page.$eval('[data-testid="user-menu"]', (b) => (b as HTMLElement).innerText);
  const dialogText = (page: Page) => page.$eval('[role="dialog"]', (d) => (d as HTMLElement).innerText);
  const bindQuestion =
    'メールアドレス head@demo.school.example.jp のアカウントがすでにあります。このソーシャルアカウントをそのアカウントに連携しますか？';

  // Every page the browser opens in its top frame, to tell what it went through.
  const trail = (page: Page): string[] => {
    const urls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) urls.push(frame.url());
    });
    return urls;
  };

  // The login screen's button for the provider: the browser leaves the shell for the provider (which
  // may send it straight back when it remembers the user).
  const startSocialLogin = async (page: Page): Promise<void> => {
    const button = await page.waitForSelector(byText('button', 'Local IdPでログイン'), { visible: true });
    await Promise.all([page.waitForNavigation(), button?.click()]);
  };

  // At the provider's development pages: log in (unless the provider remembers the user), consent
  // when asked, until the provider sends the browser back through the gateway to the shell.
  // Answers the provider's pages that were shown.
  const atProvider = async (page: Page, login: string): Promise<string[]> => {
    const shown: string[] = [];
    for (let step = 0; step < 4; step++) {
      const prompt = await page
        .waitForFunction(
          (shell: string) =>
            location.origin === shell
              ? 'back'
              : (document.querySelector<HTMLInputElement>('form input[name="prompt"]')?.value ?? ''),
          {},
          web.shellUrl,
        )
        .then((h) => h.jsonValue());
      if (prompt === 'back') return shown;
      shown.push(prompt);
      if (prompt === 'login') {
        await page.type('input[name="login"]', login);
        await page.type('input[name="password"]', 'any-password');
      } else if (prompt !== 'consent') throw new Error(`unexpected provider page ${prompt} at ${page.url()}`);
      await Promise.all([page.waitForNavigation(), page.click('form button[type="submit"]')]);
    }
    throw new Error(`still at the provider after ${shown.join(', ')}: ${page.url()}`);
  };

  const expectSignedOut = async (page: Page): Promise<void> => {
    await page.waitForSelector('[data-testid="login-user"]', { visible: true });
    expect(path(page)).toBe('/Auth/login');
    expect(await page.$('[data-testid="user-menu"]')).toBeNull();
  };

  it('asks before binding to the account with the same email: いいえ stays signed out, はい binds and signs in', async () => {
    const page = await newPage();
    await page.goto(`${web.shellUrl}/Auth/login`);
    await page.waitForSelector('[data-testid="login-user"]');
    await waitForText(page, 'または');
    await expectAccessible(page, 'login with social sign-in');

    await startSocialLogin(page);
    expect(await atProvider(page, head)).toContain('login');
    // back on the login screen, asked (SPEC §2); nothing bound, nobody signed in yet
    const dialog = await page.waitForSelector('[role="dialog"]', { visible: true });
    expect(path(page)).toBe('/Auth/login');
    expect(await dialogText(page)).toContain('確認');
    expect(await dialogText(page)).toContain(bindQuestion);
    expect(await dialog?.$(byText('button', 'はい'))).not.toBeNull();
    expect(await page.$('[data-testid="user-menu"]')).toBeNull();
    expect(await boundTo(head)).toEqual([]);
    await expectAccessible(page, 'social binding question');

    // いいえ: the dialog closes on the plain login screen, signed out, and nothing is bound
    await clickVisible(page, byText('button', 'いいえ'));
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    await page.waitForFunction(() => !location.search.includes('social'));
    await expectSignedOut(page);
    expect(await boundTo(head)).toEqual([]);
    // still signed out: a page for signed-in users sends back to Login (which keeps ?next=)
    await page.goto(`${web.shellUrl}/C10101`);
    await waitForText(page, 'ログインしてください');
    await expectSignedOut(page);

    // again, and はい: bound and signed in, with the user's name in the header (the provider remembers
    // this browser now, so it may send it straight back)
    await startSocialLogin(page);
    await atProvider(page, head);
    await page.waitForSelector('[role="dialog"]', { visible: true });
    expect(await dialogText(page)).toContain(bindQuestion);
    await clickVisible(page, byText('button', 'はい'));
    await page.waitForSelector('[data-testid="user-menu"]', { visible: true });
    expect(await userMenu(page)).toBe('センター長');
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    // back where the login started from (?next=/C10101)
    await page.waitForFunction(() => location.pathname === '/C10101');
    expect(await boundTo(head)).toEqual(['head']);

    // the session survives a reload
    await page.reload();
    await page.waitForSelector('[data-testid="user-menu"]', { visible: true });
    expect(await userMenu(page)).toBe('センター長');
    expect(path(page)).toBe('/C10101');
  });

  it('signs the bound social account in directly next time, without the dialog', async () => {
    const page = await newPage();
    const visited = trail(page);
    await page.goto(`${web.shellUrl}/Auth/login`);
    await startSocialLogin(page);
    // a new browser: the provider asks to log in again
    expect(await atProvider(page, head)).toContain('login');
    await page.waitForSelector('[data-testid="user-menu"]', { visible: true });
    expect(await userMenu(page)).toBe('センター長');
    expect(path(page)).toBe('/');
    expect(await page.$('[role="dialog"]')).toBeNull();
    expect(visited.filter((u) => u.startsWith(web.shellUrl) && new URL(u).searchParams.has('social'))).toEqual([]);
    expect(visited.some((u) => u.startsWith(provider.issuer))).toBe(true);
  });

  it('refuses a social account whose email belongs to no account, with a message on the login screen', async () => {
    const page = await newPage();
    await page.goto(`${web.shellUrl}/Auth/login`);
    await startSocialLogin(page);
    await atProvider(page, stranger);
    const notice = await page.waitForSelector('[data-testid="social-notice"]', { visible: true });
    expect(await notice?.evaluate((n) => n.getAttribute('role'))).toBe('alert');
    expect(await notice?.evaluate((n) => (n as HTMLElement).innerText)).toBe(
      'このソーシャルアカウントに対応するアカウントがありません。',
    );
    await expectSignedOut(page);
    expect(await page.$('[role="dialog"]')).toBeNull();
    expect(await bodyText(page)).toContain('Local IdPでログイン');
    await expectAccessible(page, 'login with the social refusal');
    expect(await boundTo(stranger)).toEqual([]);
  });
});
