import { LIVE_SUBSCRIBE_RATE } from '@school/contracts';

// A socket's allowance of subscribe frames (LIVE_SUBSCRIBE_RATE, docs/live.md): a token bucket that
// holds at most `burst` and gains `burst` per `perMs`, continuously.
export type SubscribeBucket = { tokens: number; at: number };
export type SubscribeRate = { burst: number; perMs: number };

export const fullBucket = (now: number): SubscribeBucket => ({ tokens: LIVE_SUBSCRIBE_RATE.burst, at: now });

// Takes one frame's token if there is one; false: the socket is over its rate.
export const takeSubscribe = (bucket: SubscribeBucket, now: number, rate: SubscribeRate = LIVE_SUBSCRIBE_RATE): boolean => {
  const refill = (Math.max(0, now - bucket.at) * rate.burst) / rate.perMs;
  bucket.tokens = Math.min(rate.burst, bucket.tokens + refill);
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
};
