import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type UserRow } from './user-account.entity';

type Db = DataSource | EntityManager;

// Users are read by id, login name or email on every sign-in: plain SQL on indexed columns.
@Injectable()
export class UsersRepository {
  constructor(private readonly ds: DataSource) {}

  private async one(sql: string, params: unknown[], db: Db = this.ds): Promise<UserRow | null> {
    const rows = (await db.query(sql, params)) as UserRow[];
    return rows[0] ?? null;
  }

  byNo(userNo: number, db?: Db) {
    return this.one(`SELECT * FROM "auth"."user_account" WHERE "user_no" = $1`, [userNo], db);
  }

  byUserId(userId: string, db?: Db) {
    return this.one(`SELECT * FROM "auth"."user_account" WHERE lower("user_id") = lower($1)`, [userId], db);
  }

  byEmail(email: string, db?: Db) {
    return this.one(`SELECT * FROM "auth"."user_account" WHERE lower("email") = lower($1)`, [email], db);
  }

  async menuIds(role: number): Promise<string[]> {
    const rows = (await this.ds.query(
      `SELECT "function_id" FROM "auth"."role_menu" WHERE "user_type_code" = $1 ORDER BY "sort_order"`,
      [role],
    )) as { function_id: string }[];
    return rows.map((r) => r.function_id);
  }

  async setPassword(userNo: number, hash: string, db: Db = this.ds): Promise<void> {
    await db.query(
      `UPDATE "auth"."user_account" SET "password_hash" = $2, "lock_version" = "lock_version" + 1, "updated_at" = now() WHERE "user_no" = $1`,
      [userNo, hash],
    );
  }
}
