import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  LIVE_CHANNEL_KINDS,
  LIVE_CLOSE,
  LIVE_MAX_CHANNELS,
  type DomainEvent,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@school/contracts';
import { type CachedSessionStore, JsonLogger, natsNamespace, RpcClient } from '@school/server-kit';
import { type NatsConnection, type Subscription } from 'nats';
import { type WebSocket } from 'ws';
import { type CallContext } from '../common/call-context';
import { type RequestSession, Sessions } from '../session/sessions';
import { NATS, SESSION_STORE } from '../tokens';
import { boardChannelKind } from './board-channel';
import { lessonChannelKind } from './lesson-channel';
import { type LiveAsker, type LiveChannelKindDef } from './live-channels';
import { fullBucket, takeSubscribe, type SubscribeBucket } from './subscribe-bucket';

// How often an open socket's session is read again (without sliding its idle expiry): a session that
// ran out (idle, absolute) publishes no change, so this ends its sockets.
const SESSION_CHECK_MS = 60_000;
// A socket that answers no ping for this long is gone (a laptop closed, a proxy that dropped it).
const PING_MS = 30_000;
const MAX_MESSAGE_BYTES = 16 * 1024;

type Live = {
  ws: WebSocket;
  session: RequestSession;
  context: Omit<CallContext, 'requestId'>;
  channels: Set<string>;
  memo: Map<string, Promise<unknown>>;
  subscribes: SubscribeBucket;
  // channels whose access is being asked again: their events wait for the answer (live-hub recheck)
  gates: Map<string, Promise<unknown>>;
  alive: boolean;
};

