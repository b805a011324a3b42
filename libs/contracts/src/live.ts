import type { EventName, LessonRef } from './events';

// The live socket of the gateway (docs/live.md): one websocket per page at LIVE_PATH, signed in by
// the session cookie; the page joins channels, each "<kind>:<id>", and the gateway pushes what
// happens on them. JSON both ways.
export const LIVE_PATH = '/live';
// A channel name's kinds; each has an authorizer in the gateway (services/gateway/src/live/).
export const LIVE_CHANNEL_KINDS = ['board'] as const;
export type LiveChannelKind = (typeof LIVE_CHANNEL_KINDS)[number];
// The most channels one socket may hold (a board of a month holds about 31).
export const LIVE_MAX_CHANNELS = 100;

export type LiveClientMessage = { type: 'subscribe' | 'unsubscribe'; channels: string[] };
export type LiveServerMessage =
  // the answer to a subscribe: each channel joined or refused (not allowed, unknown kind, malformed)
  | { type: 'subscribed'; ok: string[]; refused: string[] }
  | { type: 'event'; channel: string; event: LiveEvent }
  // the gateway may have missed events (its NATS connection came back): read again what is shown
  | { type: 'resync' };

// The close codes a client sees besides the standard ones (1001 going away: the gateway stops).
export const LIVE_CLOSE = {
  // the session ended (logout, expiry, a role or password change): no reconnect until signed in again
  sessionEnded: 4401,
  // a message the protocol does not know
  protocolError: 4400,
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
export type LiveEvent = BoardLiveEvent;
