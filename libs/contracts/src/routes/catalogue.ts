import type { PortalName, PortalRouteMeta, RouteDef } from './route';

// Every route of SPEC §2 with the portal that owns its screen (DESIGN §1). A portal's exposed
// route table is built from its part of this catalogue; the shell also uses it to show "portal
// unavailable" on the routes of a portal that could not be loaded.

// Who may open a route: role numbers (user_type_code, SPEC §6), written as the API access lists
// write them. libs/domain's ROLE names the same numbers (shell/src/router/route-roles.spec.ts).
// staff: Admin 560, center head 550, office staff 540, person in charge 530, sales 520, and the
// classroom accounts 410 online, 420 direct, 430 franchise.
export const STAFF_ROLE_CODES: readonly number[] = [560, 550, 540, 530, 520, 410, 420, 430];
const TEACHER: readonly number[] = [300];
const STUDENTS: readonly number[] = [110, 120, 130];
const STUDENT_110: readonly number[] = [110];
const STAFF_AND_TEACHER = [...STAFF_ROLE_CODES, ...TEACHER];
// SPEC §6: student 110 also gets C30101 and C40501.
const STAFF_AND_STUDENT_110 = [...STAFF_ROLE_CODES, 110];
// SPEC §6: the teacher is excluded from C00101.
const STAFF_AND_STUDENTS = [...STAFF_ROLE_CODES, ...STUDENTS];

const PUBLIC: PortalRouteMeta = { authenticated: false };
const SIGNED_OUT: PortalRouteMeta = { notLogged: true };
const SIGNED_IN: PortalRouteMeta = {};
const staff: PortalRouteMeta = { roles: STAFF_ROLE_CODES };

type Row = [name: string, path: string, meta?: PortalRouteMeta, extra?: Pick<RouteDef, 'redirectTo' | 'status'>];

const define = (portal: PortalName, rows: readonly Row[]): RouteDef[] =>
  rows.map(([name, path, meta = SIGNED_IN, extra]) => ({ name, path, titleKey: `route.${name}`, portal, meta, ...extra }));

export const SHELL_ROUTES: readonly RouteDef[] = define('shell', [
  ['Home', '/'],
  // Login-related screens (SPEC §2). The mailed links land on LoginLink, RegisterConfirm,
  // BindEmailConfirm and ResetPassword (paths set by the auth service's mails).
  ['Login', '/Auth/login', SIGNED_OUT],
  ['LoginEmail', '/Auth/login-email', SIGNED_OUT],
  ['LoginLink', '/Auth/link/login', SIGNED_OUT],
  ['Register', '/Auth/register', SIGNED_OUT],
  ['PendingConfirmation', '/Auth/register/pending', SIGNED_OUT],
  ['RegisterConfirm', '/Auth/register/confirm', SIGNED_OUT],
  ['ForgotPassword', '/Auth/forgot-password', SIGNED_OUT],
  // open to a signed-in user too: the reset ends every session of the account anyway
  ['ResetPassword', '/Auth/password/reset', PUBLIC],
  ['BindEmail', '/Auth/bind-email', SIGNED_IN],
  // the link may be opened in another browser than the one that asked for it
  ['BindEmailConfirm', '/Auth/email/bind', PUBLIC],
  ['InvalidLink', '/Auth/invalid-link', PUBLIC],
  ['LogoutSuccess', '/Auth/logout-success', SIGNED_OUT],
  ['404', '/404', PUBLIC],
  ['terms-and-conditions', '/terms-and-conditions', PUBLIC],
  ['Example', '/Example', { debug: true }],
  ['AllCompsExample', '/Example/AllCompsExample', { debug: true }],
  ['B00101', '/B00101', SIGNED_IN, { status: 'underConstruction' }],
  ['B00201', '/B00201', SIGNED_IN, { status: 'underConstruction' }],
  ['B00301', '/B00301', SIGNED_IN, { status: 'underConstruction' }],
  // Screens several portals' users open (SPEC §6's always-added ids, C00101, C00103): the shell
  // routes them to the shared feature libraries, so that nobody downloads another portal for them.
  ['Chatroom', '/Chatroom/:studentNo?'],
  ['PendingSchedule', '/PendingSchedule'],
  ['ZoomLog', '/ZoomLog'],
  // SPEC §6: student 110 holds the lesson list too (their own lessons)
  ['C40501', '/C40501', { roles: STAFF_AND_STUDENT_110 }, { redirectTo: 'C40501Browse' }],
  ['C40501Browse', '/C40501/browse', { roles: STAFF_AND_STUDENT_110 }],
  ['C00101', '/C00101', { roles: STAFF_AND_STUDENTS }],
  ['C00103', '/C00103/view/:support_no?'],
  // SPEC §6: students 110/120/130 get C50102 too, so the report screens are not the teacher portal's.
  ['C50102PastReport', '/C50102/pastReport/:schedule_no?'],
  ['C50102', '/C50102/:schedule_no'],
  ['C50103', '/C50103/:schedule_no?'],
]);

