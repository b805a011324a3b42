import { Injectable } from '@nestjs/common';
import {
  ENROLLMENT_STATUSES,
  SCHOOL_YEAR_CODES,
  STUDENT_SEXES,
  type BrowseOutput,
  type Caller,
  type CenterChangeRow,
  type CenterChangeStudent,
  type CenterChangeStudentOption,
  type DropdownOption,
  type NgTeacher,
  type StudentRecord,
  type StudentRow,
  type StudentState,
} from '@school/contracts';
import { type BrowseSpec, runBrowse, updateWithLock, insertRow } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { isKey, oneOf } from '../common/input-checks';

type Db = Pick<EntityManager, 'query'>;

// The subjects a student takes and their NG teachers are sets beside the row; they
// travel as sorted number arrays (the record, the events and the projection snapshot).
const STUDENT_SUBJECT_NOS = `ARRAY(SELECT ss."subject_no" FROM "masters"."student_subject" ss
  WHERE ss."student_no" = s."student_no" ORDER BY ss."subject_no")`;

// The list's column: short names in the subjects' order.
const STUDENT_SUBJECT_NAMES = `(SELECT string_agg(j."subject_short_name", ', ' ORDER BY j."sort_order", j."subject_no")
  FROM "masters"."student_subject" l JOIN "masters"."subject" j ON j."subject_no" = l."subject_no" WHERE l."student_no" = s."student_no")`;

// NG teachers with the teacher's name, who set each and when (UTC, as the events carry it).
const NG_TEACHERS = `COALESCE((SELECT json_agg(json_build_object('teacher_no', ng."teacher_no", 'teacher_name', t."teacher_name",
    'set_by_user_no', ng."set_by_user_no", 'set_at', to_char(ng."set_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
    ORDER BY ng."teacher_no")
  FROM "masters"."student_ng_teacher" ng JOIN "masters"."teacher" t ON t."teacher_no" = ng."teacher_no"
  WHERE ng."student_no" = s."student_no"), '[]'::json)`;

const STUDENT_RECORD_SQL = `SELECT s."student_no", s."student_name", s."student_namej", s."sex",
    to_char(s."birth_date", 'YYYY-MM-DD') AS "birth_date", s."school_year_code", s."school_name", s."center_no",
    s."enrollment_status", to_char(s."enrollment_date", 'YYYY-MM-DD') AS "enrollment_date",
    s."teacher_request", s."teacher_request_type", ${STUDENT_SUBJECT_NOS} AS "subject_nos",
    s."guardian_name", s."guardian_namej", s."guardian_relationship", s."email", s."tel",
    ARRAY(SELECT ng."teacher_no" FROM "masters"."student_ng_teacher" ng WHERE ng."student_no" = s."student_no" ORDER BY 1) AS "ng_teacher_nos",
    ${NG_TEACHERS} AS "ng_teachers", s."lock_version", s."updated_at"
  FROM "masters"."student" s WHERE s."student_no" = $1`;

// Students as the projection snapshot carries them (StudentChanged and StudentNgTeachersChanged).
const STUDENT_SNAPSHOT_SQL = `SELECT s."student_no", s."student_name", s."student_namej", s."sex", s."school_year_code",
    s."center_no", s."enrollment_status", s."teacher_request", s."teacher_request_type",
    ARRAY(SELECT ss."subject_no" FROM "masters"."student_subject" ss WHERE ss."student_no" = s."student_no" ORDER BY ss."subject_no") AS "subject_nos",
    COALESCE((SELECT json_agg(json_build_object('teacher_no', ng."teacher_no", 'set_by_user_no', ng."set_by_user_no",
        'set_at', to_char(ng."set_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) ORDER BY ng."teacher_no")
      FROM "masters"."student_ng_teacher" ng WHERE ng."student_no" = s."student_no"), '[]'::json) AS "ng_teachers",
    s."lock_version"
  FROM "masters"."student" s WHERE s."student_no" > $1 ORDER BY s."student_no" LIMIT $2`;

