// Where the browser goes during and after a social login.
export type SocialResult = 'bind' | 'unknown' | 'error';

// Only a path of the web app: never another site (open redirect) nor a protocol-relative "//host".
export const safeNextPath = (value: unknown): string =>
  typeof value === 'string' && value.length <= 500 && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : '/';

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

// The provider sends the browser back here; it must equal the redirect URI registered with it.
export const callbackUrl = (publicApiUrl: string, provider: string): string =>
  `${withoutTrailingSlash(publicApiUrl)}/auth/oidc/${encodeURIComponent(provider)}/callback`;

// The shell's login screen reads ?social= to show the bind dialog or a message.
export const loginPageUrl = (webUrl: string, social: SocialResult, extra: { email?: string; next?: string } = {}): string => {
  const query = new URLSearchParams({ social });
  if (extra.email) query.set('email', extra.email);
  if (extra.next && extra.next !== '/') query.set('next', extra.next);
  return `${withoutTrailingSlash(webUrl)}/Auth/login?${query.toString()}`;
};

export const appUrl = (webUrl: string, next: string): string => `${withoutTrailingSlash(webUrl)}${safeNextPath(next)}`;
