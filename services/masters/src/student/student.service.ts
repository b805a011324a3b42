import { Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type Caller,
  type NgTeacher,
  type StudentBrowseInit,
  type StudentRecord,
  type StudentRow,
  type StudentState,
} from '@school/contracts';
import { validateStudentForm, type FormValues } from '@school/domain';
import {
  businessRuleError,
  formMessagesOf,
  type FieldMessages,
  keyOf,
  lockVersionOf,
  notFoundError,
  RpcClient,
  staleError,
  validationError,
  writeEvent,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { refuseIfHeld, refuseIfPersonNamed } from '../common/person-use';
import { STUDENT_COLUMNS, StudentRepository, type StudentDeleteState } from './student.repository';

type Input = Record<string, unknown>;

// C20101 students. Every write publishes StudentChanged, and StudentNgTeachersChanged when the NG
// teachers changed, with the new lock_version through the outbox in the same transaction. A caller
// limited to some centers (SPEC §6) sees and adds the students of those centers only. A withdrawn
// student nothing names may be deleted (StudentChanged then says the student is gone).
const nullIfEmpty = (v: unknown) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.trim() || null : v);
const sortedSet = (list: unknown): number[] => [...new Set((list as number[] | null | undefined) ?? [])].sort((a, b) => a - b);
const may = (caller: Caller, centerNo: number) => caller.centerNos === null || caller.centerNos.includes(centerNo);

const stateOf = (r: StudentRecord): StudentState => ({
  student_no: r.student_no,
  student_name: r.student_name,
  student_namej: r.student_namej,
  sex: r.sex,
  school_year_code: r.school_year_code,
  center_no: r.center_no,
  enrollment_status: r.enrollment_status,
  teacher_request: r.teacher_request,
  teacher_request_type: r.teacher_request_type,
  subject_nos: r.subject_nos,
});
const ngOf = (r: StudentRecord): NgTeacher[] =>
  r.ng_teachers.map(({ teacher_no, set_by_user_no, set_at }) => ({ teacher_no, set_by_user_no, set_at }));

type Values = Record<(typeof STUDENT_COLUMNS)[number], unknown> & {
  center_no: number;
  subject_nos: number[];
  ng_teacher_nos: number[];
};

@Injectable()
export class StudentService {
  constructor(
    private readonly ds: DataSource,
    private readonly students: StudentRepository,
    private readonly rpc: RpcClient,
  ) {}

  async init(caller: Caller): Promise<StudentBrowseInit> {
    const [centers, subjects, teachers] = await Promise.all([
      this.students.centerOptions(caller.centerNos),
      this.students.subjectOptions(),
      this.students.teacherOptions(),
    ]);
    return { centers, subjects, teachers };
  }

  browse(input: unknown, caller: Caller): Promise<BrowseOutput<StudentRow>> {
    return this.students.browse(input, caller);
  }

  // A student of a center the caller may not work on is as absent as an unknown number.
  private async readable(studentNo: number, caller: Caller): Promise<StudentRecord> {
    const row = await this.students.find(studentNo);
    if (!row || !may(caller, row.center_no)) throw notFoundError('student');
    return row;
  }

  getEdit(input: Input, caller: Caller): Promise<StudentRecord> {
    return this.readable(keyOf(input, 'student_no'), caller);
  }

