import { isLocale, type CurrentUser } from '@school/contracts';
import {
  changeLocale,
  EMPTY_DROPDOWNS,
  isApiError,
  LOGGED_FLAG_KEY,
  pushNotice,
  sessionStore,
  type ApiClient,
  type DropdownOption,
  type SessionDropdowns,
} from '@school/ui';
import { sessionChange, type SessionChange } from './session-change';

const RELOAD_MARK_KEY = 'school.userLoadReload';

const storage = {
  get: (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string | null) => {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // storage refused (private mode): the flag only lives for this page
    }
  },
};

// Dropdown rows come as {value,label} or as a master row; the first number is the value, the first text the label.
export function toOptions(rows: unknown): DropdownOption[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: Record<string, unknown>) => {
    if (row && 'value' in row && 'label' in row) return [{ value: row.value as number | string, label: String(row.label) }];
    const values = Object.values(row ?? {});
    const value = values.find((v) => typeof v === 'number');
    const label = values.find((v) => typeof v === 'string');
    return value === undefined || label === undefined ? [] : [{ value: value as number, label: label as string }];
  });
}

// After sign-in (and at start for a signed-in user): the menu and the center dropdowns (SPEC §4),
// asked for side by side.
async function loadMenuAndDropdowns(api: ApiClient): Promise<void> {
  await Promise.all([loadMenu(api), loadDropdowns(api)]);
}

async function loadMenu(api: ApiClient): Promise<void> {
  try {
    const menu = await api.call('T0012AuthorityService.getMenu', {}, { silent: true });
    sessionStore.set((s) => ({ ...s, menu }));
  } catch {
    // the API client has shown why; the sidebar stays empty
  }
}

async function loadDropdowns(api: ApiClient): Promise<void> {
  try {
    const [centers, centerGroups, authorityCenters, authorityCenterGroups] = await api.batch(
      [
        { api: 'M0110CenterService.getCentersDropdown_ShortLabel', input: { group_flag: 0 } },
        { api: 'M0110CenterService.getCentersDropdown_ShortLabel', input: { group_flag: 1 } },
        { api: 'M0110CenterService.getCentersDropdown_Authority', input: { group_flag: 0 } },
        { api: 'M0110CenterService.getCentersDropdown_Authority', input: { group_flag: 1 } },
      ],
      { silent: true, handleErrors: false },
    );
    const dropdowns: SessionDropdowns = {
      centers: toOptions(centers),
      centerGroups: toOptions(centerGroups),
      authorityCenters: toOptions(authorityCenters),
      authorityCenterGroups: toOptions(authorityCenterGroups),
    };
    sessionStore.set((s) => ({ ...s, dropdowns }));
  } catch {
    // only the screens that filter by center need these; they load their own when this failed
  }
}

// A signed-in user sees the language saved with their account (locale_code), whatever this browser
// showed before; it is applied before the signed-in screen renders. A catalogue that fails to load
// leaves the language as it was.
async function applyUserLocale(user: CurrentUser): Promise<void> {
  if (isLocale(user.locale_code)) await changeLocale(user.locale_code).catch(() => undefined);
}

function setUser(user: CurrentUser | null): void {
  sessionStore.set({ loaded: true, user, menu: [], dropdowns: EMPTY_DROPDOWNS });
}

let loading: Promise<SessionChange> | null = null;

// SPEC §2 guard: each navigation asks for the current user once (a navigation that comes while it
// is being asked for waits for the same answer). Asking again while signed in is how a session
// ended elsewhere (a password reset, a logout in another tab) is noticed on the next navigation.
export async function ensureUserLoaded(api: ApiClient): Promise<SessionChange> {
  // a call aborted by a newer navigation settles nothing: ask again, once
  for (let attempt = 0; attempt < 2; attempt++) {
    const first = !sessionStore.get().loaded;
    loading ??= (first ? loadCurrentUser(api) : recheckUser(api)).finally(() => (loading = null));
    const change = await loading;
    if (sessionStore.get().loaded) return change;
  }
  return 'same';
}

