import { type MigrationInterface, type QueryRunner } from 'typeorm';

// C10201 saves carry what they were read from (issue 22): one version per teacher and date
// (teacher_shift_version), raised by every statement that adds, changes or removes any of that
// teacher's shift halves on that date, whoever writes it. C10201_doBrowseAllTeacherByCenter returns
// the versions of the dates it shows; C10201_doUpdateSchedule locks them, and a save whose version
// is no longer the stored one is 409 MSG_0001 with nothing written. Rows are never deleted, so a
// version never goes back (a removed and re-added shift still counts as changed). A date without a
// row is version 0.
export class TeacherShiftVersions1797300000000 implements MigrationInterface {
  name = 'TeacherShiftVersions1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "scheduling"."teacher_shift_version" (
      "teacher_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "lock_version" int NOT NULL DEFAULT 0,
      PRIMARY KEY ("teacher_no", "schedule_date"))`);
    // an UPDATE may move a row to another teacher or date: both sides count (in key order, as
    // C10201_doUpdateSchedule locks them)
    await q.query(`CREATE FUNCTION "scheduling"."teacher_shift_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          INSERT INTO "scheduling"."teacher_shift_version" AS v ("teacher_no", "schedule_date", "lock_version")
            SELECT k."teacher_no", k."schedule_date", 1
              FROM (SELECT "teacher_no", "schedule_date" FROM changed UNION SELECT "teacher_no", "schedule_date" FROM removed) k
             ORDER BY 1, 2
          ON CONFLICT ("teacher_no", "schedule_date") DO UPDATE SET "lock_version" = v."lock_version" + 1;
        ELSE
          INSERT INTO "scheduling"."teacher_shift_version" AS v ("teacher_no", "schedule_date", "lock_version")
            SELECT DISTINCT k."teacher_no", k."schedule_date", 1 FROM changed k ORDER BY 1, 2
          ON CONFLICT ("teacher_no", "schedule_date") DO UPDATE SET "lock_version" = v."lock_version" + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "teacher_shift_version_insert" AFTER INSERT ON "scheduling"."teacher_schedule"
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "scheduling"."teacher_shift_version_bump"()`);
    await q.query(`CREATE TRIGGER "teacher_shift_version_delete" AFTER DELETE ON "scheduling"."teacher_schedule"
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "scheduling"."teacher_shift_version_bump"()`);
    await q.query(`CREATE TRIGGER "teacher_shift_version_update" AFTER UPDATE ON "scheduling"."teacher_schedule"
      REFERENCING OLD TABLE AS removed NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "scheduling"."teacher_shift_version_bump"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['insert', 'delete', 'update'])
      await q.query(`DROP TRIGGER "teacher_shift_version_${t}" ON "scheduling"."teacher_schedule"`);
    await q.query(`DROP FUNCTION "scheduling"."teacher_shift_version_bump"()`);
    await q.query(`DROP TABLE "scheduling"."teacher_shift_version"`);
  }
}
