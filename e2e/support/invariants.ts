import { MIN_FREE_TEACHERS } from '@school/domain';
import { query } from './db';

// What must hold of lessons whoever wrote them (docs/board.md, docs/applications.md, docs/events.md),
// read from the rows themselves rather than from the guards' own tables. Each returns the rows that
// break it, so a test expects [] and a failure names what broke. Scoped to a test's own teachers,
// students, cells and lessons: the seed and other files' rows are theirs to check.

// The lessons (not cancelled) of a teacher's half, by its seats: a one-to-one lesson takes both, a
// one-to-two lesson one, a 90-minute lesson both its halves.
const TEACHER_HALF_SEATS = `
  SELECT l."teacher_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", h AS "half",
         sum(CASE WHEN l."capacity" = 1 THEN 2 ELSE 1 END)::int AS "seats"
    FROM "scheduling"."lesson" l, unnest("scheduling"."lesson_halves"(l."time_limit_no")) h
   WHERE l."teacher_no" = ANY($1::int[]) AND l."schedule_date" = ANY($2::date[]) AND l."cancel_flag" = 0
   GROUP BY 1, 2, 3`;

type TeacherHalf = { teacher_no: number; schedule_date: string; half: number; seats: number };

// A teacher's half holding more than its two seats.
export const halvesOverSeats = (teachers: readonly number[], dates: readonly string[]) =>
  query<TeacherHalf>(`SELECT * FROM (${TEACHER_HALF_SEATS}) s WHERE s."seats" > 2`, [teachers, dates]);

// Every lesson has one teacher or none: the seats the guard keeps per teacher and half
// (teacher_half_occupancy) are exactly those of the lessons now assigned to that teacher, so no
// lesson also holds a seat of a teacher it had before.
export const seatsNotOfOneTeacher = (teachers: readonly number[], dates: readonly string[]) =>
  query<{ teacher_no: number; schedule_date: string; half: number; lessons: number; kept: number }>(
    `SELECT coalesce(s."teacher_no", o."teacher_no") AS "teacher_no",
            coalesce(s."schedule_date", to_char(o."schedule_date", 'YYYY-MM-DD')) AS "schedule_date",
            coalesce(s."half", o."half_limit_no") AS "half", coalesce(s."seats", 0) AS "lessons", coalesce(o."seats", 0)::int AS "kept"
       FROM (${TEACHER_HALF_SEATS}) s
       FULL JOIN (SELECT * FROM "scheduling"."teacher_half_occupancy"
                   WHERE "teacher_no" = ANY($1::int[]) AND "schedule_date" = ANY($2::date[]) AND "seats" > 0) o
         ON o."teacher_no" = s."teacher_no" AND to_char(o."schedule_date", 'YYYY-MM-DD') = s."schedule_date" AND o."half_limit_no" = s."half"
      WHERE coalesce(s."seats", 0) <> coalesce(o."seats", 0)`,
    [teachers, dates],
  );

// A student in two lessons (not cancelled) of one half.
export const studentsTwiceInAHalf = (students: readonly number[], dates: readonly string[]) =>
  query<{ student_no: number; schedule_date: string; half: number; lessons: number }>(
    `SELECT l."student_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", h AS "half", count(*)::int AS "lessons"
       FROM "scheduling"."lesson" l, unnest("scheduling"."lesson_halves"(l."time_limit_no")) h
      WHERE l."student_no" = ANY($1::int[]) AND l."schedule_date" = ANY($2::date[]) AND l."cancel_flag" = 0
      GROUP BY 1, 2, 3 HAVING count(*) > 1`,
    [students, dates],
  );

