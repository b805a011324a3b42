import { type Caller, type LessonReferenceField } from '@school/contracts';
import { type MessageKey } from '@school/i18n';
import { businessRuleError, type RpcClient } from '@school/server-kit';

// A master row that lessons name stays (business rule, 400). The lessons are the scheduling
// service's, so it is asked inside the delete's transaction, after masters' own checks; a lesson
// booked between the answer and the commit is not caught (no transaction spans the two schemas).
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