const ask = (api: ApiClient): Promise<CurrentUser | null> =>
  api.call('getCurrentUser', {}, { silent: true, handleErrors: false }).then((u) => u ?? null);

const isSessionRefusal = (e: unknown): boolean => isApiError(e) && (e.status === 401 || e.status === 403);

async function loadCurrentUser(api: ApiClient): Promise<SessionChange> {
  let user: CurrentUser | null = null;
  try {
    user = await ask(api);
  } catch (e) {
    if (isApiError(e) && e.aborted) return 'same';
    if (!isSessionRefusal(e)) {
      // SPEC §8: a failed initial user load reloads the page, once: a server that is down must not loop.
      const last = Number(window.sessionStorage.getItem(RELOAD_MARK_KEY) ?? 0);
      if (Date.now() - last > 30000) {
        window.sessionStorage.setItem(RELOAD_MARK_KEY, String(Date.now()));
        window.location.reload();
        return new Promise(() => undefined);
      }
      pushNotice({ type: 'message', level: 'error', messageKey: 'api.network' });
    }
  }
  // SPEC §4: a logged flag without a user means the session timed out.
  if (!user && storage.get(LOGGED_FLAG_KEY)) {
    storage.set(LOGGED_FLAG_KEY, null);
    pushNotice({ type: 'message', level: 'warning', messageKey: 'signin.sessionTimeout' });
  }
  if (user) await applyUserLocale(user);
  setUser(user);
  if (user) await loadMenuAndDropdowns(api);
  return user ? 'started' : 'same';
}

async function recheckUser(api: ApiClient): Promise<SessionChange> {
  const shown = sessionStore.get().user;
  if (!shown) return 'same';
  let current: CurrentUser | null;
  try {
    current = await ask(api);
  } catch (e) {
    // a network hiccup keeps the user; only the server's refusal ends the session
    if (!isSessionRefusal(e)) return 'same';
    current = null;
  }
  const change = sessionChange(shown, current);
  if (change === 'ended') endExpiredSession();
  if (change === 'changed' && current) await beginSession(api, current);
  return change;
}

// After any sign-in (password, email link, registration confirmation, social binding): the logged
// flag, the user's language, the user, then the menu and dropdowns (SPEC §4).
export async function beginSession(api: ApiClient, user: CurrentUser): Promise<CurrentUser> {
  storage.set(LOGGED_FLAG_KEY, '1');
  await applyUserLocale(user);
  setUser(user);
  await loadMenuAndDropdowns(api);
  return user;
}

export async function signIn(api: ApiClient, credentials: { user_id: string; password: string }): Promise<CurrentUser> {
  return beginSession(api, await api.call('Auth_login', credentials, { auth: true }));
}

// The same user with fresh details (a new password, a bound email), keeping menu and dropdowns.
export function updateSessionUser(user: CurrentUser): void {
  const shown = sessionStore.get().user;
  if (shown && shown.user_no === user.user_no) sessionStore.set((s) => ({ ...s, user }));
}

// Clears the user and everything cached for them; the caller navigates to Login.
export function clearSession(): void {
  storage.set(LOGGED_FLAG_KEY, null);
  setUser(null);
}

// SPEC §8: a session that ended on the server logs the shell out with the session-expired notice.
export function endExpiredSession(): void {
  clearSession();
  pushNotice({ type: 'message', level: 'warning', messageKey: 'error.notLoggedIn' });
}

// Logout clears the user and cached state; the caller shows the logout-success screen (SPEC §2, §4).
export async function signOut(api: ApiClient): Promise<void> {
  try {
    await api.call('Auth_logout', {}, { auth: true, handleErrors: false });
  } catch {
    // the session ends on this side whatever the server answered
  }
  clearSession();
}
