// C40101 board reads: each call is one statement, its JSON built in PostgreSQL, never entity
// hydration. Dates leave as 'YYYY-MM-DD' civil dates. $1 is always the center.
const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

// $1 center, $2 first date, $3 last date: the center's t0050 days and the day's periods
export const CALENDAR_SQL = `SELECT json_build_object(
    'days', COALESCE((SELECT json_agg(json_build_object('schedule_date', ${DAY('d."schedule_date"')},
        'closed_flag', d."closed_flag", 'tstart_ime_limit_no', d."tstart_ime_limit_no",
        'end_time_limit_no', d."end_time_limit_no", 'dayofweek_code', d."dayofweek_code", 'remarks', d."remarks")
        ORDER BY d."schedule_date")
      FROM "scheduling"."calendar_day" d
      WHERE d."center_no" = $1 AND d."schedule_date" BETWEEN $2 AND $3), '[]'::json),
    'periods', COALESCE((SELECT json_agg(json_build_object('time_limit_no', p."time_limit_no", 'label', p."label",
        'start_time', p."start_time", 'end_time', p."end_time") ORDER BY p."sort_order", p."time_limit_no")
      FROM "scheduling"."time_slot" p WHERE p."time_division" = 0), '[]'::json)) AS "calendar"`;

// Active and on-leave teachers working at the center, each with their shifts at the center: the
// center's shifts in the range are read in one index scan and grouped by teacher (a lookup per
// teacher read the center's whole range once per teacher: 10× slower at 200 teachers)
export const TEACHERS_SQL = `SELECT t."teacher_no", t."teacher_name", t."sex", t."teacher_type", t."subject_nos",
    COALESCE(s."shifts", '[]'::json) AS "shifts"
  FROM "scheduling"."teacher_projection" t
  LEFT JOIN (SELECT s."teacher_no", json_agg(json_build_object('schedule_date', ${DAY('s."schedule_date"')},
        'time_limit_no', s."time_limit_no", 'work_flag', s."work_flag") ORDER BY s."schedule_date", s."time_limit_no") AS "shifts"
      FROM "scheduling"."teacher_schedule" s
      WHERE s."center_no" = $1 AND s."schedule_date" BETWEEN $2 AND $3
      GROUP BY s."teacher_no") s ON s."teacher_no" = t."teacher_no"
  WHERE $1 = ANY(t."center_nos") AND t."status" <> 3
  ORDER BY t."teacher_no"`;

// The center's lessons (cancelled ones stay as rows, off the board) and those transferred away from it (original_center_no), each a row of
// values with the lesson's own teacher request, and their students' names, subjects and NG teachers
// from the projection once each (BoardLessonRow, BoardStudent)
export const LESSONS_SQL = `WITH l AS (
    SELECT * FROM "scheduling"."lesson" l
    WHERE l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0
      AND (l."center_no" = $1 OR (l."original_center_no" = $1 AND l."original_center_no" > 0)))
  SELECT json_build_object(
    'lessons', COALESCE((SELECT json_agg(json_build_array(l."schedule_no", ${DAY('l."schedule_date"')}, l."time_limit_no",
        l."student_no", l."teacher_no", l."center_no", l."original_center_no", l."classroom_no", l."course_setting_no",
        l."subject_no", l."subject_type", l."capacity", l."class_type", l."class_count", l."change_flag",
        l."teacher_request", l."teacher_request_type", l."attendance_distinction", l."lock_version",
        l."school_year_code")
        ORDER BY l."schedule_date", l."time_limit_no", l."schedule_no") FROM l), '[]'::json),
    'students', COALESCE((SELECT json_agg(json_build_object('student_no', s."student_no", 'student_name', s."student_name",
        'sex', s."sex", 'subject_nos', s."subject_nos", 'ng_teacher_nos', s."ng_teacher_nos") ORDER BY s."student_no")
      FROM "scheduling"."student_projection" s WHERE s."student_no" IN (SELECT "student_no" FROM l)), '[]'::json)
  ) AS "applied"`;

