import { routesOf, type LazyScreen, type PortalRoute } from '@school/ui';

// The staff portal's route table (DESIGN §1); screens not listed here render the shell's placeholder.
const SCREENS: Readonly<Record<string, LazyScreen>> = {
  C10101Browse: () => import('./screens/C10101BrowsePage').then((m) => ({ default: m.C10101BrowsePage })),
  C10101Add: () => import('./screens/C10101EditPage').then((m) => ({ default: m.C10101EditPage })),
  C10101Edit: () => import('./screens/C10101EditPage').then((m) => ({ default: m.C10101EditPage })),
  C20101Browse: () => import('./screens/C20101BrowsePage').then((m) => ({ default: m.C20101BrowsePage })),
  C20101Add: () => import('./screens/C20101EditPage').then((m) => ({ default: m.C20101EditPage })),
  C20101Edit: () => import('./screens/C20101EditPage').then((m) => ({ default: m.C20101EditPage })),
  M20101Browse: () => import('./screens/M20101BrowsePage').then((m) => ({ default: m.M20101BrowsePage })),
  M20101Add: () => import('./screens/M20101EditPage').then((m) => ({ default: m.M20101EditPage })),
  M20101Edit: () => import('./screens/M20101EditPage').then((m) => ({ default: m.M20101EditPage })),
  M20201Browse: () => import('./screens/M20201BrowsePage').then((m) => ({ default: m.M20201BrowsePage })),
  M20201Add: () => import('./screens/M20201EditPage').then((m) => ({ default: m.M20201EditPage })),
  M20201Edit: () => import('./screens/M20201EditPage').then((m) => ({ default: m.M20201EditPage })),
  M20301Browse: () => import('./screens/M20301BrowsePage').then((m) => ({ default: m.M20301BrowsePage })),
  M20301Add: () => import('./screens/M20301EditPage').then((m) => ({ default: m.M20301EditPage })),
  M20301Edit: () => import('./screens/M20301EditPage').then((m) => ({ default: m.M20301EditPage })),
  M20401Browse: () => import('./screens/M20401BrowsePage').then((m) => ({ default: m.M20401BrowsePage })),
  M20401Add: () => import('./screens/M20401EditPage').then((m) => ({ default: m.M20401EditPage })),
  M20401Edit: () => import('./screens/M20401EditPage').then((m) => ({ default: m.M20401EditPage })),
  M20901Browse: () => import('./screens/M20901BrowsePage').then((m) => ({ default: m.M20901BrowsePage })),
  M20901Add: () => import('./screens/M20901EditPage').then((m) => ({ default: m.M20901EditPage })),
  M20901Edit: () => import('./screens/M20901EditPage').then((m) => ({ default: m.M20901EditPage })),
  M21001Browse: () => import('./screens/M21001BrowsePage').then((m) => ({ default: m.M21001BrowsePage })),
  M21001BatchEdit: () => import('./screens/M21001BatchEditPage').then((m) => ({ default: m.M21001BatchEditPage })),
  PgM20601BatchEdit: () => import('./screens/PgM20601BatchEditPage').then((m) => ({ default: m.PgM20601BatchEditPage })),
  M20701Browse: () => import('./screens/M20701BrowsePage').then((m) => ({ default: m.M20701BrowsePage })),
  M20701Edit: () => import('./screens/M20701EditPage').then((m) => ({ default: m.M20701EditPage })),
  M20801Browse: () => import('./screens/M20801BrowsePage').then((m) => ({ default: m.M20801BrowsePage })),
  M20801Add: () => import('./screens/M20801EditPage').then((m) => ({ default: m.M20801EditPage })),
  M20801Edit: () => import('./screens/M20801EditPage').then((m) => ({ default: m.M20801EditPage })),
  M21101Browse: () => import('./screens/M21101BrowsePage').then((m) => ({ default: m.M21101BrowsePage })),
  M21101Add: () => import('./screens/M21101EditPage').then((m) => ({ default: m.M21101EditPage })),
  M21101Edit: () => import('./screens/M21101EditPage').then((m) => ({ default: m.M21101EditPage })),
  C00102: () => import('./screens/C00102AlertPage').then((m) => ({ default: m.C00102AlertPage })),
  C00103: () => import('./screens/C00103ViewPage').then((m) => ({ default: m.C00103ViewPage })),
  M00501Browse: () => import('./screens/M00501BrowsePage').then((m) => ({ default: m.M00501BrowsePage })),
  T0010Edit: () => import('./screens/T0010EditPage').then((m) => ({ default: m.T0010EditPage })),
};

export const portal = 'mfe_staff';
export const routes: readonly PortalRoute[] = routesOf('mfe_staff').map((r) => ({ ...r, component: SCREENS[r.name] }));
