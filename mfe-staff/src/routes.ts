import { routesOf } from '@school/contracts';
import type { LazyScreen, PortalRoute, ScreenPrefetch } from '@school/ui';
import { prefetchBoard } from './board/C40101/board-reads';

// The staff portal's route table (DESIGN §1); screens not listed here render the shell's placeholder.
const SCREENS: Readonly<Record<string, LazyScreen>> = {
  C10101Browse: () => import('./people/C10101/C10101BrowsePage').then((m) => ({ default: m.C10101BrowsePage })),
  C10101Add: () => import('./people/C10101/C10101EditPage').then((m) => ({ default: m.C10101EditPage })),
  C10101Edit: () => import('./people/C10101/C10101EditPage').then((m) => ({ default: m.C10101EditPage })),
  C10201: () => import('./shifts/C10201/C10201ShiftPage').then((m) => ({ default: m.C10201ShiftPage })),
  C10301: () => import('./shifts/C10301/C10301ShiftConfirmPage').then((m) => ({ default: m.C10301ShiftConfirmPage })),
  C20101Browse: () => import('./people/C20101/C20101BrowsePage').then((m) => ({ default: m.C20101BrowsePage })),
  C20101Add: () => import('./people/C20101/C20101EditPage').then((m) => ({ default: m.C20101EditPage })),
  C20101Edit: () => import('./people/C20101/C20101EditPage').then((m) => ({ default: m.C20101EditPage })),
  C20301Browse: () => import('./people/C20301/C20301Page').then((m) => ({ default: m.C20301Page })),
  C20201Browse: () => import('./people/C20201/C20201BrowsePage').then((m) => ({ default: m.C20201BrowsePage })),
  C20201Add: () => import('./people/C20201/C20201EditPage').then((m) => ({ default: m.C20201EditPage })),
  C20201Edit: () => import('./people/C20201/C20201EditPage').then((m) => ({ default: m.C20201EditPage })),
  C30101: () => import('./applications/C30101/C30101Page').then((m) => ({ default: m.C30101Page })),
  M20101Browse: () => import('./masters/M20101/M20101BrowsePage').then((m) => ({ default: m.M20101BrowsePage })),
  M20101Add: () => import('./masters/M20101/M20101EditPage').then((m) => ({ default: m.M20101EditPage })),
  M20101Edit: () => import('./masters/M20101/M20101EditPage').then((m) => ({ default: m.M20101EditPage })),
  M20201Browse: () => import('./masters/M20201/M20201BrowsePage').then((m) => ({ default: m.M20201BrowsePage })),
  M20201Add: () => import('./masters/M20201/M20201EditPage').then((m) => ({ default: m.M20201EditPage })),
  M20201Edit: () => import('./masters/M20201/M20201EditPage').then((m) => ({ default: m.M20201EditPage })),
  M20301Browse: () => import('./masters/M20301/M20301BrowsePage').then((m) => ({ default: m.M20301BrowsePage })),
  M20301Add: () => import('./masters/M20301/M20301EditPage').then((m) => ({ default: m.M20301EditPage })),
  M20301Edit: () => import('./masters/M20301/M20301EditPage').then((m) => ({ default: m.M20301EditPage })),
  M20401Browse: () => import('./masters/M20401/M20401BrowsePage').then((m) => ({ default: m.M20401BrowsePage })),
  M20401Add: () => import('./masters/M20401/M20401EditPage').then((m) => ({ default: m.M20401EditPage })),
  M20401Edit: () => import('./masters/M20401/M20401EditPage').then((m) => ({ default: m.M20401EditPage })),
  M20901Browse: () => import('./masters/M20901/M20901BrowsePage').then((m) => ({ default: m.M20901BrowsePage })),
  M20901Add: () => import('./masters/M20901/M20901EditPage').then((m) => ({ default: m.M20901EditPage })),
  M20901Edit: () => import('./masters/M20901/M20901EditPage').then((m) => ({ default: m.M20901EditPage })),
  M21001Browse: () => import('./calendar/M21001/M21001BrowsePage').then((m) => ({ default: m.M21001BrowsePage })),
  M21001BatchEdit: () => import('./calendar/M21001/M21001BatchEditPage').then((m) => ({ default: m.M21001BatchEditPage })),
  PgM20601BatchEdit: () => import('./masters/PgM20601/PgM20601BatchEditPage').then((m) => ({ default: m.PgM20601BatchEditPage })),
  M20701Browse: () => import('./masters/M20701/M20701BrowsePage').then((m) => ({ default: m.M20701BrowsePage })),
  M20701Edit: () => import('./masters/M20701/M20701EditPage').then((m) => ({ default: m.M20701EditPage })),
  M20801Browse: () => import('./masters/M20801/M20801BrowsePage').then((m) => ({ default: m.M20801BrowsePage })),
  M20801Add: () => import('./masters/M20801/M20801EditPage').then((m) => ({ default: m.M20801EditPage })),
  M20801Edit: () => import('./masters/M20801/M20801EditPage').then((m) => ({ default: m.M20801EditPage })),
  M21101Browse: () => import('./help/M21101/M21101BrowsePage').then((m) => ({ default: m.M21101BrowsePage })),
  M21101Add: () => import('./help/M21101/M21101EditPage').then((m) => ({ default: m.M21101EditPage })),
  M21101Edit: () => import('./help/M21101/M21101EditPage').then((m) => ({ default: m.M21101EditPage })),
  M21201Browse: () => import('./masters/M21201/M21201BrowsePage').then((m) => ({ default: m.M21201BrowsePage })),
  C00102: () => import('./alerts/C00102/C00102AlertPage').then((m) => ({ default: m.C00102AlertPage })),
  M00101: () => import('./notices/M00101/M00101BrowsePage').then((m) => ({ default: m.M00101BrowsePage })),
  M00101Add: () => import('./notices/M00101/M00101EditPage').then((m) => ({ default: m.M00101EditPage })),
  M00101Edit: () => import('./notices/M00101/M00101EditPage').then((m) => ({ default: m.M00101EditPage })),
  C30201: () => import('./applications/C30201/C30201Page').then((m) => ({ default: m.C30201Page })),
  C40411Browse: () => import('./applications/C40411/C40411BrowsePage').then((m) => ({ default: m.C40411BrowsePage })),
  C40101: () => import('./board/C40101/C40101BoardPage').then((m) => ({ default: m.C40101BoardPage })),
  C40201: () => import('./board/C40201/C40201Page').then((m) => ({ default: m.C40201Page })),
  C40401Browse: () => import('./board/C40401/C40401BrowsePage').then((m) => ({ default: m.C40401BrowsePage })),
  C40701Browse: () => import('./lessons/C40701/C40701BrowsePage').then((m) => ({ default: m.C40701BrowsePage })),
  C50101Browse: () => import('./reports/C50101/C50101BrowsePage').then((m) => ({ default: m.C50101BrowsePage })),
  M00501Browse: () => import('./masters/M00501/M00501BrowsePage').then((m) => ({ default: m.M00501BrowsePage })),
  T0010List: () => import('./samples/T0010/T0010ListPage').then((m) => ({ default: m.T0010ListPage })),
  T0010Table: () => import('./samples/T0010/T0010TablePage').then((m) => ({ default: m.T0010TablePage })),
  T0010Edit: () => import('./samples/T0010/T0010EditPage').then((m) => ({ default: m.T0010EditPage })),
};

export const portal = 'mfe_staff';
// the reads the shell starts while a screen's code loads (ScreenPrefetch)
const PREFETCH: Readonly<Record<string, ScreenPrefetch>> = { C40101: prefetchBoard };

export const routes: readonly PortalRoute[] = routesOf('mfe_staff').map((r) => ({
  ...r,
  component: SCREENS[r.name],
  prefetch: PREFETCH[r.name],
}));
