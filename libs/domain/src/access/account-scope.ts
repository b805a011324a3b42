import { HQ_MIN_ROLE, STAFF_MIN_ROLE } from './roles';

// M20901: the accounts a user manager sees (the list, its CSV, the edit screen). The school's menu
// decides who has M20901 (in the demo only the administrator); whoever has it never sees an account
// of a role above their own. Headquarters (every center) see every other account; a classroom account
// (its centers) only the back-office accounts below headquarters that share one of its centers. A
// teacher's or student's account names no center here (their centers are the masters service's), so
// only headquarters see those.
export type AccountManager = { role: number | null; centerNos: readonly number[] | null };
export type ManagedAccount = { user_type_code: number; center_nos: readonly number[] };

export function mayManageAccount(manager: AccountManager, account: ManagedAccount): boolean {
  const role = manager.role ?? -1;
  if (role < STAFF_MIN_ROLE || account.user_type_code > role) return false;
  const centers = manager.centerNos;
  if (centers === null) return true;
  return (
    account.user_type_code >= STAFF_MIN_ROLE &&
    account.user_type_code < HQ_MIN_ROLE &&
    account.center_nos.some((c) => centers.includes(c))
  );
}
