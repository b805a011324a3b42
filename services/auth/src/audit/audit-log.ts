import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export type AuditEvent =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'registered'
  | 'registration_confirmed'
  | 'email_bound'
  | 'password_reset'
  | 'password_changed'
  | 'initial_password_set'
  | 'role_changed'
  | 'status_changed'
  | 'user_added'
  | 'user_deleted'
  | 'social_bound';

// Who did what to which account, from where: logins, failures, resets and role changes.
@Injectable()
export class AuditLog {
  constructor(private readonly ds: DataSource) {}

  async write(
    event: AuditEvent,
    e: { userNo: number | null; actorUserNo?: number | null; ip?: string | null; detail?: Record<string, unknown> },
    db: DataSource | EntityManager = this.ds,
  ): Promise<void> {
    await db.query(
      `INSERT INTO "auth"."audit_log" ("event", "user_no", "actor_user_no", "ip", "detail") VALUES ($1, $2, $3, $4, $5)`,
      [event, e.userNo, e.actorUserNo ?? e.userNo, e.ip ?? null, JSON.stringify(e.detail ?? {})],
    );
  }
}
