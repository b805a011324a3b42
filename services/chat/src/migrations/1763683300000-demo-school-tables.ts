import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Chat messages of the rooms attached to lessons.
export class DemoSchoolTables1763683300000 implements MigrationInterface {
  name = 'DemoSchoolTables1763683300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "chat"."chat_message" (
      "id" bigserial PRIMARY KEY,
      "rel_model" text NOT NULL,
      "rel_id" bigint NOT NULL,
      "content" text NOT NULL,
      "sender_user_no" int NOT NULL,
      "sender_role" text NOT NULL CHECK ("sender_role" IN ('staff', 'teacher', 'student')),
      "sender_name" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now())`);
    // a room's messages in order, and "new since message id" polling
    await q.query(`CREATE INDEX "chat_message_room" ON "chat"."chat_message" ("rel_model", "rel_id", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "chat"."chat_message"`);
  }
}
