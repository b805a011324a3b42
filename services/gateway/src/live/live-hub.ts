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
import { type LiveAsker, type LiveChannelKindDef } from './live-channels';

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
  private closing = false;

  constructor(
    @Inject(NATS) private readonly nats: NatsConnection,
    @Inject(SESSION_STORE) store: CachedSessionStore,
    private readonly sessions: Sessions,
    rpc: RpcClient,
  ) {
    const kinds: LiveChannelKindDef[] = [boardChannelKind(rpc, natsNamespace())];
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
    const asker: LiveAsker = {
      session: live.session,
      context: { ...live.context, requestId: randomUUID() },
      once: <T>(key: string, decide: () => Promise<T>) => {
        if (!live.memo.has(key)) live.memo.set(key, decide());
        return live.memo.get(key) as Promise<T>;
      },
    };
    const decided = await Promise.all(
      [...new Set(message.channels)].map(async (channel) => ({ channel, ok: await this.mayJoin(live, channel, asker) })),
    );
    const ok: string[] = [];
    const refused: string[] = [];
    for (const { channel, ok: allowed } of decided) {
      if (allowed && this.sockets.has(live) && live.channels.size < LIVE_MAX_CHANNELS) {
        live.channels.add(channel);
        this.byChannel.set(channel, (this.byChannel.get(channel) ?? new Set()).add(live));
        ok.push(channel);
      } else refused.push(channel);
    }
    this.send(live, { type: 'subscribed', ok, refused });
  }

  private async mayJoin(live: Live, channel: string, asker: LiveAsker): Promise<boolean> {
    const kind = this.kinds.get(channel.slice(0, channel.indexOf(':')));
    if (!kind) return false;
    try {
      return await kind.authorize(channel, asker);
    } catch (e) {
      // the owner did not answer (down, timed out): refused now, the client asks again when it reconnects
      live.memo.clear();
      this.logger.event('warn', 'live channel not authorized', { channel, error: String(e) });
      return false;
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
      },
    });
    this.subscriptions.push(sub);
  }

  private deliver(channel: string, event: Extract<LiveServerMessage, { type: 'event' }>['event']): void {
    const holders = this.byChannel.get(channel);
    if (!holders) return;
    const text = JSON.stringify({ type: 'event', channel, event } satisfies LiveServerMessage);
    for (const live of holders) if (live.ws.readyState === live.ws.OPEN) live.ws.send(text);
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
