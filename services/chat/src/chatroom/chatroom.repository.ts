import { Injectable } from '@nestjs/common';
import { type ChatroomCount, type ChatroomMessage, type ChatRelModel, type ChatSenderRole } from '@school/contracts';
import { DataSource, type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;
type MessageRow = Omit<ChatroomMessage, 'id' | 'rel_id' | 'created_at'> & { id: string; rel_id: string; created_at: Date };

const MESSAGE_COLUMNS = `"id", "rel_model", "rel_id", "content", "sender_user_no", "sender_role", "sender_name", "created_at"`;

// bigint columns come back as text; ids stay far below 2^53
const messageOf = (r: MessageRow): ChatroomMessage => ({
  ...r,
  id: Number(r.id),
  rel_id: Number(r.rel_id),
  created_at: r.created_at.toISOString(),
});

export type NewMessage = {
  rel_model: ChatRelModel;
  rel_id: number;
  content: string;
  sender_user_no: number;
  sender_role: ChatSenderRole;
  sender_name: string;
};

// A room's messages (chat.chat_message) and each user's read position in it (chat.room_read).
@Injectable()
export class ChatroomRepository {
  constructor(private readonly ds: DataSource) {}

  // The room's newest `limit` messages, oldest first.
  async newest(relModel: ChatRelModel, relId: number, limit: number): Promise<ChatroomMessage[]> {
    const rows = (await this.ds.query(
      `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM "chat"."chat_message"
                       WHERE "rel_model" = $1 AND "rel_id" = $2 ORDER BY "id" DESC LIMIT $3) m
        ORDER BY "id"`,
      [relModel, relId, limit],
    )) as MessageRow[];
    return rows.map(messageOf);
  }

  // The first `limit` messages newer than the id, oldest first.
  async newerThan(relModel: ChatRelModel, relId: number, afterId: number, limit: number): Promise<ChatroomMessage[]> {
    const rows = (await this.ds.query(
      `SELECT ${MESSAGE_COLUMNS} FROM "chat"."chat_message"
        WHERE "rel_model" = $1 AND "rel_id" = $2 AND "id" > $3 ORDER BY "id" LIMIT $4`,
      [relModel, relId, afterId, limit],
    )) as MessageRow[];
    return rows.map(messageOf);
  }

  async insert(tx: Queryable, m: NewMessage): Promise<ChatroomMessage> {
    const [row] = (await tx.query(
      `INSERT INTO "chat"."chat_message" ("rel_model", "rel_id", "content", "sender_user_no", "sender_role", "sender_name")
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${MESSAGE_COLUMNS}`,
      [m.rel_model, m.rel_id, m.content, m.sender_user_no, m.sender_role, m.sender_name],
    )) as MessageRow[];
    return messageOf(row);
  }

  // The user has read the room up to the message (a read position never goes back).
  async markRead(userNo: number, relModel: ChatRelModel, relId: number, lastId: number): Promise<void> {
    await this.ds.query(
      `INSERT INTO "chat"."room_read" AS r ("user_no", "rel_model", "rel_id", "last_read_id") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("user_no", "rel_model", "rel_id") DO UPDATE SET "last_read_id" = greatest(r."last_read_id", EXCLUDED."last_read_id")`,
      [userNo, relModel, relId, lastId],
    );
  }

  // Per room its newest message: when, and by whom.
  async lastMessages(
    relModel: ChatRelModel,
    relIds: readonly number[],
  ): Promise<Map<number, { created_at: string; sender_name: string }>> {
    const rows = (await this.ds.query(
      `SELECT DISTINCT ON ("rel_id") "rel_id"::int AS "rel_id", "created_at", "sender_name" FROM "chat"."chat_message"
        WHERE "rel_model" = $1 AND "rel_id" = ANY($2::bigint[]) ORDER BY "rel_id", "id" DESC`,
      [relModel, relIds],
    )) as { rel_id: number; created_at: Date; sender_name: string }[];
    return new Map(rows.map((r) => [r.rel_id, { created_at: r.created_at.toISOString(), sender_name: r.sender_name }]));
  }

  // Per room: its messages, and those others sent after the user's read position (own ones are read).
  counts(userNo: number, relModel: ChatRelModel, relIds: readonly number[]): Promise<ChatroomCount[]> {
    return this.ds.query(
      `SELECT r."rel_id"::int AS "rel_id", count(m."id")::int AS "message_count",
              (count(m."id") FILTER (WHERE m."id" > coalesce(rr."last_read_id", 0) AND m."sender_user_no" <> $3))::int AS "unread"
         FROM unnest($2::bigint[]) AS r("rel_id")
         LEFT JOIN "chat"."chat_message" m ON m."rel_model" = $1 AND m."rel_id" = r."rel_id"
         LEFT JOIN "chat"."room_read" rr ON rr."user_no" = $3 AND rr."rel_model" = $1 AND rr."rel_id" = r."rel_id"
        GROUP BY r."rel_id", rr."last_read_id"
        ORDER BY r."rel_id"`,
      [relModel, relIds, userNo],
    ) as Promise<ChatroomCount[]>;
  }
}
