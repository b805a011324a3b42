import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Migrations are frozen history: the column list is spelled out here, not shared with later code.
const EDITABLE = `"lock_version" int NOT NULL DEFAULT 0,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()`;

// Lesson reports (t3110), their 16 detail rows and the reviewers' comments on rows.
export class DemoSchoolTables1763683300000 implements MigrationInterface {
  name = 'DemoSchoolTables1763683300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "reports"."lesson_report" (
      "schedule_no" int PRIMARY KEY,
      "student_no" int NOT NULL,
      "teacher_no" int NOT NULL,
      "center_no" int NOT NULL,
      "schedule_date" date NOT NULL,
      "time_limit_no" int NOT NULL,
      "subject_no" int NOT NULL,
      "report_status" smallint NOT NULL DEFAULT 0 CHECK ("report_status" IN (0, 1, 2, 3, 4, 8, 9)),
      "handover" text,
      "submitted_at" timestamptz,
      "reviewed_at" timestamptz,
      ${EDITABLE})`);
    await q.query(`CREATE INDEX "lesson_report_center_date" ON "reports"."lesson_report" ("center_no", "schedule_date")`);
    await q.query(`CREATE INDEX "lesson_report_teacher_date" ON "reports"."lesson_report" ("teacher_no", "schedule_date")`);
    await q.query(`CREATE INDEX "lesson_report_student_date" ON "reports"."lesson_report" ("student_no", "schedule_date")`);
    await q.query(`CREATE INDEX "lesson_report_status_date" ON "reports"."lesson_report" ("report_status", "schedule_date")`);

    await q.query(`CREATE TABLE "reports"."lesson_report_detail" (
      "schedule_no" int NOT NULL REFERENCES "reports"."lesson_report" ("schedule_no") ON DELETE CASCADE,
      "detail_no" smallint NOT NULL CHECK ("detail_no" BETWEEN 1 AND 16),
      "item_name" text NOT NULL,
      "names_no" int,
      "names_code" varchar(10),
      "content" text,
      ${EDITABLE},
      PRIMARY KEY ("schedule_no", "detail_no"))`);

    await q.query(`CREATE TABLE "reports"."lesson_report_comment" (
      "comment_no" serial PRIMARY KEY,
      "schedule_no" int NOT NULL,
      "detail_no" smallint NOT NULL,
      "comment" text NOT NULL,
      "commenter_user_no" int NOT NULL,
      "commenter_name" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY ("schedule_no", "detail_no") REFERENCES "reports"."lesson_report_detail" ("schedule_no", "detail_no") ON DELETE CASCADE)`);
    await q.query(
      `CREATE INDEX "lesson_report_comment_row" ON "reports"."lesson_report_comment" ("schedule_no", "detail_no", "comment_no")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['lesson_report_comment', 'lesson_report_detail', 'lesson_report'])
      await q.query(`DROP TABLE "reports"."${table}"`);
  }
}
