import {
  PortalUnavailable,
  routesOf,
  ScreenPlaceholder,
  SHELL_ROUTES,
  UnderConstruction,
  type ApiClient,
  type PortalRoute,
  type RouteDef,
} from '@school/ui';
import { redirect, type RouteObject } from 'react-router';
import type { PortalLoad } from '../federation/load-portals';
import { AppLayout } from '../layout/AppLayout';
import { SHELL_SCREENS } from '../pages/shell-screens';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { guardLoader } from './guard';

export type RouteHandle = { route: RouteDef };

// The routes the shell serves: its own, each portal's exposed table, and for a portal that could
// not be loaded its catalogue entries showing 'portal unavailable'.
export function collectRoutes(portals: readonly PortalLoad[]): PortalRoute[] {
  const own: PortalRoute[] = SHELL_ROUTES.map((r) => ({ ...r, component: SHELL_SCREENS[r.name] }));
  const remote = portals.flatMap((p) => p.routes ?? routesOf(p.portal).map((r) => ({ ...r, unavailable: true })));
  return [...own, ...remote];
}

function toRouteObject(route: PortalRoute & { unavailable?: boolean }, api: ApiClient, debug: boolean): RouteObject {
  const base = {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    loader: guardLoader(route, api, debug),
    errorElement: <RouteErrorPage portal={route.portal} />,
  };
  if (route.unavailable) return { ...base, element: <PortalUnavailable portal={route.portal} /> };
  if (route.status === 'underConstruction') return { ...base, element: <UnderConstruction screenId={route.name} /> };
  const component = route.component;
  if (!component) return { ...base, element: <ScreenPlaceholder screenId={route.name} titleKey={route.titleKey} /> };
  return { ...base, lazy: async () => ({ Component: (await component()).default }) };
}

export function buildRouteObjects(routes: readonly PortalRoute[], api: ApiClient, debug: boolean): RouteObject[] {
  return [
    {
      element: <AppLayout routes={routes} />,
      errorElement: <RouteErrorPage portal="shell" />,
      // the layout's routes are the pages; anything unknown goes to /404 (SPEC §2)
      children: [...routes.map((r) => toRouteObject(r, api, debug)), { path: '*', loader: () => redirect('/404') }],
    },
  ];
}
