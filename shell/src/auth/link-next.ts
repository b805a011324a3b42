import { safeNextPath } from '../navigation/next-path';

const LINK_NEXT_KEY = 'school.linkNext';

// The mailed login link carries only the token, so the page asked for before is kept here for the
// browser that opens the link (usually the one that asked for it).
export function rememberLinkNext(next: string | null): void {
  try {
    if (next && safeNextPath(next) !== '/') window.localStorage.setItem(LINK_NEXT_KEY, safeNextPath(next));
    else window.localStorage.removeItem(LINK_NEXT_KEY);
  } catch {
    // storage refused: the link leads Home
  }
}

export function takeLinkNext(fromQuery: string | null): string {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LINK_NEXT_KEY);
    window.localStorage.removeItem(LINK_NEXT_KEY);
  } catch {
    // storage refused
  }
  return safeNextPath(fromQuery ?? stored);
}
