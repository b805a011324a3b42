import { baseServiceEnv, env, optional, secret } from '@school/server-kit';
import { oidcProvidersEnv } from './oidc/oidc-providers';

export const gatewayEnv = {
  ...baseServiceEnv,
  PORT: optional(env.int(1, 65535), 8443),
  HOST: optional(env.string(), '0.0.0.0'),
  // Browser origins allowed to call with cookies (CORS with credentials).
  WEB_ORIGINS: optional(env.list(), ['http://localhost:4200']),
  // Every NATS call is bounded: the NestJS client has no timeout of its own.
  RPC_TIMEOUT_MS: optional(env.int(100, 120000), 15000),
  API_VERSION: optional(env.string(), '1'),
  SESSION_COOKIE: optional(env.string(), 'sid'),
  SESSION_IDLE_MINUTES: optional(env.int(1, 24 * 60), 120),
  SESSION_ABSOLUTE_HOURS: optional(env.int(1, 24 * 30), 12),
  // Signs the short-lived OpenID Connect state cookie.
  SESSION_SECRET: optional(secret(env.string()), 'development-only-session-secret'),
  // Social login providers (JSON array, see oidc/oidc-providers.ts); absent or empty: none.
  OIDC_PROVIDERS: oidcProvidersEnv,
  // Where browsers reach this gateway: OpenID Connect redirect URIs are built from it.
  PUBLIC_API_URL: optional(env.url(['http', 'https']), 'http://localhost:8443'),
  // Every abuse limit's maximum times this. 1 in production; a test run's one shared gateway raises
  // it because all its sign-ins come from one address (docs/testing.md).
  RATE_LIMIT_SCALE: optional(env.int(1, 1000), 1),
};
