import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { dropOutboxTablesSql, outboxTablesSql } from '@school/server-kit';

export class Initial1763683200000 implements MigrationInterface {
  name = 'Initial1763683200000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of outboxTablesSql('reports')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropOutboxTablesSql('reports')) await q.query(sql);
  }
}
