import { ROLE_CODE, USER_STATUS } from './roles';

// The signed-in user fields the access rules read (SPEC §3).
export type SignedInUser = {
  user_no?: number;
  user_type_code: number;
  role_code: string;
  status: string;
  permissions?: readonly string[] | null;
  authority_function_ids?: readonly string[] | null;
};

// Logged in: a non-empty user whose role code is not V (visitor) and whose status is A (active).
export function isLoggedIn(user: Partial<SignedInUser> | null | undefined): user is SignedInUser {
  if (!user || typeof user !== 'object' || Object.keys(user).length === 0) return false;
  return user.role_code !== ROLE_CODE.VISITOR && user.status === USER_STATUS.ACTIVE;
}

// Permissions: at least one of the required ones (none required means allowed).
export function hasAnyPermission(
  user: Pick<SignedInUser, 'permissions'> | null | undefined,
  required: readonly string[] | undefined,
): boolean {
  if (!required || required.length === 0) return true;
  const own = user?.permissions ?? [];
  return required.some((p) => own.includes(p));
}

export function hasAnyRole(
  user: Pick<SignedInUser, 'user_type_code'> | null | undefined,
  roles: readonly number[] | undefined,
): boolean {
  if (!roles || roles.length === 0) return true;
  return user !== null && user !== undefined && roles.includes(user.user_type_code);
}
