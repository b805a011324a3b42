import { type MigrationInterface, type QueryRunner } from 'typeorm';

// What 1796600000000-lesson-occupancy-guard gained after it had landed, carried forward here so that a
// database migrated at any version of that file ends the same (every statement is idempotent):
// - a cancelled lesson (cancel_flag 1, C40101_cancelSchedule_SingleCell) keeps its row and frees its
//   half for the teacher and the student, and no longer needs the teacher's shift;
// - an update frees what the row held, then takes what it holds now. Row by row, and only for rows
//   whose occupancy fields changed (the trigger's column list and WHEN), so bulk updates of other fields
//   (zoom, attendance, notes) cost nothing (bench seed 88 s -> 5 s).
// Inserts and deletes stay set-based. Its timestamp sorts before 1797200000000-lesson-needs-shift,
// which reads cancel_flag.
// A lesson row whose occupancy fields changed (o before, n after the update), as the first version reads it.
const CHANGED = `(o."teacher_no", o."student_no", o."schedule_date", o."time_limit_no", o."capacity")
  IS DISTINCT FROM (n."teacher_no", n."student_no", n."schedule_date", n."time_limit_no", n."capacity")`;

export class LessonCancelRowOccupancy1796700000000 implements MigrationInterface {
  name = 'LessonCancelRowOccupancy1796700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "scheduling"."lesson"
      ADD COLUMN IF NOT EXISTS "cancel_flag" smallint NOT NULL DEFAULT 0 CHECK ("cancel_flag" IN (0, 1))`);

    // Rows are taken in key order so that two statements never wait on each other crosswise.
    await q.query(`CREATE OR REPLACE FUNCTION "scheduling"."lesson_occupancy_add"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "scheduling"."student_half_occupancy"
          SELECT n."student_no", n."schedule_date", h, n."schedule_no"
            FROM added n, unnest("scheduling"."lesson_halves"(n."time_limit_no")) h WHERE n."cancel_flag" = 0 ORDER BY 1, 2, 3;
        INSERT INTO "scheduling"."teacher_half_occupancy" AS o
          SELECT n."teacher_no", n."schedule_date", h, sum(3 - n."capacity")
            FROM added n, unnest("scheduling"."lesson_halves"(n."time_limit_no")) h
           WHERE n."teacher_no" > 0 AND n."cancel_flag" = 0 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT ("teacher_no", "schedule_date", "half_limit_no") DO UPDATE SET "seats" = o."seats" + EXCLUDED."seats";
        RETURN NULL;
      END $$`);
    await q.query(`CREATE OR REPLACE FUNCTION "scheduling"."lesson_occupancy_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "scheduling"."student_half_occupancy" s USING removed r
         WHERE s."schedule_no" = r."schedule_no";
        UPDATE "scheduling"."teacher_half_occupancy" o SET "seats" = o."seats" - r."seats"
          FROM (SELECT r."teacher_no", r."schedule_date", h, sum(3 - r."capacity") AS "seats"
                  FROM removed r, unnest("scheduling"."lesson_halves"(r."time_limit_no")) h
                 WHERE r."teacher_no" > 0 AND r."cancel_flag" = 0 GROUP BY 1, 2, 3) r
         WHERE (o."teacher_no", o."schedule_date", o."half_limit_no") = (r."teacher_no", r."schedule_date", r.h);
        RETURN NULL;
      END $$`);
    // The statement-level trigger of the first version reads transition tables; this function reads
    // OLD and NEW, so the trigger is replaced in the same transaction.
    await q.query(`DROP TRIGGER IF EXISTS "lesson_occupancy_update" ON "scheduling"."lesson"`);
    await q.query(`CREATE OR REPLACE FUNCTION "scheduling"."lesson_occupancy_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "scheduling"."student_half_occupancy" WHERE "schedule_no" = OLD."schedule_no";
        IF OLD."teacher_no" > 0 AND OLD."cancel_flag" = 0 THEN
          UPDATE "scheduling"."teacher_half_occupancy" SET "seats" = "seats" - (3 - OLD."capacity")
           WHERE "teacher_no" = OLD."teacher_no" AND "schedule_date" = OLD."schedule_date"
             AND "half_limit_no" = ANY("scheduling"."lesson_halves"(OLD."time_limit_no"));
        END IF;
        IF NEW."cancel_flag" = 1 THEN RETURN NULL; END IF;
        INSERT INTO "scheduling"."student_half_occupancy"
          SELECT NEW."student_no", NEW."schedule_date", h, NEW."schedule_no"
            FROM unnest("scheduling"."lesson_halves"(NEW."time_limit_no")) h ORDER BY h;
        IF NEW."teacher_no" > 0 THEN
          INSERT INTO "scheduling"."teacher_half_occupancy" AS t
            SELECT NEW."teacher_no", NEW."schedule_date", h, 3 - NEW."capacity"
              FROM unnest("scheduling"."lesson_halves"(NEW."time_limit_no")) h ORDER BY h
            ON CONFLICT ("teacher_no", "schedule_date", "half_limit_no") DO UPDATE SET "seats" = t."seats" + EXCLUDED."seats";
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "lesson_occupancy_update"
      AFTER UPDATE OF "teacher_no", "student_no", "schedule_date", "time_limit_no", "capacity", "cancel_flag" ON "scheduling"."lesson"
      FOR EACH ROW WHEN ((OLD."teacher_no", OLD."student_no", OLD."schedule_date", OLD."time_limit_no", OLD."capacity", OLD."cancel_flag")
        IS DISTINCT FROM (NEW."teacher_no", NEW."student_no", NEW."schedule_date", NEW."time_limit_no", NEW."capacity", NEW."cancel_flag"))
      EXECUTE FUNCTION "scheduling"."lesson_occupancy_change"()`);

    await q.query(`CREATE OR REPLACE FUNCTION "scheduling"."teacher_schedule_keep_assigned"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD."work_flag" = 1 AND (TG_OP = 'DELETE' OR NEW."work_flag" <> 1
            OR (NEW."teacher_no", NEW."schedule_date", NEW."time_limit_no", NEW."center_no")
               IS DISTINCT FROM (OLD."teacher_no", OLD."schedule_date", OLD."time_limit_no", OLD."center_no"))
          AND EXISTS (SELECT 1 FROM "scheduling"."lesson" l
                       WHERE l."teacher_no" = OLD."teacher_no" AND l."schedule_date" = OLD."schedule_date"
                         AND l."center_no" = OLD."center_no" AND l."cancel_flag" = 0
                         AND "scheduling"."lesson_halves"(l."time_limit_no") && "scheduling"."lesson_halves"(OLD."time_limit_no"))
        THEN
          RAISE EXCEPTION 'MSG_1004: teacher % has assigned lessons in shift % on %', OLD."teacher_no", OLD."time_limit_no", OLD."schedule_date"
            USING ERRCODE = 'check_violation', CONSTRAINT = 'teacher_schedule_has_lessons';
        END IF;
        RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
      END $$`);
  }

  // Back to the first version's functions and statement-level update trigger. A lesson cancelled in
  // the meantime counts again once cancel_flag is gone, so its occupancy is taken back first (the guard
  // refuses the revert if its place has been given to another lesson since).
  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "scheduling"."lesson" SET "cancel_flag" = 0 WHERE "cancel_flag" = 1`);
    await q.query(`DROP TRIGGER "lesson_occupancy_update" ON "scheduling"."lesson"`);
    await q.query(`CREATE OR REPLACE FUNCTION "scheduling"."teacher_schedule_keep_assigned"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`CREATE OR REPLACE FUNCTION "scheduling"."lesson_occupancy_add"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`CREATE OR REPLACE FUNCTION "scheduling"."lesson_occupancy_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`CREATE OR REPLACE FUNCTION "scheduling"."lesson_occupancy_change"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`CREATE TRIGGER "lesson_occupancy_update" AFTER UPDATE ON "scheduling"."lesson"
      REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "scheduling"."lesson_occupancy_change"()`);
    await q.query(`ALTER TABLE "scheduling"."lesson" DROP COLUMN "cancel_flag"`);
  }
}
