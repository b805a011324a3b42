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
import { type BrowseSpec, runBrowse, updateWithLock, insertRow } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { isKey, oneOf } from '../common/input-checks';

type Db = Pick<EntityManager, 'query'>;

// A teacher's centers and subjects are sets beside the row; they travel as sorted number arrays (the
// record, the list's names, the events and the projection snapshot).
const TEACHER_CENTER_NOS = `ARRAY(SELECT tc."center_no" FROM "masters"."teacher_center" tc
  WHERE tc."teacher_no" = t."teacher_no" ORDER BY tc."center_no")`;
const TEACHER_SUBJECT_NOS = `ARRAY(SELECT ts."subject_no" FROM "masters"."teacher_subject" ts
  WHERE ts."teacher_no" = t."teacher_no" ORDER BY ts."subject_no")`;

// The list's columns: short names in the masters' order.
const TEACHER_CENTER_NAMES = `(SELECT string_agg(c."center_short_name", ', ' ORDER BY c."sort_order", c."center_no")
  FROM "masters"."teacher_center" l JOIN "masters"."center" c ON c."center_no" = l."center_no" WHERE l."teacher_no" = t."teacher_no")`;
const TEACHER_SUBJECT_NAMES = `(SELECT string_agg(s."subject_short_name", ', ' ORDER BY s."sort_order", s."subject_no")
  FROM "masters"."teacher_subject" l JOIN "masters"."subject" s ON s."subject_no" = l."subject_no" WHERE l."teacher_no" = t."teacher_no")`;

// The fields every event carries (TeacherState); the record adds the contact data and the rest.
const STATE_COLUMNS = `t."teacher_no", t."teacher_name", t."teacher_namej", t."sex", t."teacher_type", t."center_no",
  ${TEACHER_CENTER_NOS} AS "center_nos", ${TEACHER_SUBJECT_NOS} AS "subject_nos", t."status"`;

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

export const TEACHER_COLUMNS = [
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
export type TeacherValues = Omit<TeacherRecord, 'teacher_no' | 'lock_version' | 'updated_at'>;
export type TeacherSnapshotRow = TeacherState & { lock_version: number };
// What a delete decides on: the status, the version and the student NG lists naming the teacher.
export type TeacherDeleteState = { status: number; lock_version: number; ngTeachers: number };

// masters.teacher with its centers and subjects (C10101) and the projection snapshot's pages.
@Injectable()
export class TeacherRepository {
  constructor(private readonly ds: DataSource) {}

  browse(input: unknown, caller: Caller): Promise<BrowseOutput<TeacherRow>> {
    return runBrowse<TeacherRow>(this.ds, scoped(caller), input);
  }

  async find(teacherNo: number, db: Db = this.ds): Promise<TeacherRecord | undefined> {
    const [row] = (await db.query(
      `SELECT ${STATE_COLUMNS},
         to_char(t."birth_date", 'YYYY-MM-DD') AS "birth_date", to_char(t."hire_date", 'YYYY-MM-DD') AS "hire_date",
         t."background", t."remarks", t."email", t."tel", t."postal_code", t."prefecture", t."address",
         t."lock_version", t."updated_at"
       FROM "masters"."teacher" t WHERE t."teacher_no" = $1`,
      [teacherNo],
    )) as TeacherRecord[];
    return row;
  }

  // Which of the numbers are centers (group_flag 0) and subjects.
  async known(centerNos: readonly number[], subjectNos: readonly number[]): Promise<{ centers: number[]; subjects: number[] }> {
    const [known] = (await this.ds.query(
      `SELECT ARRAY(SELECT "center_no" FROM "masters"."center" WHERE "group_flag" = 0 AND "center_no" = ANY($1::int[])) AS "centers",
              ARRAY(SELECT "subject_no" FROM "masters"."subject" WHERE "subject_no" = ANY($2::int[])) AS "subjects"`,
      [centerNos, subjectNos],
    )) as { centers: number[]; subjects: number[] }[];
    return known;
  }

  async insert(tx: Db, values: TeacherValues): Promise<number> {
    const row = await insertRow<{ teacher_no: number }>(tx, {
      schema: 'masters',
      table: 'teacher',
      columns: TEACHER_COLUMNS,
      values: values,
    });
    return row.teacher_no;
  }

  // The given columns only (a teacher's own save changes the contact data alone).
  async updateWithLock(tx: Db, teacherNo: number, lockVersion: number, values: Record<string, unknown>): Promise<void> {
    await updateWithLock(tx, { schema: 'masters', table: 'teacher', key: { teacher_no: teacherNo }, lockVersion, values });
  }

  // The teacher's centers and subjects become the given sets; rows kept keep their created_at.
  async saveSets(tx: Db, teacherNo: number, centerNos: readonly number[], subjectNos: readonly number[]): Promise<void> {
    await tx.query(`DELETE FROM "masters"."teacher_center" WHERE "teacher_no" = $1 AND NOT ("center_no" = ANY($2::int[]))`, [
      teacherNo,
      centerNos,
    ]);
    await tx.query(
      `INSERT INTO "masters"."teacher_center" ("teacher_no", "center_no") SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [teacherNo, centerNos],
    );
    await tx.query(`DELETE FROM "masters"."teacher_subject" WHERE "teacher_no" = $1 AND NOT ("subject_no" = ANY($2::int[]))`, [
      teacherNo,
      subjectNos,
    ]);
    await tx.query(
      `INSERT INTO "masters"."teacher_subject" ("teacher_no", "subject_no") SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [teacherNo, subjectNos],
    );
  }

  // Read before the delete's transaction, then again inside it holding the row (lock); the NG lists
  // are counted after the row is held.
  async deleteState(teacherNo: number, db: Db = this.ds, lock = false): Promise<TeacherDeleteState | undefined> {
    const [row] = (await db.query(
      `SELECT "status", "lock_version" FROM "masters"."teacher" WHERE "teacher_no" = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [teacherNo],
    )) as { status: number; lock_version: number }[];
    if (!row) return undefined;
    const [{ ngTeachers }] = (await db.query(
      `SELECT count(*)::int AS "ngTeachers" FROM "masters"."student_ng_teacher" WHERE "teacher_no" = $1`,
      [teacherNo],
    )) as { ngTeachers: number }[];
    return { ...row, ngTeachers };
  }

  // The centers and subjects go with the row (ON DELETE CASCADE).
  async delete(tx: Db, teacherNo: number): Promise<void> {
    await tx.query(`DELETE FROM "masters"."teacher" WHERE "teacher_no" = $1`, [teacherNo]);
  }

  // One page of the snapshot: teachers after a number, with their version.
  snapshotPage(after: number, limit: number): Promise<TeacherSnapshotRow[]> {
    return this.ds.query(
      `SELECT ${STATE_COLUMNS}, t."lock_version"
       FROM "masters"."teacher" t WHERE t."teacher_no" > $1 ORDER BY t."teacher_no" LIMIT $2`,
      [after, limit],
    );
  }
}
