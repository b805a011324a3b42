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

// The roles a manager may give (and the edit screen offers): none above their own, and from a
// classroom account only the back-office roles below headquarters.
export function mayGrantRole(manager: AccountManager, code: number): boolean {
  const role = manager.role ?? -1;
  return code <= role && (manager.centerNos === null || (code >= STAFF_MIN_ROLE && code < HQ_MIN_ROLE));
}

// What a manager may save on an account (M20901 add and edit, `before` the account as it was when
// edited): only an account they can still manage afterwards. Nobody gives a role above their own,
// nor a classroom account a headquarters, teacher or student role; a classroom account keeps at
// least one of its own centers on the account and neither adds nor removes a center it does not have.
export type AccountGrantRefusal = { user_type_code?: 'roleNotGrantable'; center_nos?: 'centerNotGrantable' };

export function accountGrantRefusal(
  manager: AccountManager,
  account: ManagedAccount,
  before: ManagedAccount | null,
): AccountGrantRefusal {
  const centers = manager.centerNos;
  const refusal: AccountGrantRefusal = {};
  if (!mayGrantRole(manager, account.user_type_code)) refusal.user_type_code = 'roleNotGrantable';
  if (centers !== null) {
    const foreign = (a: ManagedAccount | null) =>
      [...new Set(a?.center_nos ?? [])].filter((c) => !centers.includes(c)).sort((x, y) => x - y);
    const kept = account.center_nos.some((c) => centers.includes(c));
    if (!kept || foreign(account).join() !== foreign(before).join()) refusal.center_nos = 'centerNotGrantable';
  }
  return refusal;
}
