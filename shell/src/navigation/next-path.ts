export const LOGIN_PATH = '/Auth/login';

// Only same-site paths are followed after sign-in ('//host' and '/\host' leave the site).
export const safeNextPath = (next: string | null | undefined): string =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';

// Login with the page to come back to; Home and Login itself are not worth a next.
export function loginPathWithNext(path: string | null | undefined): string {
  const next = safeNextPath(path);
  return next === '/' || next.startsWith(LOGIN_PATH) ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}