// The gateway's live sockets (docs/live.md): which socket holds which channels, the channel kinds'
// authorizers, the NATS subjects every replica hears, and the ends of a socket (its session changed
// or ran out, the gateway stops).
@Injectable()
export class LiveHub implements OnModuleDestroy {
  private readonly logger = new JsonLogger('gateway');
  private readonly kinds: Map<string, LiveChannelKindDef>;
  private readonly sockets = new Set<Live>();
  private readonly byChannel = new Map<string, Set<Live>>();
  private readonly subscriptions: Subscription[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  // per subscribe being authorized, the channels re-checked meanwhile (their answer may be stale)
  private readonly joining = new Set<Set<string>>();
  private closing = false;

  constructor(
    @Inject(NATS) private readonly nats: NatsConnection,
    @Inject(SESSION_STORE) store: CachedSessionStore,
    private readonly sessions: Sessions,
    rpc: RpcClient,
  ) {
    const kinds: LiveChannelKindDef[] = [boardChannelKind(rpc, natsNamespace()), lessonChannelKind(rpc, natsNamespace())];
    this.kinds = new Map(kinds.map((k) => [k.kind, k]));
    for (const kind of LIVE_CHANNEL_KINDS)
      if (!this.kinds.has(kind)) throw new Error(`live channel kind ${kind} has no authorizer`);
    for (const kind of kinds) for (const subject of kind.subjects) this.listen(subject, kind);
    store.onChange((sids) => void this.recheck(new Set(sids)));
    void this.watchNats();
    this.timers.push(
      setInterval(() => void this.recheck(null), SESSION_CHECK_MS).unref(),
      setInterval(() => this.ping(), PING_MS).unref(),
    );
  }

  // A socket the upgrade let in (live-upgrade.ts): its session and origin are checked already.
  attach(ws: WebSocket, session: RequestSession, req: IncomingMessage): void {
    const live: Live = {
      ws,
      session,
      context: { session, locale: session.data.locale, ip: req.socket.remoteAddress ?? 'unknown', frontendUrl: null },
      channels: new Set(),
      memo: new Map(),
      subscribes: fullBucket(Date.now()),
      gates: new Map(),
      alive: true,
    };
    this.sockets.add(live);
    ws.on('pong', () => (live.alive = true));
    ws.on('message', (data, isBinary) => void this.receive(live, data, isBinary));
    ws.on('close', () => this.detach(live));
    ws.on('error', () => ws.terminate());
  }

  private detach(live: Live): void {
    this.sockets.delete(live);
    for (const channel of live.channels) this.leave(live, channel);
  }

  private leave(live: Live, channel: string): void {
    live.channels.delete(channel);
    const holders = this.byChannel.get(channel);
    holders?.delete(live);
    if (holders?.size === 0) this.byChannel.delete(channel);
  }

  private send(live: Live, message: LiveServerMessage): void {
    if (live.ws.readyState === live.ws.OPEN) live.ws.send(JSON.stringify(message));
  }

  private async receive(live: Live, data: unknown, isBinary: boolean): Promise<void> {
    const message = !isBinary && Buffer.isBuffer(data) && data.length <= MAX_MESSAGE_BYTES ? parse(data.toString('utf8')) : null;
    if (!message) return live.ws.close(LIVE_CLOSE.protocolError, 'protocol error');
    if (message.type === 'unsubscribe') {
      for (const channel of message.channels) this.leave(live, channel);
      return;
    }
    // each subscribe may ask the data's owners: a socket sending more than a page does is cut
    if (!takeSubscribe(live.subscribes, Date.now())) return live.ws.close(LIVE_CLOSE.tooManySubscribes, 'too many subscribes');
    const wanted = [...new Set(message.channels)];
    const changed = new Set<string>();
    this.joining.add(changed);
    const allowed = new Set<string>();
    try {
      for (const channel of await this.authorize(live, wanted)) allowed.add(channel);
      // a channel whose access changed while it was asked is asked again (its memo was dropped)
      for (let again = wanted.filter((c) => changed.has(c)); again.length; again = wanted.filter((c) => changed.has(c))) {
        changed.clear();
        const now = await this.authorize(live, again);
        for (const channel of again)
          if (now.has(channel)) allowed.add(channel);
          else allowed.delete(channel);
      }
    } finally {
      this.joining.delete(changed);
    }
    const ok: string[] = [];
    const refused: string[] = [];
    for (const channel of wanted) {
      if (allowed.has(channel) && this.sockets.has(live) && live.channels.size < LIVE_MAX_CHANNELS) {
        live.channels.add(channel);
        this.byChannel.set(channel, (this.byChannel.get(channel) ?? new Set()).add(live));
        ok.push(channel);
      } else refused.push(channel);
    }
    this.send(live, { type: 'subscribed', ok, refused });
  }

  private askerOf(live: Live): LiveAsker {
    return {
      session: live.session,
      context: { ...live.context, requestId: randomUUID() },
      once: <T>(key: string, decide: () => Promise<T>) => {
        if (!live.memo.has(key)) live.memo.set(key, decide());
        return live.memo.get(key) as Promise<T>;
      },
    };
  }

  // The channels the socket may join, each kind's asked together.
  private async authorize(live: Live, channels: readonly string[]): Promise<Set<string>> {
    const byKind = new Map<LiveChannelKindDef, string[]>();
    for (const channel of channels) {
      const kind = this.kinds.get(channel.slice(0, channel.indexOf(':')));
      if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), channel]);
    }
    const asker = this.askerOf(live);
    const allowed = await Promise.all(
      [...byKind].map(async ([kind, mine]) => {
        try {
          return [...(await kind.authorize(mine, asker))];
        } catch (e) {
          // the owner did not answer (down, timed out): refused now, the client asks again when it reconnects
          live.memo.clear();
          this.logger.event('warn', 'live channels not authorized', { channels: mine.slice(0, 5), error: String(e) });
          return [];
        }
      }),
    );
    return new Set(allowed.flat());
  }

  // Access to these channels may have changed: no socket keeps an answer about them, and each holder
  // is asked again; one that lost it leaves them and is told (revoked). Their events wait for the
  // answer, so a message sent after the change never reaches a member who lost the room.
  private recheckChannels(channels: readonly string[]): void {
    for (const channel of channels) {
      for (const live of this.sockets) live.memo.delete(channel);
      for (const changed of this.joining) changed.add(channel);
    }
    const holders = new Map<Live, string[]>();
    for (const channel of channels)
      for (const live of this.byChannel.get(channel) ?? []) holders.set(live, [...(holders.get(live) ?? []), channel]);
    for (const [live, held] of holders) {
      const asked = this.authorize(live, held).then((allowed) => {
        // left only if still held (an unsubscribe or a close may have come meanwhile)
        const lost = held.filter((c) => !allowed.has(c) && live.channels.has(c));
        for (const channel of lost) this.leave(live, channel);
        if (lost.length) this.send(live, { type: 'revoked', channels: lost });
      });
      for (const channel of held) {
        const gate: Promise<unknown> = Promise.all([live.gates.get(channel), asked]).then(() => {
          if (live.gates.get(channel) === gate) live.gates.delete(channel);
        });
        live.gates.set(channel, gate);
      }
    }
  }

  private listen(subject: string, kind: LiveChannelKindDef): void {
    const sub = this.nats.subscribe(subject, {
      callback: (err, msg) => {
        if (err) return;
        let event: DomainEvent;
        try {
          event = msg.json<DomainEvent>();
        } catch {
          return;
        }
        const routed = kind.route(event);
        if (routed) for (const channel of routed.channels) this.deliver(channel, routed.event);
        const recheck = kind.recheck?.(event) ?? [];
        if (recheck.length) this.recheckChannels(recheck);
      },
    });
    this.subscriptions.push(sub);
  }

  private deliver(channel: string, event: Extract<LiveServerMessage, { type: 'event' }>['event']): void {
    const holders = this.byChannel.get(channel);
    if (!holders) return;
    const text = JSON.stringify({ type: 'event', channel, event } satisfies LiveServerMessage);
    const sendTo = (live: Live) => {
      if (live.ws.readyState === live.ws.OPEN && live.channels.has(channel)) live.ws.send(text);
    };
    for (const live of holders) {
      // in order after the events already waiting for the channel's recheck
      const gate = live.gates.get(channel);
      if (gate) void gate.then(() => sendTo(live));
      else sendTo(live);
    }
  }

  // While NATS was away this replica heard nothing: its sockets read again what they show.
  private async watchNats(): Promise<void> {
    for await (const status of this.nats.status()) {
      if (status.type === 'reconnect') for (const live of this.sockets) this.send(live, { type: 'resync' });
    }
  }

  // The sockets of changed sessions (null: all) read their session again; one that ended, or whose
  // user's roles, screens or centers changed, is closed (a changed session could have joined less).
  private async recheck(sids: ReadonlySet<string> | null): Promise<void> {
    const affected = [...this.sockets].filter((live) => !sids || sids.has(live.session.sid));
    const bySid = new Map<string, Promise<RequestSession | null>>();
    await Promise.all(
      affected.map(async (live) => {
        const sid = live.session.sid;
        if (!bySid.has(sid))
          bySid.set(
            sid,
            this.sessions.ofSid(sid, true).catch(() => live.session),
          );
        const now = await bySid.get(sid);
        if (!now || authorityOf(now) !== authorityOf(live.session)) live.ws.close(LIVE_CLOSE.sessionEnded, 'session ended');
        else {
          // the same authority (e.g. the language changed): later joins ask as the session is now
          live.session = now;
          live.context = { ...live.context, session: now, locale: now.data.locale };
        }
      }),
    );
  }

  private ping(): void {
    for (const live of this.sockets) {
      if (!live.alive) live.ws.terminate();
      else {
        live.alive = false;
        live.ws.ping();
      }
    }
  }

  // SIGTERM (main.ts): no new socket from the signal on; after the drain every open one is told 1001 (going away) and its client
  // reconnects to another replica; a socket that does not finish the closing handshake in time is cut.
  stopAccepting(): void {
    this.closing = true;
  }

  async shutdown(graceMs: number): Promise<void> {
    this.closing = true;
    if (!this.sockets.size) return;
    const closed = [...this.sockets].map(
      (live) =>
        new Promise<void>((resolve) => {
          live.ws.once('close', () => resolve());
          live.ws.close(1001, 'gateway stopping');
        }),
    );
    const cut = setTimeout(() => this.sockets.forEach((live) => live.ws.terminate()), graceMs);
    await Promise.all(closed);
    clearTimeout(cut);
  }

  get accepting(): boolean {
    return !this.closing;
  }

  onModuleDestroy(): void {
    this.timers.forEach(clearInterval);
    for (const sub of this.subscriptions) sub.unsubscribe();
    for (const live of this.sockets) live.ws.terminate();
  }
}

const authorityOf = (s: RequestSession): string =>
  JSON.stringify([
    s.data.userNo,
    s.data.role,
    s.data.roleCode,
    s.data.functionIds,
    s.data.centerNos,
    s.data.teacherNo,
    s.data.studentNo,
  ]);

const parse = (text: string): LiveClientMessage | null => {
  try {
    const m = JSON.parse(text) as Partial<LiveClientMessage>;
    const valid =
      (m.type === 'subscribe' || m.type === 'unsubscribe') &&
      Array.isArray(m.channels) &&
      m.channels.length <= LIVE_MAX_CHANNELS &&
      m.channels.every((c) => typeof c === 'string' && c.length <= 200);
    return valid ? (m as LiveClientMessage) : null;
  } catch {
    return null;
  }
};
