import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';

export type TokenKind = 'login' | 'register' | 'bind' | 'reset';

// Login link 15 minutes (the issue); the others long enough to find the mail.
const LIFETIME_MINUTES: Record<TokenKind, number> = { login: 15, register: 24 * 60, bind: 24 * 60, reset: 60 };

const hash = (token: string) => createHash('sha256').update(token).digest();

// Single-use links. The mail carries the token; the database only its hash, so a copy of the
// database gives no working link.
@Injectable()
export class EmailTokens {
  constructor(private readonly ds: DataSource) {}

  async issue(kind: TokenKind, userNo: number, email: string, db: DataSource | EntityManager = this.ds): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    // A new link replaces the unused ones of the same kind.
    await db.query(`DELETE FROM "auth"."email_token" WHERE "user_no" = $1 AND "kind" = $2 AND "used_at" IS NULL`, [userNo, kind]);
    await db.query(
      `INSERT INTO "auth"."email_token" ("token_hash", "kind", "user_no", "email", "expires_at")
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
      [hash(token), kind, userNo, email, LIFETIME_MINUTES[kind]],
    );
    return token;
  }

  // Marks the token used and returns its user and email, or null when unknown, used or expired.
  async consume(
    kind: TokenKind,
    token: unknown,
    db: DataSource | EntityManager = this.ds,
  ): Promise<{ userNo: number; email: string } | null> {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const rows = (await db.query(
      `UPDATE "auth"."email_token" SET "used_at" = now()
        WHERE "token_hash" = $1 AND "kind" = $2 AND "used_at" IS NULL AND "expires_at" > now()
        RETURNING "user_no", "email"`,
      [hash(token), kind],
    )) as [{ user_no: number; email: string }[], number];
    const row = rows[0][0];
    return row ? { userNo: row.user_no, email: row.email } : null;
  }
}
