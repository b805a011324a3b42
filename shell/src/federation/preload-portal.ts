import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, WebConfig } from '@school/contracts';
import { registerPortals } from './load-portals';

// A cold visit to a portal's route starts that portal's manifest, remoteEntry and exposed route
// table downloading as soon as the shell's entry runs, alongside the shell's own start-up, instead
// of once the router opens the route (issue 26). Decided at run time from /remotes.json, so a portal
// deployed on its own is preloaded from where it is now; the federation runtime keeps what it
// fetched (manifest, entry) and the route's load uses the same script requests, so nothing is
// downloaded twice.
export async function preloadPortalOf(pathname: string, config: Promise<WebConfig>): Promise<void> {
  try {
    const [{ ROUTE_CATALOGUE }, { matchRoutes }, webConfig] = await Promise.all([
      import('@school/contracts'),
      import('react-router'),
      config,
    ]);
    // matched the way the router will match it, ranking the shell's own routes with the portals'
    const matches = matchRoutes(
      ROUTE_CATALOGUE.map((r) => ({ path: r.path, handle: r.portal })),
      pathname,
    );
    const owner: unknown = matches?.[0]?.route.handle;
    const portal = registerPortals(webConfig).find((name: RemoteName) => name === owner);
    if (!portal) return;
    await preloadRemote([
      { nameOrAlias: portal, exposes: ['routes'], resourceCategory: 'sync', share: false, depsRemote: false },
    ]);
  } catch {
    // nothing lost: the route's own load fetches the portal, or shows it unavailable
  }
}
