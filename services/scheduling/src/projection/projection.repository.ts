import {
  type CenterRecord,
  type ClassroomRecord,
  type PersonKind,
  type StudentChangedEvent,
  type TeacherChangedEvent,
} from '@school/contracts';
import { type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

// An event changes a row only when it is newer than the version the row holds, so a redelivered or
// late event changes nothing. A rebuild from masters' snapshot also rewrites rows at the same version
// (a row that drifted is put right) but never goes back to an older one.
export type VersionRule = 'newer' | 'rebuild';
const guard = (rule: VersionRule, column: string) => (rule === 'newer' ? `< EXCLUDED."${column}"` : `<= EXCLUDED."${column}"`);

// A record masters deleted (scheduling.person_removal) takes no state of the version it was deleted
// at or older; $1 is its number, the given parameter its version.
const notRemoved = (kind: PersonKind, version: string) =>
  `NOT EXISTS (SELECT 1 FROM "scheduling"."person_removal" r WHERE r."kind" = '${kind}' AND r."person_no" = $1 AND r."version" >= ${version})`;

const PROJECTION = {
  teacher: { table: '"scheduling"."teacher_projection"', key: 'teacher_no' },
  student: { table: '"scheduling"."student_projection"', key: 'student_no' },
} as const;

// What an update of a part of a student row found: whether it changed, whether the student is
// projected at all, and whether masters deleted them.
export type StudentPartResult = { changed: number; known: boolean; removed: boolean };

// The teacher and student projections of masters' records: every query of them. Built over the
// transaction an event, a rebuild or a release runs in.
export class ProjectionRepository {
  constructor(private readonly db: Queryable) {}

  // Returns whether the row changed.
  async upsertTeacher(e: TeacherChangedEvent, rule: VersionRule): Promise<boolean> {
    const t = e.teacher;
    const rows = (await this.db.query(
      `INSERT INTO "scheduling"."teacher_projection" AS p ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
          "sex", "teacher_type", "subject_nos", "status", "version")
       SELECT $1, $2, $3::int[], $4, $5, $6, $7, $8::int[], $9, $10 WHERE ${notRemoved('teacher', '$10')}
       ON CONFLICT ("teacher_no") DO UPDATE SET "center_no" = EXCLUDED."center_no", "center_nos" = EXCLUDED."center_nos",
          "teacher_name" = EXCLUDED."teacher_name", "teacher_namej" = EXCLUDED."teacher_namej", "sex" = EXCLUDED."sex",
          "teacher_type" = EXCLUDED."teacher_type", "subject_nos" = EXCLUDED."subject_nos", "status" = EXCLUDED."status",
          "version" = EXCLUDED."version", "updated_at" = now()
        WHERE p."version" ${guard(rule, 'version')}
       RETURNING 1`,
      [
        t.teacher_no,
        t.center_no,
        t.center_nos,
        t.teacher_name,
        t.teacher_namej,
        t.sex,
        t.teacher_type,
        t.subject_nos,
        t.status,
        e.version,
      ],
    )) as unknown[];
    return rows.length > 0;
  }

  // A new row holds no NG teachers yet (ng_version -1), so those of a student added with some (version 0) apply.
  async upsertStudent(e: StudentChangedEvent, rule: VersionRule): Promise<boolean> {
    const s = e.student;
    const rows = (await this.db.query(
      `INSERT INTO "scheduling"."student_projection" AS p ("student_no", "center_no", "student_name", "student_namej", "sex",
          "school_year_code", "enrollment_status", "teacher_request", "teacher_request_type", "subject_nos", "version", "ng_version")
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10::int[], $11, -1 WHERE ${notRemoved('student', '$11')}
       ON CONFLICT ("student_no") DO UPDATE SET "center_no" = EXCLUDED."center_no", "student_name" = EXCLUDED."student_name",
          "student_namej" = EXCLUDED."student_namej", "sex" = EXCLUDED."sex", "school_year_code" = EXCLUDED."school_year_code",
          "enrollment_status" = EXCLUDED."enrollment_status", "teacher_request" = EXCLUDED."teacher_request",
          "teacher_request_type" = EXCLUDED."teacher_request_type", "subject_nos" = EXCLUDED."subject_nos",
          "version" = EXCLUDED."version", "updated_at" = now()
        WHERE p."version" ${guard(rule, 'version')}
       RETURNING 1`,
      [
        s.student_no,
        s.center_no,
        s.student_name,
        s.student_namej,
        s.sex,
        s.school_year_code,
        s.enrollment_status,
        s.teacher_request,
        s.teacher_request_type,
        s.subject_nos,
        e.version,
      ],
    )) as unknown[];
    return rows.length > 0;
  }

  updateStudentNgTeachers(
    studentNo: number,
    version: number,
    ngTeacherNos: number[],
    rule: VersionRule,
  ): Promise<StudentPartResult> {
    return this.updateStudentPart(studentNo, `"ng_teacher_nos" = $3::int[]`, 'ng_version', version, [ngTeacherNos], rule);
  }

  // The center is part of the student row (its version); C20301 changes it alone.
  updateStudentCenter(studentNo: number, version: number, centerNo: number): Promise<StudentPartResult> {
    return this.updateStudentPart(studentNo, `"center_no" = $3`, 'version', version, [centerNo], 'newer');
  }

  // An update of a part of an existing student row at that part's version; $3 on are the SET's parameters.
  private async updateStudentPart(
    studentNo: number,
    set: string,
    versionColumn: 'version' | 'ng_version',
    version: number,
    params: unknown[],
    rule: VersionRule,
  ): Promise<StudentPartResult> {
    const compare = rule === 'newer' ? '<' : '<=';
    const rows = (await this.db.query(
      `WITH changed AS (UPDATE "scheduling"."student_projection" SET ${set}, "${versionColumn}" = $2, "updated_at" = now()
          WHERE "student_no" = $1 AND "${versionColumn}" ${compare} $2 RETURNING 1)
       SELECT (SELECT count(*) FROM changed)::int AS "changed",
              EXISTS (SELECT 1 FROM "scheduling"."student_projection" WHERE "student_no" = $1) AS "known",
              EXISTS (SELECT 1 FROM "scheduling"."person_removal" WHERE "kind" = 'student' AND "person_no" = $1) AS "removed"`,
      [studentNo, version, ...params],
    )) as StudentPartResult[];
    return rows[0];
  }

  // Remembers the record as removed at its version (the newest removal wins) and deletes its row
  // when not newer; returns whether the row went.
  async removePerson(kind: PersonKind, no: number, version: number): Promise<boolean> {
    await this.db.query(
      `INSERT INTO "scheduling"."person_removal" AS r ("kind", "person_no", "version") VALUES ($1, $2, $3)
       ON CONFLICT ("kind", "person_no") DO UPDATE SET "version" = GREATEST(r."version", EXCLUDED."version"), "removed_at" = now()`,
      [kind, no, version],
    );
    const { table, key } = PROJECTION[kind];
    const rows = (await this.db.query(`DELETE FROM ${table} WHERE "${key}" = $1 AND "version" <= $2 RETURNING 1`, [
      no,
      version,
    ])) as unknown[];
    return rows.length > 0;
  }

  async forgetRemoval(kind: PersonKind, no: number): Promise<void> {
    await this.db.query(`DELETE FROM "scheduling"."person_removal" WHERE "kind" = $1 AND "person_no" = $2`, [kind, no]);
  }

  // Deletes every row of the kind whose number is not listed.
  async deleteAllBut(kind: PersonKind, nos: number[]): Promise<void> {
    const { table, key } = PROJECTION[kind];
    await this.db.query(`DELETE FROM ${table} WHERE NOT ("${key}" = ANY($1::int[]))`, [nos]);
  }

  // A center as masters saved it, at its lock_version; returns whether the row changed.
  async upsertCenter(c: CenterRecord): Promise<boolean> {
    const rows = (await this.db.query(
      `INSERT INTO "scheduling"."center_projection" AS p ("center_no", "center_short_name", "group_flag", "center_group_no",
          "sort_order", "version")
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ("center_no") DO UPDATE SET "center_short_name" = EXCLUDED."center_short_name",
          "group_flag" = EXCLUDED."group_flag", "center_group_no" = EXCLUDED."center_group_no",
          "sort_order" = EXCLUDED."sort_order", "version" = EXCLUDED."version", "updated_at" = now()
        WHERE p."version" < EXCLUDED."version"
       RETURNING 1`,
      [c.center_no, c.center_short_name, c.group_flag, c.center_group_no, c.sort_order, c.lock_version],
    )) as unknown[];
    return rows.length > 0;
  }

  async deleteCenter(centerNo: number): Promise<boolean> {
    const rows = (await this.db.query(`DELETE FROM "scheduling"."center_projection" WHERE "center_no" = $1 RETURNING 1`, [
      centerNo,
    ])) as unknown[];
    return rows.length > 0;
  }

  // A classroom as masters saved it, at its lock_version; returns whether the row changed.
  async upsertClassroom(r: ClassroomRecord): Promise<boolean> {
    const rows = (await this.db.query(
      `INSERT INTO "scheduling"."classroom_projection" AS p ("classroom_no", "center_no", "classroom_name", "classroom_type",
          "meeting_url", "sort_order", "version")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ("classroom_no") DO UPDATE SET "center_no" = EXCLUDED."center_no",
          "classroom_name" = EXCLUDED."classroom_name", "classroom_type" = EXCLUDED."classroom_type",
          "meeting_url" = EXCLUDED."meeting_url", "sort_order" = EXCLUDED."sort_order", "version" = EXCLUDED."version",
          "updated_at" = now()
        WHERE p."version" < EXCLUDED."version"
       RETURNING 1`,
      [r.classroom_no, r.center_no, r.classroom_name, r.classroom_type, r.meeting_url, r.sort_order, r.lock_version],
    )) as unknown[];
    return rows.length > 0;
  }

  async deleteClassroom(classroomNo: number): Promise<boolean> {
    const rows = (await this.db.query(`DELETE FROM "scheduling"."classroom_projection" WHERE "classroom_no" = $1 RETURNING 1`, [
      classroomNo,
    ])) as unknown[];
    return rows.length > 0;
  }
}
