import { type MigrationInterface, type QueryRunner } from 'typeorm';

// T1130: the student sheet (C20201). The sections are one JSON document validated by libs/domain's
// schema of the version it was written at (schema_version); the row fields have their own columns.
export class StudentSheet1796200000000 implements MigrationInterface {
  name = 'StudentSheet1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "masters"."student_sheet" (
      "curriculum_id" serial PRIMARY KEY,
      "student_no" int NOT NULL REFERENCES "masters"."student" ("student_no") ON DELETE CASCADE,
      "reference_start_date" date NOT NULL,
      "reference_end_date" date NOT NULL,
      "schema_version" smallint NOT NULL CHECK ("schema_version" >= 1),
      "sheet" jsonb NOT NULL CHECK (jsonb_typeof("sheet") = 'object'),
      "lock_version" int NOT NULL DEFAULT 0,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "student_sheet_period" CHECK ("reference_end_date" >= "reference_start_date"))`);
    await q.query(`CREATE INDEX "student_sheet_student" ON "masters"."student_sheet" ("student_no")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "masters"."student_sheet"`);
  }
}
