import { checkRoute, type RouteDenial } from '@school/domain';
import { buildPath, findRoute, type RouteDef } from '@school/contracts';
import { pushNotice, sessionStore, type ApiClient } from '@school/ui';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ensureUserLoaded } from '../session/session-service';
import { loginPathWithNext } from '../navigation/next-path';

const WARNING: Record<RouteDenial, string | null> = {
  notLoggedIn: 'guard.pleaseLogin',
  alreadyLoggedIn: 'guard.alreadyLoggedIn',
  noPermission: 'guard.noPermission',
  // debug routes outside debug mode simply go Home (SPEC §2)
  debugOnly: null,
};

// The path and query the router shows (its location, not the address bar's, which a popstate has
// already moved), or null before its first navigation has ended.
export type ShownUrl = () => string | null;

// A navigation to the URL already shown (the sidebar's link to the current screen, a popstate to the
// same address) keeps its screen mounted, and a mounted screen does not read again: what it is still
// waiting for is its own, not a previous screen's, and aborted it would stay on its skeleton.
export function showsAgain(request: Request, shown: ShownUrl): boolean {
  const url = new URL(request.url);
  return shown() === url.pathname + url.search;
}

// The route guard of SPEC §2/§6 as a loader on every route: abort what the previous screen was
// still waiting for, ask for the current user (once per navigation), then let libs/domain decide.
export function guardLoader(route: RouteDef, api: ApiClient, debug: boolean, shown: ShownUrl) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    if (!showsAgain(request, shown)) api.abortAll();
    const change = await ensureUserLoaded(api);
    const decision = checkRoute({ name: route.name, meta: route.meta }, sessionStore.get().user, { debug });
    if (!decision.allow) {
      // a session that just ended has said so already (SPEC §8)
      const warning = change === 'ended' ? null : WARNING[decision.reason];
      if (warning) pushNotice({ type: 'message', level: 'warning', messageKey: warning });
      if (decision.redirect === 'Login') {
        const url = new URL(request.url);
        throw redirect(loginPathWithNext(url.pathname + url.search));
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
