import type { RouteDef } from '@school/contracts';

// What each route object carries: set by the router, read by the layout for the page title and footer.
export type RouteHandle = { route: RouteDef };
