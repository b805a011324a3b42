import { Controller } from '@nestjs/common';
import { type SnapshotPage, type SnapshotPageInput, type StudentSnapshot, type TeacherChangedEvent } from '@school/contracts';
import { Rpc, RpcInput, snapshotPage, snapshotPageInput } from '@school/server-kit';
import { StudentRepository } from '../student/student.repository';
import { TeacherRepository } from '../teacher/teacher.repository';
import { stateOf } from '../teacher/teacher.service';

// The teachers and students as their events would carry them, for rebuilding the scheduling
// projections (scheduling:projection:rebuild); the same state as TeacherChanged, StudentChanged and
// StudentNgTeachersChanged at the records' current versions.
@Controller()
export class ProjectionSnapshotRpc {
  constructor(
    private readonly teacherRows: TeacherRepository,
    private readonly studentRows: StudentRepository,
  ) {}

  @Rpc('ProjectionSnapshot.getTeachers')
  async teachers(@RpcInput() input: Partial<SnapshotPageInput>): Promise<SnapshotPage<TeacherChangedEvent>> {
    const { after, limit } = snapshotPageInput(input);
    const rows = await this.teacherRows.snapshotPage(after, limit);
    return snapshotPage(
      rows.map((r) => ({ version: r.lock_version, teacher: stateOf(r) })),
      limit,
      (e) => e.teacher.teacher_no,
    );
  }

  @Rpc('ProjectionSnapshot.getStudents')
  async students(@RpcInput() input: Partial<SnapshotPageInput>): Promise<SnapshotPage<StudentSnapshot>> {
    const { after, limit } = snapshotPageInput(input);
    const rows = await this.studentRows.snapshotPage(after, limit);
    return snapshotPage(
      rows.map(({ ng_teachers, lock_version, ...student }) => ({
        student: { version: lock_version, student },
        ng_teachers: { version: lock_version, student_no: student.student_no, ng_teachers },
      })),
      limit,
      (s) => s.student.student.student_no,
    );
  }
}
