import { type StudentCenterChangedEvent } from '@school/contracts';
import { type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

// A lesson's home center: where it is held, or where it was transferred from.
const HOME = `(CASE WHEN l."original_center_no" > 0 THEN l."original_center_no" ELSE l."center_no" END)`;

// C20301: the student's lessons from the change's date move to its center. A lesson belongs to the
// center of the newest change (by version) dated on or before it, so a change applied twice, late or
// out of order gives the same lessons. A lesson transferred elsewhere stays where it is held with the
// new home as its origin (or stops being a transfer when held at the new home). A lesson whose place
// changes loses its teacher and classroom: both belonged to the old center (shifts are per center).
// Lessons already held (attendance recorded) stay. Returns how many lessons moved.
export async function moveStudentLessons(db: Queryable, e: StudentCenterChangedEvent): Promise<number> {
  // one student's changes apply one at a time, whichever replica takes them
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('scheduling.student_center_move'), $1)`, [e.student_no]);
  await db.query(
    `INSERT INTO "scheduling"."student_center_move" ("student_no", "version", "schedule_date", "center_no", "previous_center_no")
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [e.student_no, e.version, e.schedule_date, e.center_no, e.previous_center_no],
  );
  const rows = (await db.query(
    `WITH target AS (
       SELECT l."schedule_no", m."center_no" AS "home"
         FROM "scheduling"."lesson" l
         CROSS JOIN LATERAL (SELECT c."center_no" FROM "scheduling"."student_center_move" c
            WHERE c."student_no" = l."student_no" AND c."schedule_date" <= l."schedule_date"
            ORDER BY c."version" DESC LIMIT 1) m
        WHERE l."student_no" = $1 AND l."schedule_date" >= $2 AND l."attendance_distinction" = 0 AND m."center_no" <> ${HOME}),
     placed AS (
       SELECT l."schedule_no", t."home",
              CASE WHEN l."original_center_no" > 0 AND l."center_no" <> t."home" THEN l."center_no" ELSE t."home" END AS "center_no"
         FROM "scheduling"."lesson" l JOIN target t ON t."schedule_no" = l."schedule_no"),
     moved AS (
       UPDATE "scheduling"."lesson" l SET
              "center_no" = p."center_no",
              "original_center_no" = CASE WHEN p."center_no" <> p."home" THEN p."home" ELSE 0 END,
              "teacher_no" = CASE WHEN p."center_no" <> l."center_no" THEN 0 ELSE l."teacher_no" END,
              "classroom_no" = CASE WHEN p."center_no" <> l."center_no" THEN NULL ELSE l."classroom_no" END,
              "lock_version" = l."lock_version" + 1, "updated_at" = now()
         FROM placed p WHERE p."schedule_no" = l."schedule_no"
       RETURNING 1)
     SELECT count(*)::int AS "moved" FROM moved`,
    [e.student_no, e.schedule_date],
  )) as { moved: number }[];
  return rows[0].moved;
}
