// Social login providers (OpenID Connect), configured by OIDC_PROVIDERS: a JSON array of
// {"name","label","issuer","clientId","clientSecret"} with an optional "scope".
export type OidcProviderConfig = {
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
};

// The part the login screen may see: never the client id or secret.
export type OidcProviderInfo = Pick<OidcProviderConfig, 'name' | 'label'>;

const DEFAULT_SCOPE = 'openid email profile';
// The name is a path segment of /auth/oidc/<name>; these would shadow the other routes there.
const RESERVED_NAMES = new Set(['providers', 'bind']);
const NAME = /^[a-z][a-z0-9-]{0,31}$/;
const KEYS = new Set(['name', 'label', 'issuer', 'clientId', 'clientSecret', 'scope']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export const OIDC_PROVIDERS_EXPECTED =
  'a JSON array of {"name","label","issuer","clientId","clientSecret"} (optional "scope"): names unique, of lowercase ' +
  'letters, digits and "-", not "providers" or "bind"; issuer an https URL (http only on localhost); no other keys';

const text = (v: unknown, max: number): string | undefined =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max ? v.trim() : undefined;

// Tokens travel over this connection: plain http is only acceptable on the same machine (tests, development).
const issuerOf = (v: unknown): string | undefined => {
  const raw = text(v, 500);
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.search || url.hash || url.username || url.password) return undefined;
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return raw;
  } catch {
    return undefined;
  }
  return undefined;
};

const entryOf = (v: unknown): OidcProviderConfig | undefined => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  if (Object.keys(o).some((k) => !KEYS.has(k))) return undefined;
  const name = typeof o.name === 'string' && NAME.test(o.name) && !RESERVED_NAMES.has(o.name) ? o.name : undefined;
  const label = o.label === undefined ? name : text(o.label, 50);
  const issuer = issuerOf(o.issuer);
  const clientId = text(o.clientId, 500);
  const clientSecret = typeof o.clientSecret === 'string' && o.clientSecret !== '' ? o.clientSecret : undefined;
  const scope = o.scope === undefined ? DEFAULT_SCOPE : text(o.scope, 500);
  if (!name || !label || !issuer || !clientId || !clientSecret || !scope) return undefined;
  if (!scope.split(' ').includes('openid')) return undefined;
  return { name, label, issuer, clientId, clientSecret, scope };
};

// Undefined when anything is wrong: the boot then fails with OIDC_PROVIDERS_EXPECTED.
export const parseOidcProviders = (raw: string): OidcProviderConfig[] | undefined => {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!Array.isArray(json)) return undefined;
  const providers = json.map(entryOf);
  if (providers.some((p) => p === undefined)) return undefined;
  const valid = providers as OidcProviderConfig[];
  return new Set(valid.map((p) => p.name)).size === valid.length ? valid : undefined;
};

// A config entry of the env schema (server-kit's Spec shape). Secret: the value holds client secrets,
// so a malformed one is never echoed. Absent or empty means no social login.
export const oidcProvidersEnv = {
  kind: 'json',
  expected: OIDC_PROVIDERS_EXPECTED,
  optional: true,
  secret: true,
  fallback: [] as OidcProviderConfig[],
  parse: parseOidcProviders,
};
