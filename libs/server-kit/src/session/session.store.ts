import { type Locale } from '@school/contracts';
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';

// A signed-in session, held in Redis behind an httpOnly cookie. The gateway creates and reads it;
// the auth service ends a user's sessions (password reset, role change).
export type SessionData = {
  userNo: number;
  role: number;
  roleCode: string;
  status: string;
  // Final allowed function ids (SPEC §6), narrowed by the user's authority restriction.
  functionIds: string[];
  centerNos: number[] | null;
  // absent in sessions made before the link was kept here
  teacherNo?: number | null;
  studentNo?: number | null;
  locale: Locale;
  createdAt: number;
  lastSeenAt: number;
};

export type SessionTimeouts = { idleSeconds: number; absoluteSeconds: number };

const SID = /^[A-Za-z0-9_-]{43}$/;
// Sliding the idle expiry on every request would cost a Redis write per call; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

// Every change of a session but the idle touch is published here (the ids, comma-separated), so a
// process that keeps sessions in memory (CachedSessionStore) forgets them at once.
export const sessionsChangedChannel = (namespace: string) => `${namespace}:sessions-changed`;

export class SessionStore {
  private readonly changed: string;

  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    private readonly timeouts: SessionTimeouts,
  ) {
    this.changed = sessionsChangedChannel(namespace);
  }

  private key(sid: string) {
    return `${this.namespace}:session:${sid}`;
  }

  private userKey(userNo: number) {
    return `${this.namespace}:user-sessions:${userNo}`;
  }

  static isSid(value: string): boolean {
    return SID.test(value);
  }

  // A new id every time: logging in never reuses an id the browser had before (fixation).
  async create(data: Omit<SessionData, 'createdAt' | 'lastSeenAt'>, now = Date.now()): Promise<string> {
    const sid = randomBytes(32).toString('base64url');
    const session: SessionData = { ...data, createdAt: now, lastSeenAt: now };
    await this.redis
      .multi()
      .set(this.key(sid), JSON.stringify(session), 'EX', this.ttl(session, now))
      .sadd(this.userKey(data.userNo), sid)
      .expire(this.userKey(data.userNo), this.timeouts.absoluteSeconds)
      .exec();
    return sid;
  }

  private ttl(session: SessionData, now: number): number {
    const absoluteLeft = Math.ceil((session.createdAt + this.timeouts.absoluteSeconds * 1000 - now) / 1000);
    return Math.max(1, Math.min(this.timeouts.idleSeconds, absoluteLeft));
  }

  // past the absolute timeout (the idle one is Redis's TTL)
  outlived(session: SessionData, now: number): boolean {
    return now >= session.createdAt + this.timeouts.absoluteSeconds * 1000;
  }

  // The session as it is, without sliding its idle expiry: an open live socket (docs/live.md) checks
  // its session now and then and must not keep an unattended page signed in.
  async peek(sid: string, now = Date.now()): Promise<SessionData | null> {
    if (!SessionStore.isSid(sid)) return null;
    const raw = await this.redis.get(this.key(sid));
    if (!raw) return null;
    const session = JSON.parse(raw) as SessionData;
    if (this.outlived(session, now)) {
      await this.destroy(sid);
      return null;
    }
    return session;
  }

  async get(sid: string, now = Date.now()): Promise<SessionData | null> {
    const session = await this.peek(sid, now);
    if (!session) return null;
    if (now - session.lastSeenAt >= TOUCH_EVERY_MS) {
      session.lastSeenAt = now;
      await this.redis.set(this.key(sid), JSON.stringify(session), 'EX', this.ttl(session, now));
    }
    return session;
  }

  async update(sid: string, patch: Partial<Omit<SessionData, 'userNo' | 'createdAt'>>, now = Date.now()): Promise<void> {
    const current = await this.get(sid, now);
    if (!current) return;
    const next = { ...current, ...patch };
    await this.redis
      .multi()
      .set(this.key(sid), JSON.stringify(next), 'EX', this.ttl(next, now))
      .publish(this.changed, sid)
      .exec();
  }

  async destroy(sid: string): Promise<void> {
    const raw = await this.redis.get(this.key(sid));
    const ending = this.redis.multi().del(this.key(sid)).publish(this.changed, sid);
    if (raw) ending.srem(this.userKey((JSON.parse(raw) as SessionData).userNo), sid);
    await ending.exec();
  }

  // Ends every session of a user, optionally keeping the one making the change.
  async destroyUser(userNo: number, exceptSid?: string): Promise<number> {
    const sids = (await this.redis.smembers(this.userKey(userNo))).filter((s) => s !== exceptSid);
    if (!sids.length) return 0;
    await this.redis
      .multi()
      .del(...sids.map((s) => this.key(s)))
      .srem(this.userKey(userNo), ...sids)
      .publish(this.changed, sids.join(','))
      .exec();
    return sids.length;
  }
}
