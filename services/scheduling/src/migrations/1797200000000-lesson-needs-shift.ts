import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The database is also the last guard of "assigning needs the teacher's shift" (issue 12): a lesson
// with a teacher (and not cancelled) needs the teacher's work shift (teacher_schedule work_flag 1)
// at the lesson's center, date and every half it takes, whoever writes it (board, automatic
// assignment, applications, transfers, seed, plain SQL). Checked after each INSERT or UPDATE
// statement for the rows whose teacher, date, period, center or cancel flag it set; the shift rows
// are locked FOR SHARE in key order first, so a shift being removed meanwhile is waited for and then
// counts as gone (the other direction is teacher_schedule_keep_assigned of 1796600000000). The
// trigger raises lesson_needs_shift, which writers map to MSG_1004 (board/lesson-write-errors.ts).
// Its name sorts before lesson_occupancy_*, so shifts are locked before occupancy rows, as
// C40101_updateSchedule does.
export class LessonNeedsShift1797200000000 implements MigrationInterface {
  name = 'LessonNeedsShift1797200000000';

  async up(q: QueryRunner): Promise<void> {
    // Lessons written before this guard without their shift: the shift is added where the teacher has
    // no shift row in that half (the assignment shows they work there); where the teacher's row says
    // otherwise (another center, no work), the lesson loses its teacher, so the guard starts valid.
    await q.query(`INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
      SELECT DISTINCT ON (l."teacher_no", l."schedule_date", h) l."teacher_no", l."schedule_date", h, l."center_no", 1
        FROM "scheduling"."lesson" l, unnest("scheduling"."lesson_halves"(l."time_limit_no")) h
       WHERE l."teacher_no" > 0 AND l."cancel_flag" = 0
       ORDER BY l."teacher_no", l."schedule_date", h, l."schedule_no"
      ON CONFLICT ("teacher_no", "schedule_date", "time_limit_no") DO NOTHING`);
    await q.query(`UPDATE "scheduling"."lesson" l SET "teacher_no" = 0, "lock_version" = l."lock_version" + 1, "updated_at" = now()
      WHERE l."teacher_no" > 0 AND l."cancel_flag" = 0 AND EXISTS (
        SELECT 1 FROM unnest("scheduling"."lesson_halves"(l."time_limit_no")) h
         WHERE NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" s
                            WHERE s."teacher_no" = l."teacher_no" AND s."schedule_date" = l."schedule_date"
                              AND s."time_limit_no" = h AND s."center_no" = l."center_no" AND s."work_flag" = 1))`);

    await q.query(`CREATE FUNCTION "scheduling"."lesson_needs_shift"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        nos int[];
        gap record;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          nos := ARRAY(SELECT n."schedule_no" FROM added n WHERE n."teacher_no" > 0 AND n."cancel_flag" = 0);
        ELSE
          nos := ARRAY(SELECT n."schedule_no" FROM added n JOIN before o ON o."schedule_no" = n."schedule_no"
                        WHERE n."teacher_no" > 0 AND n."cancel_flag" = 0
                          AND (n."teacher_no", n."schedule_date", n."time_limit_no", n."center_no", n."cancel_flag")
                              IS DISTINCT FROM (o."teacher_no", o."schedule_date", o."time_limit_no", o."center_no", o."cancel_flag"));
        END IF;
        IF cardinality(nos) = 0 THEN RETURN NULL; END IF;
        PERFORM 1 FROM "scheduling"."teacher_schedule" s
          JOIN (SELECT DISTINCT l."teacher_no", l."schedule_date", h
                  FROM "scheduling"."lesson" l, unnest("scheduling"."lesson_halves"(l."time_limit_no")) h
                 WHERE l."schedule_no" = ANY(nos)) n
            ON s."teacher_no" = n."teacher_no" AND s."schedule_date" = n."schedule_date" AND s."time_limit_no" = n.h
         ORDER BY s."teacher_no", s."schedule_date", s."time_limit_no"
           FOR SHARE OF s;
        SELECT l."schedule_no", l."teacher_no", l."schedule_date", h AS "half" INTO gap
          FROM "scheduling"."lesson" l, unnest("scheduling"."lesson_halves"(l."time_limit_no")) h
         WHERE l."schedule_no" = ANY(nos)
           AND NOT EXISTS (SELECT 1 FROM "scheduling"."teacher_schedule" s
                            WHERE s."teacher_no" = l."teacher_no" AND s."schedule_date" = l."schedule_date"
                              AND s."time_limit_no" = h AND s."center_no" = l."center_no" AND s."work_flag" = 1)
         LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'MSG_1004: lesson % needs teacher %''s work shift in half % on % at its center',
            gap."schedule_no", gap."teacher_no", gap."half", gap."schedule_date"
            USING ERRCODE = 'check_violation', CONSTRAINT = 'lesson_needs_shift';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "lesson_needs_shift_insert" AFTER INSERT ON "scheduling"."lesson"
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "scheduling"."lesson_needs_shift"()`);
    await q.query(`CREATE TRIGGER "lesson_needs_shift_update" AFTER UPDATE ON "scheduling"."lesson"
      REFERENCING OLD TABLE AS before NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "scheduling"."lesson_needs_shift"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['insert', 'update']) await q.query(`DROP TRIGGER "lesson_needs_shift_${t}" ON "scheduling"."lesson"`);
    await q.query(`DROP FUNCTION "scheduling"."lesson_needs_shift"()`);
  }
}
