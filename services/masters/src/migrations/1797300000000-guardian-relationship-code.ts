import { type MigrationInterface, type QueryRunner } from 'typeorm';

// C20101's guardian relationship is chosen from SPEC §9's list (issue 22), the student sheet's codes:
// 1 father, 2 mother, 3 grandfather, 4 grandmother, 5 aunt, 6 uncle (libs/domain
// SHEET_ENUMERATIONS.guardianRelationship). The free texts stored so far become their code where they
// name one of these (in Japanese or English); any other text becomes null, as the list has no place for it.
export class GuardianRelationshipCode1797300000000 implements MigrationInterface {
  name = 'GuardianRelationshipCode1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "masters"."student" ALTER COLUMN "guardian_relationship" TYPE smallint USING (
      CASE lower(btrim("guardian_relationship"))
        WHEN '父' THEN 1 WHEN 'father' THEN 1
        WHEN '母' THEN 2 WHEN 'mother' THEN 2
        WHEN '祖父' THEN 3 WHEN 'grandfather' THEN 3
        WHEN '祖母' THEN 4 WHEN 'grandmother' THEN 4
        WHEN '叔母' THEN 5 WHEN '伯母' THEN 5 WHEN 'aunt' THEN 5
        WHEN '叔父' THEN 6 WHEN '伯父' THEN 6 WHEN 'uncle' THEN 6
      END)`);
    await q.query(`ALTER TABLE "masters"."student" ADD CONSTRAINT "student_guardian_relationship"
      CHECK ("guardian_relationship" BETWEEN 1 AND 6)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "masters"."student" DROP CONSTRAINT "student_guardian_relationship"`);
    await q.query(`ALTER TABLE "masters"."student" ALTER COLUMN "guardian_relationship" TYPE text USING (
      CASE "guardian_relationship" WHEN 1 THEN '父' WHEN 2 THEN '母' WHEN 3 THEN '祖父' WHEN 4 THEN '祖母' WHEN 5 THEN '叔母' WHEN 6 THEN '叔父' END)`);
  }
}
