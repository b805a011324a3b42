import { type Caller } from '@school/contracts';
import { recordScopeOf, type RecordScope } from '@school/domain';
import { forbiddenError } from '@school/server-kit';
import { type CenterAccess } from './center-access';

// Whose lessons a read shows and a detail check allows (libs/domain recordScopeOf / mayReadRecord):
// a student's own, a teacher's own, staff those of their authorised centers.
export type LessonScope = RecordScope;

// A teacher's or student's sign-in has no center list; an account linked to nobody is refused (403).
// Staff's centers are those CenterAccess lists (headquarters, with no list: every center).
export async function lessonScopeOf(caller: Caller, centers: CenterAccess): Promise<LessonScope> {
  const scope = recordScopeOf(caller);
  if (!scope) throw forbiddenError();
  if (scope.kind !== 'staff' || scope.centerNos === null) return scope;
  return { kind: 'staff', centerNos: (await centers.list(caller)).map((c) => Number(c.value)) };
}

// A scope's number as written into a query: the numbers come from the session, never from the
// input; still only integers reach SQL.
export const scopeNumber = (n: number): string => {
  if (!Number.isInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};

// The lessons (alias l) a scope covers, as a query's condition (mayReadRecord in SQL): a student's or a teacher's own, staff
// their centers' (ZoomLog, C40501).
export function lessonScopeCondition(scope: LessonScope): string {
  switch (scope.kind) {
    case 'student':
      return `l."student_no" = ${scopeNumber(scope.studentNo)}`;
    case 'teacher':
      return `l."teacher_no" = ${scopeNumber(scope.teacherNo)}`;
    case 'staff':
      if (scope.centerNos === null) return 'true';
      return scope.centerNos.length ? `l."center_no" IN (${scope.centerNos.map(scopeNumber).join(', ')})` : 'false';
  }
}
