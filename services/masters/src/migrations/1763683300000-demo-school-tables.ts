import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Migrations are frozen history: the column list is spelled out here, not shared with later code.
const EDITABLE = `"lock_version" int NOT NULL DEFAULT 0,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()`;

// The school's master data: centers and groups, classrooms, subjects, course types and courses,
// names, mail templates, notices, help pages, teachers and students.
export class DemoSchoolTables1763683300000 implements MigrationInterface {
  name = 'DemoSchoolTables1763683300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "masters"."center" (
      "center_no" serial PRIMARY KEY,
      "center_name" text NOT NULL,
      "center_short_name" text NOT NULL,
      "group_flag" smallint NOT NULL DEFAULT 0 CHECK ("group_flag" IN (0, 1)),
      "center_group_no" int REFERENCES "masters"."center" ("center_no"),
      "postal_code" text, "prefecture" text, "address" text, "tel" text, "email" text,
      "late_night_flag" smallint NOT NULL DEFAULT 0 CHECK ("late_night_flag" IN (0, 1)),
      "sort_order" int NOT NULL DEFAULT 0,
      ${EDITABLE})`);
    await q.query(`CREATE INDEX "center_group_flag" ON "masters"."center" ("group_flag", "sort_order")`);

    await q.query(`CREATE TABLE "masters"."classroom" (
      "classroom_no" serial PRIMARY KEY,
      "center_no" int NOT NULL REFERENCES "masters"."center" ("center_no"),
      "classroom_name" text NOT NULL,
      "classroom_type" smallint NOT NULL CHECK ("classroom_type" IN (1, 2, 3)),
      "booth_count" int NOT NULL DEFAULT 0,
      "meeting_url" text,
      "sort_order" int NOT NULL DEFAULT 0,
      ${EDITABLE})`);
    await q.query(`CREATE INDEX "classroom_center" ON "masters"."classroom" ("center_no")`);

    await q.query(`CREATE TABLE "masters"."subject" (
      "subject_no" serial PRIMARY KEY,
      "subject_name" text NOT NULL,
      "subject_short_name" text NOT NULL,
      "elementary_flag" smallint NOT NULL DEFAULT 0,
      "junior_high_flag" smallint NOT NULL DEFAULT 0,
      "high_school_flag" smallint NOT NULL DEFAULT 0,
      "sort_order" int NOT NULL DEFAULT 0,
      ${EDITABLE})`);

    await q.query(`CREATE TABLE "masters"."course_type" (
      "course_type_no" serial PRIMARY KEY,
      "course_type_name" text NOT NULL,
      "description" text NOT NULL DEFAULT '',
      "sort_order" int NOT NULL DEFAULT 0,
      ${EDITABLE})`);

    await q.query(`CREATE TABLE "masters"."course" (
      "course_no" serial PRIMARY KEY,
      "course_type_no" int NOT NULL REFERENCES "masters"."course_type" ("course_type_no"),
      "course_name" text NOT NULL,
      "lesson_minutes" smallint NOT NULL CHECK ("lesson_minutes" IN (40, 90)),
      "capacity" smallint NOT NULL CHECK ("capacity" IN (1, 2)),
      "lessons_per_month" smallint NOT NULL DEFAULT 4,
      "monthly_fee" int NOT NULL DEFAULT 0,
      "sort_order" int NOT NULL DEFAULT 0,
      ${EDITABLE})`);
    await q.query(`CREATE INDEX "course_course_type" ON "masters"."course" ("course_type_no")`);

    await q.query(`CREATE TABLE "masters"."names" (
      "names_no" int NOT NULL,
      "names_code" varchar(10) NOT NULL CHECK ("names_code" ~ '^[A-Za-z0-9]+$'),
      "names_name" text NOT NULL,
      "sort_order" int NOT NULL DEFAULT 0,
      ${EDITABLE},
      PRIMARY KEY ("names_no", "names_code"))`);

    await q.query(`CREATE TABLE "masters"."mail_template" (
      "notification_type" smallint PRIMARY KEY CHECK ("notification_type" IN (1, 2, 3)),
      "notification_name" text NOT NULL,
      "mail_subject" text NOT NULL,
      "mail_body" text NOT NULL,
      "send_flag" smallint NOT NULL DEFAULT 1 CHECK ("send_flag" IN (0, 1)),
      ${EDITABLE})`);

    await q.query(`CREATE TABLE "masters"."notice" (
      "notice_no" serial PRIMARY KEY,
      "title" text NOT NULL,
      "content" text NOT NULL,
      "notice_target" text NOT NULL DEFAULT 'all' CHECK ("notice_target" IN ('all', 'staff', 'teacher', 'student')),
      "important_flag" smallint NOT NULL DEFAULT 0 CHECK ("important_flag" IN (0, 1)),
      "publish_start_date" date NOT NULL,
      "publish_end_date" date,
      ${EDITABLE})`);
    await q.query(`CREATE INDEX "notice_publish" ON "masters"."notice" ("publish_start_date", "publish_end_date")`);

    await q.query(`CREATE TABLE "masters"."support_page" (
      "support_no" serial PRIMARY KEY,
      "function_id" text,
      "title" varchar(500) NOT NULL,
      "content" text NOT NULL,
      "file_json" jsonb NOT NULL DEFAULT '[]'::jsonb,
      "remarks" text,
      "sort_order" int NOT NULL DEFAULT 0,
      ${EDITABLE})`);
    await q.query(`CREATE INDEX "support_page_function" ON "masters"."support_page" ("function_id")`);

    await q.query(`CREATE TABLE "masters"."teacher" (
      "teacher_no" serial PRIMARY KEY,
      "teacher_name" text NOT NULL,
      "teacher_namej" text NOT NULL,
      "sex" smallint NOT NULL CHECK ("sex" IN (1, 2)),
      "teacher_type" smallint NOT NULL CHECK ("teacher_type" IN (1, 2, 3)),
      "center_no" int NOT NULL REFERENCES "masters"."center" ("center_no"),
      "birth_date" date, "background" text, "email" text, "tel" text, "hire_date" date,
      "status" smallint NOT NULL DEFAULT 1,
      "remarks" text,
      ${EDITABLE})`);
    await q.query(`CREATE INDEX "teacher_center" ON "masters"."teacher" ("center_no")`);

    await q.query(`CREATE TABLE "masters"."teacher_subject" (
      "teacher_no" int NOT NULL REFERENCES "masters"."teacher" ("teacher_no") ON DELETE CASCADE,
      "subject_no" int NOT NULL REFERENCES "masters"."subject" ("subject_no"),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("teacher_no", "subject_no"))`);
    await q.query(`CREATE INDEX "teacher_subject_subject" ON "masters"."teacher_subject" ("subject_no")`);

    await q.query(`CREATE TABLE "masters"."student" (
      "student_no" serial PRIMARY KEY,
      "student_name" text NOT NULL,
      "student_namej" text NOT NULL,
      "sex" smallint NOT NULL DEFAULT 3 CHECK ("sex" IN (1, 2, 3)),
      "birth_date" date,
      "school_year_code" smallint,
      "school_name" text,
      "center_no" int NOT NULL REFERENCES "masters"."center" ("center_no"),
      "classroom_no" int REFERENCES "masters"."classroom" ("classroom_no"),
      "course_no" int REFERENCES "masters"."course" ("course_no"),
      "enrollment_status" smallint NOT NULL DEFAULT 0 CHECK ("enrollment_status" IN (0, 1, 2, 3)),
      "enrollment_date" date,
      "teacher_request" smallint NOT NULL DEFAULT 3 CHECK ("teacher_request" IN (1, 2, 3)),
      "teacher_request_type" smallint CHECK ("teacher_request_type" IN (1, 2, 3)),
      "guardian_name" text, "guardian_namej" text, "guardian_relationship" text,
      "email" text, "tel" text, "prefecture" text,
      ${EDITABLE})`);
    await q.query(`CREATE INDEX "student_center" ON "masters"."student" ("center_no", "enrollment_status")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'student',
      'teacher_subject',
      'teacher',
      'support_page',
      'notice',
      'mail_template',
      'names',
      'course',
      'course_type',
      'subject',
      'classroom',
      'center',
    ]) {
      await q.query(`DROP TABLE "masters"."${table}"`);
    }
  }
}
