import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Rebooking requests (issue 25, SPEC §3/§7 T1035): a student asks staff (C21201_doAddRequest) to move
// one of their own coming lessons, to a wanted date and slot or with a free note; staff see them on
// C40411 and hide the handled ones (docs/rebooking-requests.md).
export class RebookingRequests1797620000000 implements MigrationInterface {
  name = 'RebookingRequests1797620000000';

  async up(q: QueryRunner): Promise<void> {
    // T1035. center_no: the lesson's center when asked (whose staff handle it). hidden_flag 1: staff
    // handled it (status done); unhiding opens it again.
    await q.query(`CREATE TABLE "scheduling"."rebooking_request" (
      "request_no" serial PRIMARY KEY,
      "schedule_no" int NOT NULL REFERENCES "scheduling"."lesson" ("schedule_no") ON DELETE CASCADE,
      "student_no" int NOT NULL,
      "center_no" int NOT NULL,
      "wanted_date" date,
      "wanted_time_limit_no" int REFERENCES "scheduling"."time_slot" ("time_limit_no"),
      "note" text,
      "hidden_flag" smallint NOT NULL DEFAULT 0 CHECK ("hidden_flag" IN (0, 1)),
      "requested_by_user_no" int,
      "requested_role" smallint NOT NULL,
      "lock_version" int NOT NULL DEFAULT 0,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CHECK ("wanted_date" IS NOT NULL OR "note" IS NOT NULL),
      CHECK ("wanted_time_limit_no" IS NULL OR "wanted_date" IS NOT NULL))`);
    // One open request per lesson, whatever two requests race.
    await q.query(
      `CREATE UNIQUE INDEX "rebooking_request_open" ON "scheduling"."rebooking_request" ("schedule_no") WHERE "hidden_flag" = 0`,
    );
    await q.query(`CREATE INDEX "rebooking_request_center" ON "scheduling"."rebooking_request" ("center_no", "created_at")`);
    await q.query(`CREATE INDEX "rebooking_request_student" ON "scheduling"."rebooking_request" ("student_no", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "scheduling"."rebooking_request"`);
  }
}
