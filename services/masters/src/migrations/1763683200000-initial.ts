import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { dropOutboxTablesSql, outboxTablesSql } from '@school/server-kit';

export class Initial1763683200000 implements MigrationInterface {
  name = 'Initial1763683200000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of outboxTablesSql('masters')) await q.query(sql);
    await q.query(`CREATE TABLE "masters"."country" (
      "o0101_id" serial PRIMARY KEY, "code" text NOT NULL UNIQUE, "name" text NOT NULL, "sort_order" int NOT NULL DEFAULT 0)`);
    await q.query(`CREATE TABLE "masters"."state" (
      "o0102_id" serial PRIMARY KEY, "o0101_id" int NOT NULL REFERENCES "masters"."country", "name" text NOT NULL,
      "sort_order" int NOT NULL DEFAULT 0)`);
    await q.query(`CREATE INDEX "state_country" ON "masters"."state" ("o0101_id")`);
    await q.query(`CREATE TABLE "masters"."city" (
      "o0103_id" serial PRIMARY KEY, "o0102_id" int NOT NULL REFERENCES "masters"."state", "name" text NOT NULL,
      "sort_order" int NOT NULL DEFAULT 0)`);
    await q.query(`CREATE INDEX "city_state" ON "masters"."city" ("o0102_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "masters"."city"`);
    await q.query(`DROP TABLE "masters"."state"`);
    await q.query(`DROP TABLE "masters"."country"`);
    for (const sql of dropOutboxTablesSql('masters')) await q.query(sql);
  }
}
