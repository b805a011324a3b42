import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The projections of masters' teachers and students carry what the assignment board needs (a
// teacher's status and centers; a student's request, subjects and NG teachers) and the version of
// the record each part was copied at: an event older than that changes nothing. A student's row and
// its NG teachers come from different events, so each has its own version.
export class ProjectionVersions1796000000000 implements MigrationInterface {
  name = 'ProjectionVersions1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "scheduling"."teacher_projection"
      ADD COLUMN "center_nos" int[] NOT NULL DEFAULT '{}',
      ADD COLUMN "status" smallint NOT NULL DEFAULT 1,
      ADD COLUMN "version" int NOT NULL DEFAULT 0`);
    await q.query(`UPDATE "scheduling"."teacher_projection" SET "center_nos" = ARRAY["center_no"]`);
    await q.query(`CREATE INDEX "teacher_projection_center_nos" ON "scheduling"."teacher_projection" USING gin ("center_nos")`);
    await q.query(`ALTER TABLE "scheduling"."student_projection"
      ADD COLUMN "teacher_request" smallint NOT NULL DEFAULT 3,
      ADD COLUMN "teacher_request_type" smallint,
      ADD COLUMN "subject_nos" int[] NOT NULL DEFAULT '{}',
      ADD COLUMN "ng_teacher_nos" int[] NOT NULL DEFAULT '{}',
      ADD COLUMN "version" int NOT NULL DEFAULT 0,
      ADD COLUMN "ng_version" int NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "scheduling"."student_projection"
      DROP COLUMN "ng_version", DROP COLUMN "version", DROP COLUMN "ng_teacher_nos", DROP COLUMN "subject_nos",
      DROP COLUMN "teacher_request_type", DROP COLUMN "teacher_request"`);
    await q.query(`DROP INDEX "scheduling"."teacher_projection_center_nos"`);
    await q.query(
      `ALTER TABLE "scheduling"."teacher_projection" DROP COLUMN "version", DROP COLUMN "status", DROP COLUMN "center_nos"`,
    );
  }
}
