import { CHAT_PAGE_MAX, type Caller } from '@school/contracts';
import { addDays, ROLE, tokyoDate } from '@school/domain';
import { AppError, RpcClient } from '@school/server-kit';
import { connect, type NatsConnection } from 'nats';
import { DataSource, type EntityManager } from 'typeorm';
import { LessonRoomRepository } from '../room/lesson-room.repository';
import { ChatroomRepository } from './chatroom.repository';
import { ChatroomService } from './chatroom.service';

// The Chatroom service over its repositories against the run's PostgreSQL (the sender's name from the
// run's auth over NATS): pages of messages, read positions and unread counts, the read-only period and
// the gateway's readable-rooms question. Each test runs in a transaction that is rolled back; the rooms
// 988_0xx are this file's own. teacher1 (user 10001, teacher 1) is a real account: send asks auth its name.
const ROOM = 988_001;
const OTHER_ROOM = 988_002;
const TODAY = tokyoDate(Date.now());

const caller = (o: Partial<Caller>): Caller => ({
  userNo: null,
  role: null,
  functionIds: ['Chatroom'],
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'chatroom.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
  ...o,
});
const teacher = caller({ userNo: 10_001, role: ROLE.TEACHER, teacherNo: 1 });
const student = caller({ userNo: 988_998, role: ROLE.STUDENT_110, studentNo: 988_901 });
const staff = caller({ userNo: 988_997, role: ROLE.OFFICE_STAFF, centerNos: [988] });

