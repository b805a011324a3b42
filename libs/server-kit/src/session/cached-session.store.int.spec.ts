import { once } from 'node:events';
import Redis from 'ioredis';
import { deleteNamespace, STAFF_SESSION } from '../testing';
import { CachedSessionStore } from './cached-session.store';
import { SessionStore } from './session.store';

// Against the real Redis: the gateway's kept sessions, and every way a session changes reaching them.
describe('CachedSessionStore', () => {
  const namespace = `cachedsessiontest${process.pid}`;
  const timeouts = { idleSeconds: 1800, absoluteSeconds: 3600 };
  const redis = new Redis(process.env.REDIS_URL!);
  const subscriber = redis.duplicate();
  const gateway = new CachedSessionStore(redis, namespace, timeouts, subscriber);
  // another process changing sessions, as the auth service ends a user's sessions on a role change
  const authRedis = redis.duplicate();
  const auth = new SessionStore(authRedis, namespace, timeouts);
  const data = STAFF_SESSION;
  const key = (sid: string) => `${namespace}:session:${sid}`;

  beforeAll(() => gateway.listen());

  afterAll(async () => {
    await deleteNamespace(redis, namespace);
    await gateway.close();
    await Promise.all([redis.quit(), authRedis.quit()]);
  });

  it('keeps a session it read: the next read does not ask Redis', async () => {
    const sid = await gateway.create(data);
    expect(await gateway.get(sid)).toMatchObject(data);
    // removed behind SessionStore's back (nothing published): the kept copy still answers
    await redis.del(key(sid));
    expect(await gateway.get(sid)).toMatchObject(data);
  });

  it('forgets its own logout and refresh at once', async () => {
    const sid = await gateway.create(data);
    await gateway.get(sid);
    await gateway.update(sid, { locale: 'en' });
    expect(await gateway.get(sid)).toMatchObject({ locale: 'en' });
    await gateway.destroy(sid);
    expect(await gateway.get(sid)).toBeNull();
  });

  it('forgets the sessions another process ended as soon as it hears of it', async () => {
    const sid = await gateway.create({ ...data, userNo: 8 });
    const kept = await gateway.create({ ...data, userNo: 9 });
    expect(await gateway.get(sid)).not.toBeNull();
    expect(await gateway.get(kept)).not.toBeNull();
    const heard = once(subscriber, 'message');
    expect(await auth.destroyUser(8)).toBe(1);
    await heard;
    expect(await gateway.get(sid)).toBeNull();
    expect(await gateway.get(kept)).not.toBeNull();
  });

  it('tells its change listeners the ids of every change, whoever made it', async () => {
    const told: string[][] = [];
    gateway.onChange((sids) => told.push([...sids]));
    const a = await gateway.create({ ...data, userNo: 11 });
    const b = await gateway.create({ ...data, userNo: 11 });
    const heard = once(subscriber, 'message');
    await auth.destroyUser(11);
    await heard;
    expect(told.at(-1)?.sort()).toEqual([a, b].sort());
    const again = once(subscriber, 'message');
    await gateway.destroy(a);
    await again;
    expect(told.at(-1)).toEqual([a]);
  });

  it('keeps nothing while it does not listen', async () => {
    const deaf = new CachedSessionStore(redis, namespace, timeouts, redis.duplicate());
    const sid = await deaf.create(data);
    await deaf.close();
    expect(await deaf.get(sid)).not.toBeNull();
    await redis.del(key(sid));
    expect(await deaf.get(sid)).toBeNull();
  });
});
