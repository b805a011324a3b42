import { Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type Locale,
  type PersonKind,
  type UserRecord,
  type UserRow as UserListRow,
  type UserStatus,
} from '@school/contracts';
import { HQ_MIN_ROLE, ROLE_NUMBERS, STAFF_MIN_ROLE, type AccountManager } from '@school/domain';
import {
  browseCsvSource,
  type BrowseSpec,
  type CsvExportSpec,
  deleteWithLock,
  runBrowse,
  updateWithLock,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { type UserRow } from './user-account.entity';

type Db = DataSource | EntityManager;

// What M20901 saves of an account.
export type UserValues = {
  user_id: string;
  user_named: string;
  email: string | null;
  user_type_code: number;
  status: UserStatus;
  teacher_no: number | null;
  student_no: number | null;
  authority_function_ids: string[];
  center_nos: number[];
};

// What a change of access compares: the session keeps these.
export type UserAccess = Pick<UserValues, 'user_type_code' | 'status' | 'authority_function_ids' | 'center_nos'>;

export type RegisteredUser = { email: string; passwordHash: string; userNamed: string; role: number; locale: Locale };

const BROWSE: BrowseSpec = {
  from: `"auth"."user_account" u`,
  columns: {
    user_no: 'u."user_no"',
    user_id: 'u."user_id"',
    user_named: 'u."user_named"',
    email: 'u."email"',
    user_type_code: 'u."user_type_code"',
    status: 'u."status"',
    teacher_no: 'u."teacher_no"',
    student_no: 'u."student_no"',
    updated_at: 'u."updated_at"',
  },
  searchColumns: ['u."user_id"', 'u."user_named"', 'u."email"', 'u."user_no"'],
  filters: {
    user_type_code: (v, param) => (ROLE_NUMBERS.includes(Number(v)) ? `u."user_type_code" = ${param(Number(v))}` : null),
    status: (v, param) => (v === 'A' || v === 'S' || v === 'P' ? `u."status" = ${param(v)}` : null),
  },
  defaultOrder: [{ column: 'user_no', direction: 'asc' }],
  key: 'u."user_no"',
};

// The accounts the manager sees (libs/domain mayManageAccount) as a condition; role and centers come
// from the session (integers), never from input.
const int = (n: number | null) => (Number.isInteger(n) ? (n as number) : -1);
export const accountScopeOf = ({ role, centerNos }: AccountManager): string => {
  const own = int(role);
  if (own < STAFF_MIN_ROLE) return 'FALSE';
  if (centerNos === null) return `u."user_type_code" <= ${own}`;
  const centers = centerNos.filter((n) => Number.isInteger(n)).join(',');
  return `u."user_type_code" <= ${own} AND u."user_type_code" >= ${STAFF_MIN_ROLE} AND u."user_type_code" < ${HQ_MIN_ROLE}
    AND u."center_nos" && '{${centers}}'::int[]`;
};
const scoped = (manager: AccountManager): BrowseSpec => ({ ...BROWSE, where: accountScopeOf(manager) });

const RECORD_COLUMNS = `"user_no", "user_id", "user_named", "email", "user_type_code", "status", "teacher_no", "student_no",
  "authority_function_ids", "center_nos", "lock_version", "created_at", "updated_at",
  "password_hash" IS NOT NULL AS "has_password", "email_verified_at" IS NOT NULL AS "email_verified"`;

const LINK_COLUMN: Record<PersonKind, string> = { teacher: 'teacher_no', student: 'student_no' };

// Every query on auth.user_account. Users are read by id, login name or email on every sign-in:
// plain SQL on indexed columns.
@Injectable()
export class UsersRepository {
  constructor(private readonly ds: DataSource) {}

  private async one(sql: string, params: unknown[], db: Db = this.ds): Promise<UserRow | null> {
    const rows = (await db.query(sql, params)) as UserRow[];
    return rows[0] ?? null;
  }

  // An UPDATE … RETURNING answers [rows, count] through TypeORM.
  private async updated(sql: string, params: unknown[], db: Db = this.ds): Promise<UserRow | null> {
    const [rows] = (await db.query(sql, params)) as [UserRow[], number];
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

  async setPassword(userNo: number, hash: string, db: Db = this.ds): Promise<void> {
    await db.query(
      `UPDATE "auth"."user_account" SET "password_hash" = $2, "lock_version" = "lock_version" + 1, "updated_at" = now() WHERE "user_no" = $1`,
      [userNo, hash],
    );
  }

  // The same password under the current hash settings: no change anyone made, so the row's version and
  // time stay; only while the row still holds the hash that was verified (a password changed meanwhile wins).
  async upgradeHash(userNo: number, verifiedHash: string, hash: string): Promise<void> {
    await this.ds.query(`UPDATE "auth"."user_account" SET "password_hash" = $3 WHERE "user_no" = $1 AND "password_hash" = $2`, [
      userNo,
      verifiedHash,
      hash,
    ]);
  }

  // A registration waiting for its confirmation (status P); null when the email or id is taken meanwhile.
  insertRegistered(u: RegisteredUser): Promise<UserRow | null> {
    return this.one(
      `INSERT INTO "auth"."user_account" ("user_id", "email", "password_hash", "user_named", "user_type_code", "status", "locale_code")
       VALUES ($1, $1, $2, $3, $4, 'P', $5) ON CONFLICT DO NOTHING RETURNING *`,
      [u.email, u.passwordHash, u.userNamed, u.role, u.locale],
    );
  }

  // null when the account is not waiting for confirmation any more.
  activatePending(userNo: number, db?: Db): Promise<UserRow | null> {
    return this.updated(
      `UPDATE "auth"."user_account" SET "status" = 'A', "email_verified_at" = now(), "lock_version" = "lock_version" + 1, "updated_at" = now()
        WHERE "user_no" = $1 AND "status" = 'P' RETURNING *`,
      [userNo],
      db,
    );
  }

  bindEmail(userNo: number, email: string, db?: Db): Promise<UserRow | null> {
    return this.updated(
      `UPDATE "auth"."user_account" SET "email" = $2, "email_verified_at" = now(), "lock_version" = "lock_version" + 1, "updated_at" = now()
        WHERE "user_no" = $1 RETURNING *`,
      [userNo, email],
      db,
    );
  }

  setLocale(userNo: number | null, locale: Locale): Promise<UserRow | null> {
    return this.updated(
      `UPDATE "auth"."user_account" SET "locale_code" = $2, "updated_at" = now() WHERE "user_no" = $1 RETURNING *`,
      [userNo, locale],
    );
  }

  browse(input: unknown, manager: AccountManager): Promise<BrowseOutput<UserListRow>> {
    return runBrowse<UserListRow>(this.ds, scoped(manager), input);
  }

  csvSource(manager: AccountManager): Pick<CsvExportSpec<UserListRow>, 'count' | 'rows'> {
    return browseCsvSource<UserListRow>(this.ds, scoped(manager));
  }

  async record(userNo: number, db: Db = this.ds): Promise<UserRecord | null> {
    const [row] = (await db.query(`SELECT ${RECORD_COLUMNS} FROM "auth"."user_account" WHERE "user_no" = $1`, [
      userNo,
    ])) as UserRecord[];
    return row ?? null;
  }

  // Which of the user id and email another account (not exceptUserNo) already has.
  async taken(userId: string, email: string | null, exceptUserNo: number | null): Promise<{ user_id: boolean; email: boolean }> {
    const rows = (await this.ds.query(
      `SELECT lower("user_id") = lower($1) AS "user_id", lower("email") = lower($2) AS "email" FROM "auth"."user_account"
        WHERE (lower("user_id") = lower($1) OR lower("email") = lower($2)) AND "user_no" IS DISTINCT FROM $3::int`,
      [userId, email, exceptUserNo],
    )) as { user_id: boolean; email: boolean }[];
    return { user_id: rows.some((t) => t.user_id), email: rows.some((t) => t.email) };
  }

  async insert(v: UserValues, db: Db = this.ds): Promise<number> {
    const [{ user_no: userNo }] = (await db.query(
      `INSERT INTO "auth"."user_account" ("user_id", "user_named", "email", "user_type_code", "status", "teacher_no",
         "student_no", "authority_function_ids", "center_nos")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING "user_no"`,
      [
        v.user_id,
        v.user_named,
        v.email,
        v.user_type_code,
        v.status,
        v.teacher_no,
        v.student_no,
        v.authority_function_ids,
        v.center_nos,
      ],
    )) as { user_no: number }[];
    return userNo;
  }

  // The access before an edit, the row locked until the transaction ends.
  async accessForUpdate(userNo: number, tx: EntityManager): Promise<UserAccess | null> {
    const [row] = (await tx.query(
      `SELECT "user_type_code", "status", "authority_function_ids", "center_nos" FROM "auth"."user_account"
        WHERE "user_no" = $1 FOR UPDATE`,
      [userNo],
    )) as UserAccess[];
    return row ?? null;
  }

  async updateWithLock(userNo: number, lockVersion: number, values: UserValues, tx: EntityManager): Promise<void> {
    await updateWithLock(tx, { schema: 'auth', table: 'user_account', key: { user_no: userNo }, lockVersion, values });
  }

  async deleteWithLock(userNo: number, lockVersion: number, tx: EntityManager): Promise<void> {
    await deleteWithLock(tx, { schema: 'auth', table: 'user_account', key: { user_no: userNo }, lockVersion });
  }

  // How many accounts are linked to the teacher or student.
  async countLinked(kind: PersonKind, no: number): Promise<number> {
    const [row] = (await this.ds.query(
      `SELECT count(*)::int AS "accounts" FROM "auth"."user_account" WHERE "${LINK_COLUMN[kind]}" = $1`,
      [no],
    )) as { accounts: number }[];
    return row.accounts;
  }
}
