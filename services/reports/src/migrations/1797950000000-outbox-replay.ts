import { dropOutboxReplayColumnSql, outboxReplayColumnSql } from '@school/server-kit';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A replayed dead letter's outbox row names the consumer it is for (libs/server-kit
// replayDeadLetter, docs/events.md "Replaying a dead letter").
export class OutboxReplay1797950000000 implements MigrationInterface {
  name = 'OutboxReplay1797950000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of outboxReplayColumnSql('reports')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropOutboxReplayColumnSql('reports')) await q.query(sql);
  }
}
