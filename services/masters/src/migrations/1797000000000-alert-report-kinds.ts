import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The report review alerts (issue 13): kinds reportRejected and reportResubmitted, and an audience
// narrowed to one teacher's account or one user (the teacher of a rejected report, the reviewer of a
// resubmitted one).
export class AlertReportKinds1797000000000 implements MigrationInterface {
  name = 'AlertReportKinds1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "masters"."alert" DROP CONSTRAINT "alert_kind_check"`);
    await q.query(`ALTER TABLE "masters"."alert" ADD CONSTRAINT "alert_kind_check"
      CHECK ("kind" IN ('lessonUnassigned', 'reportUnwritten', 'applicationWaiting', 'reportRejected', 'reportResubmitted'))`);
    await q.query(`ALTER TABLE "masters"."alert" ADD COLUMN "audience_teacher_no" int, ADD COLUMN "audience_user_no" int`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "masters"."alert" WHERE "kind" IN ('reportRejected', 'reportResubmitted')`);
    await q.query(`ALTER TABLE "masters"."alert" DROP COLUMN "audience_user_no", DROP COLUMN "audience_teacher_no"`);
    await q.query(`ALTER TABLE "masters"."alert" DROP CONSTRAINT "alert_kind_check"`);
    await q.query(`ALTER TABLE "masters"."alert" ADD CONSTRAINT "alert_kind_check"
      CHECK ("kind" IN ('lessonUnassigned', 'reportUnwritten', 'applicationWaiting'))`);
  }
}
