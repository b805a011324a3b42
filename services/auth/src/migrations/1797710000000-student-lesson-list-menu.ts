import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Student 110's menu gains C40501 (their own lessons, SPEC §6) in a database already seeded: a
// student's sidebar is built from the menu alone, and the seed runs only on an empty database. A
// school that has set its menus (or an unseeded database: no 110 entries yet) keeps what it has.
export class StudentLessonListMenu1797710000000 implements MigrationInterface {
  name = 'StudentLessonListMenu1797710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO "auth"."role_menu" ("user_type_code", "function_id", "mmenu_name", "sort_order")
       SELECT 110, 'C40501', '授業一覧', max("sort_order") + 1 FROM "auth"."role_menu" WHERE "user_type_code" = 110
       HAVING count(*) > 0
       ON CONFLICT DO NOTHING`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "auth"."role_menu" WHERE "user_type_code" = 110 AND "function_id" = 'C40501'`);
  }
}
