// Social login (OpenID Connect through the gateway): what the login page reads from the gateway's
// answers and from the query it is sent back with.
export type SocialProvider = { name: string; label: string };

// ?social=bind&email=… (the provider's email has an account: ask before binding), ?social=unknown
// (no account for that social login) or ?social=error.
export type SocialOutcome = { kind: 'bind'; email: string } | { kind: 'unknown' } | { kind: 'error' };

// Provider names go into a URL path, so only plain names are taken.
const PROVIDER_NAME = /^[A-Za-z0-9_-]+$/;

const isProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SocialProvider).name === 'string' &&
  PROVIDER_NAME.test((value as SocialProvider).name) &&
  typeof (value as SocialProvider).label === 'string';

// GET /auth/oidc/providers answers the list, bare or as {data: list}; anything else means none.
export function toProviders(body: unknown): SocialProvider[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  return Array.isArray(list) ? list.filter(isProvider) : [];
}

export function socialOutcome(params: URLSearchParams): SocialOutcome | null {
  switch (params.get('social')) {
    case null:
      return null;
    case 'bind': {
      const email = params.get('email');
      return email ? { kind: 'bind', email } : { kind: 'error' };
    }
    case 'unknown':
      return { kind: 'unknown' };
    default:
      return { kind: 'error' };
  }
}

// The login page without the social query, keeping ?next=.
export function withoutSocialQuery(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete('social');
  rest.delete('email');
  const query = rest.toString();
  return query ? `?${query}` : '';
}
