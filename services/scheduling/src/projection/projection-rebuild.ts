import { SNAPSHOT_PAGE_MAX, type ApiOutput, type Caller, type PersonKind } from '@school/contracts';
import { eachSnapshotRow, type RpcClient } from '@school/server-kit';
import { type DataSource } from 'typeorm';
import { applyStudentChanged, applyStudentNgTeachersChanged, applyTeacherChanged } from './projection.apply';
import { ProjectionRepository } from './projection.repository';

// Rebuilds the teacher and student projections from the snapshot masters serves, in one transaction:
// every record at its current version (never older than an event already applied), and rows masters
// no longer has removed. Events arriving meanwhile still apply when newer. A record masters still has
// is no longer removed (a delete that never committed there); its deleted event, should one follow,
// removes it again.
export async function rebuildProjections(
  ds: DataSource,
  rpc: RpcClient,
  caller: Caller,
): Promise<{ teachers: number; students: number }> {
  const teachers = (after: number): Promise<ApiOutput<'ProjectionSnapshot.getTeachers'>> =>
    rpc.call('ProjectionSnapshot.getTeachers', { after, limit: SNAPSHOT_PAGE_MAX }, caller);
  const students = (after: number): Promise<ApiOutput<'ProjectionSnapshot.getStudents'>> =>
    rpc.call('ProjectionSnapshot.getStudents', { after, limit: SNAPSHOT_PAGE_MAX }, caller);
  return ds.transaction(async (tx) => {
    const projection = new ProjectionRepository(tx);
    const teacherNos: number[] = [];
    const unremove = (kind: PersonKind, no: number) => projection.forgetRemoval(kind, no);
    await eachSnapshotRow(teachers, async (e) => {
      await unremove('teacher', e.teacher.teacher_no);
      await applyTeacherChanged(tx, e, 'rebuild');
      teacherNos.push(e.teacher.teacher_no);
    });
    const studentNos: number[] = [];
    await eachSnapshotRow(students, async (s) => {
      await unremove('student', s.student.student.student_no);
      await applyStudentChanged(tx, s.student, 'rebuild');
      await applyStudentNgTeachersChanged(tx, s.ng_teachers, 'rebuild');
      studentNos.push(s.student.student.student_no);
    });
    await projection.deleteAllBut('teacher', teacherNos);
    await projection.deleteAllBut('student', studentNos);
    return { teachers: teacherNos.length, students: studentNos.length };
  });
}
