import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

// oidc-provider 7 (CommonJS) ships no types: the little of it these tests use.
type ProviderAccount = { accountId: string; claims: () => Promise<Record<string, unknown>> };
type ProviderConfiguration = {
  clients: Record<string, unknown>[];
  findAccount: (ctx: unknown, id: string) => Promise<ProviderAccount | undefined>;
  claims: Record<string, string[]>;
  cookies: { keys: string[] };
  features: Record<string, { enabled: boolean }>;
  pkce: { methods: string[]; required: () => boolean };
  jwks: { keys: Record<string, unknown>[] };
  ttl: Record<string, number>;
};
type ProviderInstance = { callback(): (req: IncomingMessage, res: ServerResponse) => void };
type ProviderClass = new (issuer: string, configuration: ProviderConfiguration) => ProviderInstance;

export type ProviderUser = { email: string; email_verified: boolean; name: string };

// A real OpenID provider (oidc-provider) on a loopback port, with one confidential client, PKCE
// required and the development login and consent pages: any login name signs in as that account.
export class LocalOidcProvider {
  readonly clientId = 'school-gateway';
  readonly clientSecret = 'local-provider-client-secret';
  readonly users = new Map<string, ProviderUser>();
  private server?: Server;
  issuer = '';

  // This provider as the gateway's OIDC_PROVIDERS lists it.
  get gatewayEntry() {
    return { name: 'local', label: 'Local IdP', issuer: this.issuer, clientId: this.clientId, clientSecret: this.clientSecret };
  }

  async start(port: number, redirectUri: string): Promise<void> {
    const { Provider } = createRequire(__filename)('oidc-provider') as { Provider: ProviderClass };
    this.issuer = `http://127.0.0.1:${port}`;
    // The two development features it warns about at start (its in-memory store, its login and
    // consent pages) are what a test provider wants: their warnings would only bury the test output.
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (!String(args[0]).startsWith('oidc-provider WARNING')) warn(...args);
    };
    let provider: ProviderInstance;
    try {
      provider = new Provider(this.issuer, {
        clients: [
          {
            client_id: this.clientId,
            client_secret: this.clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        findAccount: async (_ctx, id) => {
          const user = this.users.get(id);
          return user ? { accountId: id, claims: async () => ({ sub: id, ...user }) } : undefined;
        },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        cookies: { keys: ['local-provider-cookie-key'] },
        features: { devInteractions: { enabled: true } },
        pkce: { methods: ['S256'], required: () => true },
        // A signing key and lifetimes of its own, instead of the development defaults it warns about.
        jwks: {
          keys: [
            {
              ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
              kid: 'test',
              use: 'sig',
            },
          ],
        },
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      });
    } finally {
      console.warn = warn;
    }
    this.server = createServer(provider.callback());
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

type Cookie = { name: string; value: string; path: string };

// A browser as far as these flows need one: follows redirects by hand, keeps each origin's cookies
// (with their paths), and fills the provider's login and consent forms.
export class Browser {
  private readonly jar = new Map<string, Cookie[]>();

  cookie(origin: string, name: string): string | null {
    return this.jar.get(origin)?.find((c) => c.name === name)?.value ?? null;
  }

  private cookieHeader(url: URL): string {
    return (this.jar.get(url.origin) ?? [])
      .filter((c) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private keep(url: URL, res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const gone = value === '' || attributes.some((a) => /^max-age=(0|-\d+)$/i.test(a) || /^expires=.*1970/i.test(a));
      const rest = (this.jar.get(url.origin) ?? []).filter((c) => !(c.name === name && c.path === path));
      this.jar.set(url.origin, gone ? rest : [...rest, { name, value, path }]);
    }
  }

  async request(
    href: string,
    init: { method?: string; body?: URLSearchParams; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = new URL(href);
    const cookie = this.cookieHeader(url);
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      body: init.body,
      headers: { ...(cookie ? { cookie } : {}), ...init.headers },
    });
    this.keep(url, res);
    return res;
  }

  // From the gateway's start URL through the provider's pages until the provider sends the browser
  // to `until` (the gateway's callback); answers that URL without visiting it. Login null: the user
  // presses Cancel at the provider.
  async signInAtProvider(startUrl: string, login: string | null, until: string): Promise<URL> {
    let next: { href: string; body?: URLSearchParams } = { href: startUrl };
    for (let hop = 0; hop < 20; hop++) {
      const res = await this.request(next.href, next.body ? { method: 'POST', body: next.body } : {});
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        const target = new URL(location, next.href);
        if (target.href.startsWith(until)) return target;
        next = { href: target.href };
        continue;
      }
      const html = await res.text();
      const cancel = /<a href="([^"]+\/abort)">/.exec(html)?.[1];
      if (login === null && res.status === 200 && cancel) {
        next = { href: new URL(cancel, next.href).href };
        continue;
      }
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (res.status !== 200 || !action || !prompt || login === null)
        throw new Error(`unexpected page ${res.status} at ${next.href}:\n${html.slice(0, 500)}`);
      const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt };
      next = { href: new URL(action, next.href).href, body: new URLSearchParams(form) };
    }
    throw new Error(`too many redirects from ${startUrl}`);
  }
}
