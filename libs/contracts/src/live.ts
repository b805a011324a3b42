import type { ChatroomMessage } from './api/chat.api';
import type { EventName, LessonRef } from './events';

// The live socket of the gateway (docs/live.md): one websocket per page at LIVE_PATH, signed in by
// the session cookie; the page joins channels, each "<kind>:<id>", and the gateway pushes what
// happens on them. JSON both ways.
export const LIVE_PATH = '/live';
// A channel name's kinds; each has an authorizer in the gateway (services/gateway/src/live/).
export const LIVE_CHANNEL_KINDS = ['board', 'lesson'] as const;
export type LiveChannelKind = (typeof LIVE_CHANNEL_KINDS)[number];
// The most channels one socket may hold (a board of a month holds about 31).
export const LIVE_MAX_CHANNELS = 100;
// Subscribe frames per socket (each may ask the data's owner): a bucket of `burst` frames refilled at
// `burst` per `perMs`; a socket over it is closed with LIVE_CLOSE.tooManySubscribes. The client sends the
// channels its screens want in one tick as one frame, so a page sends one or two per screen change.
export const LIVE_SUBSCRIBE_RATE = { burst: 20, perMs: 10_000 } as const;

export type LiveClientMessage = { type: 'subscribe' | 'unsubscribe'; channels: string[] };
export type LiveServerMessage =
  // the answer to a subscribe: each channel joined or refused (not allowed, unknown kind, malformed)
  | { type: 'subscribed'; ok: string[]; refused: string[] }
  | { type: 'event'; channel: string; event: LiveEvent }
  // the socket no longer holds these channels: its access was asked again and lost (a lesson
  // reassigned away from its teacher); nothing of them is delivered any more
  | { type: 'revoked'; channels: string[] }
  // the gateway may have missed events (its NATS connection came back): read again what is shown
  | { type: 'resync' };

// The close codes a client sees besides the standard ones (1001 going away: the gateway stops).
export const LIVE_CLOSE = {
  // the session ended (logout, expiry, a role or password change): no reconnect until signed in again
  sessionEnded: 4401,
  // a message the protocol does not know
  protocolError: 4400,
  // more subscribe frames than LIVE_SUBSCRIBE_RATE allows: the client reconnects with its back-off
  tooManySubscribes: 4429,
} as const;

// board:<center_no>:<YYYY-MM-DD>: the lessons of one center and date (C40101, M00501).
export const boardChannel = (centerNo: number, date: string): string => `board:${centerNo}:${date}`;
const BOARD_CHANNEL = /^board:([1-9][0-9]{0,8}):(\d{4}-\d{2}-\d{2})$/;
export const parseBoardChannel = (channel: string): { center_no: number; date: string } | null => {
  const m = BOARD_CHANNEL.exec(channel);
  return m ? { center_no: Number(m[1]), date: m[2] } : null;
};

// The scheduling events a board hears, and what of them reaches the browser.
export const BOARD_EVENT_TYPES = [
  'LessonAssigned',
  'LessonUnassigned',
  'LessonTransferred',
  'LessonCancelled',
  'LessonCreated',
  'LessonChanged',
] as const satisfies readonly EventName[];
export type BoardEventType = (typeof BOARD_EVENT_TYPES)[number];
export type BoardLiveEvent = { type: BoardEventType } & Pick<
  LessonRef,
  'schedule_no' | 'schedule_date' | 'time_limit_no' | 'center_no' | 'lock_version' | 'user_no'
> & {
    // the lesson's teacher after the event, 0 for none
    teacher_no: number;
  };
const BOARD_TYPES: ReadonlySet<string> = new Set(BOARD_EVENT_TYPES);
export const isBoardLiveEvent = (e: LiveEvent): e is BoardLiveEvent => BOARD_TYPES.has(e.type);

// lesson:<schedule_no>: the chat room of a lesson (rel_model 'lesson', rel_id the schedule_no).
export const lessonChannel = (relId: number): string => `lesson:${relId}`;
const LESSON_CHANNEL = /^lesson:([1-9][0-9]{0,9})$/;
export const parseLessonChannel = (channel: string): number | null => {
  const m = LESSON_CHANNEL.exec(channel);
  const relId = m ? Number(m[1]) : 0;
  return relId >= 1 && relId <= 2_147_483_647 ? relId : null;
};
// A new message of the room, whole: its members (and only they: joining is authorized) show it
// without another call, and catch up by _last_message_id after a reconnect.
export type ChatLiveEvent = { type: 'ChatMessageSent' } & ChatroomMessage;

export type LiveEvent = BoardLiveEvent | ChatLiveEvent;
