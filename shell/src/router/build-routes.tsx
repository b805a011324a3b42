import { routesOf, SHELL_ROUTES, type RemoteName, type RouteDef } from '@school/contracts';
import { type ApiClient, type LazyScreen, type PortalRoute } from '@school/ui';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { portalRoutes } from '../federation/load-portals';
import { AppLayout } from '../layout/AppLayout';
import { PortalUnavailable } from '../pages/PortalUnavailable';
import { ScreenPlaceholder } from '../pages/ScreenPlaceholder';
import { SHELL_SCREENS } from '../pages/shell-screens';
import { UnderConstruction } from '../pages/UnderConstruction';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { type RouteHandle } from '../navigation/route-handle';
import { guardLoader, showsAgain, type Shown } from './guard';

// A portal route's screen: the portal's exposed table is fetched first (once), then the screen it
// names; a portal that could not be loaded shows 'portal unavailable' on its routes (DESIGN §1).
const portalScreen =
  (route: RouteDef): LazyScreen =>
  async () => {
    const routes = await portalRoutes(route.portal as RemoteName);
    if (!routes) return { default: () => <PortalUnavailable portal={route.portal} /> };
    const screen = routes.find((r) => r.name === route.name)?.component;
    return screen ? screen() : { default: () => <ScreenPlaceholder screenId={route.name} titleKey={route.titleKey} /> };
  };

// The routes the shell serves: its own and those of each portal of /remotes.json, from the route
// catalogue (the table each portal exposes is built from it too), so the router is ready before
// any portal is fetched.
export function collectRoutes(portals: readonly RemoteName[]): PortalRoute[] {
  const own: PortalRoute[] = SHELL_ROUTES.map((r) => ({ ...r, component: SHELL_SCREENS[r.name] }));
  const remote = portals.flatMap((portal) => routesOf(portal).map((r) => ({ ...r, component: portalScreen(r) })));
  return [...own, ...remote];
}

// Once the guard lets a portal's route in, the reads its screen names for the URL start while the
// screen's code loads (ScreenPrefetch); the screen's identical calls take their answers.
const prefetchScreen = (route: RouteDef, url: string, api: ApiClient): void => {
  if (!route.portal) return;
  void portalRoutes(route.portal as RemoteName)
    .then(async (routes) => {
      const prefetch = routes?.find((r) => r.name === route.name)?.prefetch;
      const actions = await prefetch?.(new URL(url).searchParams, (name, input) => api.prefetchOne(name, input));
      if (actions?.length) api.prefetch(actions);
    })
    .catch(() => undefined);
};

function toRouteObject(route: PortalRoute, api: ApiClient, debug: boolean, shown: Shown): RouteObject {
  const guard = guardLoader(route, api, debug, shown);
  const base = {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    loader: async (args: LoaderFunctionArgs) => {
      // the screen shown again makes no calls to take prefetched answers
      const again = showsAgain(args.request, shown);
      const allowed = await guard(args);
      if (!again) prefetchScreen(route, args.request.url, api);
      return allowed;
    },
    errorElement: <RouteErrorPage portal={route.portal} />,
  };
  if (route.status === 'underConstruction') return { ...base, element: <UnderConstruction screenId={route.name} /> };
  const component = route.component;
  if (!component) return { ...base, element: <ScreenPlaceholder screenId={route.name} titleKey={route.titleKey} /> };
  return { ...base, lazy: async () => ({ Component: (await component()).default }) };
}

export function buildRouteObjects(routes: readonly PortalRoute[], api: ApiClient, debug: boolean, shown: Shown): RouteObject[] {
  return [
    {
      element: <AppLayout routes={routes} />,
      errorElement: <RouteErrorPage portal="shell" />,
      // the layout's routes are the pages; anything unknown goes to /404 (SPEC §2)
      children: [...routes.map((r) => toRouteObject(r, api, debug, shown)), { path: '*', loader: () => redirect('/404') }],
    },
  ];
}
