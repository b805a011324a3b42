import { api, INTERNAL } from './define';

// The gateway's live socket asks the owner of a channel's data whether the caller may read it
// (docs/live.md); never called from a browser.
// scheduling: whether the caller may work on the center (SPEC §6), as C40101's and M00501's reads check it
export type LiveBoardAccessInput = { center_no: number };
export type LiveAccessOutput = { allowed: boolean };

export const LIVE_APIS = {
  Live_mayReadBoard: api<LiveBoardAccessInput, LiveAccessOutput>()('scheduling', INTERNAL),
} as const;
