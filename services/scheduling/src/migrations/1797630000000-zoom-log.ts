import { type MigrationInterface, type QueryRunner } from 'typeorm';

// ZoomLog (issue 25, SPEC §6 names the screen only): this product's own table, not one of SPEC §3's.
// One row per change of a lesson's meeting link on M00501 (set, changed, removed) and per opening of
// the link from C11101/C21101 (ZoomLog_recordOpen). Rows are only ever added, never edited, so they
// carry no lock_version. The passcode is never stored here: a change row says only whether it changed.
export class ZoomLog1797630000000 implements MigrationInterface {
  name = 'ZoomLog1797630000000';

  async up(q: QueryRunner): Promise<void> {
    // zoom_url, zoom_meeting_id: the link after a set or change, the link handed out on an opening;
    // null on a removal. actor: who wrote the row, by role; actor_no: their teacher_no or student_no
    // (null for staff), so an opening stays the opener's when the lesson changes hands later.
    await q.query(`CREATE TABLE "scheduling"."lesson_meeting_log" (
      "log_no" serial PRIMARY KEY,
      "schedule_no" int NOT NULL REFERENCES "scheduling"."lesson" ("schedule_no") ON DELETE CASCADE,
      "kind" text NOT NULL CHECK ("kind" IN ('set', 'changed', 'removed', 'opened')),
      "zoom_url" text,
      "zoom_meeting_id" text,
      "passcode_changed" boolean,
      "user_no" int,
      "actor" text NOT NULL CHECK ("actor" IN ('staff', 'teacher', 'student')),
      "actor_no" int,
      "logged_at" timestamptz NOT NULL DEFAULT now(),
      CHECK (("kind" = 'opened') = ("passcode_changed" IS NULL)),
      CHECK (("kind" = 'removed') = ("zoom_url" IS NULL)),
      CHECK (("actor" = 'staff') = ("actor_no" IS NULL)))`);
    await q.query(`CREATE INDEX "lesson_meeting_log_lesson" ON "scheduling"."lesson_meeting_log" ("schedule_no", "logged_at")`);
    await q.query(`CREATE INDEX "lesson_meeting_log_logged" ON "scheduling"."lesson_meeting_log" ("logged_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "scheduling"."lesson_meeting_log"`);
  }
}
