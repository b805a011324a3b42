import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export type AuditRow = {
  event: string;
  userNo: number | null;
  actorUserNo: number | null;
  ip: string | null;
  detail: Record<string, unknown>;
};

// Every query on auth.audit_log.
@Injectable()
export class AuditRepository {
  constructor(private readonly ds: DataSource) {}

  async insert(row: AuditRow, db: DataSource | EntityManager = this.ds): Promise<void> {
    await db.query(
      `INSERT INTO "auth"."audit_log" ("event", "user_no", "actor_user_no", "ip", "detail") VALUES ($1, $2, $3, $4, $5)`,
      [row.event, row.userNo, row.actorUserNo, row.ip, JSON.stringify(row.detail)],
    );
  }
}
