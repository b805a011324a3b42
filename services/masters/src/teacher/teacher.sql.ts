// C10101's reads. A teacher's centers and subjects are sets beside the row; they travel as sorted
// number arrays (the record, the list's names, the events and the projection snapshot).
const TEACHER_CENTER_NOS = `ARRAY(SELECT tc."center_no" FROM "masters"."teacher_center" tc
  WHERE tc."teacher_no" = t."teacher_no" ORDER BY tc."center_no")`;
const TEACHER_SUBJECT_NOS = `ARRAY(SELECT ts."subject_no" FROM "masters"."teacher_subject" ts
  WHERE ts."teacher_no" = t."teacher_no" ORDER BY ts."subject_no")`;

// The list's columns: short names in the masters' order.
export const TEACHER_CENTER_NAMES = `(SELECT string_agg(c."center_short_name", ', ' ORDER BY c."sort_order", c."center_no")
  FROM "masters"."teacher_center" l JOIN "masters"."center" c ON c."center_no" = l."center_no" WHERE l."teacher_no" = t."teacher_no")`;
export const TEACHER_SUBJECT_NAMES = `(SELECT string_agg(s."subject_short_name", ', ' ORDER BY s."sort_order", s."subject_no")
  FROM "masters"."teacher_subject" l JOIN "masters"."subject" s ON s."subject_no" = l."subject_no" WHERE l."teacher_no" = t."teacher_no")`;

// The fields every event carries (TeacherState); the record adds the contact data and the rest.
const STATE_COLUMNS = `t."teacher_no", t."teacher_name", t."teacher_namej", t."sex", t."teacher_type", t."center_no",
  ${TEACHER_CENTER_NOS} AS "center_nos", ${TEACHER_SUBJECT_NOS} AS "subject_nos", t."status"`;

export const TEACHER_RECORD_SQL = `SELECT ${STATE_COLUMNS},
    to_char(t."birth_date", 'YYYY-MM-DD') AS "birth_date", to_char(t."hire_date", 'YYYY-MM-DD') AS "hire_date",
    t."background", t."remarks", t."email", t."tel", t."postal_code", t."prefecture", t."address",
    t."lock_version", t."updated_at"
  FROM "masters"."teacher" t WHERE t."teacher_no" = $1`;

// One page of the snapshot: teachers after a number, with their version.
export const TEACHER_SNAPSHOT_SQL = `SELECT ${STATE_COLUMNS}, t."lock_version"
  FROM "masters"."teacher" t WHERE t."teacher_no" > $1 ORDER BY t."teacher_no" LIMIT $2`;
