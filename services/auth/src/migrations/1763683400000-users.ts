import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class Users1763683400000 implements MigrationInterface {
  name = 'Users1763683400000';

  async up(q: QueryRunner): Promise<void> {
    // M20901 users. status: A active, P pending email confirmation, S stopped. role_code V = visitor.
    await q.query(`CREATE TABLE "auth"."user_account" (
      "user_no" serial PRIMARY KEY,
      "user_id" text NOT NULL,
      "email" text,
      "email_verified_at" timestamptz,
      "password_hash" text,
      "user_named" text NOT NULL,
      "user_type_code" int NOT NULL,
      "role_code" text NOT NULL DEFAULT 'U',
      "status" text NOT NULL DEFAULT 'A' CHECK ("status" IN ('A', 'P', 'S')),
      "student_no" int,
      "teacher_no" int,
      "locale_code" text NOT NULL DEFAULT 'ja' CHECK ("locale_code" IN ('ja', 'en', 'zh-Hant')),
      "permissions" text[] NOT NULL DEFAULT '{}',
      "authority_function_ids" text[] NOT NULL DEFAULT '{}',
      "center_nos" int[] NOT NULL DEFAULT '{}',
      "lock_version" int NOT NULL DEFAULT 0,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE UNIQUE INDEX "user_account_user_id" ON "auth"."user_account" (lower("user_id"))`);
    await q.query(`CREATE UNIQUE INDEX "user_account_email" ON "auth"."user_account" (lower("email")) WHERE "email" IS NOT NULL`);
    // T0012: the server menu of each role.
    await q.query(`CREATE TABLE "auth"."role_menu" (
      "user_type_code" int NOT NULL,
      "function_id" text NOT NULL,
      "mmenu_name" text NOT NULL,
      "sort_order" int NOT NULL,
      PRIMARY KEY ("user_type_code", "function_id"))`);
    await q.query(`CREATE TABLE "auth"."social_identity" (
      "provider" text NOT NULL,
      "subject" text NOT NULL,
      "user_no" int NOT NULL REFERENCES "auth"."user_account" ON DELETE CASCADE,
      "email" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("provider", "subject"))`);
    // Single-use links: only the SHA-256 of the token is stored.
    await q.query(`CREATE TABLE "auth"."email_token" (
      "token_hash" bytea PRIMARY KEY,
      "kind" text NOT NULL CHECK ("kind" IN ('login', 'register', 'bind', 'reset')),
      "user_no" int NOT NULL REFERENCES "auth"."user_account" ON DELETE CASCADE,
      "email" text NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "email_token_user" ON "auth"."email_token" ("user_no", "kind")`);
    await q.query(`CREATE TABLE "auth"."audit_log" (
      "id" bigserial PRIMARY KEY,
      "at" timestamptz NOT NULL DEFAULT now(),
      "event" text NOT NULL,
      "user_no" int,
      "actor_user_no" int,
      "ip" text,
      "detail" jsonb NOT NULL DEFAULT '{}')`);
    await q.query(`CREATE INDEX "audit_log_user" ON "auth"."audit_log" ("user_no", "at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['audit_log', 'email_token', 'social_identity', 'role_menu', 'user_account'])
      await q.query(`DROP TABLE "auth"."${t}"`);
  }
}
