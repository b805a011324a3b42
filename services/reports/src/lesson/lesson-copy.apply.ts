import { type DomainEvent, type LessonRef } from '@school/contracts';
import { type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

type LessonChange = { teacher_no?: number; center_no?: number; cancelled?: boolean };

// Lesson events written before the contract added subject_no (older streams of a deployed school)
// have none: the copy keeps the subject it already has, and a lesson first seen that way gets
// UNKNOWN_SUBJECT_NO, which the report screens show as no subject (masters has no subject 0); a later
// event of the lesson brings the real one.
export const UNKNOWN_SUBJECT_NO = 0;

// The lesson's copy takes the event's state only when the event is newer than the version it holds
// (a redelivered or late event changes nothing). A lesson the copy has not seen yet is added. The
// report, when there is one, follows: a reassigned lesson's report belongs to the new teacher, a
// transferred one to its new center.
async function applyLessonChange(db: Queryable, ref: LessonRef, change: LessonChange): Promise<boolean> {
  const subjectNo = (ref as Partial<LessonRef>).subject_no ?? null;
  const rows = (await db.query(
    `INSERT INTO "reports"."lesson" AS l ("schedule_no", "schedule_date", "time_limit_no", "center_no", "student_no", "subject_no",
        "teacher_no", "cancelled", "version")
     VALUES ($1, $2, $3, $4, $5, coalesce($6::int, $10::int), coalesce($7, 0), coalesce($8, false), $9)
     ON CONFLICT ("schedule_no") DO UPDATE SET "schedule_date" = EXCLUDED."schedule_date", "time_limit_no" = EXCLUDED."time_limit_no",
        "center_no" = EXCLUDED."center_no", "student_no" = EXCLUDED."student_no", "subject_no" = coalesce($6::int, l."subject_no"),
        "teacher_no" = coalesce($7, l."teacher_no"), "cancelled" = coalesce($8, l."cancelled"),
        "version" = EXCLUDED."version", "updated_at" = now()
      WHERE l."version" < EXCLUDED."version"
     RETURNING "teacher_no", "center_no"`,
    [
      ref.schedule_no,
      ref.schedule_date,
      ref.time_limit_no,
      change.center_no ?? ref.center_no,
      ref.student_no,
      subjectNo,
      change.teacher_no ?? null,
      change.cancelled ?? null,
      ref.lock_version,
      UNKNOWN_SUBJECT_NO,
    ],
  )) as { teacher_no: number; center_no: number }[];
  if (!rows.length) return false;
  await db.query(
    `UPDATE "reports"."lesson_report" SET "teacher_no" = $2, "center_no" = $3, "updated_at" = now()
      WHERE "schedule_no" = $1 AND ("teacher_no", "center_no") IS DISTINCT FROM ($2, $3)`,
    [ref.schedule_no, rows[0].teacher_no, rows[0].center_no],
  );
  return true;
}

// Returns whether the copy changed; other events are not about lessons.
export async function applyLessonEvent(db: Queryable, event: DomainEvent): Promise<boolean> {
  switch (event.type) {
    case 'LessonAssigned':
      return applyLessonChange(db, event.data, { teacher_no: event.data.teacher_no });
    case 'LessonUnassigned':
      return applyLessonChange(db, event.data, { teacher_no: 0 });
    case 'LessonTransferred':
      return applyLessonChange(db, event.data, { center_no: event.data.center_no });
    case 'LessonCancelled':
      return applyLessonChange(db, event.data, { cancelled: true });
    default:
      return false;
  }
}
