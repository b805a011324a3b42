import { type MigrationInterface, type QueryRunner } from 'typeorm';

// C20301: the history of a student's center changes. Each row says the student belongs to
// to_center_no from schedule_date on; version is the student row's lock_version the change gave it,
// which StudentCenterChanged carries.
export class StudentCenterChange1796500000000 implements MigrationInterface {
  name = 'StudentCenterChange1796500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "masters"."student_center_change" (
      "change_no" serial PRIMARY KEY,
      "student_no" int NOT NULL REFERENCES "masters"."student" ("student_no") ON DELETE CASCADE,
      "schedule_date" date NOT NULL,
      "from_center_no" int NOT NULL REFERENCES "masters"."center" ("center_no"),
      "to_center_no" int NOT NULL REFERENCES "masters"."center" ("center_no"),
      "version" int NOT NULL,
      "changed_by_user_no" int,
      "changed_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "student_center_change_moves" CHECK ("from_center_no" <> "to_center_no"),
      UNIQUE ("student_no", "version"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "masters"."student_center_change"`);
  }
}
