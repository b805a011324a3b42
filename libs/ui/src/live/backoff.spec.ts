import { LIVE_BACKOFF, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from the base, each wait between half and the whole of its step', () => {
    expect([0, 1, 2, 3].map((a) => reconnectDelay(a, 0))).toEqual([250, 500, 1000, 2000]);
    expect([0, 1, 2, 3].map((a) => reconnectDelay(a, 0.999999))).toEqual([500, 1000, 2000, 4000]);
    expect(reconnectDelay(2, 0.5)).toBe(1500);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    for (const attempt of [6, 7, 20, 1000, Number.MAX_SAFE_INTEGER]) {
      expect(reconnectDelay(attempt, 0.999999)).toBeLessThanOrEqual(LIVE_BACKOFF.maxMs);
      expect(reconnectDelay(attempt, 0)).toBe(LIVE_BACKOFF.maxMs / 2);
    }
  });

  it('spreads the pages of one stopped gateway over the step rather than one instant', () => {
    const waits = new Set(Array.from({ length: 100 }, (_, i) => reconnectDelay(3, i / 100)));
    expect(waits.size).toBeGreaterThan(90);
    expect(Math.min(...waits)).toBe(2000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(4000);
  });

  it('takes another base and cap', () => {
    expect(reconnectDelay(0, 0, { baseMs: 100, maxMs: 1000 })).toBe(50);
    expect(reconnectDelay(10, 0.999999, { baseMs: 100, maxMs: 1000 })).toBe(1000);
    expect(reconnectDelay(-1, 0)).toBe(250);
  });
});
