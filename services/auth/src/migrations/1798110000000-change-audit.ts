import { type MigrationInterface, type QueryRunner } from 'typeorm';

// M21201 audit trail (docs/audit.md): one row per event and record it changed, so a redelivered event
// adds nothing; the administrator's menu (560) gains the screen in a database already seeded (a school
// that has set its menus, or an unseeded database, keeps what it has).
export class ChangeAudit1798110000000 implements MigrationInterface {
  name = 'ChangeAudit1798110000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "auth"."change_audit" (
      "seq" bigserial NOT NULL UNIQUE,
      "event_id" text NOT NULL,
      "record_type" text NOT NULL,
      "record_key" text NOT NULL,
      "occurred_at" timestamptz NOT NULL,
      "service" text NOT NULL,
      "event_type" text NOT NULL,
      "actor_user_no" int,
      "request_id" text,
      "before" jsonb,
      "after" jsonb NOT NULL,
      "recorded_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("event_id", "record_type", "record_key"))`);
    await q.query(
      `CREATE INDEX "change_audit_record" ON "auth"."change_audit" ("record_type", "record_key", "event_type", "occurred_at")`,
    );
    await q.query(`CREATE INDEX "change_audit_occurred" ON "auth"."change_audit" ("occurred_at")`);
    await q.query(`CREATE INDEX "change_audit_actor" ON "auth"."change_audit" ("actor_user_no", "occurred_at")`);
    await q.query(`CREATE INDEX "change_audit_request" ON "auth"."change_audit" ("request_id")`);
    await q.query(
      `INSERT INTO "auth"."role_menu" ("user_type_code", "function_id", "mmenu_name", "sort_order")
       SELECT 560, 'M21201', '変更履歴', max("sort_order") + 1 FROM "auth"."role_menu" WHERE "user_type_code" = 560
       HAVING count(*) > 0
       ON CONFLICT DO NOTHING`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "auth"."role_menu" WHERE "user_type_code" = 560 AND "function_id" = 'M21201'`);
    await q.query(`DROP TABLE "auth"."change_audit"`);
  }
}
