import {
  API_REGISTRY,
  decideAccess,
  lessonChannel,
  parseLessonChannel,
  subjectsFor,
  type ChatLiveEvent,
  type DomainEvent,
} from '@school/contracts';
import { type RpcClient } from '@school/server-kit';
import { callerOf } from '../common/call-context';
import { type LiveAsker, type LiveChannelKindDef } from './live-channels';

// The rooms of one subscribe the socket has not asked about yet, in one Chatroom.getReadableRooms call
// (a subscribe names at most LIVE_MAX_CHANNELS rooms, the RPC takes CHAT_COUNTS_MAX: both 100). The
// memo is keyed by the channel, so a ChatRoomChanged of the room drops it (live-hub.ts).
const readableOf = async (rpc: RpcClient, channels: readonly string[], asker: LiveAsker): Promise<boolean[]> => {
  const unasked: number[] = [];
  let readable: Promise<ReadonlySet<number>> | undefined;
  // asked once the loop below has named every unasked room (once runs decide at once, the call a tick later)
  const ask = () =>
    (readable ??= Promise.resolve().then(async () => {
      const input = { rel_model: 'lesson' as const, rel_ids: unasked };
      const answer = (await rpc.call('Chatroom.getReadableRooms', input, callerOf(asker.context))) as { rel_ids: number[] };
      return new Set(answer.rel_ids);
    }));
  return Promise.all(
    channels.map((channel) => {
      const relId = parseLessonChannel(channel);
      if (relId === null) return false;
      return asker.once(channel, () => {
        unasked.push(relId);
        return ask().then((rooms) => rooms.has(relId));
      });
    }),
  );
};

// lesson:<schedule_no> (the lesson's chat room): chat's ChatMessageSent, whole, to the room's members.
export const lessonChannelKind = (rpc: RpcClient, namespace: string): LiveChannelKindDef => {
  const subjects = subjectsFor(namespace);
  return {
    kind: 'lesson',
    subjects: [subjects.event('chat', 'ChatMessageSent'), subjects.event('chat', 'ChatRoomChanged')],
    async authorize(channels, asker) {
      // the room rule is chat's (roomAccess on its copy of lessons); without the Chatroom screen no room
      const { role, functionIds } = asker.session.data;
      if (decideAccess(API_REGISTRY.Chatroom_getChatroomMessages.access, { role, functionIds }) !== 'allowed') return new Set();
      const readable = await readableOf(rpc, channels, asker);
      return new Set(channels.filter((_, i) => readable[i]));
    },
    route: routeChatEvent,
    recheck: roomsChangedBy,
  };
};

// The rooms whose members chat's copy of lessons has just changed: their holders are asked again.
export const roomsChangedBy = (e: DomainEvent): string[] =>
  e.type === 'ChatRoomChanged' && e.data.rel_model === 'lesson' ? [lessonChannel(e.data.rel_id)] : [];

// What a room's members are told of a new message: all the room shows of it (they may read it anyway).
export const routeChatEvent = (e: DomainEvent): { channels: string[]; event: ChatLiveEvent } | null => {
  if (e.type !== 'ChatMessageSent' || e.data.rel_model !== 'lesson') return null;
  const m = e.data;
  const event: ChatLiveEvent = {
    type: 'ChatMessageSent',
    id: m.id,
    rel_model: m.rel_model,
    rel_id: m.rel_id,
    content: m.content,
    sender_user_no: m.sender_user_no,
    sender_role: m.sender_role,
    sender_name: m.sender_name,
    created_at: m.created_at,
  };
  return { channels: [lessonChannel(m.rel_id)], event };
};
