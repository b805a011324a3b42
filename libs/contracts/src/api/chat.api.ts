import { api, byFunction, INTERNAL } from './define';

// Chat rooms on lessons (SPEC §1, §3 chat message, §7 Chat; issue 28; docs/chat.md). A room is
// (rel_model, rel_id): rel_model 'lesson' only, rel_id the lesson's schedule_no. Everyone holds the
// Chatroom screen (SPEC §6, always added); the chat service decides per room who may read and write.
export const CHAT_REL_MODELS = ['lesson'] as const;
export type ChatRelModel = (typeof CHAT_REL_MODELS)[number];
// a message's content: plain text, trimmed, 1 to CHAT_CONTENT_MAX characters
export const CHAT_CONTENT_MAX = 2000;
// messages per Chatroom_getChatroomMessages answer (the newest page first time, then the next newer ones)
export const CHAT_PAGE_MAX = 100;
// rooms per Chatroom_getMessageCounts call (the lesson rows a screen shows)
export const CHAT_COUNTS_MAX = 100;

export type ChatSenderRole = 'staff' | 'teacher' | 'student';
export type ChatroomMessage = {
  id: number;
  rel_model: ChatRelModel;
  rel_id: number;
  content: string;
  sender_user_no: number;
  sender_role: ChatSenderRole;
  sender_name: string;
  // ISO 8601
  created_at: string;
};
export type ChatRoomRef = { rel_model: ChatRelModel; rel_id: number };

// Without _last_message_id: the room's newest CHAT_PAGE_MAX messages; with it: the first CHAT_PAGE_MAX
// newer than it. Oldest first either way; has_more: newer ones remain (ask again from the last id).
// Reading marks the room read up to the last message returned. writable: false once the room is
// read-only (a past or cancelled lesson's, docs/chat.md).
export type ChatroomMessagesInput = ChatRoomRef & { _last_message_id?: number };
export type ChatroomMessagesOutput = { messages: ChatroomMessage[]; has_more: boolean; writable: boolean };
export type ChatroomSendInput = ChatRoomRef & { content: string };
// SPEC's {hash}(rel_model, rel_ids): per room its message count and how many of them the caller has not read
export type ChatroomCountsInput = { rel_model: ChatRelModel; rel_ids: number[] };
export type ChatroomCount = { rel_id: number; message_count: number; unread: number };

const CHATROOM = byFunction('Chatroom');

export const CHAT_APIS = {
  Chatroom_getChatroomMessages: api<ChatroomMessagesInput, ChatroomMessagesOutput>()('chat', CHATROOM),
  Chatroom_sendMessage: api<ChatroomSendInput, ChatroomMessage>()('chat', CHATROOM),
  Chatroom_getMessageCounts: api<ChatroomCountsInput, ChatroomCount[]>()('chat', CHATROOM),
  // The gateway's question for its sockets (same rule as the APIs, for the caller it passes): which of
  // the rooms the caller may read; unknown rooms and others' are left out.
  'Chatroom.getReadableRooms': api<ChatroomCountsInput, { rel_ids: number[] }>()('chat', INTERNAL),
} as const;
