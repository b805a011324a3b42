import { Injectable } from '@nestjs/common';
import {
  TEACHER_CONTACT_FIELDS,
  type BrowseOutput,
  type Caller,
  type TeacherRecord,
  type TeacherRow,
  type TeacherState,
} from '@school/contracts';
import { ROLE, TEACHER_CONTACT_FORM, validateTeacherForm, type FormValues } from '@school/domain';
import {
  businessRuleError,
  checkForm,
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
import { TEACHER_COLUMNS, TeacherRepository, type TeacherDeleteState, type TeacherValues } from './teacher.repository';

type Input = Record<string, unknown>;

// C10101 teachers. Every write publishes TeacherChanged (the state the scheduling projection keeps,
// with the new lock_version) through the outbox in the same transaction. A caller limited to some
// centers (SPEC §6) sees the teachers working at one of them and changes only those centers; a
// teacher (role 300) reads and changes only their own contact data. A retired teacher nothing names
// may be deleted (TeacherChanged then says the teacher is gone).
const CONTACT_INPUT = new Set<string>([...TEACHER_CONTACT_FIELDS, 'teacher_no', 'lock_version']);

const nullIfEmpty = (v: unknown) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.trim() || null : v);
const sortedSet = (list: unknown): number[] => [...new Set((list as number[] | null | undefined) ?? [])].sort((a, b) => a - b);
const isTeacher = (caller: Caller) => caller.role === ROLE.TEACHER;
const may = (caller: Caller, centerNo: number) => caller.centerNos === null || caller.centerNos.includes(centerNo);

export const stateOf = (r: TeacherState): TeacherState => ({
  teacher_no: r.teacher_no,
  teacher_name: r.teacher_name,
  teacher_namej: r.teacher_namej,
  sex: r.sex,
  teacher_type: r.teacher_type,
  center_no: r.center_no,
  center_nos: r.center_nos,
  subject_nos: r.subject_nos,
  status: r.status,
});

type Values = TeacherValues;

@Injectable()
export class TeacherService {
  constructor(
    private readonly ds: DataSource,
    private readonly teachers: TeacherRepository,
    private readonly rpc: RpcClient,
  ) {}

  browse(input: unknown, caller: Caller): Promise<BrowseOutput<TeacherRow>> {
    return this.teachers.browse(input, caller);
  }

  // The row a caller may see: a teacher only their own, a staff member limited to some centers only
  // the teachers working at one of them (others are as absent as unknown numbers).
  private async readable(teacherNo: number, caller: Caller): Promise<TeacherRecord> {
    if (isTeacher(caller) && caller.teacherNo !== teacherNo) throw businessRuleError('masters.c10101.notOwn');
    const row = await this.teachers.find(teacherNo);
    if (!row || (!isTeacher(caller) && !row.center_nos.some((c) => may(caller, c)))) throw notFoundError('teacher');
    return row;
  }

  getEdit(input: Input, caller: Caller): Promise<TeacherRecord> {
    return this.readable(keyOf(input, 'teacher_no'), caller);
  }

  // The page's rules again, then what only the server knows: the centers and subjects exist, and the
  // caller may set the centers (a staff member limited to some centers leaves the others as they were).
  private async check(input: Input, caller: Caller, before: TeacherRecord | null): Promise<Values> {
    const result = validateTeacherForm(input);
    const errors: FieldMessages = formMessagesOf(result.errors);
    if (Object.keys(errors).length) throw validationError(errors);
    const v = input as FormValues;
    const values = {
      ...(Object.fromEntries(TEACHER_COLUMNS.map((c) => [c, nullIfEmpty(v[c])])) as Omit<Values, 'center_nos' | 'subject_nos'>),
      center_no: Number(v.center_no),
      center_nos: sortedSet(v.center_nos),
      subject_nos: sortedSet(v.subject_nos),
    } as Values;
    const known = await this.teachers.known(values.center_nos, values.subject_nos);
    if (known.centers.length !== values.center_nos.length) errors.center_nos = ['masters.c10101.centerUnknown'];
    if (known.subjects.length !== values.subject_nos.length) errors.subject_nos = ['masters.c10101.subjectUnknown'];
    const outside = (list: number[]) => list.filter((c) => !may(caller, c)).join(',');
    if (outside(values.center_nos) !== outside(before?.center_nos ?? []))
      errors.center_nos = ['masters.c10101.centerNotAuthorised'];
    if (values.center_no !== before?.center_no && !may(caller, values.center_no))
      errors.center_no = ['masters.c10101.centerNotAuthorised'];
    if (Object.keys(errors).length) throw validationError(errors);
    return values;
  }

