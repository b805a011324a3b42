import { ROLE, STAFF_MIN_ROLE, STUDENT_ROLES } from './roles';

// Whose records a signed-in caller reads (SPEC §6): a student account its own student's, a teacher
// account its own teacher's, staff those of the centers they work on (null: every center, headquarters).
export type RecordScope =
  | { kind: 'student'; studentNo: number }
  | { kind: 'teacher'; teacherNo: number }
  | { kind: 'staff'; centerNos: readonly number[] | null };

// The parts of a caller the rule reads: the session's role and links, and the centers it works on.
export type RecordReader = {
  role: number | null;
  studentNo: number | null;
  teacherNo: number | null;
  centerNos: readonly number[] | null;
};

// null: the caller reads nobody's records (an account linked to nobody, a role below the staff's).
export function recordScopeOf(reader: RecordReader): RecordScope | null {
  const role = reader.role ?? 0;
  if (STUDENT_ROLES.includes(role))
    return Number.isInteger(reader.studentNo) ? { kind: 'student', studentNo: reader.studentNo as number } : null;
  if (role === ROLE.TEACHER)
    return Number.isInteger(reader.teacherNo) ? { kind: 'teacher', teacherNo: reader.teacherNo as number } : null;
  if (role >= STAFF_MIN_ROLE) return { kind: 'staff', centerNos: reader.centerNos };
  return null;
}

// Who a record (a lesson, an entry, a request, a report, a log line) belongs to; a field the record
// does not have is left out.
export type RecordOwners = { student_no?: number | null; teacher_no?: number | null; center_no?: number | null };

// The per-record rule behind every detail check and list filter of lessons and what hangs off them:
// a student reads a record of their own student, a teacher one of their own teacher, staff one of their
// centers. A record without the field the scope is decided by is nobody's to read.
export function mayReadRecord(scope: RecordScope | null, record: RecordOwners): boolean {
  if (!scope) return false;
  switch (scope.kind) {
    case 'student':
      return record.student_no === scope.studentNo;
    case 'teacher':
      return record.teacher_no === scope.teacherNo;
    case 'staff':
      if (typeof record.center_no !== 'number') return false;
      return scope.centerNos === null || scope.centerNos.includes(record.center_no);
  }
}

// A teacher's own record (C10101, the shift lists of C10201): a teacher works at several centers, so
// staff read it when one of those centers is theirs (SPEC §6: the teachers working at one of them),
// the teacher reads their own, students nobody's.
export function mayReadTeacherRecord(
  scope: RecordScope | null,
  teacher: { teacher_no: number; center_nos: readonly number[] },
): boolean {
  if (scope?.kind === 'teacher') return teacher.teacher_no === scope.teacherNo;
  return teacher.center_nos.some((center_no) => mayReadRecord(scope, { teacher_no: teacher.teacher_no, center_no }));
}

// The centers whose students' sheets (C20201) a caller reads, null every center (SPEC §6): staff
// their own; a teacher those they work at (teacherCenterNos, kept by masters), so the sheets of every
// student they may teach, not only those of their lessons; a student none.
export function studentSheetCenters(scope: RecordScope | null, teacherCenterNos: readonly number[]): readonly number[] | null {
  switch (scope?.kind) {
    case 'staff':
      return scope.centerNos;
    case 'teacher':
      return teacherCenterNos;
    default:
      return [];
  }
}
