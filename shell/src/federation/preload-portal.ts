import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, RouteDef, WebConfig } from '@school/contracts';
import { registerPortals, portalRoutes } from './load-portals';

// A cold visit to a portal's route starts that portal's manifest, remoteEntry and exposed route
// table downloading as soon as the shell's entry runs, alongside the shell's own start-up, instead
// of once the router opens the route (issue 26), then the screen's own chunks, which the route table
// names (a visitor who has to sign in first comes back to this screen). Decided at run time from
// /remotes.json, so a portal deployed on its own is preloaded from where it is now. Nothing is
// downloaded twice: the federation runtime keeps the manifest and the entry it fetched, the route
// table is the one the router asks for (portalRoutes), and a chunk imported again is not fetched again.
export async function preloadPortalOf(pathname: string, config: Promise<WebConfig>): Promise<void> {
  try {
    const [{ ROUTE_CATALOGUE }, { matchRoutes }, webConfig] = await Promise.all([
      import('@school/contracts'),
      import('react-router'),
      config,
    ]);
    // matched the way the router will match it, ranking the shell's own routes with the portals'
    const matches = matchRoutes(
      ROUTE_CATALOGUE.map((r) => ({ path: r.path, handle: r })),
      pathname,
    );
    const route: RouteDef | undefined = matches?.[0]?.route.handle;
    const portal = registerPortals(webConfig).find((name: RemoteName) => name === route?.portal);
    if (!route || !portal) return;
    await preloadRemote([
      { nameOrAlias: portal, exposes: ['routes'], resourceCategory: 'sync', share: false, depsRemote: false },
    ]);
    await (await portalRoutes(portal))?.find((r) => r.name === route.name)?.component?.();
  } catch {
    // nothing lost: the route's own load fetches the portal and the screen, or shows it unavailable
  }
}
