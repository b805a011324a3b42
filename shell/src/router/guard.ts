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

// What the router shows: its location's path and query (not the address bar's, which a popstate has
// already moved) and the path of the route it matched, or null before its first navigation has ended.
export type Shown = () => { url: string; route: string | undefined } | null;

// A navigation within the screen shown (its own URL again from the sidebar's link or a popstate, a
// changed query or parameter) keeps the screen mounted, and a mounted screen reads again only what
// depends on what changed: what it still waits for is its own, and aborted it would stay on its
// skeleton.
export const staysMounted = (route: RouteDef, shown: Shown): boolean => shown()?.route === route.path;

// The same URL again: the screen makes no call that a prefetch could answer.
export function showsAgain(request: Request, shown: Shown): boolean {
  const url = new URL(request.url);
  return shown()?.url === url.pathname + url.search;
}

// The route guard of SPEC §2/§6 as a loader on every route: abort what the previous screen was
// still waiting for, ask for the current user (once per navigation), then let libs/domain decide.
export function guardLoader(route: RouteDef, api: ApiClient, debug: boolean, shown: Shown) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    if (!staysMounted(route, shown)) api.abortAll();
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