export const STAFF_ROUTES: readonly RouteDef[] = define('mfe_staff', [
  ['T0010List', '/t0010/list', staff],
  ['T0010Table', '/t0010/table', staff],
  ['T0010Edit', '/t0010/:id?/edit', staff],
  // teachers see the alerts addressed to them (issue 22)
  ['C00102', '/C00102', { roles: STAFF_AND_TEACHER }],
  ['C10101Browse', '/C10101', staff],
  ['C10101Edit', '/C10101/:teacher_id?/edit', { roles: STAFF_AND_TEACHER }],
  ['C10101Add', '/C10101/add', staff],
  ['C10201', '/C10201', staff],
  ['C10301', '/C10301', staff],
  ['C20101Browse', '/C20101', staff],
  ['C20101Edit', '/C20101/:student_id?/edit', staff],
  ['C20101Add', '/C20101/add', staff],
  ['C20201Browse', '/C20201', { roles: STAFF_AND_TEACHER }],
  ['C20201Edit', '/C20201/edit/:curriculum_id?', { roles: STAFF_AND_TEACHER }],
  ['C20201Add', '/C20201/add', staff],
  ['C20301Browse', '/C20301', staff],
  ['C30101', '/C30101', { roles: STAFF_AND_STUDENT_110 }],
  ['C30201', '/C30201', staff],
  ['C40101', '/C40101', { roles: STAFF_ROLE_CODES, showFooter: false }],
  ['C40201', '/C40201', staff],
  ['C40401Browse', '/C40401', staff],
  ['C40411Browse', '/C40411', staff],
  ['C40701Browse', '/C40701', staff],
  ['C50101Browse', '/C50101', staff],
  ['M00101', '/M00101', staff],
  ['M00101Add', '/M00101/add', staff],
  ['M00101Edit', '/M00101/edit/:notice_no', staff],
  ['M00501Browse', '/M00501', staff],
  ['M20101Browse', '/M20101', staff],
  ['M20101Add', '/M20101/add', staff],
  ['M20101Edit', '/M20101/edit/:center_id', staff],
  ['M20201Browse', '/M20201', staff],
  ['M20201Add', '/M20201/add', staff],
  ['M20201Edit', '/M20201/:classroom_id?/edit', staff],
  ['M20301', '/M20301', staff, { redirectTo: 'M20301Browse' }],
  ['M20301Browse', '/M20301/browse', staff],
  ['M20301Add', '/M20301/add/:_course_type', staff],
  ['M20301Edit', '/M20301/:id/edit/:_course_type', staff],
  ['M20401Browse', '/M20401', staff],
  ['M20401Add', '/M20401/add', staff],
  ['M20401Edit', '/M20401/:subject_id?/edit', staff],
  ['PgM20601BatchEdit', '/M20601', staff],
  ['M20701Browse', '/M20701', staff],
  ['M20701Edit', '/M20701/:id/edit', staff],
  ['M20801Browse', '/M20801', staff],
  ['M20801Add', '/M20801/add', staff],
  ['M20801Edit', '/M20801/edit/:seminar_name', staff],
  ['M20901Browse', '/M20901', staff],
  ['M20901Add', '/M20901/add', staff],
  ['M20901Edit', '/M20901/:user_id?/edit', staff],
  ['M21001Browse', '/M21001', staff],
  ['M21001BatchEdit', '/M21001/edit/:year', staff],
  ['M21101Browse', '/M21101', staff],
  ['M21101Add', '/M21101/add', staff],
  ['M21101Edit', '/M21101/edit/:support_no', staff],
  ['M21201Browse', '/M21201', staff],
]);

export const TEACHER_ROUTES: readonly RouteDef[] = define('mfe_teacher', [
  ['C11101', '/C11101', { roles: TEACHER }],
  ['C11201', '/C11201', { roles: TEACHER }],
  ['C10201Teacher', '/C10201/teacher/:teacher_no', { roles: STAFF_AND_TEACHER }],
  ['C50101TeacherBrowse', '/C50101/teacher', { roles: TEACHER }],
]);

export const STUDENT_ROUTES: readonly RouteDef[] = define('mfe_student', [
  ['C21101', '/C21101', { roles: STUDENTS }],
  ['C21201', '/C21201', { roles: STUDENTS }],
  // SPEC §6: C30101Student is student 110's only (120 and 130 have neither C30101 nor it)
  ['C30101Student', '/C30101/student', { roles: STUDENT_110 }],
]);

export const ROUTE_CATALOGUE: readonly RouteDef[] = [...SHELL_ROUTES, ...STAFF_ROUTES, ...TEACHER_ROUTES, ...STUDENT_ROUTES];

export const routesOf = (portal: PortalName): readonly RouteDef[] => ROUTE_CATALOGUE.filter((r) => r.portal === portal);

export const findRoute = (name: string): RouteDef | undefined => ROUTE_CATALOGUE.find((r) => r.name === name);

// Fills ':param' and ':param?' segments; a missing optional parameter drops its segment.
export function buildPath(path: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  const filled = path
    .split('/')
    .map((segment) => {
      const m = /^:(\w+)(\?)?$/.exec(segment);
      if (!m) return segment;
      const value = params[m[1]];
      if (value === undefined || value === '') {
        if (m[2]) return null;
        throw new Error(`Route path ${path} needs the parameter ${m[1]}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((s): s is string => s !== null)
    .join('/');
  return filled === '' ? '/' : filled;
}
