import { type MigrationInterface, type QueryRunner } from 'typeorm';

// M00501: the Zoom meeting of a lesson. A meeting id or passcode without the URL means nothing, so
// the table refuses it whatever writes the row.
export class LessonZoomMeeting1795498506000 implements MigrationInterface {
  name = 'LessonZoomMeeting1795498506000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "scheduling"."lesson"
      ADD COLUMN "zoom_url" text,
      ADD COLUMN "zoom_meeting_id" text,
      ADD COLUMN "zoom_passcode" text,
      ADD CONSTRAINT "lesson_zoom_needs_url" CHECK ("zoom_url" IS NOT NULL OR ("zoom_meeting_id" IS NULL AND "zoom_passcode" IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "scheduling"."lesson"
      DROP CONSTRAINT "lesson_zoom_needs_url",
      DROP COLUMN "zoom_passcode",
      DROP COLUMN "zoom_meeting_id",
      DROP COLUMN "zoom_url"`);
  }
}
