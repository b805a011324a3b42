import type { Access } from './define';

// The signed-in caller as far as API access is concerned.
// functionIds: the final allowed function ids of the session (SPEC §6), already narrowed by the
// user's authority restriction.
export type AccessSubject = { role: number; functionIds: readonly string[] } | null;

export type AccessDecision = 'allowed' | 'not-logged-in' | 'forbidden';

// The one API permission check (gateway, deny by default): public, or signed in, not of an excluded
// role, and — when the API lists roles or function ids — holding one of the roles or one of the ids.
export const decideAccess = (access: Access, subject: AccessSubject): AccessDecision => {
  if ('internal' in access) return 'forbidden';
  if ('public' in access && access.public) return 'allowed';
  if (!subject) return 'not-logged-in';
  if ('exceptRoles' in access && access.exceptRoles?.includes(subject.role)) return 'forbidden';
  const roles = ('roles' in access && access.roles) || [];
  const ids = ('functionIds' in access && access.functionIds) || [];
  if (!roles.length && !ids.length) return 'allowed';
  if (roles.includes(subject.role)) return 'allowed';
  if (ids.some((id) => subject.functionIds.includes(id))) return 'allowed';
  return 'forbidden';
};
