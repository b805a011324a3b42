import { type MigrationInterface, type QueryRunner } from 'typeorm';

// C00102 alerts: one row per thing to look at (dedupe_key unique, so a repeated or redelivered
// AlertRaised adds nothing) with its audience, and who has read it. Read state is a row per user
// rather than a flag on the alert, because every user of the audience reads it for themselves.
export class Alerts1796400000000 implements MigrationInterface {
  name = 'Alerts1796400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "masters"."alert" (
      "alert_no" serial PRIMARY KEY,
      "kind" text NOT NULL CHECK ("kind" IN ('lessonUnassigned', 'reportUnwritten', 'applicationWaiting')),
      "dedupe_key" text NOT NULL UNIQUE,
      "subject" jsonb NOT NULL,
      "audience_roles" int[] NOT NULL,
      "center_no" int,
      "student_no" int,
      "raised_at" timestamptz NOT NULL,
      "event_id" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "alert_center_raised" ON "masters"."alert" ("center_no", "raised_at" DESC)`);
    await q.query(`CREATE TABLE "masters"."alert_read" (
      "alert_no" int NOT NULL REFERENCES "masters"."alert" ("alert_no") ON DELETE CASCADE,
      "user_no" int NOT NULL,
      "read_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("alert_no", "user_no"))`);
    await q.query(`CREATE INDEX "alert_read_user" ON "masters"."alert_read" ("user_no")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "masters"."alert_read"`);
    await q.query(`DROP TABLE "masters"."alert"`);
  }
}
