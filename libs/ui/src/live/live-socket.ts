import { LIVE_CLOSE, LIVE_PATH, type LiveEvent, type LiveServerMessage } from '@school/contracts';
import { LIVE_BACKOFF, reconnectDelay, type Backoff } from './backoff';

// What the client needs of a websocket: the browser's, or ws's in a Node test (which can send the
// cookie and Origin a browser sends by itself).
export type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};
const OPEN = 1;

export type LiveChannelListener = {
  onEvent(event: LiveEvent): void;
  // the gateway would not join this channel (not allowed, malformed), or took it back (revoked)
  onRefused?(): void;
  // the channel is joined on the open socket (true), or no longer (the socket lost, refused, revoked):
  // while it is not, a screen that must not miss anything polls (the chat room, docs/chat.md)
  onJoined?(joined: boolean): void;
};

export type LiveSocketOptions = {
  // where to connect, asked at each attempt (a test gives each attempt another gateway)
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  backoff?: Backoff;
  random?: () => number;
};

// The page's one live socket (docs/live.md), for every channel kind: channels are joined while some
// listener wants them; a lost socket comes back after a back-off with jitter and joins its channels
// again, then tells onReconnect's listeners, which read again what they show (what happened while
// the socket was away reached no one). A socket closed because the session ended stays closed.
export class LiveSocket {
  private socket: SocketLike | null = null;
  private readonly listeners = new Map<string, Set<LiveChannelListener>>();
  private readonly reconnectListeners = new Set<() => void>();
  private attempt = 0;
  private everOpened = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ended = false;
  private readonly confirmed = new Set<string>();
  // channels wanted in this tick, sent as one subscribe (the gateway limits subscribe frames)
  private readonly pending = new Set<string>();

  constructor(private readonly options: LiveSocketOptions) {}

  // Listens to a channel until the returned function is called.
  subscribe(channel: string, listener: LiveChannelListener): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(listener);
    this.listeners.set(channel, set);
    if (first) this.want(channel);
    else if (this.confirmed.has(channel)) listener.onJoined?.(true);
    this.ensureOpen();
    return () => {
      set.delete(listener);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      this.confirmed.delete(channel);
      // not sent yet: nothing to take back
      if (!this.pending.delete(channel)) this.sendChannels('unsubscribe', [channel]);
      if (this.listeners.size === 0) this.close();
    };
  }

  // Called after the socket came back (or the gateway said it may have missed events).
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  // Whether the gateway has confirmed the channel on the socket open now.
  joined(channel: string): boolean {
    return this.confirmed.has(channel);
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    this.confirmed.clear();
    this.everOpened = false;
    this.attempt = 0;
    socket?.close(1000);
  }

  // A screen's channels come one by one in one render: they go out together at the end of the tick.
  private want(channel: string): void {
    if (this.pending.size === 0)
      void Promise.resolve().then(() => {
        const channels = [...this.pending];
        this.pending.clear();
        this.sendChannels('subscribe', channels);
      });
    this.pending.add(channel);
  }

  private sendChannels(type: 'subscribe' | 'unsubscribe', channels: string[]): void {
    if (this.socket?.readyState === OPEN && channels.length) this.socket.send(JSON.stringify({ type, channels }));
  }

  private ensureOpen(): void {
    if (this.socket || this.timer || this.ended || this.listeners.size === 0) return;
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url());
    } catch {
      return this.retry();
    }
    this.socket = socket;
    socket.onopen = () => {
      const again = this.everOpened;
      this.everOpened = true;
      this.pending.clear();
      this.sendChannels('subscribe', [...this.listeners.keys()]);
      if (again) this.reconnectListeners.forEach((l) => l());
    };
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onerror = () => undefined;
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.unconfirm([...this.confirmed]);
      if (ev.code === LIVE_CLOSE.sessionEnded) this.ended = true;
      else this.retry();
    };
  }

  private retry(): void {
    if (this.ended || this.listeners.size === 0) return;
    const wait = reconnectDelay(this.attempt++, (this.options.random ?? Math.random)(), this.options.backoff ?? LIVE_BACKOFF);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.ensureOpen();
    }, wait);
  }

  private receive(data: unknown): void {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(String(data)) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.type === 'subscribed') {
      // joined: the connection works, so the next loss starts the back-off anew
      this.attempt = 0;
      for (const channel of message.ok)
        if (this.listeners.has(channel)) {
          this.confirmed.add(channel);
          this.listeners.get(channel)?.forEach((l) => l.onJoined?.(true));
        }
      for (const channel of message.refused) this.listeners.get(channel)?.forEach((l) => l.onRefused?.());
    } else if (message.type === 'revoked') {
      this.unconfirm(message.channels);
      for (const channel of message.channels) this.listeners.get(channel)?.forEach((l) => l.onRefused?.());
    } else if (message.type === 'event') this.listeners.get(message.channel)?.forEach((l) => l.onEvent(message.event));
    else if (message.type === 'resync') this.reconnectListeners.forEach((l) => l());
  }

  private unconfirm(channels: readonly string[]): void {
    for (const channel of channels)
      if (this.confirmed.delete(channel)) this.listeners.get(channel)?.forEach((l) => l.onJoined?.(false));
  }
}

// The live socket's address: the API's origin with ws(s) for http(s).
export const liveUrlOf = (apiUrl: string): string => `${apiUrl.replace(/\/$/, '').replace(/^http/, 'ws')}${LIVE_PATH}`;

const pageSockets = new Map<string, LiveSocket>();
// One socket per page and API for all channel kinds (@school/ui is a singleton across the portals).
export const pageLiveSocket = (apiUrl: string): LiveSocket => {
  let socket = pageSockets.get(apiUrl);
  if (!socket) {
    socket = new LiveSocket({ url: () => liveUrlOf(apiUrl) });
    pageSockets.set(apiUrl, socket);
  }
  return socket;
};
