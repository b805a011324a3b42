import { deadLetterTableSql, dropDeadLetterTableSql } from '@school/server-kit';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The chat service's own copy of lessons (who may read and write each lesson's room, docs/chat.md),
// kept from scheduling's Lesson* events (chat-lesson-rooms) and rebuilt from its snapshot
// (chat:projection:rebuild); each user's read position per room (unread counts); the dead letters of
// the consumer.
export class LessonRoomsAndReadState1797800000000 implements MigrationInterface {
  name = 'LessonRoomsAndReadState1797800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "chat"."lesson_room" (
      "schedule_no" int PRIMARY KEY,
      "schedule_date" date NOT NULL,
      "student_no" int NOT NULL,
      "teacher_no" int NOT NULL DEFAULT 0,
      "center_no" int NOT NULL,
      "original_center_no" int NOT NULL DEFAULT 0,
      "cancelled_on" date,
      "version" int NOT NULL DEFAULT 0)`);
    // a student's or a teacher's rooms (the Chatroom screen)
    await q.query(`CREATE INDEX "lesson_room_student" ON "chat"."lesson_room" ("student_no", "schedule_date")`);
    await q.query(
      `CREATE INDEX "lesson_room_teacher" ON "chat"."lesson_room" ("teacher_no", "schedule_date") WHERE "teacher_no" > 0`,
    );
    await q.query(`CREATE TABLE "chat"."room_read" (
      "user_no" int NOT NULL,
      "rel_model" text NOT NULL,
      "rel_id" bigint NOT NULL,
      "last_read_id" bigint NOT NULL,
      PRIMARY KEY ("user_no", "rel_model", "rel_id"))`);
    for (const sql of deadLetterTableSql('chat')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropDeadLetterTableSql('chat')) await q.query(sql);
    await q.query(`DROP TABLE "chat"."room_read"`);
    await q.query(`DROP TABLE "chat"."lesson_room"`);
  }
}