// A center's half on a date whose remaining teacher count (SPEC §4: teachers with a work shift there
// minus what its lessons need, assigned or not; libs/domain remainingTeachersOfHalf) is below `min`.
// An application leaves its cell at MIN_FREE_TEACHERS or more; a writer that may over-book a cell
// (a shift taken away, a lesson moved in) lowers what a test can ask.
export const cellsBelowRemaining = (centerNo: number, date: string, halves: readonly number[], min = MIN_FREE_TEACHERS) =>
  query<{ half: number; shift_teachers: number; one_to_one: number; one_to_two: number; remaining: number }>(
    `SELECT c."half", c."shift_teachers", c."one_to_one", c."one_to_two",
            c."shift_teachers" - c."one_to_one" - ceil(c."one_to_two" / 2.0)::int AS "remaining"
       FROM (SELECT h AS "half",
                    (SELECT count(DISTINCT s."teacher_no")::int FROM "scheduling"."teacher_schedule" s
                      WHERE s."center_no" = $1 AND s."schedule_date" = $2 AND s."work_flag" = 1
                        AND h = ANY("scheduling"."lesson_halves"(s."time_limit_no"))) AS "shift_teachers",
                    (SELECT count(*)::int FROM "scheduling"."lesson" l WHERE l."center_no" = $1 AND l."schedule_date" = $2
                        AND l."cancel_flag" = 0 AND l."capacity" = 1 AND h = ANY("scheduling"."lesson_halves"(l."time_limit_no"))) AS "one_to_one",
                    (SELECT count(*)::int FROM "scheduling"."lesson" l WHERE l."center_no" = $1 AND l."schedule_date" = $2
                        AND l."cancel_flag" = 0 AND l."capacity" = 2 AND h = ANY("scheduling"."lesson_halves"(l."time_limit_no"))) AS "one_to_two"
               FROM unnest($3::int[]) h) c
      WHERE c."shift_teachers" - c."one_to_one" - ceil(c."one_to_two" / 2.0)::int < $4`,
    [centerNo, date, halves, min],
  );

// An assigned lesson (not cancelled) without its teacher's work shift at its center, date and half.
export const assignedWithoutShift = (lessons: readonly number[]) =>
  query<{ schedule_no: number; teacher_no: number; center_no: number; half: number }>(
    `SELECT l."schedule_no", l."teacher_no", l."center_no", h AS "half"
       FROM "scheduling"."lesson" l, unnest("scheduling"."lesson_halves"(l."time_limit_no")) h
      WHERE l."schedule_no" = ANY($1::int[]) AND l."teacher_no" > 0 AND l."cancel_flag" = 0
        AND NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" s WHERE s."teacher_no" = l."teacher_no"
                          AND s."schedule_date" = l."schedule_date" AND s."time_limit_no" = h AND s."center_no" = l."center_no"
                          AND s."work_flag" = 1)`,
    [lessons],
  );

// A lesson whose newest lesson event in scheduling's outbox is not at the row's lock_version (the
// LessonRef lesson_needs_event matches at commit, migration 1797900000000), or a lesson changed since
// its fixture (lock_version above 0) with no event at all. Events naming several lessons
// (schedule_nos) carry no version and are left out.
export const lessonEventsBehindRows = (lessons: readonly number[]) =>
  query<{ schedule_no: number; lock_version: number; event_version: number | null; event_type: string | null }>(
    `SELECT l."schedule_no", l."lock_version", e."version" AS "event_version", e."type" AS "event_type"
       FROM "scheduling"."lesson" l
       LEFT JOIN LATERAL (SELECT ("payload"->>'lock_version')::int AS "version", "type" FROM "scheduling"."outbox" o
                           WHERE o."type" LIKE 'Lesson%' AND o."payload"->>'schedule_no' = l."schedule_no"::text
                             AND o."payload" ? 'lock_version'
                           ORDER BY o."id" DESC LIMIT 1) e ON true
      WHERE l."schedule_no" = ANY($1::int[])
        AND (e."version" IS DISTINCT FROM l."lock_version") AND (e."version" IS NOT NULL OR l."lock_version" > 0)`,
    [lessons],
  );

// A lesson (not cancelled) of a student that C20301 moved, dated on or after the move, whose home
// (the center it is held at, or for a transfer the center it is held for) is not the center of the
// newest move dated on or before it (docs/applications.md; center-move/student-center-move.apply.ts).
export const lessonsNotFollowingMoves = (students: readonly number[]) =>
  query<{ schedule_no: number; student_no: number; schedule_date: string; home: number; moved_to: number }>(
    `SELECT l."schedule_no", l."student_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date",
            CASE WHEN l."original_center_no" > 0 THEN l."original_center_no" ELSE l."center_no" END AS "home", m."center_no" AS "moved_to"
       FROM "scheduling"."lesson" l
       JOIN LATERAL (SELECT "center_no" FROM "scheduling"."student_center_move" c
                      WHERE c."student_no" = l."student_no" AND c."schedule_date" <= l."schedule_date"
                      ORDER BY c."version" DESC LIMIT 1) m ON true
      WHERE l."student_no" = ANY($1::int[]) AND l."cancel_flag" = 0
        AND CASE WHEN l."original_center_no" > 0 THEN l."original_center_no" ELSE l."center_no" END <> m."center_no"`,
    [students],
  );
