import { query } from '../support/db';
import { Browser, LocalOidcProvider } from '../support/oidc-provider';
import { ApiSession, WEB_ORIGIN } from '../support/session';
import { freePort, Stack } from '../support/stack';

// The provider registers the gateway's redirect URI before the stack starts, so the gateway's port is
// chosen here; Stack reads its base URL from the port it picked itself.

// SPEC §1, §2: social login with OpenID Connect against a real local provider, including the dialog
// asking whether to bind the social account to the existing account with the same email.
describe('social login (OpenID Connect)', () => {
  const provider = new LocalOidcProvider();
  // Configured, but down when the gateway first needs it.
  const late = new LocalOidcProvider();
  let latePort = 0;
  const unique = `${process.pid}x${Date.now() % 100000}`;
  // Fresh provider subjects every run: the test database keeps bindings between runs.
  const stranger = `stranger-${unique}`;
  const head = `head-${unique}`;
  let stack: Stack;
  let callbackUrl = '';

  beforeAll(async () => {
    const ports = new Set<number>();
    while (ports.size < 3) ports.add(await freePort());
    const [providerPort, gatewayPort] = [...ports];
    latePort = [...ports][2];
    callbackUrl = `http://127.0.0.1:${gatewayPort}/auth/oidc/local/callback`;
    await provider.start(providerPort, callbackUrl);
    provider.users.set(stranger, { email: `${stranger}@example.com`, email_verified: true, name: 'Stranger' });
    provider.users.set(head, { email: 'Head@demo.school.example.jp', email_verified: true, name: 'センター長' });
    stack = new Stack('its gateway is configured with this file’s OpenID providers, and keeps the production rate limits', {
      PORT: String(gatewayPort),
      OIDC_PROVIDERS: JSON.stringify([
        provider.gatewayEntry,
        {
          name: 'late',
          label: 'Late IdP',
          issuer: `http://127.0.0.1:${latePort}`,
          clientId: late.clientId,
          clientSecret: late.clientSecret,
        },
      ]),
      PUBLIC_API_URL: `http://127.0.0.1:${gatewayPort}`,
    });
    await stack.start();
  }, 120000);
  afterAll(async () => {
    await stack.stopAll();
    await provider.stop();
    await late.stop();
  });

  const boundTo = (subject: string) =>
    query<{ user_id: string; email: string }>(
      `SELECT u."user_id", s."email" FROM "auth"."social_identity" s JOIN "auth"."user_account" u USING ("user_no")
        WHERE s."provider" = 'local' AND s."subject" = $1`,
      [subject],
    );

  // The whole round trip: gateway → provider (login, consent) → gateway callback → web app.
  const signIn = async (browser: Browser, login: string): Promise<URL> => {
    const callback = await browser.signInAtProvider(`${stack.baseUrl}/auth/oidc/local`, login, callbackUrl);
    return visit(browser, callback.href);
  };
  const visit = async (browser: Browser, href: string): Promise<URL> => {
    const res = await browser.request(href);
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  };
  const currentUser = async (browser: Browser): Promise<{ user_id: string } | null> => {
    const api = new ApiSession(stack);
    const sid = browser.cookie(stack.baseUrl, 'sid');
    api.cookie = sid ? `sid=${sid}` : null;
    return (await api.call('getCurrentUser', {})).output;
  };
  const gatewayLog = () => (stack.logs.get('gateway') ?? []).join('');
  const post = (browser: Browser, path: string, origin: string | null = WEB_ORIGIN) =>
    browser.request(`${stack.baseUrl}${path}`, { method: 'POST', headers: origin ? { origin } : {} });

  it('lists the configured providers for the login screen, without their secrets', async () => {
    const res = await fetch(`${stack.baseUrl}/auth/oidc/providers`);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      data: [
        { name: 'local', label: 'Local IdP' },
        { name: 'late', label: 'Late IdP' },
      ],
    });
    expect(text).not.toContain(provider.clientSecret);
  });

  it('starts an authorization code flow with PKCE, state and nonce, keeping the transaction behind a cookie', async () => {
    const browser = new Browser();
    const res = await browser.request(`${stack.baseUrl}/auth/oidc/local?next=/C40101`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location') ?? '');
    expect(to.origin).toBe(provider.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      redirect_uri: callbackUrl,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(p)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.get('set-cookie')).toMatch(
      /^oidc_tx=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Path=\/auth\/oidc; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );
  });

  it('sends a provider account whose email has no account back to the login screen, signed out', async () => {
    const browser = new Browser();
    const landed = await signIn(browser, stranger);
    expect(landed.href).toBe(`${WEB_ORIGIN}/Auth/login?social=unknown`);
    expect(browser.cookie(stack.baseUrl, 'sid')).toBeNull();
    expect(browser.cookie(stack.baseUrl, 'oidc_tx')).toBeNull();
    expect(await currentUser(browser)).toBeNull();
    expect(await boundTo(stranger)).toEqual([]);
  });

  it('asks before binding to the account with the same email: no binds nothing, yes binds and signs in', async () => {
    const browser = new Browser();
    const offered = await signIn(browser, head);
    expect(offered.origin + offered.pathname).toBe(`${WEB_ORIGIN}/Auth/login`);
    expect(Object.fromEntries(offered.searchParams)).toEqual({ social: 'bind', email: 'head@demo.school.example.jp' });
    expect(await currentUser(browser)).toBeNull();

    // "No": the pending profile is gone, nothing is bound, and a late "yes" finds nothing.
    const cancelled = await post(browser, '/auth/oidc/bind/cancel');
    expect([cancelled.status, await cancelled.json()]).toEqual([200, { data: null }]);
    expect(browser.cookie(stack.baseUrl, 'social_bind')).toBeNull();
    expect(await boundTo(head)).toEqual([]);

    // Again, and "yes". A page of another site cannot answer for the user.
    const again = await signIn(browser, head);
    expect(again.searchParams.get('social')).toBe('bind');
    const foreign = await post(browser, '/auth/oidc/bind', 'https://evil.example');
    expect(foreign.status).toBe(403);
    const withoutOrigin = await post(browser, '/auth/oidc/bind', null);
    expect(withoutOrigin.status).toBe(403);
    const [{ last }] = await query<{ last: string }>(`SELECT coalesce(max("id"), 0)::text AS "last" FROM "auth"."audit_log"`, []);
    const yes = await post(browser, '/auth/oidc/bind');
    const body = (await yes.json()) as { data: { user: { user_id: string; user_type_code: number } } };
    expect(yes.status).toBe(200);
    expect(body.data.user).toMatchObject({ user_id: 'head', user_type_code: 550 });
    expect(await currentUser(browser)).toMatchObject({ user_id: 'head' });
    expect(await boundTo(head)).toEqual([{ user_id: 'head', email: 'head@demo.school.example.jp' }]);
    const audit = await query<{ event: string; detail: Record<string, string> }>(
      `SELECT a."event", a."detail" FROM "auth"."audit_log" a JOIN "auth"."user_account" u USING ("user_no")
        WHERE a."id" > $1 AND u."user_id" = 'head' ORDER BY a."id"`,
      [last],
    );
    expect(audit).toEqual([
      { event: 'social_bound', detail: { provider: 'local', email: 'head@demo.school.example.jp' } },
      { event: 'login', detail: { method: 'social:local' } },
    ]);

    // The pending profile was single-use.
    const replay = await post(browser, '/auth/oidc/bind');
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { message: string }).message).toBe(
      'ソーシャルアカウント連携の受付時間が過ぎました。もう一度ソーシャルログインからやり直してください。',
    );
  });

  it('signs the bound provider account in directly next time, to the page it started from', async () => {
    const browser = new Browser();
    const callback = await browser.signInAtProvider(`${stack.baseUrl}/auth/oidc/local?next=/C40101`, head, callbackUrl);
    const landed = await visit(browser, callback.href);
    expect(landed.href).toBe(`${WEB_ORIGIN}/C40101`);
    expect(await currentUser(browser)).toMatchObject({ user_id: 'head' });
  });

  it('refuses a tampered state and a callback from another browser, without a session', async () => {
    const browser = new Browser();
    const callback = await browser.signInAtProvider(`${stack.baseUrl}/auth/oidc/local`, stranger, callbackUrl);
    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'x'.repeat(43));
    expect((await visit(browser, tampered.href)).href).toBe(`${WEB_ORIGIN}/Auth/login?social=error`);
    expect(browser.cookie(stack.baseUrl, 'sid')).toBeNull();
    expect(gatewayLog()).toMatch(
      /"msg":"social login failed","requestId":"[^"]+","provider":"local","stage":"callback","reason":"[^"]*state mismatch/,
    );

    // A genuine callback URL is worth nothing in a browser that did not start the login.
    const other = new Browser();
    const victim = await other.signInAtProvider(`${stack.baseUrl}/auth/oidc/local`, head, callbackUrl);
    const thief = new Browser();
    expect((await visit(thief, victim.href)).href).toBe(`${WEB_ORIGIN}/Auth/login?social=error`);
    expect(thief.cookie(stack.baseUrl, 'sid')).toBeNull();
    // ...and did not spend the code: its own browser still completes.
    expect((await visit(other, victim.href)).href).toBe(`${WEB_ORIGIN}/`);
    expect(await currentUser(other)).toMatchObject({ user_id: 'head' });
  });

  it('reports an unknown provider or a login cancelled at the provider as an error', async () => {
    const browser = new Browser();
    expect((await visit(browser, `${stack.baseUrl}/auth/oidc/nope`)).href).toBe(`${WEB_ORIGIN}/Auth/login?social=error`);
    const cancelled = await browser.signInAtProvider(`${stack.baseUrl}/auth/oidc/local`, null, callbackUrl);
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect((await visit(browser, cancelled.href)).href).toBe(`${WEB_ORIGIN}/Auth/login?social=error`);
    expect(browser.cookie(stack.baseUrl, 'sid')).toBeNull();
  });

  it('discovers a provider at its first use, and again after it was down', async () => {
    const browser = new Browser();
    const start = `${stack.baseUrl}/auth/oidc/late`;
    expect((await visit(browser, start)).href).toBe(`${WEB_ORIGIN}/Auth/login?social=error`);
    expect(gatewayLog()).toContain(`"reason":"discovery of http://127.0.0.1:${latePort} failed`);
    await late.start(latePort, `${stack.baseUrl}/auth/oidc/late/callback`);
    expect((await visit(browser, start)).origin).toBe(late.issuer);
  });

  it('never writes the client secret to the log', () => {
    expect(gatewayLog()).toContain('social login failed');
    expect(gatewayLog()).not.toContain(provider.clientSecret);
  });

  it('keeps the internal social APIs away from browsers', async () => {
    const api = new ApiSession(stack);
    const profile = { provider: 'local', subject: head, email: 'head@demo.school.example.jp', emailVerified: true, name: null };
    expect((await api.call('Auth_socialLogin', profile)).status).toBe(403);
    expect((await api.call('Auth_socialBind', profile)).status).toBe(403);
  });

  // The gateway's abuse limits as production has them (the run's shared gateway raises them, since all
  // of a run's sign-ins come from one address: docs/testing.md). This stack keeps them, so the test
  // runs here rather than on a stack of its own; last, from an address and an account no test above uses.
  describe('rate limits', () => {
    const limited = `limited${process.pid}${Date.now() % 100000}`;

    it('limits login attempts per account with a clear Japanese message', async () => {
      const s = new ApiSession(stack, { 'x-forwarded-for': '203.0.113.9' });
      let last = await s.call('Auth_login', { user_id: limited, password: 'x' });
      for (let i = 0; i < 12 && last.body.code !== 'RATE_LIMITED'; i++)
        last = await s.call('Auth_login', { user_id: limited, password: 'x' });
      expect(last.status).toBe(400);
      expect(last.body).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。',
      });
    });
  });
});
