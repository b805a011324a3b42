import { Injectable } from '@nestjs/common';
import {
  CHAT_CONTENT_MAX,
  CHAT_COUNTS_MAX,
  CHAT_PAGE_MAX,
  CHAT_REL_MODELS,
  CHAT_ROOMS_DAYS,
  CHAT_ROOMS_MAX,
  type Caller,
  type ChatroomCount,
  type ChatroomMessage,
  type ChatroomMessagesOutput,
  type ChatroomRoom,
  type ChatroomUnread,
  type ChatRelModel,
  type ChatSenderRole,
} from '@school/contracts';
import { addDays, ROLE, roomAccess, roomScope, STUDENT_ROLES, tokyoDate, type RoomAccess } from '@school/domain';
import {
  businessRuleError,
  forbiddenError,
  notFoundError,
  RpcClient,
  validationError,
  writeEvent,
  type FieldMessage,
} from '@school/server-kit';
import { DataSource } from 'typeorm';
import { LessonRoomRepository, type StoredRoom } from '../room/lesson-room.repository';
import { ChatroomRepository } from './chatroom.repository';

type Input = Record<string, unknown>;

const INT_MAX = 2_147_483_647;
const isRelId = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= INT_MAX;
const relModelOf = (input: Input): ChatRelModel => {
  if (!(CHAT_REL_MODELS as readonly unknown[]).includes(input.rel_model))
    throw validationError({ rel_model: [{ key: 'validation.oneOf', params: { values: CHAT_REL_MODELS.join(', ') } }] });
  return input.rel_model as ChatRelModel;
};
const relIdOf = (input: Input): number => {
  if (!isRelId(input.rel_id)) throw validationError({ rel_id: ['validation.integer'] });
  return input.rel_id;
};
// plain text, trimmed; NUL is refused (PostgreSQL text cannot hold it); length in characters
const contentOf = (input: Input): string => {
  const content = typeof input.content === 'string' ? input.content.trim() : '';
  const error: FieldMessage | null = !content
    ? 'validation.required'
    : [...content].length > CHAT_CONTENT_MAX
      ? { key: 'validation.max', params: { length: CHAT_CONTENT_MAX } }
      : content.includes('\u0000')
        ? 'validation.regex'
        : null;
  if (error) throw validationError({ content: [error] });
  return content;
};
const relIdsOf = (input: Input): number[] => {
  const ids = input.rel_ids;
  if (!Array.isArray(ids) || !ids.every(isRelId)) throw validationError({ rel_ids: ['validation.integer'] });
  if (ids.length > CHAT_COUNTS_MAX)
    throw validationError({ rel_ids: [{ key: 'chat.tooManyRooms', params: { max: CHAT_COUNTS_MAX } }] });
  return [...new Set(ids)];
};
const senderRoleOf = (caller: Caller): ChatSenderRole =>
  STUDENT_ROLES.includes(caller.role ?? 0) ? 'student' : caller.role === ROLE.TEACHER ? 'teacher' : 'staff';

// Chat rooms on lessons (SPEC §7 Chat, issue 28; docs/chat.md). Every call is checked against the
// chat service's own copy of lessons: an unknown lesson is 404, a room the caller is no member of
// 403, a send to a read-only room 400 (chat.readOnly).
@Injectable()
export class ChatroomService {
  constructor(
    private readonly ds: DataSource,
    private readonly rooms: LessonRoomRepository,
    private readonly messages: ChatroomRepository,
    private readonly rpc: RpcClient,
  ) {}

  // The caller's access to each room, today (Tokyo); a lesson the copy lacks is 404.
  private async accessTo(relIds: readonly number[], caller: Caller): Promise<Map<number, RoomAccess>> {
    const rooms = await this.rooms.rooms(relIds);
    const today = tokyoDate(Date.now());
    return new Map(
      relIds.map((no) => {
        const room = rooms.get(no);
        if (!room) throw notFoundError('lesson');
        return [no, roomAccess(room, caller, today)];
      }),
    );
  }

  private async member(relId: number, caller: Caller): Promise<{ userNo: number; access: RoomAccess }> {
    const userNo = caller.userNo;
    if (!Number.isInteger(userNo)) throw forbiddenError();
    const access = (await this.accessTo([relId], caller)).get(relId) as RoomAccess;
    if (access === 'none') throw forbiddenError();
    return { userNo: userNo as number, access };
  }

  // Chatroom_getChatroomMessages: marks the room read up to the last message returned.
  async messagesOf(input: Input, caller: Caller): Promise<ChatroomMessagesOutput> {
    const relModel = relModelOf(input);
    const relId = relIdOf(input);
    const after = input._last_message_id;
    if (after !== undefined && after !== null && !(Number.isSafeInteger(after) && (after as number) >= 0))
      throw validationError({ _last_message_id: ['validation.integer'] });
    const { userNo, access } = await this.member(relId, caller);
    const page =
      typeof after === 'number'
        ? await this.messages.newerThan(relModel, relId, after, CHAT_PAGE_MAX + 1)
        : await this.messages.newest(relModel, relId, CHAT_PAGE_MAX);
    const messages = page.slice(0, CHAT_PAGE_MAX);
    if (messages.length) await this.messages.markRead(userNo, relModel, relId, messages[messages.length - 1].id);
    return { messages, has_more: page.length > CHAT_PAGE_MAX, writable: access === 'write' };
  }

