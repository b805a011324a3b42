import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The reports service's copy of scheduling's lessons (kept from the Lesson* events; who may write a
// report and which reports are missing come from it), and review rounds: a comment belongs to the
// round it was posted in, review_round counts the rounds a rejection closed, and reviewer_user_no is
// who decided last (a resubmission notifies them).
export class ReportRoundsAndLessons1797000000000 implements MigrationInterface {
  name = 'ReportRoundsAndLessons1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "reports"."lesson" (
      "schedule_no" int PRIMARY KEY,
      "schedule_date" date NOT NULL,
      "time_limit_no" int NOT NULL,
      "center_no" int NOT NULL,
      "student_no" int NOT NULL,
      "subject_no" int NOT NULL,
      "teacher_no" int NOT NULL DEFAULT 0,
      "cancelled" boolean NOT NULL DEFAULT false,
      "version" int NOT NULL DEFAULT 0,
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "lesson_center_date" ON "reports"."lesson" ("center_no", "schedule_date")`);
    await q.query(`CREATE INDEX "lesson_teacher_date" ON "reports"."lesson" ("teacher_no", "schedule_date")`);
    await q.query(`CREATE INDEX "lesson_student_date" ON "reports"."lesson" ("student_no", "schedule_date")`);
    await q.query(`CREATE INDEX "lesson_date" ON "reports"."lesson" ("schedule_date")`);
    await q.query(`ALTER TABLE "reports"."lesson_report"
      ADD COLUMN "review_round" int NOT NULL DEFAULT 0,
      ADD COLUMN "reviewer_user_no" int`);
    await q.query(`ALTER TABLE "reports"."lesson_report_comment" ADD COLUMN "round" int NOT NULL DEFAULT 1`);
    // every comment so far was posted before the rejection that closed round 1
    await q.query(`UPDATE "reports"."lesson_report" SET "review_round" = 1
      WHERE "schedule_no" IN (SELECT "schedule_no" FROM "reports"."lesson_report_comment")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reports"."lesson_report_comment" DROP COLUMN "round"`);
    await q.query(`ALTER TABLE "reports"."lesson_report" DROP COLUMN "reviewer_user_no", DROP COLUMN "review_round"`);
    await q.query(`DROP TABLE "reports"."lesson"`);
  }
}
