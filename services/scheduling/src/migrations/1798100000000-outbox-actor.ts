import { dropOutboxActorColumnsSql, outboxActorColumnsSql } from '@school/server-kit';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

// An outbox row names who made the change and in which request, for the audit trail (docs/audit.md).
export class OutboxActor1798100000000 implements MigrationInterface {
  name = 'OutboxActor1798100000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of outboxActorColumnsSql('scheduling')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropOutboxActorColumnsSql('scheduling')) await q.query(sql);
  }
}
