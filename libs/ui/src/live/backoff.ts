// When a lost live socket tries again (docs/live.md): exponential from baseMs, capped at maxMs, and
// each wait drawn between half and the whole of that step ("equal jitter"), so the pages a stopped
// gateway let go do not all come back to the others in the same instant, yet none waits for nothing.
export type Backoff = { baseMs: number; maxMs: number };
export const LIVE_BACKOFF: Backoff = { baseMs: 500, maxMs: 30_000 };

// attempt: 0 for the first try after a loss; random: a number in [0, 1)
export function reconnectDelay(attempt: number, random: number, backoff: Backoff = LIVE_BACKOFF): number {
  const step = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(Math.max(0, attempt), 30));
  return Math.round(step / 2 + (random * step) / 2);
}
