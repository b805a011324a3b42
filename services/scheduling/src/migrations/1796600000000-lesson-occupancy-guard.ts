import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The database is the last guard of the occupancy rule (issue 12, libs/domain assignment/occupancy.ts),
// whoever writes lessons (board, automatic assignment, applications, transfers, seed, plain SQL):
// - teacher_half_occupancy: seats used per teacher, date and 40-minute half (a 90-minute lesson
//   counts in both halves; capacity 1 takes 2 seats, capacity 2 one), CHECK seats <= 2;
// - student_half_occupancy: one row per student, date and half, so a student is in one lesson per half;
// - lesson_layout_agrees: layout 1xx ⇔ capacity 2, 2xx ⇔ capacity 1, last digit = time division.
// Statement-level triggers on lesson keep both tables in step (set-based, so the seed's bulk inserts
// stay cheap); concurrent writers serialise on the occupancy rows, so no interleaving gets past the
// CHECK or the primary key. The write path maps these names to MSG_1003 (board/lesson-write-errors.ts).
// Shifts: assigning needs the teacher's work shift (teacher_schedule work_flag 1) in the lesson's
// center, date and half(s); C40101_updateSchedule checks that with the shift rows locked FOR SHARE
// (seed data and tests may hold lessons without shifts, so lesson writes themselves do not require
// it). The other way round is guarded here: a work shift cannot be deleted, set to work_flag 0 or
// moved while an assigned lesson of that teacher, center, date and half needs it: the trigger raises
// teacher_schedule_has_lessons, which writers map to MSG_1004 (docs/board.md).
// A lesson row whose occupancy fields changed (o before, n after the update).
const CHANGED = `(o."teacher_no", o."student_no", o."schedule_date", o."time_limit_no", o."capacity")
  IS DISTINCT FROM (n."teacher_no", n."student_no", n."schedule_date", n."time_limit_no", n."capacity")`;

