import {
  API_REGISTRY,
  BOARD_EVENT_TYPES,
  boardChannel,
  decideAccess,
  parseBoardChannel,
  subjectsFor,
  type ApiName,
  type BoardLiveEvent,
  type DomainEvent,
} from '@school/contracts';
import { type RpcClient } from '@school/server-kit';
import { callerOf } from '../common/call-context';
import { type LiveChannelKindDef } from './live-channels';

// The screens that show a board: a caller holding either may join, as they may call its reads.
const BOARD_READS: readonly ApiName[] = ['C40101_getAppliedSchedule', 'M00501_getOneWeekTeacherCounts'];
const EVENT_TYPES: ReadonlySet<string> = new Set(BOARD_EVENT_TYPES);

type BoardDomainEvent = Extract<DomainEvent, { type: (typeof BOARD_EVENT_TYPES)[number] }>;
const isBoardEvent = (e: DomainEvent): e is BoardDomainEvent => EVENT_TYPES.has(e.type);

// Where a lesson event shows: its center and date now, the center it was transferred from (whose
// board shows it too: board.repository LESSONS_SQL), and where it was (the center a transfer or its
// removal left, a moved lesson's former date and center). Events written before LessonRef named
// original_center_no are heard at their centers only.
const placesOf = (e: BoardDomainEvent): [number, string][] => {
  const d = e.data;
  const places: [number, string][] = [[d.center_no, d.schedule_date]];
  const left = e.type === 'LessonTransferred' ? (e.data.previous_center_no ?? 0) : 0;
  for (const c of [d.original_center_no ?? 0, left]) if (c > 0) places.push([c, d.schedule_date]);
  if (e.type === 'LessonChanged') places.push([e.data.from_center_no, e.data.from_schedule_date]);
  return places;
};

// The teacher the lesson has after the event (0: none).
const teacherAfter = (e: BoardDomainEvent): number =>
  e.type === 'LessonAssigned' || e.type === 'LessonCancelled' || e.type === 'LessonCreated' ? e.data.teacher_no : 0;

// board:<center>:<date> (C40101, M00501): scheduling's lesson events, as they are published.
export const boardChannelKind = (rpc: RpcClient, namespace: string): LiveChannelKindDef => {
  const subjects = subjectsFor(namespace);
  return {
    kind: 'board',
    subjects: BOARD_EVENT_TYPES.map((type) => subjects.event('scheduling', type)),
    async authorize(channels, asker) {
      const { role, functionIds } = asker.session.data;
      if (!BOARD_READS.some((api) => decideAccess(API_REGISTRY[api].access, { role, functionIds }) === 'allowed'))
        return new Set();
      // the center rule is scheduling's (CenterAccess), asked once per center and socket
      const mayRead = (centerNo: number) =>
        asker.once(`board:${centerNo}`, async () => {
          const answer = (await rpc.call('Live_mayReadBoard', { center_no: centerNo }, callerOf(asker.context))) as {
            allowed: boolean;
          };
          return answer.allowed;
        });
      const allowed = await Promise.all(
        channels.map(async (channel) => {
          const board = parseBoardChannel(channel);
          return !!board && (await mayRead(board.center_no));
        }),
      );
      return new Set(channels.filter((_, i) => allowed[i]));
    },
    route: routeBoardEvent,
  };
};

// A lesson event as the boards that show the lesson hear it: the channels of its places.
export const routeBoardEvent = (e: DomainEvent): { channels: string[]; event: BoardLiveEvent } | null => {
  if (!isBoardEvent(e)) return null;
  const d = e.data;
  const event = {
    type: e.type,
    schedule_no: d.schedule_no,
    schedule_date: d.schedule_date,
    time_limit_no: d.time_limit_no,
    center_no: d.center_no,
    lock_version: d.lock_version,
    user_no: d.user_no,
    teacher_no: teacherAfter(e),
  } satisfies BoardLiveEvent;
  return { channels: [...new Set(placesOf(e).map(([c, date]) => boardChannel(c, date)))], event };
};
