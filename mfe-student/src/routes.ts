import { routesOf } from '@school/contracts';
import type { LazyScreen, PortalRoute } from '@school/ui';

// The student portal's route table (DESIGN §1); screens not listed here render the shell's placeholder.
// A screen lives in its feature folder <area>/<SCREEN>/ with its parts, hooks and tests (STYLE 18),
// e.g. schedule/C21101/, as in mfe-staff and mfe-teacher.
const SCREENS: Readonly<Record<string, LazyScreen>> = {
  C30101Student: () => import('./applications/C30101Student/C30101StudentPage').then((m) => ({ default: m.C30101StudentPage })),
};

export const portal = 'mfe_student';
export const routes: readonly PortalRoute[] = routesOf('mfe_student').map((r) => ({ ...r, component: SCREENS[r.name] }));
