import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Teachers and students masters deleted (C10101_doDelete / C20101_doDelete, issue 22). A row says the
// record is gone as of version (the lock_version it was deleted at): the projections take no event of
// that version or older (a late event does not bring it back), and no shift may name a removed teacher.
// The removal is written by T3010LessonService.releasePerson, which holds the teacher's projection row
// FOR UPDATE while it counts the lessons and shifts naming them; the guard below takes the same row
// FOR KEY SHARE first, so a shift written meanwhile is either counted (the delete is refused) or,
// waiting for the release, sees the removal and is refused (person_removed). Lessons need no guard of
// their own: a lesson with a teacher needs the teacher's shift (lesson_needs_shift), and no service
// writes a student's lesson (they come from the seed and C20301 moves).
export class PersonRemoval1797330000000 implements MigrationInterface {
  name = 'PersonRemoval1797330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "scheduling"."person_removal" (
      "kind" text NOT NULL CHECK ("kind" IN ('teacher', 'student')),
      "person_no" int NOT NULL,
      "version" int NOT NULL,
      "removed_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("kind", "person_no"))`);
    await q.query(`CREATE FUNCTION "scheduling"."shift_needs_teacher"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM "scheduling"."teacher_projection" p
          WHERE p."teacher_no" IN (SELECT a."teacher_no" FROM added a) ORDER BY p."teacher_no" FOR KEY SHARE;
        IF EXISTS (SELECT 1 FROM added a JOIN "scheduling"."person_removal" r
                     ON r."kind" = 'teacher' AND r."person_no" = a."teacher_no") THEN
          RAISE EXCEPTION 'a shift names a removed teacher'
            USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'person_removed';
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['teacher_schedule', 'teacher_weekly_shift'])
      for (const op of ['INSERT', 'UPDATE'])
        await q.query(`CREATE TRIGGER "${table}_needs_teacher_${op.toLowerCase()}" AFTER ${op} ON "scheduling"."${table}"
          REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "scheduling"."shift_needs_teacher"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['teacher_schedule', 'teacher_weekly_shift'])
      for (const op of ['insert', 'update'])
        await q.query(`DROP TRIGGER "${table}_needs_teacher_${op}" ON "scheduling"."${table}"`);
    await q.query(`DROP FUNCTION "scheduling"."shift_needs_teacher"()`);
    await q.query(`DROP TABLE "scheduling"."person_removal"`);
  }
}
