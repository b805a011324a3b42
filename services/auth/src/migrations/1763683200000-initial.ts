import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { dropOutboxTablesSql, outboxTablesSql } from '@school/server-kit';

export class Initial1763683200000 implements MigrationInterface {
  name = 'Initial1763683200000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of outboxTablesSql('auth')) await q.query(sql);
    await q.query(`CREATE TABLE "auth"."app_config" (
      "key" text PRIMARY KEY, "value" jsonb NOT NULL, "updated_at" timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."app_config"`);
    for (const sql of dropOutboxTablesSql('auth')) await q.query(sql);
  }
}
