import { deadLetterTableSql, dropDeadLetterTableSql } from '@school/server-kit';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Where the service's event consumers put an event they gave up on (libs/server-kit
// IdempotentConsumer, docs/events.md "Poison events").
export class DeadLetter1797100000000 implements MigrationInterface {
  name = 'DeadLetter1797100000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of deadLetterTableSql('auth')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropDeadLetterTableSql('auth')) await q.query(sql);
  }
}
