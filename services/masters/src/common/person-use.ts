import { type Caller, type PersonKind } from '@school/contracts';
import { translate } from '@school/i18n';
import { businessRuleError, type RpcClient } from '@school/server-kit';

// What names the record, by holder (the catalogue's masters.<screen>.holder.<name>), in the order the
// refusal lists them.
export type Holders = Record<string, number>;
type Screen = 'c10101' | 'c20101';

// Refuses the delete when any holder names the record.
export function refuseIfHeld(screen: Screen, holders: Holders, caller: Caller): void {
  const named = Object.entries(holders).filter(([, n]) => n > 0);
  if (!named.length) return;
  const t = (key: string, params?: Record<string, number>) => translate(caller.locale, `masters.${screen}.${key}`, params);
  throw businessRuleError(`masters.${screen}.deleteInUse` as const, {
    holders: named.map(([holder, n]) => t(`holder.${holder}`, { n })).join(t('holderSeparator')),
  });
}

// A teacher or student something names stays (SPEC §7 history rule: nothing a lesson or report names
// is deleted). Asked before the delete's transaction opens (no call to another service while a
// transaction is open), with what masters itself found (local); the delete then holds the record FOR
// UPDATE and counts masters' own references again (refuseIfHeld). Reports and sign-in accounts are
// asked first, scheduling last: when nothing else names the record, scheduling releases it in the
// same step (T3010LessonService.releasePerson), after which no shift and so no lesson can name it; a
// report needs a lesson, and a lesson the teacher or student had when reports answered is still
// counted there. The answers must be current, and asking just before the transaction is the
// compromise: an account linked (M20901) between the answer and the commit is not caught, and a
// delete refused inside the transaction after scheduling released the record leaves it released there.
export async function refuseIfPersonNamed(
  rpc: RpcClient,
  person: { kind: PersonKind; no: number; lockVersion: number; screen: Screen },
  local: Holders,
  caller: Caller,
): Promise<void> {
  const { kind, no } = person;
  const [{ reports }, { accounts }] = await Promise.all([
    rpc.call('T5010ReportService.countPersonReferences', { kind, no }, caller),
    rpc.call('M20901_countLinks', { kind, no }, caller),
  ]);
  const elsewhere = Object.values(local).some((n) => n > 0) || reports > 0 || accounts > 0;
  const scheduling = await rpc.call(
    'T3010LessonService.releasePerson',
    { kind, no, lock_version: person.lockVersion, release: !elsewhere },
    caller,
  );
  refuseIfHeld(person.screen, { lessons: scheduling.lessons, shifts: scheduling.shifts, reports, accounts, ...local }, caller);
}
