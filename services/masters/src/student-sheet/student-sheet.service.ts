import { Injectable } from '@nestjs/common';
import {
  ENROLLMENT_STATUSES,
  type BrowseOutput,
  type Caller,
  type ReferencePeriod,
  type StudentSheetInit,
  type StudentSheetRecord,
  type StudentSheetRow,
} from '@school/contracts';
import {
  defaultReferencePeriod,
  flattenStudentSheet,
  nestStudentSheet,
  ROLE,
  STUDENT_SHEET_SCHEMA_VERSION,
  tokyoDate,
  upgradeStudentSheet,
  validateStudentSheetForm,
  validationError as ruleFailure,
  type FormValues,
} from '@school/domain';
import {
  type BrowseSpec,
  fieldMessagesOf,
  type FieldMessages,
  forbiddenError,
  keyOf,
  lockVersionOf,
  notFoundError,
  runBrowse,
  updateWithLock,
  validationError,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { oneOf } from '../common/input-checks';

type Input = Record<string, unknown>;
type Queryable = Pick<EntityManager, 'query'>;
type StoredRow = Omit<StudentSheetRecord, 'sheet' | 'stored_schema_version'> & {
  center_no: number;
  schema_version: number;
  sheet: unknown;
};

const BROWSE: BrowseSpec = {
  from: `"masters"."student_sheet" k JOIN "masters"."student" s ON s."student_no" = k."student_no"
    JOIN "masters"."center" c ON c."center_no" = s."center_no"`,
  columns: {
    curriculum_id: 'k."curriculum_id"',
    student_no: 'k."student_no"',
    student_name: 's."student_name"',
    student_namej: 's."student_namej"',
    enrollment_status: 's."enrollment_status"',
    center_name: 'c."center_short_name"',
    reference_start_date: `to_char(k."reference_start_date", 'YYYY-MM-DD')`,
    reference_end_date: `to_char(k."reference_end_date", 'YYYY-MM-DD')`,
    updated_at: 'k."updated_at"',
  },
  searchColumns: ['k."curriculum_id"', 's."student_no"', 's."student_name"', 's."student_namej"'],
  filters: {
    enrollment_status: (v, param) => (oneOf(ENROLLMENT_STATUSES)(v) ? `s."enrollment_status" = ${param(Number(v))}` : null),
  },
  defaultOrder: [{ column: 'curriculum_id', direction: 'desc' }],
  key: 'k."curriculum_id"',
};

const RECORD_SQL = `SELECT k."curriculum_id", k."student_no", to_char(k."reference_start_date", 'YYYY-MM-DD') AS "reference_start_date",
    to_char(k."reference_end_date", 'YYYY-MM-DD') AS "reference_end_date", k."schema_version", k."sheet", k."lock_version", k."updated_at",
    s."student_name", s."student_namej", s."sex", s."enrollment_status", s."center_no", c."center_short_name" AS "center_name"
  FROM "masters"."student_sheet" k JOIN "masters"."student" s ON s."student_no" = k."student_no"
  JOIN "masters"."center" c ON c."center_no" = s."center_no" WHERE k."curriculum_id" = $1`;

// Centers whose students' sheets the caller sees: staff as their session says (null: all); a
// teacher only the centers they work at (masters.teacher_center), so a teacher reads the sheets of
// the students they may teach and no others. Integers from the session or the database, never input.
type Scope = number[] | null;
const inScope = (scope: Scope, centerNo: number) => scope === null || scope.includes(centerNo);
const scopeSql = (scope: Scope) =>
  `s."center_no" = ANY('{${(scope ?? []).filter((n) => Number.isInteger(n)).join(',')}}'::int[])`;

const isTeacher = (caller: Caller) => caller.role === ROLE.TEACHER;

@Injectable()
export class StudentSheetService {
  constructor(private readonly ds: DataSource) {}

  private async scope(caller: Caller): Promise<Scope> {
    if (!isTeacher(caller)) return caller.centerNos;
    if (caller.teacherNo === null) return [];
    const rows = (await this.ds.query(`SELECT "center_no" FROM "masters"."teacher_center" WHERE "teacher_no" = $1`, [
      caller.teacherNo,
    ])) as { center_no: number }[];
    return rows.map((r) => r.center_no);
  }

  async init(caller: Caller): Promise<StudentSheetInit> {
    const scope = await this.scope(caller);
    const students = (await this.ds.query(
      `SELECT s."student_no" AS "value", s."student_name" || '（' || s."student_no" || '）' AS "label" FROM "masters"."student" s
        WHERE ${scope === null ? 'true' : scopeSql(scope)} ORDER BY s."student_no"`,
    )) as StudentSheetInit['students'];
    return { students };
  }

  async browse(input: unknown, caller: Caller): Promise<BrowseOutput<StudentSheetRow>> {
    const scope = await this.scope(caller);
    return runBrowse<StudentSheetRow>(this.ds, scope === null ? BROWSE : { ...BROWSE, where: scopeSql(scope) }, input);
  }

  // A sheet of a student the caller may not see is as absent as an unknown number.
  private async readable(db: Queryable, curriculumId: number, scope: Scope): Promise<StoredRow> {
    const [row] = (await db.query(RECORD_SQL, [curriculumId])) as StoredRow[];
    if (!row || !inScope(scope, row.center_no)) throw notFoundError('student_sheet');
    return row;
  }

  // Every sheet is answered at the current schema version; the row keeps its own until it is saved.
  private recordOf(row: StoredRow): StudentSheetRecord {
    const { center_no: _center, schema_version, sheet, ...rest } = row;
    return {
      ...rest,
      stored_schema_version: schema_version,
      sheet: upgradeStudentSheet(sheet, schema_version) as StudentSheetRecord['sheet'],
    };
  }

  async getEdit(input: Input, caller: Caller): Promise<StudentSheetRecord> {
    return this.recordOf(await this.readable(this.ds, keyOf(input, 'curriculum_id'), await this.scope(caller)));
  }

  // The page's rules again on the same flat paths (so a message lands on its field), then what only
  // the server knows: the student exists and the caller may work on them, and an edit keeps its student.
  private async check(input: Input, scope: Scope, before: StoredRow | null) {
    const { values: flat, shapeErrors } = flattenStudentSheet(input.sheet ?? null);
    const values: FormValues = {
      student_no: input.student_no,
      reference_start_date: input.reference_start_date,
      reference_end_date: input.reference_end_date,
      ...flat,
    };
    const errors: FieldMessages = {};
    const result = validateStudentSheetForm(values);
    for (const [field, list] of [...Object.entries(result.errors), ...Object.entries(shapeErrors)])
      if (list.length) errors[field] = fieldMessagesOf(list);
    if (Object.keys(errors).length) throw validationError(errors);
    const studentNo = Number(input.student_no);
    const [student] = (await this.ds.query(`SELECT "center_no" FROM "masters"."student" WHERE "student_no" = $1`, [
      studentNo,
    ])) as {
      center_no: number;
    }[];
    if (before && before.student_no !== studentNo)
      errors.student_no = fieldMessagesOf([ruleFailure('masters.c20201.studentFixed')]);
    else if (!student || !inScope(scope, student.center_no))
      errors.student_no = fieldMessagesOf([ruleFailure('masters.c20201.studentUnknown')]);
    if (Object.keys(errors).length) throw validationError(errors);
    return {
      student_no: studentNo,
      reference_start_date: String(input.reference_start_date),
      reference_end_date: String(input.reference_end_date),
      schema_version: STUDENT_SHEET_SCHEMA_VERSION,
      sheet: JSON.stringify(nestStudentSheet(flat)),
    };
  }

  // Add (no curriculum_id) or edit at the lock_version read; teachers only read (SPEC §6), which the
  // gateway's access declaration already says.
  async save(input: Input, caller: Caller): Promise<StudentSheetRecord> {
    if (isTeacher(caller)) throw forbiddenError();
    const scope = await this.scope(caller);
    if (input.curriculum_id === undefined || input.curriculum_id === null) {
      const values = await this.check(input, scope, null);
      return this.ds.transaction(async (tx) => {
        const [{ curriculum_id }] = (await tx.query(
          `INSERT INTO "masters"."student_sheet" ("student_no", "reference_start_date", "reference_end_date", "schema_version", "sheet")
           VALUES ($1, $2, $3, $4, $5) RETURNING "curriculum_id"`,
          [values.student_no, values.reference_start_date, values.reference_end_date, values.schema_version, values.sheet],
        )) as { curriculum_id: number }[];
        return this.recordOf(await this.readable(tx, curriculum_id, scope));
      });
    }
    const curriculumId = keyOf(input, 'curriculum_id');
    const lockVersion = lockVersionOf(input);
    const before = await this.readable(this.ds, curriculumId, scope);
    const values = await this.check(input, scope, before);
    return this.ds.transaction(async (tx) => {
      await updateWithLock(tx, {
        schema: 'masters',
        table: 'student_sheet',
        key: { curriculum_id: curriculumId },
        lockVersion,
        values: {
          reference_start_date: values.reference_start_date,
          reference_end_date: values.reference_end_date,
          schema_version: values.schema_version,
          sheet: values.sheet,
        },
      });
      return this.recordOf(await this.readable(tx, curriculumId, scope));
    });
  }

  // From today (Asia/Tokyo) to the end of the fiscal year: libs/domain defaultReferencePeriod.
  defaultReferenceDate(): ReferencePeriod {
    return defaultReferencePeriod(tokyoDate(Date.now()));
  }

  async count(input: Input, caller: Caller): Promise<{ count: number }> {
    const studentNo = keyOf(input, 'student_no');
    const scope = await this.scope(caller);
    const [row] = (await this.ds.query(
      `SELECT s."center_no", (SELECT count(*)::int FROM "masters"."student_sheet" k WHERE k."student_no" = s."student_no") AS "count"
         FROM "masters"."student" s WHERE s."student_no" = $1`,
      [studentNo],
    )) as { center_no: number; count: number }[];
    if (!row || !inScope(scope, row.center_no)) throw notFoundError('student');
    return { count: row.count };
  }
}