export class LessonOccupancyGuard1796600000000 implements MigrationInterface {
  name = 'LessonOccupancyGuard1796600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION "scheduling"."lesson_halves"(tln int) RETURNS int[] LANGUAGE sql IMMUTABLE AS
      $$ SELECT CASE WHEN tln % 10 = 0 THEN ARRAY[tln + 1, tln + 2] ELSE ARRAY[tln] END $$`);

    await q.query(`CREATE TABLE "scheduling"."teacher_half_occupancy" (
      "teacher_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "half_limit_no" int NOT NULL,
      "seats" smallint NOT NULL CONSTRAINT "teacher_half_seats" CHECK ("seats" BETWEEN 0 AND 2),
      PRIMARY KEY ("teacher_no", "schedule_date", "half_limit_no"))`);
    await q.query(`CREATE TABLE "scheduling"."student_half_occupancy" (
      "student_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "half_limit_no" int NOT NULL,
      "schedule_no" int NOT NULL,
      CONSTRAINT "student_half_once" PRIMARY KEY ("student_no", "schedule_date", "half_limit_no"))`);
    await q.query(`CREATE INDEX "student_half_occupancy_lesson" ON "scheduling"."student_half_occupancy" ("schedule_no")`);

    // Lessons written before this guard that break the teacher rule lose their teacher (the lowest
    // schedule_no in a half keeps it), so that the guard starts from a valid state.
    await q.query(`WITH seats AS (
        SELECT l."schedule_no", sum(3 - l."capacity") OVER (
                 PARTITION BY l."teacher_no", l."schedule_date", h ORDER BY l."schedule_no") AS "used"
          FROM "scheduling"."lesson" l, unnest("scheduling"."lesson_halves"(l."time_limit_no")) h
         WHERE l."teacher_no" > 0)
      UPDATE "scheduling"."lesson" SET "teacher_no" = 0, "lock_version" = "lock_version" + 1, "updated_at" = now()
       WHERE "schedule_no" IN (SELECT "schedule_no" FROM seats WHERE "used" > 2)`);
    await q.query(`ALTER TABLE "scheduling"."lesson" ADD CONSTRAINT "lesson_layout_agrees"
      CHECK ("course_setting_no" = CASE "capacity" WHEN 2 THEN 100 ELSE 200 END + "time_division")`);
    await q.query(`INSERT INTO "scheduling"."teacher_half_occupancy"
      SELECT l."teacher_no", l."schedule_date", h, sum(3 - l."capacity")
        FROM "scheduling"."lesson" l, unnest("scheduling"."lesson_halves"(l."time_limit_no")) h
       WHERE l."teacher_no" > 0 GROUP BY 1, 2, 3`);
    await q.query(`INSERT INTO "scheduling"."student_half_occupancy"
      SELECT l."student_no", l."schedule_date", h, l."schedule_no"
        FROM "scheduling"."lesson" l, unnest("scheduling"."lesson_halves"(l."time_limit_no")) h`);

    // Rows are taken in key order so that two statements never wait on each other crosswise.
    await q.query(`CREATE FUNCTION "scheduling"."lesson_occupancy_add"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "scheduling"."student_half_occupancy"
          SELECT n."student_no", n."schedule_date", h, n."schedule_no"
            FROM added n, unnest("scheduling"."lesson_halves"(n."time_limit_no")) h ORDER BY 1, 2, 3;
        INSERT INTO "scheduling"."teacher_half_occupancy" AS o
          SELECT n."teacher_no", n."schedule_date", h, sum(3 - n."capacity")
            FROM added n, unnest("scheduling"."lesson_halves"(n."time_limit_no")) h
           WHERE n."teacher_no" > 0 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT ("teacher_no", "schedule_date", "half_limit_no") DO UPDATE SET "seats" = o."seats" + EXCLUDED."seats";
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION "scheduling"."lesson_occupancy_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "scheduling"."student_half_occupancy" s USING removed r
         WHERE s."schedule_no" = r."schedule_no";
        UPDATE "scheduling"."teacher_half_occupancy" o SET "seats" = o."seats" - r."seats"
          FROM (SELECT r."teacher_no", r."schedule_date", h, sum(3 - r."capacity") AS "seats"
                  FROM removed r, unnest("scheduling"."lesson_halves"(r."time_limit_no")) h
                 WHERE r."teacher_no" > 0 GROUP BY 1, 2, 3) r
         WHERE (o."teacher_no", o."schedule_date", o."half_limit_no") = (r."teacher_no", r."schedule_date", r.h);
        RETURN NULL;
      END $$`);
    // An update frees what the changed rows held, then takes what they hold now; rows whose
    // occupancy fields did not change (zoom, attendance, notes) are left alone.
    await q.query(`CREATE FUNCTION "scheduling"."lesson_occupancy_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM before_rows o JOIN after_rows n USING ("schedule_no") WHERE ${CHANGED}) THEN RETURN NULL; END IF;
        DELETE FROM "scheduling"."student_half_occupancy" s
         USING before_rows o JOIN after_rows n USING ("schedule_no")
         WHERE s."schedule_no" = o."schedule_no" AND ${CHANGED};
        UPDATE "scheduling"."teacher_half_occupancy" t SET "seats" = t."seats" - r."seats"
          FROM (SELECT o."teacher_no", o."schedule_date", h, sum(3 - o."capacity") AS "seats"
                  FROM before_rows o JOIN after_rows n USING ("schedule_no"), unnest("scheduling"."lesson_halves"(o."time_limit_no")) h
                 WHERE o."teacher_no" > 0 AND ${CHANGED} GROUP BY 1, 2, 3) r
         WHERE (t."teacher_no", t."schedule_date", t."half_limit_no") = (r."teacher_no", r."schedule_date", r.h);
        INSERT INTO "scheduling"."student_half_occupancy"
          SELECT n."student_no", n."schedule_date", h, n."schedule_no"
            FROM before_rows o JOIN after_rows n USING ("schedule_no"), unnest("scheduling"."lesson_halves"(n."time_limit_no")) h
           WHERE ${CHANGED} ORDER BY 1, 2, 3;
        INSERT INTO "scheduling"."teacher_half_occupancy" AS t
          SELECT n."teacher_no", n."schedule_date", h, sum(3 - n."capacity")
            FROM before_rows o JOIN after_rows n USING ("schedule_no"), unnest("scheduling"."lesson_halves"(n."time_limit_no")) h
           WHERE n."teacher_no" > 0 AND ${CHANGED} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT ("teacher_no", "schedule_date", "half_limit_no") DO UPDATE SET "seats" = t."seats" + EXCLUDED."seats";
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION "scheduling"."lesson_occupancy_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE "scheduling"."teacher_half_occupancy", "scheduling"."student_half_occupancy";
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "lesson_occupancy_insert" AFTER INSERT ON "scheduling"."lesson"
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "scheduling"."lesson_occupancy_add"()`);
    await q.query(`CREATE TRIGGER "lesson_occupancy_delete" AFTER DELETE ON "scheduling"."lesson"
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "scheduling"."lesson_occupancy_remove"()`);
    await q.query(`CREATE TRIGGER "lesson_occupancy_update" AFTER UPDATE ON "scheduling"."lesson"
      REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "scheduling"."lesson_occupancy_change"()`);
    await q.query(`CREATE TRIGGER "lesson_occupancy_truncate" AFTER TRUNCATE ON "scheduling"."lesson"
      FOR EACH STATEMENT EXECUTE FUNCTION "scheduling"."lesson_occupancy_truncate"()`);

    await q.query(`CREATE FUNCTION "scheduling"."teacher_schedule_keep_assigned"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD."work_flag" = 1 AND (TG_OP = 'DELETE' OR NEW."work_flag" <> 1
            OR (NEW."teacher_no", NEW."schedule_date", NEW."time_limit_no", NEW."center_no")
               IS DISTINCT FROM (OLD."teacher_no", OLD."schedule_date", OLD."time_limit_no", OLD."center_no"))
          AND EXISTS (SELECT 1 FROM "scheduling"."lesson" l
                       WHERE l."teacher_no" = OLD."teacher_no" AND l."schedule_date" = OLD."schedule_date"
                         AND l."center_no" = OLD."center_no"
                         AND "scheduling"."lesson_halves"(l."time_limit_no") && "scheduling"."lesson_halves"(OLD."time_limit_no"))
        THEN
          RAISE EXCEPTION 'MSG_1004: teacher % has assigned lessons in shift % on %', OLD."teacher_no", OLD."time_limit_no", OLD."schedule_date"
            USING ERRCODE = 'check_violation', CONSTRAINT = 'teacher_schedule_has_lessons';
        END IF;
        RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
      END $$`);
    await q.query(`CREATE TRIGGER "teacher_schedule_keep_assigned" BEFORE UPDATE OR DELETE ON "scheduling"."teacher_schedule"
      FOR EACH ROW EXECUTE FUNCTION "scheduling"."teacher_schedule_keep_assigned"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "teacher_schedule_keep_assigned" ON "scheduling"."teacher_schedule"`);
    await q.query(`DROP FUNCTION "scheduling"."teacher_schedule_keep_assigned"()`);
    for (const t of ['insert', 'delete', 'update', 'truncate'])
      await q.query(`DROP TRIGGER "lesson_occupancy_${t}" ON "scheduling"."lesson"`);
    for (const f of ['add', 'remove', 'change', 'truncate'])
      await q.query(`DROP FUNCTION "scheduling"."lesson_occupancy_${f}"()`);
    await q.query(`ALTER TABLE "scheduling"."lesson" DROP CONSTRAINT "lesson_layout_agrees"`);
    await q.query(`DROP TABLE "scheduling"."student_half_occupancy", "scheduling"."teacher_half_occupancy"`);
    await q.query(`DROP FUNCTION "scheduling"."lesson_halves"(int)`);
  }
}
