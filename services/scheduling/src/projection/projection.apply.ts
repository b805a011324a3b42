import {
  type DomainEvent,
  type PersonKind,
  type StudentCenterChangedEvent,
  type StudentChangedEvent,
  type StudentDeletedEvent,
  type StudentNgTeachersChangedEvent,
  type TeacherChangedEvent,
  type TeacherDeletedEvent,
} from '@school/contracts';
import { type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

// An event changes a row only when it is newer than the version the row holds, so a redelivered or
// late event changes nothing. A rebuild from masters' snapshot also rewrites rows at the same version
// (a row that drifted is put right) but never goes back to an older one.
export type VersionRule = 'newer' | 'rebuild';
const guard = (rule: VersionRule, column: string) => (rule === 'newer' ? `< EXCLUDED."${column}"` : `<= EXCLUDED."${column}"`);

// The student's own event has not been applied yet: the event is retried (the consumer naks it)
// until the student's StudentChanged has made the row, or dead-lettered after EVENT_MAX_DELIVERIES
// (docs/events.md) when that never comes.
export class StudentNotProjectedYet extends Error {
  constructor(studentNo: number) {
    super(`student ${studentNo} is not in the projection yet`);
    this.name = 'StudentNotProjectedYet';
  }
}

// A record masters deleted (scheduling.person_removal) takes no state of the version it was deleted
// at or older; $1 is its number, the given parameter its version.
const notRemoved = (kind: PersonKind, version: string) =>
  `NOT EXISTS (SELECT 1 FROM "scheduling"."person_removal" r WHERE r."kind" = '${kind}' AND r."person_no" = $1 AND r."version" >= ${version})`;

// Returns whether the row changed.
export async function applyTeacherChanged(db: Queryable, e: TeacherChangedEvent, rule: VersionRule = 'newer'): Promise<boolean> {
  const t = e.teacher;
  const rows = (await db.query(
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
export async function applyStudentChanged(db: Queryable, e: StudentChangedEvent, rule: VersionRule = 'newer'): Promise<boolean> {
  const s = e.student;
  const rows = (await db.query(
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

// An update of a part of an existing student row at that part's version.
async function updateStudentPart(
  db: Queryable,
  studentNo: number,
  set: string,
  versionColumn: 'version' | 'ng_version',
  version: number,
  params: unknown[],
  rule: VersionRule,
): Promise<boolean> {
  const compare = rule === 'newer' ? '<' : '<=';
  const rows = (await db.query(
    `WITH changed AS (UPDATE "scheduling"."student_projection" SET ${set}, "${versionColumn}" = $2, "updated_at" = now()
        WHERE "student_no" = $1 AND "${versionColumn}" ${compare} $2 RETURNING 1)
     SELECT (SELECT count(*) FROM changed)::int AS "changed",
            EXISTS (SELECT 1 FROM "scheduling"."student_projection" WHERE "student_no" = $1) AS "known",
            EXISTS (SELECT 1 FROM "scheduling"."person_removal" WHERE "kind" = 'student' AND "person_no" = $1) AS "removed"`,
    [studentNo, version, ...params],
  )) as { changed: number; known: boolean; removed: boolean }[];
  // a part of a deleted student has nothing left to change; waiting for the student would be in vain
  if (!rows[0].known && rows[0].removed) return false;
  if (!rows[0].known) throw new StudentNotProjectedYet(studentNo);
  return rows[0].changed > 0;
}

export const applyStudentNgTeachersChanged = (
  db: Queryable,
  e: StudentNgTeachersChangedEvent,
  rule: VersionRule = 'newer',
): Promise<boolean> =>
  updateStudentPart(
    db,
    e.student_no,
    `"ng_teacher_nos" = $3::int[]`,
    'ng_version',
    e.version,
    [[...new Set(e.ng_teachers.map((t) => t.teacher_no))].sort((a, b) => a - b)],
    rule,
  );

// C20301 moves the student's center; the version is the student row's (StudentChanged also carries the center).
export const applyStudentCenterChanged = (db: Queryable, e: StudentCenterChangedEvent): Promise<boolean> =>
  updateStudentPart(db, e.student_no, `"center_no" = $3`, 'version', e.version, [e.center_no], 'newer');

const PROJECTION = {
  teacher: { table: '"scheduling"."teacher_projection"', key: 'teacher_no' },
  student: { table: '"scheduling"."student_projection"', key: 'student_no' },
} as const;

// A deleted teacher or student leaves the projection and is remembered as removed at its version
// (the newest removal wins). Called by masters' delete through T3010LessonService.releasePerson and
// again by the deleted event, which then changes nothing. Returns whether the row went.
export async function removePerson(db: Queryable, kind: PersonKind, no: number, version: number): Promise<boolean> {
  await db.query(
    `INSERT INTO "scheduling"."person_removal" AS r ("kind", "person_no", "version") VALUES ($1, $2, $3)
     ON CONFLICT ("kind", "person_no") DO UPDATE SET "version" = GREATEST(r."version", EXCLUDED."version"), "removed_at" = now()`,
    [kind, no, version],
  );
  const { table, key } = PROJECTION[kind];
  const rows = (await db.query(`DELETE FROM ${table} WHERE "${key}" = $1 AND "version" <= $2 RETURNING 1`, [
    no,
    version,
  ])) as unknown[];
  return rows.length > 0;
}

const applyTeacherEvent = (db: Queryable, e: TeacherChangedEvent | TeacherDeletedEvent) =>
  'deleted' in e ? removePerson(db, 'teacher', e.teacher_no, e.version) : applyTeacherChanged(db, e);
const applyStudentEvent = (db: Queryable, e: StudentChangedEvent | StudentDeletedEvent) =>
  'deleted' in e ? removePerson(db, 'student', e.student_no, e.version) : applyStudentChanged(db, e);

// The projections' share of masters' events; other event types pass by.
export async function applyProjectionEvent(db: Queryable, event: DomainEvent): Promise<boolean> {
  switch (event.type) {
    case 'TeacherChanged':
      return applyTeacherEvent(db, event.data);
    case 'StudentChanged':
      return applyStudentEvent(db, event.data);
    case 'StudentNgTeachersChanged':
      return applyStudentNgTeachersChanged(db, event.data);
    case 'StudentCenterChanged':
      return applyStudentCenterChanged(db, event.data);
    default:
      return false;
  }
}
