import { checkRoute, type RouteDenial } from '@school/domain';
import { buildPath, findRoute, pushNotice, sessionStore, type ApiClient, type RouteDef } from '@school/ui';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ensureUserLoaded } from '../session/session-service';

const WARNING: Record<RouteDenial, string | null> = {
  notLoggedIn: 'guard.pleaseLogin',
  alreadyLoggedIn: 'guard.alreadyLoggedIn',
  noPermission: 'guard.noPermission',
  // debug routes outside debug mode simply go Home (SPEC §2)
  debugOnly: null,
};

export const LOGIN_PATH = '/Auth/login';

// The route guard of SPEC §2/§6 as a loader on every route: abort what the previous screen was
// still waiting for, know the user (once), then let libs/domain decide.
export function guardLoader(route: RouteDef, api: ApiClient, debug: boolean) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    api.abortAll();
    await ensureUserLoaded(api);
    const decision = checkRoute({ name: route.name, meta: route.meta }, sessionStore.get().user, { debug });
    if (!decision.allow) {
      const warning = WARNING[decision.reason];
      if (warning) pushNotice({ type: 'message', level: 'warning', messageKey: warning });
      if (decision.redirect === 'Login') {
        const url = new URL(request.url);
        throw redirect(`${LOGIN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`);
      }
      throw redirect('/');
    }
    if (route.redirectTo) {
      const target = findRoute(route.redirectTo);
      if (target) throw redirect(buildPath(target.path, params));
    }
    return null;
  };
}

// Only same-site paths are followed after sign-in.
export const safeNextPath = (next: string | null): string =>
  next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
