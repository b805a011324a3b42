import { routesOf, type LazyScreen, type PortalRoute } from '@school/ui';

// The staff portal's route table (DESIGN §1); screens not listed here render the shell's placeholder.
const SCREENS: Readonly<Record<string, LazyScreen>> = {
  M20101Browse: () => import('./screens/M20101BrowsePage').then((m) => ({ default: m.M20101BrowsePage })),
  T0010List: () => import('./screens/T0010ListPage').then((m) => ({ default: m.T0010ListPage })),
  T0010Edit: () => import('./screens/T0010EditPage').then((m) => ({ default: m.T0010EditPage })),
};

export const portal = 'mfe_staff';
export const routes: readonly PortalRoute[] = routesOf('mfe_staff').map((r) => ({ ...r, component: SCREENS[r.name] }));
