import { type MigrationInterface, type QueryRunner } from 'typeorm';

// C40101_distribute's last run per center and date (issue 27, docs/automatic-assignment.md), which the
// board shows: when and by whom, how many it placed and which lessons it left with which reason
// (unplaced: [{schedule_no, reason}], reason an i18n key). Written only by the run's own unit of work
// for that date, under its per-center-date lock, so it carries no lock_version.
export class DistributeDateState1797700000000 implements MigrationInterface {
  name = 'DistributeDateState1797700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "scheduling"."distribute_date_state" (
      "center_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "last_run_at" timestamptz NOT NULL DEFAULT now(),
      "run_by_user_no" int NOT NULL,
      "job_id" text NOT NULL,
      "placed" int NOT NULL CHECK ("placed" >= 0),
      "warned" int NOT NULL CHECK ("warned" >= 0),
      "unplaced" jsonb NOT NULL DEFAULT '[]',
      PRIMARY KEY ("center_no", "schedule_date"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "scheduling"."distribute_date_state"`);
  }
}
