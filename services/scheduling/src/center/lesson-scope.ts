import { type Caller } from '@school/contracts';
import { ROLE, STAFF_MIN_ROLE, STUDENT_ROLES } from '@school/domain';
import { forbiddenError } from '@school/server-kit';
import { type CenterAccess } from './center-access';

// Whose lessons a read open to everyone shows (PendingSchedule, ZoomLog): a student's own, a teacher's
// own, staff those of their authorised centers.
export type LessonScope =
  | { kind: 'student'; studentNo: number }
  // null: every center (headquarters roles)
  | { kind: 'staff'; centerNos: readonly number[] | null }
  | { kind: 'teacher'; teacherNo: number };

// A teacher's or student's sign-in has no center list; an account linked to nobody is refused (403).
export async function lessonScopeOf(caller: Caller, centers: CenterAccess): Promise<LessonScope> {
  const role = caller.role ?? 0;
  if (STUDENT_ROLES.includes(role)) {
    if (!Number.isInteger(caller.studentNo)) throw forbiddenError();
    return { kind: 'student', studentNo: caller.studentNo as number };
  }
  if (role === ROLE.TEACHER) {
    if (!Number.isInteger(caller.teacherNo)) throw forbiddenError();
    return { kind: 'teacher', teacherNo: caller.teacherNo as number };
  }
  if (role >= STAFF_MIN_ROLE) {
    // headquarters (no center list) see every center; others the centers CenterAccess lists
    if (caller.centerNos === null) return { kind: 'staff', centerNos: null };
    return { kind: 'staff', centerNos: (await centers.list(caller)).map((c) => Number(c.value)) };
  }
  throw forbiddenError();
}

// A scope's number as written into a query: the numbers come from the session, never from the
// input; still only integers reach SQL.
export const scopeNumber = (n: number): string => {
  if (!Number.isInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};

// The lessons (alias l) a scope covers, as a query's condition: a student's or a teacher's own, staff
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