  // Chatroom_sendMessage: the message and its ChatMessageSent (what the gateways deliver) commit together.
  async send(input: Input, caller: Caller): Promise<ChatroomMessage> {
    const relModel = relModelOf(input);
    const relId = relIdOf(input);
    const content = contentOf(input);
    const { userNo, access } = await this.member(relId, caller);
    if (access !== 'write') throw businessRuleError('chat.readOnly');
    // the name as auth has it now, kept with the message (the room reads without asking auth)
    const me = await this.rpc.call('getCurrentUser', {}, caller);
    return this.ds.transaction(async (tx) => {
      const message = await this.messages.insert(tx, {
        rel_model: relModel,
        rel_id: relId,
        content,
        sender_user_no: userNo,
        sender_role: senderRoleOf(caller),
        sender_name: me?.user_named ?? '',
      });
      await writeEvent(tx, 'ChatMessageSent', message);
      return message;
    });
  }

  // Chatroom_getMessageCounts (SPEC's {hash}): every room the copy knows must be the caller's to read.
  // A lesson the copy does not know yet (created a moment ago, its event on the way) is left out of the
  // answer rather than failing it: a screen's other lessons keep their counts.
  async counts(input: Input, caller: Caller): Promise<ChatroomCount[]> {
    const relModel = relModelOf(input);
    const relIds = relIdsOf(input);
    if (!Number.isInteger(caller.userNo)) throw forbiddenError();
    const rooms = await this.rooms.rooms(relIds);
    const known = relIds.filter((no) => rooms.has(no));
    const today = tokyoDate(Date.now());
    if (known.some((no) => roomAccess(rooms.get(no)!, caller, today) === 'none')) throw forbiddenError();
    return known.length ? this.messages.counts(caller.userNo as number, relModel, known) : [];
  }

  // The rooms the Chatroom screen lists for the caller (of lessons within CHAT_ROOMS_DAYS, newest
  // first, at most CHAT_ROOMS_MAX; optionally one student's), each with its access and counts.
  private async listed(
    relModel: ChatRelModel,
    studentNo: number | null,
    caller: Caller,
  ): Promise<{ room: StoredRoom; access: RoomAccess; count: ChatroomCount | undefined }[]> {
    const scope = roomScope(caller);
    if (!scope || !Number.isInteger(caller.userNo)) return [];
    const today = tokyoDate(Date.now());
    const rooms = await this.rooms.inScope(
      scope,
      studentNo,
      addDays(today, -CHAT_ROOMS_DAYS.back),
      addDays(today, CHAT_ROOMS_DAYS.ahead),
      CHAT_ROOMS_MAX,
    );
    if (!rooms.length) return [];
    const counts = await this.messages.counts(
      caller.userNo as number,
      relModel,
      rooms.map((r) => r.schedule_no),
    );
    const countOf = new Map(counts.map((c) => [c.rel_id, c]));
    // the scope selects the members; the rule has the last word on each room
    return rooms.flatMap((room) => {
      const access = roomAccess(room, caller, today);
      return access === 'none' ? [] : [{ room, access, count: countOf.get(room.schedule_no) }];
    });
  }

  // Chatroom_getRooms (the Chatroom screen's list): the caller's rooms of recent and coming lessons,
  // each with its counts for the caller and its newest message.
  async roomsOf(input: Input, caller: Caller): Promise<ChatroomRoom[]> {
    const relModel = relModelOf(input);
    const studentNo = input.student_no ?? null;
    if (studentNo !== null && !isRelId(studentNo)) throw validationError({ student_no: ['validation.integer'] });
    const listed = await this.listed(relModel, studentNo, caller);
    if (!listed.length) return [];
    const last = await this.messages.lastMessages(
      relModel,
      listed.map((l) => l.room.schedule_no),
    );
    return listed.map(({ room, access, count }) => {
      const newest = last.get(room.schedule_no);
      return {
        rel_id: room.schedule_no,
        message_count: count?.message_count ?? 0,
        unread: count?.unread ?? 0,
        schedule_date: room.schedule_date,
        student_no: room.student_no,
        teacher_no: room.teacher_no,
        cancelled: room.cancelled_on !== null,
        writable: access === 'write',
        last_message_at: newest?.created_at ?? null,
        last_sender_name: newest?.sender_name ?? null,
      };
    });
  }

  // Chatroom_getUnreadCount (the sidebar's Chatroom entry): what the caller has not read over the rooms
  // Chatroom_getRooms lists, so the count matches the screen the entry opens.
  async unreadOf(input: Input, caller: Caller): Promise<ChatroomUnread> {
    const listed = await this.listed(relModelOf(input), null, caller);
    const unread = listed.map((l) => l.count?.unread ?? 0);
    return { unread: unread.reduce((a, b) => a + b, 0), rooms: unread.filter((n) => n > 0).length };
  }

  // Chatroom.getReadableRooms (the gateway's sockets): the rooms the caller may read; unknown ones left out.
  async readable(input: Input, caller: Caller): Promise<{ rel_ids: number[] }> {
    relModelOf(input);
    const relIds = relIdsOf(input);
    const rooms = await this.rooms.rooms(relIds);
    const today = tokyoDate(Date.now());
    return { rel_ids: relIds.filter((no) => rooms.has(no) && roomAccess(rooms.get(no)!, caller, today) !== 'none') };
  }
}
