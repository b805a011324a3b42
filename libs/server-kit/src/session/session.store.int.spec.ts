import Redis from 'ioredis';
import { deleteNamespace, STAFF_SESSION } from '../testing';
import { SessionStore } from './session.store';

// Against the real Redis.
describe('SessionStore', () => {
  const redis = new Redis(process.env.REDIS_URL!);
  const store = new SessionStore(redis, `sessiontest${process.pid}`, { idleSeconds: 1800, absoluteSeconds: 3600 });
  const data = STAFF_SESSION;

  afterAll(async () => {
    await deleteNamespace(redis, `sessiontest${process.pid}`);
    await redis.quit();
  });

  it('creates a fresh random id per login and reads it back', async () => {
    const a = await store.create(data);
    const b = await store.create(data);
    expect(a).not.toBe(b);
    expect(SessionStore.isSid(a)).toBe(true);
    expect(await store.get(a)).toMatchObject(data);
  });

  it('expires after the idle timeout (Redis TTL) and the absolute timeout', async () => {
    const sid = await store.create(data);
    const ttl = await redis.ttl(`sessiontest${process.pid}:session:${sid}`);
    expect(ttl).toBeGreaterThan(1700);
    expect(ttl).toBeLessThanOrEqual(1800);
    expect(await store.get(sid, Date.now() + 3600 * 1000)).toBeNull();
    expect(await store.get(sid)).toBeNull();
  });

  it("peeks at a session without sliding its idle expiry (a live socket's checks), as get does once a minute", async () => {
    const sid = await store.create(data);
    const later = Date.now() + 5 * 60_000;
    expect(await store.peek(sid, later)).toMatchObject(data);
    expect((await store.peek(sid, later))?.lastSeenAt).toBeLessThan(later);
    expect((await store.get(sid, later))?.lastSeenAt).toBe(later);
    expect(await store.peek(sid, Date.now() + 3600 * 1000)).toBeNull();
  });

  it('ends all sessions of a user except the one kept', async () => {
    const keep = await store.create({ ...data, userNo: 8 });
    const other = await store.create({ ...data, userNo: 8 });
    const stranger = await store.create({ ...data, userNo: 9 });
    expect(await store.destroyUser(8, keep)).toBe(1);
    expect(await store.get(keep)).not.toBeNull();
    expect(await store.get(other)).toBeNull();
    expect(await store.get(stranger)).not.toBeNull();
  });

  it('refuses ids that are not ours without asking Redis', async () => {
    expect(await store.get('../../etc')).toBeNull();
  });
});
