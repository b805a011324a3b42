import { Inject, Injectable } from '@nestjs/common';
import { type SocialProfile } from '@school/contracts';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { generators, Issuer, Strategy, type StrategyVerifyCallbackUserInfo } from 'openid-client';
import { Authenticator, type AuthenticateCallback, type AuthenticateMiddleware } from 'passport';
import { GATEWAY_CONFIG, type GatewayConfig } from '../tokens';
import { profileOf } from './oidc-profile';
import { type OidcProviderConfig, type OidcProviderInfo } from './oidc-providers';
import { callbackUrl } from './oidc-redirects';

// passport's req.session, reduced to what the strategy keeps between the two legs of a login
// (state, nonce, PKCE code verifier). The gateway loads it from and saves it to Redis.
export type PassportSession = Record<string, unknown>;

// A login that cannot go on: the reason is logged, the browser only learns that it failed.
export class OidcFlowError extends Error {
  constructor(reason: string, cause?: unknown) {
    super(cause instanceof Error ? `${reason}: ${cause.message}` : reason);
    this.name = 'OidcFlowError';
  }
}

type Outcome = { redirect: string } | { user: SocialProfile };

// passport writes its redirect straight to the response. It gets this stand-in instead, so the
// gateway saves the transaction before the browser leaves for the provider.
const runPassport = (middleware: (callback: AuthenticateCallback) => AuthenticateMiddleware, req: IncomingMessage) =>
  new Promise<Outcome>((resolve, reject) => {
    let location = '';
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: unknown) => {
        if (name.toLowerCase() === 'location' && typeof value === 'string') location = value;
      },
      end: () =>
        location ? resolve({ redirect: location }) : reject(new OidcFlowError('the strategy answered without a redirect')),
    };
    const handler = middleware((err, user, info) => {
      if (err) reject(new OidcFlowError('provider or token error', err));
      else if (user) resolve({ user: user as SocialProfile });
      else
        reject(
          new OidcFlowError('authentication failed', info instanceof Error ? info : new Error(JSON.stringify(info ?? null))),
        );
    });
    handler(req, res as unknown as ServerResponse, (err?: unknown) =>
      reject(new OidcFlowError('passport passed the request on', err)),
    );
  });

// One passport strategy (openid-client's, authorization code flow with PKCE S256, state and nonce)
// per configured provider.
@Injectable()
export class OidcStrategies {
  private readonly passport = new Authenticator();
  private readonly providers: ReadonlyMap<string, OidcProviderConfig>;
  private readonly ready = new Map<string, Promise<void>>();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.providers = new Map(config.OIDC_PROVIDERS.map((p) => [p.name, p]));
  }

  list(): OidcProviderInfo[] {
    return [...this.providers.values()].map(({ name, label }) => ({ name, label }));
  }

  has(name: string): boolean {
    return this.providers.has(name);
  }

  // Discovery happens at the first login, not at boot: a provider that is down must not stop the
  // gateway, and a failed discovery is tried again by the next login.
  private strategy(name: string): Promise<void> {
    const provider = this.providers.get(name);
    if (!provider) return Promise.reject(new OidcFlowError(`no provider named ${JSON.stringify(name.slice(0, 40))}`));
    let ready = this.ready.get(name);
    if (!ready) {
      ready = this.discover(provider);
      this.ready.set(name, ready);
      ready.catch(() => this.ready.delete(name));
    }
    return ready;
  }

  private async discover(provider: OidcProviderConfig): Promise<void> {
    let issuer: Issuer;
    try {
      issuer = await Issuer.discover(provider.issuer);
    } catch (e) {
      throw new OidcFlowError(`discovery of ${provider.issuer} failed`, e);
    }
    const client = new issuer.Client({
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      redirect_uris: [callbackUrl(this.config.PUBLIC_API_URL, provider.name)],
      response_types: ['code'],
    });
    // Three parameters: the strategy then also fetches userinfo (scope claims are not always in the ID token).
    const verify: StrategyVerifyCallbackUserInfo<SocialProfile> = (tokenset, userinfo, done) => {
      const profile = profileOf(provider.name, tokenset.claims(), userinfo);
      if (profile) done(null, profile);
      else done(new OidcFlowError('the ID token has no subject'));
    };
    const strategy = new Strategy<SocialProfile>(
      { client, params: { scope: provider.scope }, usePKCE: 'S256', sessionKey: `oidc:${provider.name}` },
      verify,
    );
    this.passport.use(provider.name, strategy);
  }

  // First leg: fills the session with state, nonce and code verifier; answers the provider's URL.
  async begin(name: string, req: IncomingMessage & { session?: PassportSession }, session: PassportSession): Promise<string> {
    await this.strategy(name);
    req.session = session;
    // openid-client adds a nonce by itself only when an ID token comes from the authorization endpoint.
    const outcome = await runPassport((cb) => this.passport.authenticate(name, { nonce: generators.nonce() }, cb), req);
    if (!('redirect' in outcome)) throw new OidcFlowError('the strategy did not redirect to the provider');
    return outcome.redirect;
  }

  // Second leg: checks state, exchanges the code with the verifier, validates the ID token (nonce
  // included) and reads the profile.
  async finish(
    name: string,
    req: IncomingMessage & { session?: PassportSession },
    session: PassportSession,
  ): Promise<SocialProfile> {
    await this.strategy(name);
    req.session = session;
    const outcome = await runPassport((cb) => this.passport.authenticate(name, {}, cb), req);
    if (!('user' in outcome)) throw new OidcFlowError('the callback carried no authorization response');
    return outcome.user;
  }
}
