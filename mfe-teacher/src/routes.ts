import { routesOf, type LazyScreen, type PortalRoute } from '@school/ui';

// The teacher portal's route table (DESIGN §1); screens not listed here render the shell's placeholder.
const SCREENS: Readonly<Record<string, LazyScreen>> = {
  C10201Teacher: () => import('./screens/C10201TeacherPage').then((m) => ({ default: m.C10201TeacherPage })),
};

export const portal = 'mfe_teacher';
export const routes: readonly PortalRoute[] = routesOf('mfe_teacher').map((r) => ({ ...r, component: SCREENS[r.name] }));
