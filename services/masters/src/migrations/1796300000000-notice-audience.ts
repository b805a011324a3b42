import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Notices are addressed to roles and, optionally, centers (M00101) instead of one of four targets,
// and list their attached files as help pages do. The old targets become roles: 'all' every role that
// reads C00101, 'staff' the back office, 'student' the three student roles; 'teacher' none, since
// teachers have no C00101 (SPEC §6) — staff re-address those notices.
const STAFF_ROLES = [560, 550, 540, 530, 520, 410, 420, 430];
const STUDENT_ROLES = [110, 120, 130];

export class NoticeAudience1796300000000 implements MigrationInterface {
  name = 'NoticeAudience1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "masters"."notice_role" (
      "notice_no" int NOT NULL REFERENCES "masters"."notice" ("notice_no") ON DELETE CASCADE,
      "role" smallint NOT NULL CHECK ("role" IN (${[...STAFF_ROLES, ...STUDENT_ROLES].join(', ')})),
      PRIMARY KEY ("notice_no", "role"))`);
    await q.query(`CREATE TABLE "masters"."notice_center" (
      "notice_no" int NOT NULL REFERENCES "masters"."notice" ("notice_no") ON DELETE CASCADE,
      "center_no" int NOT NULL REFERENCES "masters"."center" ("center_no"),
      PRIMARY KEY ("notice_no", "center_no"))`);
    await q.query(`CREATE INDEX "notice_center_center" ON "masters"."notice_center" ("center_no")`);

    for (const [target, roles] of [
      ['all', [...STAFF_ROLES, ...STUDENT_ROLES]],
      ['staff', STAFF_ROLES],
      ['student', STUDENT_ROLES],
    ] as const)
      await q.query(
        `INSERT INTO "masters"."notice_role" ("notice_no", "role")
         SELECT n."notice_no", r FROM "masters"."notice" n, unnest($2::smallint[]) AS r WHERE n."notice_target" = $1`,
        [target, roles],
      );
    await q.query(`ALTER TABLE "masters"."notice"
      DROP COLUMN "notice_target",
      ADD "file_json" jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "masters"."notice"
      DROP COLUMN "file_json",
      ADD "notice_target" text NOT NULL DEFAULT 'all' CHECK ("notice_target" IN ('all', 'staff', 'teacher', 'student'))`);
    await q.query(`UPDATE "masters"."notice" n SET "notice_target" = CASE
        WHEN NOT EXISTS (SELECT 1 FROM "masters"."notice_role" r WHERE r."notice_no" = n."notice_no" AND r."role" >= 400) THEN 'student'
        WHEN NOT EXISTS (SELECT 1 FROM "masters"."notice_role" r WHERE r."notice_no" = n."notice_no" AND r."role" < 400) THEN 'staff'
        ELSE 'all' END`);
    await q.query(`DELETE FROM "masters"."attachment" WHERE "owner_type" = 'notice'`);
    await q.query(`DROP TABLE "masters"."notice_center"`);
    await q.query(`DROP TABLE "masters"."notice_role"`);
  }
}
