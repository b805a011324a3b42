import { once } from 'node:events';
import type Redis from 'ioredis';
import { type SessionData, SessionStore, sessionsChangedChannel, type SessionTimeouts } from './session.store';

const KEEP_MS = 5_000;
const MAX_KEPT = 10_000;

// The gateway's sessions, kept in memory for a few seconds: reading Redis on every call was part of
// the fixed cost of a signed-in call (docs/benchmarks.md, board, 2026-11-26). A change still counts at
// once: every change of a session, by any process (logout, login, a refresh, a user's sessions ended
// on a role or password change), is published by SessionStore and forgets it here when it arrives;
// this process's own changes forget it before they answer; a session read while a change arrived is
// not kept; and nothing is kept while the subscription is not confirmed (start, Redis lost).
export class CachedSessionStore extends SessionStore {
  private readonly kept = new Map<string, { at: number; data: SessionData }>();
  private changes = 0;
  private listening = false;
  private readonly channel: string;
  private readonly listeners: ((sids: readonly string[]) => void)[] = [];

  constructor(
    redis: Redis,
    namespace: string,
    timeouts: SessionTimeouts,
    // a connection of its own: a subscribed connection can do nothing else
    private readonly subscriber: Redis,
  ) {
    super(redis, namespace, timeouts);
    this.channel = sessionsChangedChannel(namespace);
    subscriber.on('message', (_channel: string, sids: string) => {
      const changed = sids.split(',');
      this.forget(changed);
      for (const listener of this.listeners) listener(changed);
    });
    subscriber.on('close', () => {
      this.listening = false;
      this.forget();
    });
    subscriber.on('ready', () => void this.listen().catch(() => undefined));
  }

  // Subscribes once the connection is ready: a SUBSCRIBE sent while ioredis's ready check (INFO) is
  // under way puts the connection in subscriber mode first, the check fails and the connection drops
  // (the 'ready' handler above subscribes again after every reconnect).
  async listen(): Promise<void> {
    if (this.subscriber.status === 'end') throw new Error('The session change subscriber is closed');
    if (this.subscriber.status !== 'ready') await once(this.subscriber, 'ready');
    await this.subscriber.subscribe(this.channel);
    this.listening = true;
  }

  // Told the ids of every change of a session by any process (the gateway's live sockets end theirs).
  onChange(listener: (sids: readonly string[]) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.listening = false;
    await this.subscriber.quit().catch(() => undefined);
  }

  private forget(sids?: string[]): void {
    this.changes++;
    if (sids) sids.forEach((sid) => this.kept.delete(sid));
    else this.kept.clear();
  }

  override async get(sid: string, now = Date.now()): Promise<SessionData | null> {
    const hit = this.kept.get(sid);
    if (this.listening && hit && now - hit.at < KEEP_MS && !this.outlived(hit.data, now)) return hit.data;
    const changes = this.changes;
    const data = await super.get(sid, now);
    if (data && this.listening && changes === this.changes) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      this.kept.set(sid, { at: now, data });
    } else this.kept.delete(sid);
    return data;
  }

  override async update(...args: Parameters<SessionStore['update']>): Promise<void> {
    // the update starts from what Redis holds, not from a kept copy
    this.forget([args[0]]);
    await super.update(...args);
    this.forget([args[0]]);
  }

  override async destroy(sid: string): Promise<void> {
    await super.destroy(sid);
    this.forget([sid]);
  }

  override async destroyUser(userNo: number, exceptSid?: string): Promise<number> {
    const ended = await super.destroyUser(userNo, exceptSid);
    // which ids ended is in the message; until it arrives, keep none of this process's copies
    this.forget();
    return ended;
  }
}
