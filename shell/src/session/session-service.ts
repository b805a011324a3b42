import type { CurrentUser } from '@school/contracts';
import type { MenuEntry } from '@school/domain';
import {
  EMPTY_DROPDOWNS,
  isApiError,
  LOGGED_FLAG_KEY,
  pushNotice,
  sessionStore,
  type ApiClient,
  type DropdownOption,
  type SessionDropdowns,
} from '@school/ui';

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

// After sign-in (and at start for a signed-in user): the menu, then the center dropdowns (SPEC §4).
async function loadMenuAndDropdowns(api: ApiClient): Promise<void> {
  try {
    const menu = await api.call('T0012AuthorityService.getMenu', {}, { silent: true });
    sessionStore.set((s) => ({ ...s, menu: Array.isArray(menu) ? (menu as MenuEntry[]) : [] }));
  } catch {
    // the API client has shown why; the sidebar stays empty
  }
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

function setUser(user: CurrentUser | null): void {
  sessionStore.set({ loaded: true, user, menu: [], dropdowns: EMPTY_DROPDOWNS });
}

let loading: Promise<void> | null = null;

// The current user is asked for once (SPEC §2 guard); a navigation that comes while it is being
// asked for waits for the same answer.
export function ensureUserLoaded(api: ApiClient): Promise<void> {
  if (sessionStore.get().loaded) return Promise.resolve();
  loading ??= loadCurrentUser(api).finally(() => (loading = null));
  return loading;
}

async function loadCurrentUser(api: ApiClient): Promise<void> {
  let user: CurrentUser | null = null;
  try {
    user = (await api.call<CurrentUser | null>('getCurrentUser', {}, { silent: true, handleErrors: false })) ?? null;
  } catch (e) {
    if (isApiError(e) && e.aborted) return;
    if (!(isApiError(e) && (e.status === 401 || e.status === 403))) {
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
  setUser(user);
  if (user) await loadMenuAndDropdowns(api);
}

export async function signIn(api: ApiClient, credentials: { user_id: string; password: string }): Promise<CurrentUser> {
  const user = await api.call<CurrentUser>('Auth_login', credentials, { auth: true });
  storage.set(LOGGED_FLAG_KEY, '1');
  setUser(user);
  await loadMenuAndDropdowns(api);
  return user;
}

// Clears the user and everything cached for them; the caller navigates to Login.
export function clearSession(): void {
  storage.set(LOGGED_FLAG_KEY, null);
  setUser(null);
}

export async function signOut(api: ApiClient): Promise<void> {
  try {
    await api.call('Auth_logout', {}, { auth: true, handleErrors: false });
  } catch {
    // the session ends on this side whatever the server answered
  }
  clearSession();
  pushNotice({ type: 'message', level: 'success', messageKey: 'signin.loggedOut' });
}
