import { routesOf } from '@school/contracts';
import type { LazyScreen, PortalRoute } from '@school/ui';

// The teacher portal's route table (DESIGN §1); screens not listed here render the shell's placeholder.
const SCREENS: Readonly<Record<string, LazyScreen>> = {
  C10201Teacher: () => import('./screens/C10201TeacherPage').then((m) => ({ default: m.C10201TeacherPage })),
  C50101TeacherBrowse: () => import('./screens/C50101TeacherBrowsePage').then((m) => ({ default: m.C50101TeacherBrowsePage })),
  C50102: () => import('./screens/C50102ReportPage').then((m) => ({ default: m.C50102ReportPage })),
  C50102PastReport: () => import('./screens/C50102PastReportPage').then((m) => ({ default: m.C50102PastReportPage })),
  C50103: () => import('./screens/C50103ReportPage').then((m) => ({ default: m.C50103ReportPage })),
};

export const portal = 'mfe_teacher';
export const routes: readonly PortalRoute[] = routesOf('mfe_teacher').map((r) => ({ ...r, component: SCREENS[r.name] }));
