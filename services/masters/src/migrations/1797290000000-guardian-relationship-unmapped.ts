import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A guardian relationship text SPEC §9's list has no code for is kept word for word in
// guardian_relationship_unmapped, so that no school's data is lost, and down() gives it back.
// This came after 1797300000000-guardian-relationship-code had landed, which turns such a text into
// null: its timestamp sorts before that one so that a database not yet migrated there saves the texts
// first. A database already migrated there has nothing left to save and gets the table empty (or, at
// the version that did this itself, keeps it): every statement is idempotent.
const CODE = `CASE lower(btrim("guardian_relationship"))
    WHEN '父' THEN 1 WHEN 'father' THEN 1
    WHEN '母' THEN 2 WHEN 'mother' THEN 2
    WHEN '祖父' THEN 3 WHEN 'grandfather' THEN 3
    WHEN '祖母' THEN 4 WHEN 'grandmother' THEN 4
    WHEN '叔母' THEN 5 WHEN '伯母' THEN 5 WHEN 'aunt' THEN 5
    WHEN '叔父' THEN 6 WHEN '伯父' THEN 6 WHEN 'uncle' THEN 6
  END`;

export class GuardianRelationshipUnmapped1797290000000 implements MigrationInterface {
  name = 'GuardianRelationshipUnmapped1797290000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS "masters"."guardian_relationship_unmapped" (
      "student_no" int PRIMARY KEY REFERENCES "masters"."student" ("student_no") ON DELETE CASCADE,
      "guardian_relationship" text NOT NULL)`);
    const [{ text }] = await q.query(`SELECT "data_type" = 'text' AS "text" FROM "information_schema"."columns"
      WHERE "table_schema" = 'masters' AND "table_name" = 'student' AND "column_name" = 'guardian_relationship'`);
    if (text)
      await q.query(`INSERT INTO "masters"."guardian_relationship_unmapped" ("student_no", "guardian_relationship")
        SELECT "student_no", "guardian_relationship" FROM "masters"."student"
         WHERE btrim(coalesce("guardian_relationship", '')) <> '' AND (${CODE}) IS NULL
        ON CONFLICT ("student_no") DO NOTHING`);
  }

  // Runs after 1797300000000's down(), when the column is text again.
  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "masters"."student" s SET "guardian_relationship" = u."guardian_relationship"
      FROM "masters"."guardian_relationship_unmapped" u WHERE u."student_no" = s."student_no"`);
    await q.query(`DROP TABLE "masters"."guardian_relationship_unmapped"`);
  }
}
