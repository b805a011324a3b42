import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Read-only copies of masters' centers and classrooms (issue 23: scheduling reads masters' data from
// projections fed by masters' events, never by asking masters back). version: the record's
// lock_version the row was copied at; an older or repeated event changes nothing.
export class CenterProjection1797400000000 implements MigrationInterface {
  name = 'CenterProjection1797400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "scheduling"."center_projection" (
      "center_no" int PRIMARY KEY,
      "center_short_name" text NOT NULL,
      "group_flag" smallint NOT NULL,
      "center_group_no" int,
      "sort_order" int NOT NULL DEFAULT 0,
      "version" int NOT NULL DEFAULT 0,
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE "scheduling"."classroom_projection" (
      "classroom_no" int PRIMARY KEY,
      "center_no" int NOT NULL,
      "classroom_name" text NOT NULL,
      "classroom_type" smallint NOT NULL,
      "meeting_url" text,
      "sort_order" int NOT NULL DEFAULT 0,
      "version" int NOT NULL DEFAULT 0,
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "classroom_projection_center" ON "scheduling"."classroom_projection" ("center_no")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "scheduling"."classroom_projection"`);
    await q.query(`DROP TABLE "scheduling"."center_projection"`);
  }
}
