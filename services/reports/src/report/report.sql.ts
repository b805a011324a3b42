// The reads of one report: the lesson it is about (the reports service's copy), the report row, its
// 16 rows and the reviewers' comments. Dates as 'YYYY-MM-DD', instants as ISO text.

export type LessonCopyRow = {
  schedule_no: number;
  schedule_date: string;
  time_limit_no: number;
  center_no: number;
  student_no: number;
  subject_no: number;
  teacher_no: number;
  cancelled: boolean;
};

export type ReportRow = {
  schedule_no: number;
  report_status: 0 | 1 | 2 | 3 | 4 | 8 | 9;
  handover: string | null;
  review_round: number;
  reviewer_user_no: number | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  lock_version: number;
};

export type DetailRow = {
  detail_no: number;
  item_name: string;
  names_no: number | null;
  names_code: string | null;
  content: string | null;
};

export type CommentRow = {
  comment_no: number;
  detail_no: number;
  round: number;
  comment: string;
  commenter_user_no: number;
  commenter_name: string;
  created_at: string;
};

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const LESSON_SQL = `SELECT "schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no", "center_no",
    "student_no", "subject_no", "teacher_no", "cancelled"
  FROM "reports"."lesson" WHERE "schedule_no" = $1`;

export const REPORT_SQL = `SELECT "schedule_no", "report_status", "handover", "review_round", "reviewer_user_no",
    ${ISO('"submitted_at"')} AS "submitted_at", ${ISO('"reviewed_at"')} AS "reviewed_at", "lock_version"
  FROM "reports"."lesson_report" WHERE "schedule_no" = $1`;

export const DETAILS_SQL = `SELECT "detail_no", "item_name", "names_no", "names_code", "content"
  FROM "reports"."lesson_report_detail" WHERE "schedule_no" = $1 ORDER BY "detail_no"`;

export const COMMENTS_SQL = `SELECT "comment_no", "detail_no", "round", "comment", "commenter_user_no", "commenter_name",
    ${ISO('"created_at"')} AS "created_at"
  FROM "reports"."lesson_report_comment" WHERE "schedule_no" = $1 ORDER BY "comment_no"`;

// The student's reports before this lesson's date (or earlier the same day), newest first, with the
// people of each lesson as the copy has them now (who may open it).
export const PREVIOUS_SQL = `SELECT r."schedule_no", to_char(r."schedule_date", 'YYYY-MM-DD') AS "schedule_date", r."time_limit_no",
    r."teacher_no", r."subject_no", r."report_status", coalesce(l."teacher_no", r."teacher_no") AS "lesson_teacher_no",
    coalesce(l."center_no", r."center_no") AS "center_no", r."student_no"
  FROM "reports"."lesson_report" r LEFT JOIN "reports"."lesson" l ON l."schedule_no" = r."schedule_no"
 WHERE r."student_no" = $1 AND (r."schedule_date", r."time_limit_no") < ($2::date, $3::int)
 ORDER BY r."schedule_date" DESC, r."time_limit_no" DESC LIMIT 20`;

// The student's lessons after this one that still take place, soonest first.
export const NEXT_SQL = `SELECT l."schedule_no", to_char(l."schedule_date", 'YYYY-MM-DD') AS "schedule_date", l."time_limit_no",
    l."teacher_no", l."subject_no"
  FROM "reports"."lesson" l
 WHERE l."student_no" = $1 AND (l."schedule_date", l."time_limit_no") > ($2::date, $3::int) AND NOT l."cancelled"
 ORDER BY l."schedule_date", l."time_limit_no" LIMIT 5`;

// A teacher's latest lesson of a student that is theirs now (the copy names its current teacher).
export const LATEST_OWN_LESSON_SQL = `SELECT to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no"
  FROM "reports"."lesson" WHERE "student_no" = $1 AND "teacher_no" = $2 AND NOT "cancelled"
 ORDER BY "schedule_date" DESC, "time_limit_no" DESC LIMIT 1`;
