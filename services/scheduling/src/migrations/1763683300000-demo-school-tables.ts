import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Migrations are frozen history: the column list is spelled out here, not shared with later code.
const EDITABLE = `"lock_version" int NOT NULL DEFAULT 0,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()`;

// Time slots, the school calendar, seminar periods, teacher shifts, lessons, and the read-only
// projections of masters' teachers and students the assignment board joins against.
export class DemoSchoolTables1763683300000 implements MigrationInterface {
  name = 'DemoSchoolTables1763683300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "scheduling"."time_slot" (
      "time_limit_no" int PRIMARY KEY,
      "time_group" smallint NOT NULL,
      "time_division" smallint NOT NULL CHECK ("time_division" IN (0, 1, 2)),
      "start_time" text NOT NULL,
      "end_time" text NOT NULL,
      "minutes" smallint NOT NULL,
      "label" text NOT NULL,
      "late_night_flag" smallint NOT NULL DEFAULT 0,
      "sort_order" int NOT NULL DEFAULT 0,
      ${EDITABLE},
      CHECK ("time_limit_no" = "time_group" * 10 + "time_division"))`);

    await q.query(`CREATE TABLE "scheduling"."calendar_day" (
      "center_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "closed_flag" smallint NOT NULL DEFAULT 0 CHECK ("closed_flag" IN (0, 1)),
      "tstart_ime_limit_no" int NOT NULL DEFAULT 0,
      "end_time_limit_no" int NOT NULL DEFAULT 0,
      "dayofweek_code" smallint NOT NULL CHECK ("dayofweek_code" BETWEEN 1 AND 7),
      "remarks" text,
      "fiscal_year" int NOT NULL,
      ${EDITABLE},
      PRIMARY KEY ("center_no", "schedule_date"),
      CHECK ("closed_flag" = 0 OR ("tstart_ime_limit_no" = 0 AND "end_time_limit_no" = 0)))`);
    await q.query(`CREATE INDEX "calendar_day_fiscal_year" ON "scheduling"."calendar_day" ("fiscal_year", "center_no")`);

    await q.query(`CREATE TABLE "scheduling"."seminar_calendar" (
      "seminar_calendar_no" serial PRIMARY KEY,
      "seminar_name" text NOT NULL UNIQUE,
      "fiscal_year" int NOT NULL,
      "schedule_start_date" date NOT NULL,
      "schedule_end_date" date NOT NULL,
      "start_time_limit_no" int NOT NULL,
      "end_time_limit_no" int NOT NULL,
      "entry_start_date" date NOT NULL,
      "entry_end_date" date NOT NULL,
      "remarks" text,
      ${EDITABLE},
      CHECK ("schedule_start_date" <= "schedule_end_date"),
      CHECK ("entry_start_date" <= "entry_end_date"))`);
    await q.query(
      `CREATE INDEX "seminar_calendar_dates" ON "scheduling"."seminar_calendar" ("schedule_start_date", "schedule_end_date")`,
    );

    await q.query(`CREATE TABLE "scheduling"."teacher_weekly_shift" (
      "teacher_no" int NOT NULL,
      "dayofweek_code" smallint NOT NULL CHECK ("dayofweek_code" BETWEEN 1 AND 7),
      "time_limit_no" int NOT NULL REFERENCES "scheduling"."time_slot" ("time_limit_no"),
      "center_no" int NOT NULL,
      ${EDITABLE},
      PRIMARY KEY ("teacher_no", "dayofweek_code", "time_limit_no"))`);
    await q.query(`CREATE INDEX "teacher_weekly_shift_center" ON "scheduling"."teacher_weekly_shift" ("center_no")`);

    await q.query(`CREATE TABLE "scheduling"."teacher_schedule" (
      "teacher_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "time_limit_no" int NOT NULL REFERENCES "scheduling"."time_slot" ("time_limit_no"),
      "center_no" int NOT NULL,
      "work_flag" smallint NOT NULL DEFAULT 1 CHECK ("work_flag" IN (0, 1)),
      ${EDITABLE},
      PRIMARY KEY ("teacher_no", "schedule_date", "time_limit_no"))`);
    await q.query(
      `CREATE INDEX "teacher_schedule_center_date" ON "scheduling"."teacher_schedule" ("center_no", "schedule_date")`,
    );

    await q.query(`CREATE TABLE "scheduling"."lesson" (
      "schedule_no" serial PRIMARY KEY,
      "schedule_date" date NOT NULL,
      "schedule_datetime" timestamptz NOT NULL,
      "time_limit_no" int NOT NULL REFERENCES "scheduling"."time_slot" ("time_limit_no"),
      "time_division" smallint NOT NULL CHECK ("time_division" IN (0, 1, 2)),
      "student_no" int NOT NULL,
      "teacher_no" int NOT NULL DEFAULT 0,
      "center_no" int NOT NULL,
      "original_center_no" int NOT NULL DEFAULT 0,
      "classroom_no" int,
      "course_no" int,
      "course_setting_no" smallint NOT NULL CHECK ("course_setting_no" IN (100, 101, 102, 200, 201, 202)),
      "subject_no" int NOT NULL,
      "subject_type" smallint NOT NULL DEFAULT 1 CHECK ("subject_type" IN (1, 2)),
      "capacity" smallint NOT NULL DEFAULT 1 CHECK ("capacity" IN (1, 2)),
      "class_type" smallint NOT NULL DEFAULT 1,
      "class_count" int NOT NULL DEFAULT 0,
      "change_flag" smallint NOT NULL DEFAULT 0 CHECK ("change_flag" IN (0, 1)),
      "school_year_code" smallint,
      "dayofweek_code" smallint NOT NULL CHECK ("dayofweek_code" BETWEEN 1 AND 7),
      "teacher_request" smallint NOT NULL DEFAULT 3,
      "teacher_request_type" smallint,
      "attendance_distinction" smallint NOT NULL DEFAULT 0,
      "manual_flag" smallint NOT NULL DEFAULT 0 CHECK ("manual_flag" IN (0, 1)),
      "entry_schedule_no" int NOT NULL DEFAULT 0,
      "operation_note" text,
      ${EDITABLE},
      CHECK ("time_limit_no" % 10 = "time_division"))`);
    // the board (center and dates), the teacher's and the student's schedules
    await q.query(`CREATE INDEX "lesson_center_date" ON "scheduling"."lesson" ("center_no", "schedule_date")`);
    await q.query(`CREATE INDEX "lesson_teacher_date" ON "scheduling"."lesson" ("teacher_no", "schedule_date")`);
    await q.query(`CREATE INDEX "lesson_student_date" ON "scheduling"."lesson" ("student_no", "schedule_date")`);

    await q.query(`CREATE TABLE "scheduling"."teacher_projection" (
      "teacher_no" int PRIMARY KEY,
      "center_no" int NOT NULL,
      "teacher_name" text NOT NULL,
      "teacher_namej" text NOT NULL,
      "sex" smallint NOT NULL,
      "teacher_type" smallint NOT NULL,
      "subject_nos" int[] NOT NULL DEFAULT '{}',
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "teacher_projection_center" ON "scheduling"."teacher_projection" ("center_no")`);

    await q.query(`CREATE TABLE "scheduling"."student_projection" (
      "student_no" int PRIMARY KEY,
      "center_no" int NOT NULL,
      "student_name" text NOT NULL,
      "student_namej" text NOT NULL,
      "sex" smallint NOT NULL,
      "school_year_code" smallint,
      "enrollment_status" smallint NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "student_projection_center" ON "scheduling"."student_projection" ("center_no")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'student_projection',
      'teacher_projection',
      'lesson',
      'teacher_schedule',
      'teacher_weekly_shift',
      'seminar_calendar',
      'calendar_day',
      'time_slot',
    ]) {
      await q.query(`DROP TABLE "scheduling"."${table}"`);
    }
  }
}
