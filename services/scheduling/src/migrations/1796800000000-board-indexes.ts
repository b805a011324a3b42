import { type MigrationInterface, type QueryRunner } from 'typeorm';

// C40101 board reads at scale: lessons moved away from a center (the board shows them greyed) and a
// center's lessons still to assign (where the board opens, the alerts' count).
export class BoardIndexes1796800000000 implements MigrationInterface {
  name = 'BoardIndexes1796800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "lesson_original_center_date" ON "scheduling"."lesson" ("original_center_no", "schedule_date")
      WHERE "original_center_no" > 0`);
    await q.query(`CREATE INDEX "lesson_unassigned_center_date" ON "scheduling"."lesson" ("center_no", "schedule_date")
      WHERE "teacher_no" = 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "scheduling"."lesson_unassigned_center_date"`);
    await q.query(`DROP INDEX "scheduling"."lesson_original_center_date"`);
  }
}
