import { dropJobTablesSql, jobTablesSql } from '@school/server-kit';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The job ledger: each BullMQ job of the service (mail, CSV exports, …) has its effect exactly once
// (libs/server-kit jobs/, docs/jobs.md).
export class JobRuns1796950000000 implements MigrationInterface {
  name = 'JobRuns1796950000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of jobTablesSql('scheduling')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropJobTablesSql('scheduling')) await q.query(sql);
  }
}