const HISTORY_SQL = `SELECT h."change_no", to_char(h."schedule_date", 'YYYY-MM-DD') AS "schedule_date",
    h."from_center_no", f."center_short_name" AS "from_center_name", h."to_center_no", t."center_short_name" AS "to_center_name",
    h."changed_by_user_no", to_char(h."changed_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "changed_at"
  FROM "masters"."student_center_change" h
  JOIN "masters"."center" f ON f."center_no" = h."from_center_no"
  JOIN "masters"."center" t ON t."center_no" = h."to_center_no"
  WHERE h."student_no" = $1 ORDER BY h."change_no" DESC`;

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

export const STUDENT_COLUMNS = [
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

export type StudentValues = Record<(typeof STUDENT_COLUMNS)[number], unknown>;
export type StudentSnapshotRow = StudentState & { ng_teachers: NgTeacher[]; lock_version: number };
// What a delete decides on: the enrollment status, the version and masters' own references.
export type StudentDeleteState = { enrollment_status: number; lock_version: number; sheets: number; centerChanges: number };

// masters.student with its subjects, NG teachers and center changes (C20101, C20301) and the
// projection snapshot's pages.
@Injectable()
export class StudentRepository {
  constructor(private readonly ds: DataSource) {}

  browse(input: unknown, caller: Caller): Promise<BrowseOutput<StudentRow>> {
    return runBrowse<StudentRow>(this.ds, scoped(caller), input);
  }

  // The centers (of centerNos; null: all) in the masters' order.
  centerOptions(centerNos: readonly number[] | null): Promise<DropdownOption[]> {
    return this.ds.query(
      `SELECT "center_no" AS "value", "center_short_name" AS "label" FROM "masters"."center"
        WHERE "group_flag" = 0 AND ($1::int[] IS NULL OR "center_no" = ANY($1::int[])) ORDER BY "sort_order", "center_no"`,
      [centerNos],
    );
  }

  subjectOptions(): Promise<DropdownOption[]> {
    return this.ds.query(
      `SELECT "subject_no" AS "value", "subject_name" AS "label" FROM "masters"."subject" ORDER BY "sort_order", "subject_no"`,
    );
  }

  // Retired teachers cannot be picked anew (one already named NG stays on the student's list).
  teacherOptions(): Promise<DropdownOption[]> {
    return this.ds.query(
      `SELECT "teacher_no" AS "value", "teacher_name" AS "label" FROM "masters"."teacher" WHERE "status" <> 3 ORDER BY "teacher_no"`,
    );
  }

  async find(studentNo: number, db: Db = this.ds): Promise<StudentRecord | undefined> {
    const [row] = (await db.query(STUDENT_RECORD_SQL, [studentNo])) as StudentRecord[];
    return row;
  }

  // Whether the center (group_flag 0) exists, and which of the subjects and teachers do.
  async known(
    centerNo: number,
    subjectNos: readonly number[],
    teacherNos: readonly number[],
  ): Promise<{ center: boolean; subjects: number[]; teachers: number[] }> {
    const [known] = (await this.ds.query(
      `SELECT EXISTS (SELECT 1 FROM "masters"."center" WHERE "group_flag" = 0 AND "center_no" = $1) AS "center",
              ARRAY(SELECT "subject_no" FROM "masters"."subject" WHERE "subject_no" = ANY($2::int[])) AS "subjects",
              ARRAY(SELECT "teacher_no" FROM "masters"."teacher" WHERE "teacher_no" = ANY($3::int[])) AS "teachers"`,
      [centerNo, subjectNos, teacherNos],
    )) as { center: boolean; subjects: number[]; teachers: number[] }[];
    return known;
  }

  async isCenter(centerNo: number): Promise<boolean> {
    const [known] = (await this.ds.query(
      `SELECT EXISTS (SELECT 1 FROM "masters"."center" WHERE "group_flag" = 0 AND "center_no" = $1) AS "center"`,
      [centerNo],
    )) as { center: boolean }[];
    return known.center;
  }

  async insert(tx: Db, values: StudentValues): Promise<number> {
    const row = await insertRow<{ student_no: number }>(tx, {
      schema: 'masters',
      table: 'student',
      columns: STUDENT_COLUMNS,
      values: values,
    });
    return row.student_no;
  }

  // The given columns only (C20301 changes the center alone); answers the new lock_version.
  async updateWithLock(tx: Db, studentNo: number, lockVersion: number, values: Record<string, unknown>): Promise<number> {
    const row = await updateWithLock<{ lock_version: number }>(tx, {
      schema: 'masters',
      table: 'student',
      key: { student_no: studentNo },
      lockVersion,
      values,
    });
    return row.lock_version;
  }

  async saveSubjects(tx: Db, studentNo: number, subjectNos: readonly number[]): Promise<void> {
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
  // set by the user now. Says whether the set changed.
  async saveNgTeachers(tx: Db, studentNo: number, teacherNos: readonly number[], userNo: number | null): Promise<boolean> {
    const removed = (await tx.query(
      `WITH d AS (DELETE FROM "masters"."student_ng_teacher" WHERE "student_no" = $1 AND NOT ("teacher_no" = ANY($2::int[])) RETURNING 1)
       SELECT count(*)::int AS "n" FROM d`,
      [studentNo, teacherNos],
    )) as { n: number }[];
    const added = (await tx.query(
      `WITH i AS (INSERT INTO "masters"."student_ng_teacher" ("student_no", "teacher_no", "set_by_user_no")
         SELECT $1, unnest($2::int[]), $3 ON CONFLICT DO NOTHING RETURNING 1)
       SELECT count(*)::int AS "n" FROM i`,
      [studentNo, teacherNos, userNo],
    )) as { n: number }[];
    return removed[0].n + added[0].n > 0;
  }

  // Read before the delete's transaction, then again inside it holding the row (lock).
  async deleteState(studentNo: number, db: Db = this.ds, lock = false): Promise<StudentDeleteState | undefined> {
    const [row] = (await db.query(
      `SELECT "enrollment_status", "lock_version",
              (SELECT count(*) FROM "masters"."student_sheet" WHERE "student_no" = $1)::int AS "sheets",
              (SELECT count(*) FROM "masters"."student_center_change" WHERE "student_no" = $1)::int AS "centerChanges"
         FROM "masters"."student" WHERE "student_no" = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [studentNo],
    )) as StudentDeleteState[];
    return row;
  }

  // The subjects and NG teachers are the student's own and go with the row (ON DELETE CASCADE).
  async delete(tx: Db, studentNo: number): Promise<void> {
    await tx.query(`DELETE FROM "masters"."student" WHERE "student_no" = $1`, [studentNo]);
  }

  // C20301's student search: by number or part of a name, among the centers (null: all).
  searchForCenterChange(search: string, centerNos: readonly number[] | null): Promise<CenterChangeStudentOption[]> {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.ds.query(
      `SELECT s."student_no" AS "value", s."student_no" || ' ' || s."student_name" AS "label", c."center_short_name" AS "center_name"
         FROM "masters"."student" s JOIN "masters"."center" c ON c."center_no" = s."center_no"
        WHERE ($2::int[] IS NULL OR s."center_no" = ANY($2::int[]))
          AND (s."student_no"::text = $1 OR s."student_name" LIKE $3 OR s."student_namej" LIKE $3)
        ORDER BY s."student_no" LIMIT 20`,
      [search, centerNos, like],
    );
  }

  // C20301's student with their center and its history of changes, newest first.
  async centerChangeStudent(studentNo: number, db: Db = this.ds): Promise<CenterChangeStudent | undefined> {
    const [row] = (await db.query(
      `SELECT s."student_no", s."student_name", s."center_no", c."center_short_name" AS "center_name", s."lock_version"
         FROM "masters"."student" s JOIN "masters"."center" c ON c."center_no" = s."center_no" WHERE s."student_no" = $1`,
      [studentNo],
    )) as Omit<CenterChangeStudent, 'history'>[];
    if (!row) return undefined;
    const history = (await db.query(HISTORY_SQL, [studentNo])) as CenterChangeRow[];
    return { ...row, history };
  }

  async insertCenterChange(
    tx: Db,
    change: { studentNo: number; date: string; from: number; to: number; version: number; userNo: number | null },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO "masters"."student_center_change" ("student_no", "schedule_date", "from_center_no", "to_center_no", "version", "changed_by_user_no")
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [change.studentNo, change.date, change.from, change.to, change.version, change.userNo],
    );
  }

  snapshotPage(after: number, limit: number): Promise<StudentSnapshotRow[]> {
    return this.ds.query(STUDENT_SNAPSHOT_SQL, [after, limit]);
  }
}