  // The page's rules again, then what only the server knows: the center, subjects and NG teachers
  // exist, and the caller may work on the center. The center moves only by C20301 (the student's
  // lessons move with it), so an edit keeps it.
  private async check(input: Input, caller: Caller, before: StudentRecord | null): Promise<Values> {
    const result = validateStudentForm(input);
    const errors: FieldMessages = formMessagesOf(result.errors);
    if (Object.keys(errors).length) throw validationError(errors);
    const v = input as FormValues;
    const values = {
      ...Object.fromEntries(STUDENT_COLUMNS.map((c) => [c, nullIfEmpty(v[c])])),
      center_no: Number(v.center_no),
      subject_nos: sortedSet(v.subject_nos),
      ng_teacher_nos: sortedSet(v.ng_teacher_nos),
    } as Values;
    const known = await this.students.known(values.center_no, values.subject_nos, values.ng_teacher_nos);
    if (before && values.center_no !== before.center_no) errors.center_no = ['masters.c20101.centerMoves'];
    else if (!known.center) errors.center_no = ['masters.c20101.centerUnknown'];
    else if (!before && !may(caller, values.center_no)) errors.center_no = ['masters.c20101.centerNotAuthorised'];
    if (known.subjects.length !== values.subject_nos.length) errors.subject_nos = ['masters.c20101.subjectUnknown'];
    if (known.teachers.length !== values.ng_teacher_nos.length) errors.ng_teacher_nos = ['masters.c20101.ngTeacherUnknown'];
    if (Object.keys(errors).length) throw validationError(errors);
    return values;
  }

  private async published(tx: EntityManager, studentNo: number, ngChanged: boolean): Promise<StudentRecord> {
    const row = (await this.students.find(studentNo, tx))!;
    await writeEvent(tx, 'StudentChanged', { version: row.lock_version, student: stateOf(row) });
    if (ngChanged)
      await writeEvent(tx, 'StudentNgTeachersChanged', {
        version: row.lock_version,
        student_no: studentNo,
        ng_teachers: ngOf(row),
      });
    return row;
  }

  async add(input: Input, caller: Caller): Promise<StudentRecord> {
    const values = await this.check(input, caller, null);
    return this.ds.transaction(async (tx) => {
      const student_no = await this.students.insert(tx, values);
      await this.students.saveSubjects(tx, student_no, values.subject_nos);
      const ngChanged = await this.students.saveNgTeachers(tx, student_no, values.ng_teacher_nos, caller.userNo);
      return this.published(tx, student_no, ngChanged);
    });
  }

  async edit(input: Input, caller: Caller): Promise<StudentRecord> {
    const studentNo = keyOf(input, 'student_no');
    const lockVersion = lockVersionOf(input);
    const before = await this.readable(studentNo, caller);
    const values = await this.check(input, caller, before);
    return this.ds.transaction(async (tx) => {
      await this.students.updateWithLock(
        tx,
        studentNo,
        lockVersion,
        Object.fromEntries(STUDENT_COLUMNS.map((c) => [c, values[c]])),
      );
      await this.students.saveSubjects(tx, studentNo, values.subject_nos);
      const ngChanged = await this.students.saveNgTeachers(tx, studentNo, values.ng_teacher_nos, caller.userNo);
      return this.published(tx, studentNo, ngChanged);
    });
  }

  // Only a withdrawn student, at the version the page read, whom nothing names (common/person-use.ts,
  // asked before the transaction; masters' own references counted again holding the row).
  async delete(input: Input, caller: Caller): Promise<null> {
    const studentNo = keyOf(input, 'student_no');
    const lockVersion = lockVersionOf(input);
    await this.readable(studentNo, caller);
    const deletable = (row: StudentDeleteState | undefined): StudentDeleteState => {
      if (!row) throw notFoundError('student');
      if (row.lock_version !== lockVersion) throw staleError();
      if (row.enrollment_status !== 3) throw businessRuleError('masters.c20101.deleteNotWithdrawn');
      return row;
    };
    const before = deletable(await this.students.deleteState(studentNo));
    await refuseIfPersonNamed(
      this.rpc,
      { kind: 'student', no: studentNo, lockVersion, screen: 'c20101' },
      { sheets: before.sheets, centerChanges: before.centerChanges },
      caller,
    );
    return this.ds.transaction(async (tx) => {
      const row = deletable(await this.students.deleteState(studentNo, tx, true));
      refuseIfHeld('c20101', { sheets: row.sheets, centerChanges: row.centerChanges }, caller);
      await this.students.delete(tx, studentNo);
      await writeEvent(tx, 'StudentChanged', { version: lockVersion, deleted: true, student_no: studentNo });
      return null;
    });
  }
}
