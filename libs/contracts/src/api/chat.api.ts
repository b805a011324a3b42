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
// Chatroom_getRooms: the lessons of a month back (rooms stay writable a week after) to two months
// ahead (lessons are booked up to the end of next month), at most CHAT_ROOMS_MAX of them
export const CHAT_ROOMS_DAYS = { back: 31, ahead: 62 } as const;
export const CHAT_ROOMS_MAX = 100;

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
// The Chatroom screen's list: the rooms the caller may read, of lessons within CHAT_ROOMS_DAYS of
// today, newest lesson first (at most CHAT_ROOMS_MAX); student_no: only that student's.
export type ChatroomRoomsInput = { rel_model: ChatRelModel; student_no?: number };
export type ChatroomRoom = ChatroomCount & {
  schedule_date: string;
  student_no: number;
  // 0: no teacher
  teacher_no: number;
  cancelled: boolean;
  writable: boolean;
  // the room's newest message: when and by whom (null: no message yet)
  last_message_at: string | null;
  last_sender_name: string | null;
};
// The sidebar's Chatroom entry: the caller's unread messages over the rooms Chatroom_getRooms lists
// (without student_no), and in how many rooms they are.
export type ChatroomUnreadInput = { rel_model: ChatRelModel };
export type ChatroomUnread = { unread: number; rooms: number };

const CHATROOM = byFunction('Chatroom');

export const CHAT_APIS = {
  Chatroom_getChatroomMessages: api<ChatroomMessagesInput, ChatroomMessagesOutput>()('chat', CHATROOM),
  Chatroom_sendMessage: api<ChatroomSendInput, ChatroomMessage>()('chat', CHATROOM),
  Chatroom_getMessageCounts: api<ChatroomCountsInput, ChatroomCount[]>()('chat', CHATROOM),
  Chatroom_getRooms: api<ChatroomRoomsInput, ChatroomRoom[]>()('chat', CHATROOM),
  Chatroom_getUnreadCount: api<ChatroomUnreadInput, ChatroomUnread>()('chat', CHATROOM),
  // The gateway's question for its sockets (same rule as the APIs, for the caller it passes): which of
  // the rooms the caller may read; unknown rooms and others' are left out.
  'Chatroom.getReadableRooms': api<ChatroomCountsInput, { rel_ids: number[] }>()('chat', INTERNAL),
} as const;
