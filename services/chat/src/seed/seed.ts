import { type DataSource } from 'typeorm';
import { type SeedOptions } from '@school/server-kit';
import {
  buildDemoSchool,
  columnsOf,
  syncSerialSql,
  tokyoToday,
  insertRows,
  type ChatMessageRow,
  type LessonRow,
} from '@school/demo-school';

// The chat schema's share of the demo school, replaced in one transaction.
export const seedChat = async (ds: DataSource, o: SeedOptions): Promise<void> => {
  const school = buildDemoSchool({ scale: o.scale, seed: o.seed, today: tokyoToday(new Date()) });
  const columns = columnsOf<ChatMessageRow>([
    ['id', 'bigint'],
    ['rel_model', 'text'],
    ['rel_id', 'bigint'],
    ['content', 'text'],
    ['sender_user_no', 'int'],
    ['sender_role', 'text'],
    ['sender_name', 'text'],
    ['created_at', 'timestamptz'],
  ]);
  await ds.transaction(async (tx) => {
    await tx.query(`TRUNCATE "chat"."chat_message", "chat"."room_read", "chat"."lesson_room" RESTART IDENTITY`);
    await insertRows(tx, 'chat', 'chat_message', columns, school.chatMessages);
    await tx.query(syncSerialSql('chat', 'chat_message', 'id'));
    // the rooms as scheduling's seed has the same lessons (version 0: every board change is newer; none
    // is cancelled); `npm run seed` then rebuilds them from scheduling's snapshot (chat:projection:rebuild)
    await insertRows(
      tx,
      'chat',
      'lesson_room',
      columnsOf<LessonRow>([
        ['schedule_no', 'int'],
        ['schedule_date', 'date'],
        ['student_no', 'int'],
        ['teacher_no', 'int'],
        ['center_no', 'int'],
        ['original_center_no', 'int'],
      ]),
      school.lessons,
    );
  });
};

export const chatIsEmpty = async (ds: DataSource): Promise<boolean> =>
  ((await ds.query(`SELECT 1 FROM "chat"."chat_message" LIMIT 1`)) as unknown[]).length === 0;
