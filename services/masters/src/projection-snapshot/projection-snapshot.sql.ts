// Students as the projection snapshot carries them (StudentChanged and StudentNgTeachersChanged).
export const STUDENT_SNAPSHOT_SQL = `SELECT s."student_no", s."student_name", s."student_namej", s."sex", s."school_year_code",
    s."center_no", s."enrollment_status", s."teacher_request", s."teacher_request_type",
    ARRAY(SELECT ss."subject_no" FROM "masters"."student_subject" ss WHERE ss."student_no" = s."student_no" ORDER BY ss."subject_no") AS "subject_nos",
    COALESCE((SELECT json_agg(json_build_object('teacher_no', ng."teacher_no", 'set_by_user_no', ng."set_by_user_no",
        'set_at', to_char(ng."set_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) ORDER BY ng."teacher_no")
      FROM "masters"."student_ng_teacher" ng WHERE ng."student_no" = s."student_no"), '[]'::json) AS "ng_teachers",
    s."lock_version"
  FROM "masters"."student" s WHERE s."student_no" > $1 ORDER BY s."student_no" LIMIT $2`;