describe('Chatroom service (messages, read state, counts) against PostgreSQL', () => {
  let ds: DataSource;
  let nc: NatsConnection;

  // the service over the test's own transaction, always rolled back
  const rolledBack = async (work: (chat: ChatroomService, messages: ChatroomRepository, tx: EntityManager) => Promise<void>) => {
    const qr = ds.createQueryRunner();
    await qr.connect();
    await qr.startTransaction();
    const tx = qr.manager;
    const within = {
      query: (sql: string, params?: unknown[]) => tx.query(sql, params),
      transaction: (w: (m: EntityManager) => Promise<unknown>) => w(tx),
    } as unknown as DataSource;
    const messages = new ChatroomRepository(within);
    try {
      for (const [no, date] of [
        [ROOM, TODAY],
        [OTHER_ROOM, addDays(TODAY, -8)],
      ] as const)
        await tx.query(
          `INSERT INTO "chat"."lesson_room" ("schedule_no", "schedule_date", "student_no", "teacher_no", "center_no")
           VALUES ($1, $2, 988901, 1, 988)`,
          [no, date],
        );
      await work(new ChatroomService(within, new LessonRoomRepository(tx), messages, new RpcClient(nc, 10_000)), messages, tx);
    } finally {
      await qr.rollbackTransaction();
      await qr.release();
    }
  };
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: AppError) => ({ status: e.status, messageKey: e.messageKey, errors: e.errors }),
    );
  const room = { rel_model: 'lesson', rel_id: ROOM };

  beforeAll(async () => {
    // the run's services listen in the run's namespace (jest's global setup names it)
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
  });
  afterAll(async () => {
    await nc.close();
    await ds.destroy();
  });

  it('counts what others sent after the reader’s position as unread, until the reader reads it', () =>
    rolledBack(async (chat, messages, tx) => {
      const sent = [];
      for (const content of ['一', '二', '三']) sent.push(await chat.send({ ...room, content }, teacher));
      expect(sent[0]).toMatchObject({ sender_role: 'teacher', sender_name: '講師 一郎', sender_user_no: 10_001 });
      // each send's ChatMessageSent is in the outbox of its transaction
      const events = (await tx.query(
        `SELECT "payload" FROM "chat"."outbox" WHERE "type" = 'ChatMessageSent' AND ("payload"->>'rel_id')::int = $1 ORDER BY "id"`,
        [ROOM],
      )) as { payload: unknown }[];
      expect(events.map((e) => e.payload)).toEqual(sent);

      const counts = (who: Caller) => chat.counts({ rel_model: 'lesson', rel_ids: [ROOM, OTHER_ROOM, ROOM] }, who);
      expect(await counts(student)).toEqual([
        { rel_id: ROOM, message_count: 3, unread: 3 },
        { rel_id: OTHER_ROOM, message_count: 0, unread: 0 },
      ]);
      // the sender's own messages are read
      expect((await counts(teacher))[0].unread).toBe(0);
      const newer = await chat.messagesOf({ ...room, _last_message_id: sent[0].id }, student);
      expect(newer).toEqual({ messages: sent.slice(1), has_more: false, writable: true });
      expect((await counts(student))[0].unread).toBe(0);
      expect((await counts(staff))[0].unread).toBe(3);
      // a read position never goes back
      await messages.markRead(988_998, 'lesson', ROOM, sent[0].id);
      expect((await counts(student))[0].unread).toBe(0);
      await chat.send({ ...room, content: '四' }, teacher);
      expect((await counts(student))[0]).toEqual({ rel_id: ROOM, message_count: 4, unread: 1 });
    }));

  it('answers the newest page first, then pages of newer messages with has_more', () =>
    rolledBack(async (chat, _messages, tx) => {
      const ids = (
        (await tx.query(
          `INSERT INTO "chat"."chat_message" ("rel_model", "rel_id", "content", "sender_user_no", "sender_role", "sender_name")
           SELECT 'lesson', $1, 'm' || i, 10001, 'teacher', 'x' FROM generate_series(1, $2) i RETURNING "id"::int AS "id"`,
          [ROOM, CHAT_PAGE_MAX + 5],
        )) as { id: number }[]
      ).map((r) => r.id);
      const newest = await chat.messagesOf(room, staff);
      expect(newest.messages.map((m) => m.id)).toEqual(ids.slice(5));
      expect(newest.has_more).toBe(false);
      const first = await chat.messagesOf({ ...room, _last_message_id: 0 }, student);
      expect(first.messages.map((m) => m.id)).toEqual(ids.slice(0, CHAT_PAGE_MAX));
      expect(first.has_more).toBe(true);
      const rest = await chat.messagesOf({ ...room, _last_message_id: ids[CHAT_PAGE_MAX - 1] }, student);
      expect(rest).toMatchObject({ has_more: false });
      expect(rest.messages.map((m) => m.id)).toEqual(ids.slice(CHAT_PAGE_MAX));
    }));

  it('keeps a room read-only after its period, refuses outsiders and bad input, and tells the gateway the readable rooms', () =>
    rolledBack(async (chat) => {
      const past = { rel_model: 'lesson', rel_id: OTHER_ROOM };
      expect(await chat.messagesOf(past, student)).toEqual({ messages: [], has_more: false, writable: false });
      expect(await refusal(chat.send({ ...past, content: 'x' }, student))).toMatchObject({
        status: 400,
        messageKey: 'chat.readOnly',
      });
      const outsider = caller({ userNo: 988_996, role: ROLE.STUDENT_110, studentNo: 988_902 });
      expect(await refusal(chat.messagesOf(room, outsider))).toMatchObject({ status: 403 });
      expect(await refusal(chat.send({ ...room, content: 'x' }, { ...teacher, teacherNo: 2 }))).toMatchObject({ status: 403 });
      expect(await refusal(chat.send({ ...room, content: 'a\u0000b' }, teacher))).toMatchObject({
        status: 422,
        errors: { content: ['validation.regex'] },
      });
      expect(await refusal(chat.messagesOf({ ...room, _last_message_id: -1 }, teacher))).toMatchObject({ status: 422 });
      expect(await refusal(chat.counts({ rel_model: 'lesson', rel_ids: 'x' }, teacher))).toMatchObject({ status: 422 });
      expect(await chat.readable({ rel_model: 'lesson', rel_ids: [ROOM, OTHER_ROOM, 2_147_483_000] }, student)).toEqual({
        rel_ids: [ROOM, OTHER_ROOM],
      });
      expect(await chat.readable({ rel_model: 'lesson', rel_ids: [ROOM] }, outsider)).toEqual({ rel_ids: [] });
    }));
});
