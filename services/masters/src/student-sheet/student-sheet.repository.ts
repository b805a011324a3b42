import { Injectable } from '@nestjs/common';
import {
  ENROLLMENT_STATUSES,
  type BrowseOutput,
  type StudentSheetInit,
  type StudentSheetRecord,
  type StudentSheetRow,
} from '@school/contracts';
import { type BrowseSpec, runBrowse, updateWithLock } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { oneOf } from '../common/input-checks';

type Db = Pick<EntityManager, 'query'>;
export type StoredSheet = Omit<StudentSheetRecord, 'sheet' | 'stored_schema_version'> & {
  center_no: number;
  schema_version: number;
  sheet: unknown;
};
export type SheetValues = {
  student_no: number;
  reference_start_date: string;
  reference_end_date: string;
  schema_version: number;
  sheet: string;
};
// The centers a caller's sheets are limited to (null: all); integers from the session or the database.
export type SheetScope = readonly number[] | null;

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

const scopeSql = (scope: readonly number[]) =>
  `s."center_no" = ANY('{${scope.filter((n) => Number.isInteger(n)).join(',')}}'::int[])`;

// masters.student_sheet with its student (C20201).
@Injectable()
export class StudentSheetRepository {
  constructor(private readonly ds: DataSource) {}

  async teacherCenters(teacherNo: number): Promise<number[]> {
    const rows = (await this.ds.query(`SELECT "center_no" FROM "masters"."teacher_center" WHERE "teacher_no" = $1`, [
      teacherNo,
    ])) as { center_no: number }[];
    return rows.map((r) => r.center_no);
  }

  studentOptions(scope: SheetScope): Promise<StudentSheetInit['students']> {
    return this.ds.query(
      `SELECT s."student_no" AS "value", s."student_name" || '（' || s."student_no" || '）' AS "label" FROM "masters"."student" s
        WHERE ${scope === null ? 'true' : scopeSql(scope)} ORDER BY s."student_no"`,
    );
  }

  browse(input: unknown, scope: SheetScope): Promise<BrowseOutput<StudentSheetRow>> {
    return runBrowse<StudentSheetRow>(this.ds, scope === null ? BROWSE : { ...BROWSE, where: scopeSql(scope) }, input);
  }

  async find(curriculumId: number, db: Db = this.ds): Promise<StoredSheet | undefined> {
    const [row] = (await db.query(RECORD_SQL, [curriculumId])) as StoredSheet[];
    return row;
  }

  async studentCenter(studentNo: number): Promise<number | undefined> {
    const [student] = (await this.ds.query(`SELECT "center_no" FROM "masters"."student" WHERE "student_no" = $1`, [
      studentNo,
    ])) as { center_no: number }[];
    return student?.center_no;
  }

  async insert(tx: Db, values: SheetValues): Promise<number> {
    const [{ curriculum_id }] = (await tx.query(
      `INSERT INTO "masters"."student_sheet" ("student_no", "reference_start_date", "reference_end_date", "schema_version", "sheet")
       VALUES ($1, $2, $3, $4, $5) RETURNING "curriculum_id"`,
      [values.student_no, values.reference_start_date, values.reference_end_date, values.schema_version, values.sheet],
    )) as { curriculum_id: number }[];
    return curriculum_id;
  }

  async updateWithLock(tx: Db, curriculumId: number, lockVersion: number, values: SheetValues): Promise<void> {
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
  }

  // The student's center and how many sheets they have.
  async countOf(studentNo: number): Promise<{ center_no: number; count: number } | undefined> {
    const [row] = (await this.ds.query(
      `SELECT s."center_no", (SELECT count(*)::int FROM "masters"."student_sheet" k WHERE k."student_no" = s."student_no") AS "count"
         FROM "masters"."student" s WHERE s."student_no" = $1`,
      [studentNo],
    )) as { center_no: number; count: number }[];
    return row;
  }
}
