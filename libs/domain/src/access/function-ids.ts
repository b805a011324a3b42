import { ROLE } from './roles';

// Function ids every signed-in user gets on top of the server menu (SPEC §6).
export const ALWAYS_ALLOWED_FUNCTION_IDS = ['Chatroom', 'PendingSchedule', 'ZoomLog', 'C50103'] as const;

// "Admin" here is role 560 only: the spec's "Admin" is the name of role 560 in its role list,
// and the other staff roles reach these screens through their server menu.
export const ROLE_EXTRA_FUNCTION_IDS: Readonly<Record<number, readonly string[]>> = {
  [ROLE.ADMIN]: ['C50102', 'M20201'],
  // C00102: issue 22's decision, teachers see the alerts addressed to them (rejected and unwritten reports)
  [ROLE.TEACHER]: ['C50102', 'C20201', 'C10101Edit', 'C00102'],
  [ROLE.STUDENT_110]: ['C50102', 'C30101', 'C40501'],
  [ROLE.STUDENT_120]: ['C50102'],
  [ROLE.STUDENT_130]: ['C50102'],
};

export const ROLE_EXCLUDED_FUNCTION_IDS: Readonly<Record<number, readonly string[]>> = {
  [ROLE.TEACHER]: ['C00101'],
};

// Screens a classroom account may not use even when its menu lists them.
export const ROLE_DISABLED_FUNCTION_IDS: Readonly<Record<number, readonly string[]>> = {
  [ROLE.CLASSROOM_ONLINE]: ['C20201'],
  [ROLE.CLASSROOM_DIRECT]: ['C20101', 'C20201'],
  [ROLE.CLASSROOM_FRANCHISE]: ['C20101', 'C20201'],
};

// A removed id also removes its screen variants: C20101 covers C20101Browse, C20101Edit, C20101Add.
function coveredBy(functionId: string, removed: readonly string[]): boolean {
  return removed.some((id) => functionId === id || (functionId.startsWith(id) && /^[A-Z]/.test(functionId.slice(id.length))));
}

export function isFunctionDisabled(role: number, functionId: string): boolean {
  return coveredBy(functionId, ROLE_DISABLED_FUNCTION_IDS[role] ?? []);
}

// A screen the role is excluded from whatever its server menu says (the teacher's C00101).
export function isFunctionExcluded(role: number, functionId: string): boolean {
  return coveredBy(functionId, ROLE_EXCLUDED_FUNCTION_IDS[role] ?? []);
}

// Final allowed ids: (server menu ∪ always-added ∪ role extras) minus the role's exclusions and
// disabled ids, in that order, without duplicates.
export function allowedFunctionIds(role: number, serverMenuIds: readonly string[]): string[] {
  const removed = [...(ROLE_EXCLUDED_FUNCTION_IDS[role] ?? []), ...(ROLE_DISABLED_FUNCTION_IDS[role] ?? [])];
  const all = [...serverMenuIds, ...ALWAYS_ALLOWED_FUNCTION_IDS, ...(ROLE_EXTRA_FUNCTION_IDS[role] ?? [])];
  return [...new Set(all)].filter((id) => id !== '' && !coveredBy(id, removed));
}

export const ALWAYS_ALLOWED_ROUTE_NAMES = ['Login', 'Home'] as const;

// With a restricted list of authority function ids only routes whose name contains one of them
// (plus Login and Home) are open; an empty or missing list means no restriction.
export function isRouteAllowedByFunctionIds(
  routeName: string,
  authorityFunctionIds: readonly string[] | null | undefined,
): boolean {
  if (!authorityFunctionIds || authorityFunctionIds.length === 0) return true;
  if ((ALWAYS_ALLOWED_ROUTE_NAMES as readonly string[]).includes(routeName)) return true;
  return authorityFunctionIds.some((id) => id !== '' && routeName.includes(id));
}
