import { Injectable } from '@nestjs/common';
import {
  ENROLLMENT_STATUSES,
  SCHOOL_YEAR_CODES,
  STUDENT_SEXES,
  type BrowseOutput,
  type Caller,
  type DropdownOption,
  type NgTeacher,
  type StudentBrowseInit,
  type StudentRecord,
  type StudentRow,
  type StudentState,
} from '@school/contracts';
import { validateStudentForm, type FormValues } from '@school/domain';
import {
  type BrowseSpec,
  businessRuleError,
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
import { STUDENT_RECORD_SQL, STUDENT_SUBJECT_NAMES } from './student.sql';
import { isKey, oneOf } from '../common/input-checks';
import { refuseIfPersonNamed } from '../common/person-use';

type Input = Record<string, unknown>;
type Queryable = Pick<EntityManager, 'query'>;

// C20101 students. Every write publishes StudentChanged, and StudentNgTeachersChanged when the NG
// teachers changed, with the new lock_version through the outbox in the same transaction. A caller
// limited to some centers (SPEC §6) sees and adds the students of those centers only. A withdrawn
// student nothing names may be deleted (StudentChanged then says the student is gone).
const BROWSE: BrowseSpec = {
  from: `"masters"."student" s JOIN "masters"."center" c ON c."center_no" = s."center_no"`,
  columns: {
    student_no: 's."student_no"',
    student_name: 's."student_name"',
    student_namej: 's."student_namej"',
    sex: 's."sex"',
    school_year_code: 's."school_year_code"',
    center_no: 's."center_no"',
    center_name: 'c."center_short_name"',
    enrollment_status: 's."enrollment_status"',
    teacher_request: 's."teacher_request"',
    subject_names: STUDENT_SUBJECT_NAMES,
    guardian_name: 's."guardian_name"',
    tel: 's."tel"',
    updated_at: 's."updated_at"',
  },
  searchColumns: ['s."student_no"', 's."student_name"', 's."student_namej"', 's."guardian_name"', 's."tel"', 's."email"'],
  filters: {
    center_no: (v, param) => (isKey(v) ? `s."center_no" = ${param(Number(v))}` : null),
    subject_no: (v, param) =>
      isKey(v)
        ? `EXISTS (SELECT 1 FROM "masters"."student_subject" f WHERE f."student_no" = s."student_no" AND f."subject_no" = ${param(Number(v))})`
        : null,
    enrollment_status: (v, param) => (oneOf(ENROLLMENT_STATUSES)(v) ? `s."enrollment_status" = ${param(Number(v))}` : null),
    school_year_code: (v, param) => (oneOf(SCHOOL_YEAR_CODES)(v) ? `s."school_year_code" = ${param(Number(v))}` : null),
    sex: (v, param) => (oneOf(STUDENT_SEXES)(v) ? `s."sex" = ${param(Number(v))}` : null),
  },
  defaultOrder: [{ column: 'student_no', direction: 'asc' }],
  key: 's."student_no"',
};

// centerNos come from the session (integers), never from input.
const scoped = (caller: Caller): BrowseSpec =>
  caller.centerNos === null
    ? BROWSE
    : {
        ...BROWSE,
        where: `s."center_no" = ANY('{${caller.centerNos.filter((n) => Number.isInteger(n)).join(',')}}'::int[])`,
      };

const STUDENT_COLUMNS = [
  'student_name',
  'student_namej',
  'sex',
  'birth_date',
  'school_year_code',
  'school_name',
  'center_no',
  'enrollment_status',
  'enrollment_date',
  'teacher_request',
  'teacher_request_type',
  'guardian_name',
  'guardian_namej',
  'guardian_relationship',
  'email',
  'tel',
] as const;

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
    private readonly rpc: RpcClient,
  ) {}

  async init(caller: Caller): Promise<StudentBrowseInit> {
    const [centers, subjects, teachers] = await Promise.all([
      this.ds.query(
        `SELECT "center_no" AS "value", "center_short_name" AS "label" FROM "masters"."center"
          WHERE "group_flag" = 0 AND ($1::int[] IS NULL OR "center_no" = ANY($1::int[])) ORDER BY "sort_order", "center_no"`,
        [caller.centerNos],
      ),
      this.ds.query(
        `SELECT "subject_no" AS "value", "subject_name" AS "label" FROM "masters"."subject" ORDER BY "sort_order", "subject_no"`,
      ),
      // retired teachers cannot be picked anew (one already named NG stays on the student's list)
      this.ds.query(
        `SELECT "teacher_no" AS "value", "teacher_name" AS "label" FROM "masters"."teacher" WHERE "status" <> 3 ORDER BY "teacher_no"`,
      ),
    ]);
    return { centers, subjects, teachers } as {
      centers: DropdownOption[];
      subjects: DropdownOption[];
      teachers: DropdownOption[];
    };
  }

  browse(input: unknown, caller: Caller): Promise<BrowseOutput<StudentRow>> {
    return runBrowse<StudentRow>(this.ds, scoped(caller), input);
  }

  private async record(db: Queryable, studentNo: number): Promise<StudentRecord | undefined> {
    const [row] = (await db.query(STUDENT_RECORD_SQL, [studentNo])) as StudentRecord[];
    return row;
  }

  // A student of a center the caller may not work on is as absent as an unknown number.
  private async readable(studentNo: number, caller: Caller): Promise<StudentRecord> {
    const row = await this.record(this.ds, studentNo);
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
    const [known] = (await this.ds.query(
      `SELECT EXISTS (SELECT 1 FROM "masters"."center" WHERE "group_flag" = 0 AND "center_no" = $1) AS "center",
              ARRAY(SELECT "subject_no" FROM "masters"."subject" WHERE "subject_no" = ANY($2::int[])) AS "subjects",
              ARRAY(SELECT "teacher_no" FROM "masters"."teacher" WHERE "teacher_no" = ANY($3::int[])) AS "teachers"`,
      [values.center_no, values.subject_nos, values.ng_teacher_nos],
    )) as { center: boolean; subjects: number[]; teachers: number[] }[];
    if (before && values.center_no !== before.center_no) errors.center_no = ['masters.c20101.centerMoves'];
    else if (!known.center) errors.center_no = ['masters.c20101.centerUnknown'];
    else if (!before && !may(caller, values.center_no)) errors.center_no = ['masters.c20101.centerNotAuthorised'];
    if (known.subjects.length !== values.subject_nos.length) errors.subject_nos = ['masters.c20101.subjectUnknown'];
    if (known.teachers.length !== values.ng_teacher_nos.length) errors.ng_teacher_nos = ['masters.c20101.ngTeacherUnknown'];
    if (Object.keys(errors).length) throw validationError(errors);
    return values;
  }

  private async saveSubjects(tx: Queryable, studentNo: number, subjectNos: number[]): Promise<void> {
    await tx.query(`DELETE FROM "masters"."student_subject" WHERE "student_no" = $1 AND NOT ("subject_no" = ANY($2::int[]))`, [
      studentNo,
      subjectNos,
    ]);
    await tx.query(
      `INSERT INTO "masters"."student_subject" ("student_no", "subject_no") SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [studentNo, subjectNos],
    );
  }

  // The NG teachers become the given set: a kept teacher keeps who set them and when, a new one is
  // set by the caller now. Says whether the set changed.
  private async saveNgTeachers(tx: Queryable, studentNo: number, teacherNos: number[], caller: Caller): Promise<boolean> {
    const removed = (await tx.query(
      `WITH d AS (DELETE FROM "masters"."student_ng_teacher" WHERE "student_no" = $1 AND NOT ("teacher_no" = ANY($2::int[])) RETURNING 1)
       SELECT count(*)::int AS "n" FROM d`,
      [studentNo, teacherNos],
    )) as { n: number }[];
    const added = (await tx.query(
      `WITH i AS (INSERT INTO "masters"."student_ng_teacher" ("student_no", "teacher_no", "set_by_user_no")
         SELECT $1, unnest($2::int[]), $3 ON CONFLICT DO NOTHING RETURNING 1)
       SELECT count(*)::int AS "n" FROM i`,
      [studentNo, teacherNos, caller.userNo],
    )) as { n: number }[];
    return removed[0].n + added[0].n > 0;
  }

  private async published(tx: Queryable, studentNo: number, ngChanged: boolean): Promise<StudentRecord> {
    const row = (await this.record(tx, studentNo))!;
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
      const [{ student_no }] = (await tx.query(
        `INSERT INTO "masters"."student" (${STUDENT_COLUMNS.map((c) => `"${c}"`).join(', ')})
         VALUES (${STUDENT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "student_no"`,
        STUDENT_COLUMNS.map((c) => values[c]),
      )) as { student_no: number }[];
      await this.saveSubjects(tx, student_no, values.subject_nos);
      return this.published(tx, student_no, await this.saveNgTeachers(tx, student_no, values.ng_teacher_nos, caller));
    });
  }

  async edit(input: Input, caller: Caller): Promise<StudentRecord> {
    const studentNo = keyOf(input, 'student_no');
    const lockVersion = lockVersionOf(input);
    const before = await this.readable(studentNo, caller);
    const values = await this.check(input, caller, before);
    return this.ds.transaction(async (tx) => {
      await updateWithLock(tx, {
        schema: 'masters',
        table: 'student',
        key: { student_no: studentNo },
        lockVersion,
        values: Object.fromEntries(STUDENT_COLUMNS.map((c) => [c, values[c]])),
      });
      await this.saveSubjects(tx, studentNo, values.subject_nos);
      return this.published(tx, studentNo, await this.saveNgTeachers(tx, studentNo, values.ng_teacher_nos, caller));
    });
  }

  // Only a withdrawn student, at the version the page read, whom nothing names (common/person-use.ts);
  // the subjects and NG teachers are the student's own and go with the row (ON DELETE CASCADE).
  async delete(input: Input, caller: Caller): Promise<null> {
    const studentNo = keyOf(input, 'student_no');
    const lockVersion = lockVersionOf(input);
    await this.readable(studentNo, caller);
    return this.ds.transaction(async (tx) => {
      const [row] = (await tx.query(
        `SELECT "enrollment_status", "lock_version",
                (SELECT count(*) FROM "masters"."student_sheet" WHERE "student_no" = $1)::int AS "sheets",
                (SELECT count(*) FROM "masters"."student_center_change" WHERE "student_no" = $1)::int AS "centerChanges"
           FROM "masters"."student" WHERE "student_no" = $1 FOR UPDATE`,
        [studentNo],
      )) as { enrollment_status: number; lock_version: number; sheets: number; centerChanges: number }[];
      if (!row) throw notFoundError('student');
      if (row.lock_version !== lockVersion) throw staleError();
      if (row.enrollment_status !== 3) throw businessRuleError('masters.c20101.deleteNotWithdrawn');
      await refuseIfPersonNamed(
        this.rpc,
        { kind: 'student', no: studentNo, lockVersion, screen: 'c20101' },
        { sheets: row.sheets, centerChanges: row.centerChanges },
        caller,
      );
      await tx.query(`DELETE FROM "masters"."student" WHERE "student_no" = $1`, [studentNo]);
      await writeEvent(tx, 'StudentChanged', { version: lockVersion, deleted: true, student_no: studentNo });
      return null;
    });
  }
}
