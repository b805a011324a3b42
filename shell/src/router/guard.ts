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

// The route guard of SPEC §2/§6 as a loader on every route: abort what the previous screen was
// still waiting for, ask for the current user (once per navigation), then let libs/domain decide.
export function guardLoader(route: RouteDef, api: ApiClient, debug: boolean) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    api.abortAll();
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
