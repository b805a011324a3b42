import { isRouteAllowedByFunctionIds } from './function-ids';
import { hasAnyPermission, hasAnyRole, isLoggedIn, type SignedInUser } from './user';

// Route meta (SPEC §2, §6). Routes need a login unless they say authenticated: false (404,
// terms) or notLogged: true (Login and the other signed-out screens).
export type RouteMeta = {
  roles?: readonly number[];
  permissions?: readonly string[];
  authenticated?: boolean;
  notLogged?: boolean;
  debug?: boolean;
};

export type RouteTarget = { name: string; meta?: RouteMeta };

export type RouteDenial = 'debugOnly' | 'alreadyLoggedIn' | 'notLoggedIn' | 'noPermission';
export type RouteDecision = { allow: true } | { allow: false; redirect: 'Login' | 'Home'; reason: RouteDenial };

const ALLOW: RouteDecision = { allow: true };
const deny = (redirect: 'Login' | 'Home', reason: RouteDenial): RouteDecision => ({ allow: false, redirect, reason });

export function checkRoute(
  route: RouteTarget,
  user: Partial<SignedInUser> | null | undefined,
  options: { debug: boolean },
): RouteDecision {
  const meta = route.meta ?? {};
  if (meta.debug && !options.debug) return deny('Home', 'debugOnly');

  const loggedIn = isLoggedIn(user);
  if (meta.notLogged) return loggedIn ? deny('Home', 'alreadyLoggedIn') : ALLOW;
  if (meta.authenticated === false) return ALLOW;

  // The caller adds the next-path query to the Login redirect.
  if (!loggedIn) return deny('Login', 'notLoggedIn');
  if (!hasAnyRole(user, meta.roles)) return deny('Home', 'noPermission');
  if (!hasAnyPermission(user, meta.permissions)) return deny('Home', 'noPermission');
  if (!isRouteAllowedByFunctionIds(route.name, user.authority_function_ids)) return deny('Home', 'noPermission');
  return ALLOW;
}

// Elements can be hidden by login state, role, permission or debug mode.
export type ElementAccess = { login?: boolean; roles?: readonly number[]; permissions?: readonly string[]; debug?: boolean };

export function canSeeElement(
  rule: ElementAccess,
  user: Partial<SignedInUser> | null | undefined,
  options: { debug: boolean },
): boolean {
  if (rule.debug && !options.debug) return false;
  const loggedIn = isLoggedIn(user);
  if (rule.login === true && !loggedIn) return false;
  if (rule.login === false && loggedIn) return false;
  if (rule.roles && rule.roles.length > 0 && !(loggedIn && hasAnyRole(user, rule.roles))) return false;
  if (rule.permissions && rule.permissions.length > 0 && !(loggedIn && hasAnyPermission(user, rule.permissions))) return false;
  return true;
}
