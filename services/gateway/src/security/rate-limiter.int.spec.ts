import { AppError } from '@school/server-kit';
import { deleteNamespace } from '@school/server-kit/testing';
import Redis from 'ioredis';
import { type GatewayConfig } from '../tokens';
import { RateLimiter } from './rate-limiter';

// The gateway's rate limits against the real Redis, under a namespace of the spec's own (the limiter
// reads NATS_NAMESPACE), removed after.
describe('RateLimiter', () => {
  let redis: Redis;
  let limiter: RateLimiter;
  const saved = process.env.NATS_NAMESPACE;
  const namespace = `gatewayratetest${process.pid}`;

  const refused = (p: Promise<unknown>) =>
    p.then(
      () => false,
      (e: unknown) => e instanceof AppError && e.code === 'RATE_LIMITED',
    );

  beforeAll(() => {
    process.env.NATS_NAMESPACE = namespace;
    redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 3 });
    limiter = new RateLimiter(redis, { RATE_LIMIT_SCALE: 1 } as GatewayConfig);
  });

  afterAll(async () => {
    await deleteNamespace(redis, namespace);
    await redis.quit();
    process.env.NATS_NAMESPACE = saved;
  });

  it('allows ten logins per account in the window and refuses the eleventh, whatever the case of the id', async () => {
    for (let i = 0; i < 10; i += 1)
      await limiter.check(
        { scope: 'login', accountField: 'user_id' },
        `10.0.0.${i}`,
        { user_id: i % 2 ? 'Someone' : 'someone ' },
        null,
      );
    expect(
      await refused(limiter.check({ scope: 'login', accountField: 'user_id' }, '10.0.1.1', { user_id: 'SOMEONE' }, null)),
    ).toBe(true);
    // another account from another address is not held back
    expect(
      await refused(limiter.check({ scope: 'login', accountField: 'user_id' }, '10.0.1.2', { user_id: 'other' }, null)),
    ).toBe(false);
  });

  it('counts each account and each scope apart', async () => {
    for (let i = 0; i < 10; i += 1) await limiter.check({ scope: 'password' }, '10.0.2.1', {}, 600_600 + i);
    // the same account (600_600) has its ten; an eleventh password check is refused
    for (let i = 0; i < 9; i += 1) await limiter.check({ scope: 'password' }, `10.0.2.${i + 2}`, {}, 600_600);
    expect(await refused(limiter.check({ scope: 'password' }, '10.0.3.1', {}, 600_600))).toBe(true);
    expect(await refused(limiter.check({ scope: 'login' }, '10.0.2.1', {}, null))).toBe(false);
  });

  it('refuses the 31st login from one address in the window, whichever accounts it tries', async () => {
    for (let i = 0; i < 30; i += 1)
      await limiter.check({ scope: 'login', accountField: 'user_id' }, '10.0.5.1', { user_id: `a${i}` }, null);
    expect(await refused(limiter.check({ scope: 'login', accountField: 'user_id' }, '10.0.5.1', { user_id: 'a99' }, null))).toBe(
      true,
    );
  });

  it('sets the window once: the key expires after the window, not later', async () => {
    await limiter.check({ scope: 'reset', accountField: 'email' }, '10.0.4.1', { email: 'ttl@test.invalid' }, null);
    const ttl = await redis.ttl(`${namespace}:rate:reset:account:ttl@test.invalid`);
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
  });
});
