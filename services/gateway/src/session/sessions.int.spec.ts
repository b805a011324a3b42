import { type CurrentUser } from '@school/contracts';
import { SessionStore } from '@school/server-kit';
import { deleteNamespace } from '@school/server-kit/testing';
import { type Request } from 'express';
import Redis from 'ioredis';
import { type GatewayConfig } from '../tokens';
import { Sessions } from './sessions';

// The gateway's sessions against the real Redis, under a namespace of the spec's own (removed after).
// A request is its cookie header; user 600_501 is a made-up account (nothing is read from auth).
const USER_NO = 600_501;

describe('Sessions', () => {
  let redis: Redis;
  let store: SessionStore;
  let sessions: Sessions;
  const namespace = `gatewaysessionstest${process.pid}`;

  const user = (o: Partial<CurrentUser> = {}) =>
    ({
      user_no: USER_NO,
      user_type_code: 540,
      role_code: 'U',
      status: 'A',
      allowed_function_ids: ['M20101'],
      center_nos: null,
      teacher_no: null,
      student_no: null,
      locale_code: 'en',
      ...o,
    }) as CurrentUser;
  const request = (cookie?: string) => ({ header: () => cookie, secure: false }) as unknown as Request;
  const sidOf = (setCookie: string) => /^sid=([^;]*)/.exec(setCookie)?.[1] ?? '';

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 3 });
    store = new SessionStore(redis, namespace, { idleSeconds: 600, absoluteSeconds: 3600 });
    sessions = new Sessions(store, { SESSION_COOKIE: 'sid' } as GatewayConfig);
  });

  afterAll(async () => {
    await deleteNamespace(redis, namespace);
    await redis.quit();
  });

  it('issues a new httpOnly session on login and ends the one the browser had', async () => {
    const first = await sessions.login(request(), user());
    expect(first).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const second = await sessions.login(request(`other=1; sid=${sidOf(first)}`), user());
    expect(sidOf(second)).not.toBe(sidOf(first));
    expect(await store.get(sidOf(first))).toBeNull();
    const session = await sessions.of(request(`sid=${sidOf(second)}`));
    expect(session?.data).toMatchObject({ userNo: USER_NO, role: 540, functionIds: ['M20101'], locale: 'en' });
  });

  it('knows no session for a stopped or visitor account, a malformed id or an unknown one', async () => {
    const stopped = await sessions.login(request(), user({ status: 'S' }));
    const visitor = await sessions.login(request(), user({ role_code: 'V' }));
    expect(await sessions.of(request(`sid=${sidOf(stopped)}`))).toBeNull();
    expect(await sessions.of(request(`sid=${sidOf(visitor)}`))).toBeNull();
    expect(await sessions.of(request('sid=not-a-session-id'))).toBeNull();
    expect(await sessions.of(request(`sid=${'A'.repeat(sidOf(stopped).length)}`))).toBeNull();
  });

  it("refreshes the session's user data, only for the same user", async () => {
    const sid = sidOf(await sessions.login(request(), user()));
    await sessions.refresh(request(`sid=${sid}`), user({ locale_code: 'ja', allowed_function_ids: ['M20201'] }));
    expect(await store.get(sid)).toMatchObject({ locale: 'ja', functionIds: ['M20201'] });
    await sessions.refresh(request(`sid=${sid}`), user({ user_no: USER_NO + 1, locale_code: 'en' }));
    expect(await store.get(sid)).toMatchObject({ userNo: USER_NO, locale: 'ja' });
  });

  it('ends the session on logout and answers an expiring cookie', async () => {
    const sid = sidOf(await sessions.login(request(), user()));
    expect(await sessions.logout(request(`sid=${sid}`))).toBe('sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    expect(await store.get(sid)).toBeNull();
  });
});
