import { type Caller, type PersonKind } from '@school/contracts';
import { translate } from '@school/i18n';
import { businessRuleError, type RpcClient } from '@school/server-kit';

// What names the record, by holder (the catalogue's masters.<screen>.holder.<name>), in the order the
// refusal lists them.
export type Holders = Record<string, number>;

// A teacher or student something names stays (SPEC §7 history rule: nothing a lesson or report names
// is deleted). Called inside the delete's transaction, which holds the record FOR UPDATE, with what
// masters itself found (local): its own references are kept out by the lock and their foreign keys.
// Reports and sign-in accounts are asked next, scheduling last: when nothing else names the record,
// scheduling releases it in the same step (T3010LessonService.releasePerson), after which no shift
// and so no lesson can name it; a report needs a lesson, and a lesson the teacher or student had when
// reports answered is still counted there. What is left open: an account linked (M20901) between the
// accounts' answer and the commit.
export async function refuseIfPersonNamed(
  rpc: RpcClient,
  person: { kind: PersonKind; no: number; lockVersion: number; screen: 'c10101' | 'c20101' },
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
  const holders: Holders = { lessons: scheduling.lessons, shifts: scheduling.shifts, reports, accounts, ...local };
  const named = Object.entries(holders).filter(([, n]) => n > 0);
  if (!named.length) return;
  const t = (key: string, params?: Record<string, number>) => translate(caller.locale, `masters.${person.screen}.${key}`, params);
  throw businessRuleError(`masters.${person.screen}.deleteInUse` as const, {
    holders: named.map(([holder, n]) => t(`holder.${holder}`, { n })).join(t('holderSeparator')),
  });
}