// $1 center, $2 today: the first date from today with a lesson still to assign, else today
export const COURSE_START_SQL = `SELECT ${DAY('COALESCE(min(l."schedule_date"), $2::date)')} AS "course_start_date"
  FROM "scheduling"."lesson" l WHERE l."center_no" = $1 AND l."teacher_no" = 0 AND l."schedule_date" >= $2 AND l."cancel_flag" = 0`;

// $1 center, $2 first date, $3 last date, $4 teacher: whether the teacher works at the center, and
// their lessons at every center
export const TEACHER_SCHEDULE_SQL = `SELECT
    EXISTS (SELECT 1 FROM "scheduling"."teacher_projection" t WHERE t."teacher_no" = $4 AND $1 = ANY(t."center_nos")) AS "known",
    COALESCE((SELECT json_agg(json_build_object('schedule_no', l."schedule_no", 'schedule_date', ${DAY('l."schedule_date"')},
        'time_limit_no', l."time_limit_no", 'center_no', l."center_no", 'student_no', l."student_no", 'capacity', l."capacity")
        ORDER BY l."schedule_date", l."time_limit_no", l."schedule_no")
      FROM "scheduling"."lesson" l
      WHERE l."teacher_no" = $4 AND l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0), '[]'::json) AS "lessons"`;

// $1 center, $2 first date, $3 last date, $4 student, $5 lesson date, $6 halves the lesson takes,
// $7 subject: the student, their lessons in the range, and the center's teachers who teach the
// subject and have a shift (work_flag 1) at the center in every half the lesson takes
export const SELECTED_SQL = `SELECT json_build_object(
    'student', (SELECT json_build_object('student_no', s."student_no", 'student_name', s."student_name", 'sex', s."sex",
        'school_year_code', s."school_year_code", 'teacher_request', s."teacher_request",
        'teacher_request_type', s."teacher_request_type", 'ng_teacher_nos', s."ng_teacher_nos")
      FROM "scheduling"."student_projection" s WHERE s."student_no" = $4),
    'lessons', COALESCE((SELECT json_agg(json_build_object('schedule_no', l."schedule_no",
        'schedule_date', ${DAY('l."schedule_date"')}, 'time_limit_no', l."time_limit_no", 'center_no', l."center_no",
        'teacher_no', l."teacher_no", 'teacher_name', t."teacher_name", 'subject_no', l."subject_no")
        ORDER BY l."schedule_date", l."time_limit_no", l."schedule_no")
      FROM "scheduling"."lesson" l
      LEFT JOIN "scheduling"."teacher_projection" t ON t."teacher_no" = l."teacher_no" AND l."teacher_no" <> 0
      WHERE l."student_no" = $4 AND l."schedule_date" BETWEEN $2 AND $3 AND l."cancel_flag" = 0), '[]'::json),
    'candidate_teacher_nos', COALESCE((SELECT json_agg(t."teacher_no" ORDER BY t."teacher_no")
      FROM "scheduling"."teacher_projection" t
      WHERE $1 = ANY(t."center_nos") AND t."status" = 1 AND $7 = ANY(t."subject_nos")
        AND (SELECT count(*) FROM "scheduling"."teacher_schedule" ts
             WHERE ts."teacher_no" = t."teacher_no" AND ts."center_no" = $1 AND ts."schedule_date" = $5
               AND ts."time_limit_no" = ANY($6::int[]) AND ts."work_flag" = 1) = cardinality($6::int[])), '[]'::json)
  ) AS "selected"`;

// $1 center, $2 student, $3 date: the student's latest lesson at (or moved from) the center with a
// teacher before the date
export const LATEST_FOR_REPORT_SQL = `SELECT l."schedule_no" FROM "scheduling"."lesson" l
  WHERE l."student_no" = $2 AND l."teacher_no" <> 0 AND l."schedule_date" < $3 AND l."cancel_flag" = 0
    AND (l."center_no" = $1 OR l."original_center_no" = $1)
  ORDER BY l."schedule_date" DESC, l."time_limit_no" DESC, l."schedule_no" DESC LIMIT 1`;
