import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

// Every query on auth.email_token (rows keyed by the token's hash, never the token).
@Injectable()
export class TokensRepository {
  constructor(private readonly ds: DataSource) {}

  async deleteUnused(userNo: number, kind: string, db: Db = this.ds): Promise<void> {
    await db.query(`DELETE FROM "auth"."email_token" WHERE "user_no" = $1 AND "kind" = $2 AND "used_at" IS NULL`, [userNo, kind]);
  }

  async insert(
    t: { tokenHash: Buffer; kind: string; userNo: number; email: string; lifetimeMinutes: number },
    db: Db = this.ds,
  ): Promise<void> {
    await db.query(
      `INSERT INTO "auth"."email_token" ("token_hash", "kind", "user_no", "email", "expires_at")
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
      [t.tokenHash, t.kind, t.userNo, t.email, t.lifetimeMinutes],
    );
  }

  // Marks an unused, unexpired token used in one statement, so two uses race for one row.
  async markUsed(tokenHash: Buffer, kind: string, db: Db = this.ds): Promise<{ user_no: number; email: string } | null> {
    const rows = (await db.query(
      `UPDATE "auth"."email_token" SET "used_at" = now()
        WHERE "token_hash" = $1 AND "kind" = $2 AND "used_at" IS NULL AND "expires_at" > now()
        RETURNING "user_no", "email"`,
      [tokenHash, kind],
    )) as [{ user_no: number; email: string }[], number];
    return rows[0][0] ?? null;
  }
}
