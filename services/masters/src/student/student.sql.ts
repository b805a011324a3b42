// C20101's reads. The subjects a student takes and their NG teachers are sets beside the row; they
// travel as sorted number arrays (the record, the events and the projection snapshot).
export const STUDENT_SUBJECT_NOS = `ARRAY(SELECT ss."subject_no" FROM "masters"."student_subject" ss
  WHERE ss."student_no" = s."student_no" ORDER BY ss."subject_no")`;

// The list's column: short names in the subjects' order.
export const STUDENT_SUBJECT_NAMES = `(SELECT string_agg(j."subject_short_name", ', ' ORDER BY j."sort_order", j."subject_no")
  FROM "masters"."student_subject" l JOIN "masters"."subject" j ON j."subject_no" = l."subject_no" WHERE l."student_no" = s."student_no")`;

// NG teachers with the teacher's name, who set each and when (UTC, as the events carry it).
const NG_TEACHERS = `COALESCE((SELECT json_agg(json_build_object('teacher_no', ng."teacher_no", 'teacher_name', t."teacher_name",
    'set_by_user_no', ng."set_by_user_no", 'set_at', to_char(ng."set_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
    ORDER BY ng."teacher_no")
  FROM "masters"."student_ng_teacher" ng JOIN "masters"."teacher" t ON t."teacher_no" = ng."teacher_no"
  WHERE ng."student_no" = s."student_no"), '[]'::json)`;

export const STUDENT_RECORD_SQL = `SELECT s."student_no", s."student_name", s."student_namej", s."sex",
    to_char(s."birth_date", 'YYYY-MM-DD') AS "birth_date", s."school_year_code", s."school_name", s."center_no",
    s."enrollment_status", to_char(s."enrollment_date", 'YYYY-MM-DD') AS "enrollment_date",
    s."teacher_request", s."teacher_request_type", ${STUDENT_SUBJECT_NOS} AS "subject_nos",
    s."guardian_name", s."guardian_namej", s."guardian_relationship", s."email", s."tel",
    ARRAY(SELECT ng."teacher_no" FROM "masters"."student_ng_teacher" ng WHERE ng."student_no" = s."student_no" ORDER BY 1) AS "ng_teacher_nos",
    ${NG_TEACHERS} AS "ng_teachers", s."lock_version", s."updated_at"
  FROM "masters"."student" s WHERE s."student_no" = $1`;
