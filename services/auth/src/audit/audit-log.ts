import { Injectable } from '@nestjs/common';
import { type DataSource, type EntityManager } from 'typeorm';
import { AuditRepository } from './audit.repository';

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
  constructor(private readonly repo: AuditRepository) {}

  async write(
    event: AuditEvent,
    e: { userNo: number | null; actorUserNo?: number | null; ip?: string | null; detail?: Record<string, unknown> },
    db?: DataSource | EntityManager,
  ): Promise<void> {
    await this.repo.insert(
      { event, userNo: e.userNo, actorUserNo: e.actorUserNo ?? e.userNo, ip: e.ip ?? null, detail: e.detail ?? {} },
      db,
    );
  }
}
