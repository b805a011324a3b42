import { type Caller, type LessonReferenceField } from '@school/contracts';
import { type MessageKey } from '@school/i18n';
import { businessRuleError, type RpcClient } from '@school/server-kit';

// A master row that lessons name stays (business rule, 400). The lessons are the scheduling
// service's, so it is asked after masters' own checks and before the delete's transaction opens (no
// call to another service while a transaction is open). The answer must be current, and asking just
// before the transaction is the compromise: a lesson booked between the answer and the commit is not
// caught (no transaction spans the two schemas).
export async function refuseIfLessonsUse(
  rpc: RpcClient,
  field: LessonReferenceField,
  value: number,
  caller: Caller,
  messageKey: MessageKey,
): Promise<void> {
  const { lessons } = await rpc.call('T3010LessonService.countReferences', { field, value }, caller);
  if (lessons > 0) throw businessRuleError(messageKey, { lessons });
}
