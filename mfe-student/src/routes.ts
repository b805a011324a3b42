import { routesOf } from '@school/contracts';
import type { LazyScreen, PortalRoute } from '@school/ui';

// The student portal's route table (DESIGN §1); screens not listed here render the shell's placeholder.
// A screen lives in its feature folder <area>/<SCREEN>/ with its parts, hooks and tests (STYLE 18),
// e.g. schedule/C21101/, as in mfe-staff and mfe-teacher.
const SCREENS: Readonly<Record<string, LazyScreen>> = {
  C21101: () => import('./schedule/C21101/C21101Page').then((m) => ({ default: m.C21101Page })),
  C21201: () => import('./schedule/C21201/C21201Page').then((m) => ({ default: m.C21201Page })),
  C30101Student: () => import('./applications/C30101Student/C30101StudentPage').then((m) => ({ default: m.C30101StudentPage })),
};

export const portal = 'mfe_student';
export const routes: readonly PortalRoute[] = routesOf('mfe_student').map((r) => ({ ...r, component: SCREENS[r.name] }));
