import { Injectable } from '@nestjs/common';
import {
  TEACHER_CONTACT_FIELDS,
  TEACHER_SEXES,
  TEACHER_STATUSES,
  TEACHER_TYPES,
  type BrowseOutput,
  type Caller,
  type TeacherRecord,
  type TeacherRow,
  type TeacherState,
} from '@school/contracts';
import { ROLE, TEACHER_CONTACT_FORM, validateTeacherForm, type FormValues } from '@school/domain';
import {
  type BrowseSpec,
  businessRuleError,
  checkForm,
  formMessagesOf,
  type FieldMessages,
  keyOf,
  lockVersionOf,
  notFoundError,
  RpcClient,
  runBrowse,
  staleError,
  updateWithLock,
  validationError,
  writeEvent,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { TEACHER_CENTER_NAMES, TEACHER_RECORD_SQL, TEACHER_SUBJECT_NAMES } from './teacher.sql';
import { isKey, oneOf } from '../common/input-checks';
import { refuseIfPersonNamed } from '../common/person-use';

type Input = Record<string, unknown>;
type Queryable = Pick<EntityManager, 'query'>;

// C10101 teachers. Every write publishes TeacherChanged (the state the scheduling projection keeps,
// with the new lock_version) through the outbox in the same transaction. A caller limited to some
// centers (SPEC §6) sees the teachers working at one of them and changes only those centers; a
// teacher (role 300) reads and changes only their own contact data. A retired teacher nothing names
// may be deleted (TeacherChanged then says the teacher is gone).
const BROWSE: BrowseSpec = {
  from: `"masters"."teacher" t`,
  columns: {
    teacher_no: 't."teacher_no"',
    teacher_name: 't."teacher_name"',
    teacher_namej: 't."teacher_namej"',
    sex: 't."sex"',
    teacher_type: 't."teacher_type"',
    center_no: 't."center_no"',
    center_names: TEACHER_CENTER_NAMES,
    subject_names: TEACHER_SUBJECT_NAMES,
    status: 't."status"',
    email: 't."email"',
    tel: 't."tel"',
    updated_at: 't."updated_at"',
  },
  searchColumns: ['t."teacher_no"', 't."teacher_name"', 't."teacher_namej"', 't."email"', 't."tel"'],
  filters: {
    center_no: (v, param) =>
      isKey(v)
        ? `EXISTS (SELECT 1 FROM "masters"."teacher_center" f WHERE f."teacher_no" = t."teacher_no" AND f."center_no" = ${param(Number(v))})`
        : null,
    subject_no: (v, param) =>
      isKey(v)
        ? `EXISTS (SELECT 1 FROM "masters"."teacher_subject" f WHERE f."teacher_no" = t."teacher_no" AND f."subject_no" = ${param(Number(v))})`
        : null,
    status: (v, param) => (oneOf(TEACHER_STATUSES)(v) ? `t."status" = ${param(Number(v))}` : null),
    teacher_type: (v, param) => (oneOf(TEACHER_TYPES)(v) ? `t."teacher_type" = ${param(Number(v))}` : null),
    sex: (v, param) => (oneOf(TEACHER_SEXES)(v) ? `t."sex" = ${param(Number(v))}` : null),
  },
  defaultOrder: [{ column: 'teacher_no', direction: 'asc' }],
  key: 't."teacher_no"',
};

// centerNos come from the session (integers), never from input.
const scoped = (caller: Caller): BrowseSpec =>
  caller.centerNos === null
    ? BROWSE
    : {
        ...BROWSE,
        where: `EXISTS (SELECT 1 FROM "masters"."teacher_center" a WHERE a."teacher_no" = t."teacher_no"
          AND a."center_no" = ANY('{${caller.centerNos.filter((n) => Number.isInteger(n)).join(',')}}'::int[]))`,
      };

const TEACHER_COLUMNS = [
  'teacher_name',
  'teacher_namej',
  'sex',
  'teacher_type',
  'center_no',
  'status',
  'birth_date',
  'hire_date',
  'background',
  'remarks',
  ...TEACHER_CONTACT_FIELDS,
] as const;
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

type Values = Omit<TeacherRecord, 'teacher_no' | 'lock_version' | 'updated_at'>;

@Injectable()
export class TeacherService {
  constructor(
    private readonly ds: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  browse(input: unknown, caller: Caller): Promise<BrowseOutput<TeacherRow>> {
    return runBrowse<TeacherRow>(this.ds, scoped(caller), input);
  }

  private async record(db: Queryable, teacherNo: number): Promise<TeacherRecord | undefined> {
    const [row] = (await db.query(TEACHER_RECORD_SQL, [teacherNo])) as TeacherRecord[];
    return row;
  }

  // The row a caller may see: a teacher only their own, a staff member limited to some centers only
  // the teachers working at one of them (others are as absent as unknown numbers).
  private async readable(teacherNo: number, caller: Caller): Promise<TeacherRecord> {
    if (isTeacher(caller) && caller.teacherNo !== teacherNo) throw businessRuleError('masters.c10101.notOwn');
    const row = await this.record(this.ds, teacherNo);
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
    const known = (await this.ds.query(
      `SELECT ARRAY(SELECT "center_no" FROM "masters"."center" WHERE "group_flag" = 0 AND "center_no" = ANY($1::int[])) AS "centers",
              ARRAY(SELECT "subject_no" FROM "masters"."subject" WHERE "subject_no" = ANY($2::int[])) AS "subjects"`,
      [values.center_nos, values.subject_nos],
    )) as { centers: number[]; subjects: number[] }[];
    if (known[0].centers.length !== values.center_nos.length) errors.center_nos = ['masters.c10101.centerUnknown'];
    if (known[0].subjects.length !== values.subject_nos.length) errors.subject_nos = ['masters.c10101.subjectUnknown'];
    const outside = (list: number[]) => list.filter((c) => !may(caller, c)).join(',');
    if (outside(values.center_nos) !== outside(before?.center_nos ?? []))
      errors.center_nos = ['masters.c10101.centerNotAuthorised'];
    if (values.center_no !== before?.center_no && !may(caller, values.center_no))
      errors.center_no = ['masters.c10101.centerNotAuthorised'];
    if (Object.keys(errors).length) throw validationError(errors);
    return values;
  }

  // The teacher's centers and subjects become the given sets; rows kept keep their created_at.
  private async saveSets(tx: Queryable, teacherNo: number, values: Values): Promise<void> {
    for (const [table, column, list] of [
      ['teacher_center', 'center_no', values.center_nos],
      ['teacher_subject', 'subject_no', values.subject_nos],
    ] as const) {
      await tx.query(`DELETE FROM "masters"."${table}" WHERE "teacher_no" = $1 AND NOT ("${column}" = ANY($2::int[]))`, [
        teacherNo,
        list,
      ]);
      await tx.query(
        `INSERT INTO "masters"."${table}" ("teacher_no", "${column}") SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
        [teacherNo, list],
      );
    }
  }

  private async published(tx: Queryable, teacherNo: number): Promise<TeacherRecord> {
    const row = (await this.record(tx, teacherNo))!;
    await writeEvent(tx, 'TeacherChanged', { version: row.lock_version, teacher: stateOf(row) });
    return row;
  }

  async add(input: Input, caller: Caller): Promise<TeacherRecord> {
    const values = await this.check(input, caller, null);
    return this.ds.transaction(async (tx) => {
      const [{ teacher_no }] = (await tx.query(
        `INSERT INTO "masters"."teacher" (${TEACHER_COLUMNS.map((c) => `"${c}"`).join(', ')})
         VALUES (${TEACHER_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "teacher_no"`,
        TEACHER_COLUMNS.map((c) => values[c]),
      )) as { teacher_no: number }[];
      await this.saveSets(tx, teacher_no, values);
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
      await updateWithLock(tx, {
        schema: 'masters',
        table: 'teacher',
        key: { teacher_no: teacherNo },
        lockVersion,
        values: Object.fromEntries(TEACHER_COLUMNS.map((c) => [c, values[c]])),
      });
      await this.saveSets(tx, teacherNo, values);
      return this.published(tx, teacherNo);
    });
  }

  // Only a retired teacher, at the version the page read, whom nothing names (common/person-use.ts);
  // a caller limited to some centers deletes only a teacher who works at none of the others.
  async delete(input: Input, caller: Caller): Promise<null> {
    const teacherNo = keyOf(input, 'teacher_no');
    const lockVersion = lockVersionOf(input);
    const before = await this.readable(teacherNo, caller);
    if (!before.center_nos.every((c) => may(caller, c))) throw businessRuleError('masters.c10101.centerNotAuthorised');
    return this.ds.transaction(async (tx) => {
      const [row] = (await tx.query(
        `SELECT "status", "lock_version" FROM "masters"."teacher" WHERE "teacher_no" = $1 FOR UPDATE`,
        [teacherNo],
      )) as { status: number; lock_version: number }[];
      if (!row) throw notFoundError('teacher');
      if (row.lock_version !== lockVersion) throw staleError();
      if (row.status !== 3) throw businessRuleError('masters.c10101.deleteNotRetired');
      const [{ ngTeachers }] = (await tx.query(
        `SELECT count(*)::int AS "ngTeachers" FROM "masters"."student_ng_teacher" WHERE "teacher_no" = $1`,
        [teacherNo],
      )) as { ngTeachers: number }[];
      await refuseIfPersonNamed(
        this.rpc,
        { kind: 'teacher', no: teacherNo, lockVersion, screen: 'c10101' },
        { ngTeachers },
        caller,
      );
      // the centers and subjects go with the row (ON DELETE CASCADE)
      await tx.query(`DELETE FROM "masters"."teacher" WHERE "teacher_no" = $1`, [teacherNo]);
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
      await updateWithLock(tx, {
        schema: 'masters',
        table: 'teacher',
        key: { teacher_no: teacherNo },
        lockVersion,
        values: Object.fromEntries(TEACHER_CONTACT_FIELDS.map((c) => [c, nullIfEmpty(values[c])])),
      });
      return this.published(tx, teacherNo);
    });
  }
}
