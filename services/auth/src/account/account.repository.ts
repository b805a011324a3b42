import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type UserRow } from '../users/user-account.entity';

type Db = DataSource | EntityManager;

export type SocialIdentity = { provider: string; subject: string; userNo: number; email: string | null };

// Every query on auth.social_identity: which provider account is bound to which of ours.
@Injectable()
export class AccountRepository {
  constructor(private readonly ds: DataSource) {}

  async boundUser(provider: string, subject: string, db: Db = this.ds): Promise<UserRow | null> {
    const rows = (await db.query(
      `SELECT u.* FROM "auth"."social_identity" s JOIN "auth"."user_account" u USING ("user_no")
        WHERE s."provider" = $1 AND s."subject" = $2`,
      [provider, subject],
    )) as UserRow[];
    return rows[0] ?? null;
  }

  // false when the provider account was bound a moment ago (by anyone).
  async insertSocialIdentity(s: SocialIdentity, db: Db = this.ds): Promise<boolean> {
    const inserted = (await db.query(
      `INSERT INTO "auth"."social_identity" ("provider", "subject", "user_no", "email") VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING "user_no"`,
      [s.provider, s.subject, s.userNo, s.email],
    )) as { user_no: number }[];
    return inserted.length > 0;
  }
}
