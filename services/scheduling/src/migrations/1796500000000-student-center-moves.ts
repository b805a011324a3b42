import { type MigrationInterface, type QueryRunner } from 'typeorm';

// C20301's center changes as the scheduling service applied them to the student's lessons: a lesson
// on or after a change's date belongs to the center of the newest change (by version) dated on or
// before it. Kept so that changes applied late or out of order still give that answer.
export class StudentCenterMoves1796500000000 implements MigrationInterface {
  name = 'StudentCenterMoves1796500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "scheduling"."student_center_move" (
      "student_no" int NOT NULL,
      "version" int NOT NULL,
      "schedule_date" date NOT NULL,
      "center_no" int NOT NULL,
      "previous_center_no" int NOT NULL,
      "applied_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("student_no", "version"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "scheduling"."student_center_move"`);
  }
}
