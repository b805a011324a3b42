import { LIVE_SUBSCRIBE_RATE } from '@school/contracts';
import { fullBucket, takeSubscribe } from './subscribe-bucket';

describe('takeSubscribe', () => {
  const { burst, perMs } = LIVE_SUBSCRIBE_RATE;

  it('lets a burst through at once, then refuses until time refills it', () => {
    const bucket = fullBucket(0);
    const taken = Array.from({ length: burst + 1 }, () => takeSubscribe(bucket, 0));
    expect(taken.filter(Boolean)).toHaveLength(burst);
    expect(taken.at(-1)).toBe(false);
    // one frame's worth of time gives one frame, half of it none
    expect(takeSubscribe(bucket, perMs / burst / 2)).toBe(false);
    expect(takeSubscribe(bucket, perMs / burst)).toBe(true);
    expect(takeSubscribe(bucket, perMs / burst)).toBe(false);
  });

  it('never holds more than a burst, however long the socket was quiet', () => {
    const bucket = fullBucket(0);
    takeSubscribe(bucket, 0);
    const later = 100 * perMs;
    expect(Array.from({ length: burst + 1 }, () => takeSubscribe(bucket, later)).filter(Boolean)).toHaveLength(burst);
  });

  it('takes a clock that went back as no time passed', () => {
    const bucket = fullBucket(1000);
    for (let i = 0; i < burst; i++) takeSubscribe(bucket, 1000);
    expect(takeSubscribe(bucket, 0)).toBe(false);
  });

  it('keeps another rate', () => {
    const bucket = { tokens: 2, at: 0 };
    const rate = { burst: 2, perMs: 1000 };
    expect([takeSubscribe(bucket, 0, rate), takeSubscribe(bucket, 0, rate), takeSubscribe(bucket, 0, rate)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(takeSubscribe(bucket, 500, rate)).toBe(true);
  });
});
