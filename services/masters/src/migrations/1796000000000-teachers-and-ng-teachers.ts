import { type MigrationInterface, type QueryRunner } from 'typeorm';

// C10101 teachers work at one or more centers and have contact data and a status (1 active, 2 on
// leave, 3 retired); students take subjects (t1033) and have NG teachers: the teachers who must never
// teach them, with who set each and when.
export class TeachersAndNgTeachers1796000000000 implements MigrationInterface {
  name = 'TeachersAndNgTeachers1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "masters"."teacher"
      ADD COLUMN "postal_code" text,
      ADD COLUMN "prefecture" text,
      ADD COLUMN "address" text,
      ADD CONSTRAINT "teacher_status" CHECK ("status" IN (1, 2, 3))`);

    // the index on the home center had the name the table needs
    await q.query(`ALTER INDEX "masters"."teacher_center" RENAME TO "teacher_home_center"`);
    await q.query(`CREATE TABLE "masters"."teacher_center" (
      "teacher_no" int NOT NULL REFERENCES "masters"."teacher" ("teacher_no") ON DELETE CASCADE,
      "center_no" int NOT NULL REFERENCES "masters"."center" ("center_no"),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("teacher_no", "center_no"))`);
    await q.query(`CREATE INDEX "teacher_center_center" ON "masters"."teacher_center" ("center_no")`);
    await q.query(
      `INSERT INTO "masters"."teacher_center" ("teacher_no", "center_no") SELECT "teacher_no", "center_no" FROM "masters"."teacher"`,
    );

    await q.query(`CREATE TABLE "masters"."student_subject" (
      "student_no" int NOT NULL REFERENCES "masters"."student" ("student_no") ON DELETE CASCADE,
      "subject_no" int NOT NULL REFERENCES "masters"."subject" ("subject_no"),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("student_no", "subject_no"))`);

    await q.query(`CREATE TABLE "masters"."student_ng_teacher" (
      "student_no" int NOT NULL REFERENCES "masters"."student" ("student_no") ON DELETE CASCADE,
      "teacher_no" int NOT NULL REFERENCES "masters"."teacher" ("teacher_no"),
      "set_by_user_no" int,
      "set_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("student_no", "teacher_no"))`);
    await q.query(`CREATE INDEX "student_ng_teacher_teacher" ON "masters"."student_ng_teacher" ("teacher_no")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "masters"."student_ng_teacher"`);
    await q.query(`DROP TABLE "masters"."student_subject"`);
    await q.query(`DROP TABLE "masters"."teacher_center"`);
    await q.query(`ALTER INDEX "masters"."teacher_home_center" RENAME TO "teacher_center"`);
    await q.query(`ALTER TABLE "masters"."teacher"
      DROP CONSTRAINT "teacher_status",
      DROP COLUMN "address",
      DROP COLUMN "prefecture",
      DROP COLUMN "postal_code"`);
  }
}
