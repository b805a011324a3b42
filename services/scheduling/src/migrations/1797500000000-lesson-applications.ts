import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Migrations are frozen history: the column list is spelled out here, not shared with later code.
const EDITABLE = `"lock_version" int NOT NULL DEFAULT 0,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()`;

// Lesson applications (issue 24, SPEC §3 t0062, t1030–t1032, t3013, t3015): what students apply for
// and staff enter, the lessons they create, and the per-cell rows every writer that changes a cell's
// remaining teacher count locks in key order (the last-seat guard, docs/applications.md).
// Student subjects (t1033) stay in masters (C20101); C30101 shows them read-only.
export class LessonApplications1797500000000 implements MigrationInterface {
  name = 'LessonApplications1797500000000';

  async up(q: QueryRunner): Promise<void> {
    // t0062: staff closed this center's date and slot to new applications (C30201).
    await q.query(`CREATE TABLE "scheduling"."entry_control" (
      "center_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "time_limit_no" int NOT NULL REFERENCES "scheduling"."time_slot" ("time_limit_no"),
      "set_by_user_no" int,
      ${EDITABLE},
      PRIMARY KEY ("center_no", "schedule_date", "time_limit_no"))`);

    // One row per center, date and 40-minute half that an application, a control edit or another
    // writer changing the cell's remaining teacher count locks FOR UPDATE (in key order) before it
    // counts; rows are made on first use and never hold data.
    await q.query(`CREATE TABLE "scheduling"."entry_cell" (
      "center_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "half_limit_no" int NOT NULL,
      PRIMARY KEY ("center_no", "schedule_date", "half_limit_no"))`);

    // t1030: a student's regular weekly course, expanded 15 weeks ahead into lessons (C30101_doSubmit).
    await q.query(`CREATE TABLE "scheduling"."weekly_entry" (
      "weekly_entry_no" serial PRIMARY KEY,
      "student_no" int NOT NULL,
      "center_no" int NOT NULL,
      "dayofweek_code" smallint NOT NULL CHECK ("dayofweek_code" BETWEEN 1 AND 7),
      "time_limit_no" int NOT NULL REFERENCES "scheduling"."time_slot" ("time_limit_no"),
      "time_division" smallint NOT NULL CHECK ("time_division" IN (0, 1, 2)),
      "subject_no" int NOT NULL,
      "capacity" smallint NOT NULL CHECK ("capacity" IN (1, 2)),
      "course_no" int,
      "weeks" smallint NOT NULL CHECK ("weeks" > 0),
      "course_start_date" date NOT NULL,
      "course_end_date" date,
      "created_by_user_no" int,
      ${EDITABLE},
      CHECK ("time_limit_no" % 10 = "time_division"),
      CHECK ("course_end_date" IS NULL OR "course_start_date" <= "course_end_date"))`);
    await q.query(`CREATE INDEX "weekly_entry_student" ON "scheduling"."weekly_entry" ("student_no", "course_start_date")`);

    // t1031: an application for one lesson: 2 extra, 3 seminar (names its seminar period), 4 transfer
    // or change of the student's own lesson (names it). applied_role: the applicant's user_type_code
    // (a student applying for themself, or staff entering it). status: waiting while its lesson has no
    // teacher, accepted once it has one (kept by entry_follows_lesson below), refused by staff,
    // withdrawn by the applicant.
    await q.query(`CREATE TABLE "scheduling"."entry" (
      "entry_schedule_no" serial PRIMARY KEY,
      "entry_type" smallint NOT NULL CHECK ("entry_type" IN (2, 3, 4)),
      "student_no" int NOT NULL,
      "center_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "time_limit_no" int NOT NULL REFERENCES "scheduling"."time_slot" ("time_limit_no"),
      "subject_no" int NOT NULL,
      "capacity" smallint NOT NULL CHECK ("capacity" IN (1, 2)),
      "seminar_calendar_no" int REFERENCES "scheduling"."seminar_calendar" ("seminar_calendar_no"),
      "original_schedule_no" int,
      "request_note" text,
      "status" text NOT NULL DEFAULT 'waiting' CHECK ("status" IN ('waiting', 'accepted', 'refused', 'withdrawn')),
      "applied_by_user_no" int,
      "applied_role" smallint NOT NULL,
      ${EDITABLE},
      CHECK (("entry_type" = 3) = ("seminar_calendar_no" IS NOT NULL)),
      CHECK (("entry_type" = 4) = ("original_schedule_no" IS NOT NULL)))`);
    await q.query(`CREATE INDEX "entry_center_date" ON "scheduling"."entry" ("center_no", "schedule_date")`);
    await q.query(`CREATE INDEX "entry_student_date" ON "scheduling"."entry" ("student_no", "schedule_date")`);

    // t1032: a day the student will not attend (editable from tomorrow).
    await q.query(`CREATE TABLE "scheduling"."not_attended" (
      "not_attended_no" serial PRIMARY KEY,
      "student_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "remarks" text,
      "created_by_user_no" int,
      ${EDITABLE},
      UNIQUE ("student_no", "schedule_date"))`);

    // t3013: a lesson moved to another date and slot (an accepted change application or staff).
    await q.query(`CREATE TABLE "scheduling"."lesson_change" (
      "change_no" serial PRIMARY KEY,
      "schedule_no" int NOT NULL REFERENCES "scheduling"."lesson" ("schedule_no") ON DELETE CASCADE,
      "entry_schedule_no" int REFERENCES "scheduling"."entry" ("entry_schedule_no"),
      "student_no" int NOT NULL,
      "from_center_no" int NOT NULL,
      "from_date" date NOT NULL,
      "from_time_limit_no" int NOT NULL,
      "to_center_no" int NOT NULL,
      "to_date" date NOT NULL,
      "to_time_limit_no" int NOT NULL,
      "previous_teacher_no" int NOT NULL DEFAULT 0,
      "changed_by_user_no" int,
      ${EDITABLE})`);
    await q.query(`CREATE INDEX "lesson_change_student" ON "scheduling"."lesson_change" ("student_no", "to_date")`);

    // t3015: a week of a weekly course not created because the student already had a lesson there.
    await q.query(`CREATE TABLE "scheduling"."lesson_cancel" (
      "cancel_no" serial PRIMARY KEY,
      "weekly_entry_no" int NOT NULL REFERENCES "scheduling"."weekly_entry" ("weekly_entry_no") ON DELETE CASCADE,
      "student_no" int NOT NULL,
      "center_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "time_limit_no" int NOT NULL,
      "conflict_schedule_no" int,
      ${EDITABLE})`);
    await q.query(`CREATE INDEX "lesson_cancel_student" ON "scheduling"."lesson_cancel" ("student_no", "schedule_date")`);

    // The lessons an application or a weekly course created (0: neither, as before).
    await q.query(`ALTER TABLE "scheduling"."lesson" ADD COLUMN "weekly_entry_no" int NOT NULL DEFAULT 0`);
    await q.query(`CREATE INDEX "lesson_entry" ON "scheduling"."lesson" ("entry_schedule_no") WHERE "entry_schedule_no" > 0`);
    await q.query(`CREATE INDEX "lesson_weekly_entry" ON "scheduling"."lesson" ("weekly_entry_no") WHERE "weekly_entry_no" > 0`);

    // An application waits until its lesson has a teacher, whoever assigns it (board, automatic
    // assignment, plain SQL); losing the teacher makes it wait again.
    await q.query(`CREATE FUNCTION "scheduling"."entry_follows_lesson"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "scheduling"."entry" e
           SET "status" = CASE WHEN NEW."teacher_no" > 0 THEN 'accepted' ELSE 'waiting' END,
               "lock_version" = e."lock_version" + 1, "updated_at" = now()
         WHERE e."entry_schedule_no" = NEW."entry_schedule_no"
           AND e."status" = CASE WHEN NEW."teacher_no" > 0 THEN 'waiting' ELSE 'accepted' END;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "entry_follows_lesson" AFTER INSERT OR UPDATE OF "teacher_no", "entry_schedule_no" ON "scheduling"."lesson"
      FOR EACH ROW WHEN (NEW."entry_schedule_no" > 0) EXECUTE FUNCTION "scheduling"."entry_follows_lesson"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "entry_follows_lesson" ON "scheduling"."lesson"`);
    await q.query(`DROP FUNCTION "scheduling"."entry_follows_lesson"()`);
    await q.query(`DROP INDEX "scheduling"."lesson_weekly_entry"`);
    await q.query(`DROP INDEX "scheduling"."lesson_entry"`);
    await q.query(`ALTER TABLE "scheduling"."lesson" DROP COLUMN "weekly_entry_no"`);
    for (const table of [
      'lesson_cancel',
      'lesson_change',
      'not_attended',
      'entry',
      'weekly_entry',
      'entry_cell',
      'entry_control',
    ])
      await q.query(`DROP TABLE "scheduling"."${table}"`);
  }
}
