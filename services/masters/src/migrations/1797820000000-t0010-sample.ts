import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The sample pages' table (SPEC §2 T0010List, T0010Table): the demo seed fills it with three pages of
// rows so that every browse state of SPEC §4 can be shown.
export class T0010Sample1797820000000 implements MigrationInterface {
  name = 'T0010Sample1797820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS "masters"."t0010_sample" (
      "sample_no" serial PRIMARY KEY,
      "name" text NOT NULL,
      "kana" text NOT NULL,
      "category" smallint NOT NULL CHECK ("category" IN (1, 2, 3)),
      "amount" int NOT NULL,
      "sample_date" date NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "masters"."t0010_sample"`);
  }
}
