import { routesOf } from '@school/contracts';
import type { LazyScreen, PortalRoute } from '@school/ui';

// The teacher portal's route table (DESIGN §1); screens not listed here render the shell's placeholder.
// Each screen in its feature folder <area>/<SCREEN>/ (STYLE 18); parts several screens of an area
// use in the area's common/. The report screens students open too (C50102, C50102PastReport) are
// the shell's, from @school/feature-reports.
const SCREENS: Readonly<Record<string, LazyScreen>> = {
  C10201Teacher: () => import('./shifts/C10201/C10201TeacherPage').then((m) => ({ default: m.C10201TeacherPage })),
  C11101: () => import('./today/C11101/C11101Page').then((m) => ({ default: m.C11101Page })),
  C11201: () => import('./today/C11201/C11201Page').then((m) => ({ default: m.C11201Page })),
  C50101TeacherBrowse: () =>
    import('./reports/C50101/C50101TeacherBrowsePage').then((m) => ({ default: m.C50101TeacherBrowsePage })),
};

export const portal = 'mfe_teacher';
export const routes: readonly PortalRoute[] = routesOf('mfe_teacher').map((r) => ({ ...r, component: SCREENS[r.name] }));
