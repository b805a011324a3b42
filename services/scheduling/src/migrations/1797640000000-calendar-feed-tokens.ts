import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Calendar feeds (issue 25, docs/calendar-feeds.md): one private feed token per account, stored as
// the sha-256 of the token only. A row is replaced whole (enable) or removed (revoke) by its own user,
// never edited by two people, so it carries no lock_version. owner_kind/owner_no: whose lessons the
// feed lists (the account's teacher or student at the time it was enabled); locale_code: the
// language of the session that enabled it, the feed's texts' language.
export class CalendarFeedTokens1797640000000 implements MigrationInterface {
  name = 'CalendarFeedTokens1797640000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "scheduling"."calendar_feed_token" (
      "user_no" int PRIMARY KEY,
      "token_hash" bytea NOT NULL UNIQUE CHECK (octet_length("token_hash") = 32),
      "owner_kind" text NOT NULL CHECK ("owner_kind" IN ('teacher', 'student')),
      "owner_no" int NOT NULL,
      "locale_code" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "scheduling"."calendar_feed_token"`);
  }
}