  private async published(tx: EntityManager, teacherNo: number): Promise<TeacherRecord> {
    const row = (await this.teachers.find(teacherNo, tx))!;
    await writeEvent(tx, 'TeacherChanged', { version: row.lock_version, teacher: stateOf(row) });
    return row;
  }

  async add(input: Input, caller: Caller): Promise<TeacherRecord> {
    const values = await this.check(input, caller, null);
    return this.ds.transaction(async (tx) => {
      const teacher_no = await this.teachers.insert(tx, values);
      await this.teachers.saveSets(tx, teacher_no, values.center_nos, values.subject_nos);
      return this.published(tx, teacher_no);
    });
  }

  async edit(input: Input, caller: Caller): Promise<TeacherRecord> {
    const teacherNo = keyOf(input, 'teacher_no');
    const lockVersion = lockVersionOf(input);
    const before = await this.readable(teacherNo, caller);
    if (isTeacher(caller)) return this.editContact(input, teacherNo, lockVersion);
    const values = await this.check(input, caller, before);
    return this.ds.transaction(async (tx) => {
      await this.teachers.updateWithLock(
        tx,
        teacherNo,
        lockVersion,
        Object.fromEntries(TEACHER_COLUMNS.map((c) => [c, values[c]])),
      );
      await this.teachers.saveSets(tx, teacherNo, values.center_nos, values.subject_nos);
      return this.published(tx, teacherNo);
    });
  }

  // Only a retired teacher, at the version the page read, whom nothing names (common/person-use.ts,
  // asked before the transaction; masters' own references counted again holding the row); a caller
  // limited to some centers deletes only a teacher who works at none of the others.
  async delete(input: Input, caller: Caller): Promise<null> {
    const teacherNo = keyOf(input, 'teacher_no');
    const lockVersion = lockVersionOf(input);
    const before = await this.readable(teacherNo, caller);
    if (!before.center_nos.every((c) => may(caller, c))) throw businessRuleError('masters.c10101.centerNotAuthorised');
    const deletable = (row: TeacherDeleteState | undefined): TeacherDeleteState => {
      if (!row) throw notFoundError('teacher');
      if (row.lock_version !== lockVersion) throw staleError();
      if (row.status !== 3) throw businessRuleError('masters.c10101.deleteNotRetired');
      return row;
    };
    const { ngTeachers } = deletable(await this.teachers.deleteState(teacherNo));
    await refuseIfPersonNamed(
      this.rpc,
      { kind: 'teacher', no: teacherNo, lockVersion, screen: 'c10101' },
      { ngTeachers },
      caller,
    );
    return this.ds.transaction(async (tx) => {
      const row = deletable(await this.teachers.deleteState(teacherNo, tx, true));
      refuseIfHeld('c10101', { ngTeachers: row.ngTeachers }, caller);
      await this.teachers.delete(tx, teacherNo);
      await writeEvent(tx, 'TeacherChanged', { version: lockVersion, deleted: true, teacher_no: teacherNo });
      return null;
    });
  }

  // A teacher's own save carries the contact data and nothing else: any other field is refused
  // whole, so a save never half-applies.
  private async editContact(input: Input, teacherNo: number, lockVersion: number): Promise<TeacherRecord> {
    if (Object.keys(input).some((k) => !CONTACT_INPUT.has(k))) throw businessRuleError('masters.c10101.contactOnly');
    const values = checkForm(input, TEACHER_CONTACT_FORM);
    return this.ds.transaction(async (tx) => {
      await this.teachers.updateWithLock(
        tx,
        teacherNo,
        lockVersion,
        Object.fromEntries(TEACHER_CONTACT_FIELDS.map((c) => [c, nullIfEmpty(values[c])])),
      );
      return this.published(tx, teacherNo);
    });
  }
}
