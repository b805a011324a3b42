import { isBoardLiveEvent, LIVE_CLOSE, type LiveServerMessage } from '@school/contracts';
import { LiveSocket, liveUrlOf, type SocketLike } from './live-socket';

// A websocket the test drives: what the client sent, and the gateway's side (open, a message, a close).
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  tell(message: LiveServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe('LiveSocket', () => {
  let sockets: FakeSocket[];
  let n: number;
  const client = () =>
    new LiveSocket({
      url: () => `ws://gateway-${++n}/live`,
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      backoff: { baseMs: 100, maxMs: 1000 },
      random: () => 0,
    });
  beforeEach(() => {
    jest.useFakeTimers();
    sockets = [];
    n = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('opens one socket for all channels and joins each once, whatever the number of listeners', () => {
    const live = client();
    const endA = live.subscribe('board:1:2026-12-01', { onEvent: () => undefined });
    live.subscribe('board:1:2026-12-01', { onEvent: () => undefined });
    live.subscribe('board:1:2026-12-02', { onEvent: () => undefined });
    expect(sockets).toHaveLength(1);
    sockets[0].open();
    expect(sockets[0].sent).toEqual([{ type: 'subscribe', channels: ['board:1:2026-12-01', 'board:1:2026-12-02'] }]);
    endA();
    expect(sockets[0].sent).toHaveLength(1);
  });

  it('delivers a channel’s events to its listeners and tells a refused channel’s', () => {
    const live = client();
    const heard: number[] = [];
    let refused = 0;
    live.subscribe('board:1:2026-12-01', { onEvent: (e) => isBoardLiveEvent(e) && heard.push(e.schedule_no) });
    live.subscribe('board:2:2026-12-01', {
      onEvent: (e) => isBoardLiveEvent(e) && heard.push(-e.schedule_no),
      onRefused: () => refused++,
    });
    sockets[0].open();
    sockets[0].tell({ type: 'subscribed', ok: ['board:1:2026-12-01'], refused: ['board:2:2026-12-01'] });
    const event = { type: 'LessonAssigned', schedule_no: 7, schedule_date: '2026-12-01', time_limit_no: 11, center_no: 1 };
    sockets[0].tell({
      type: 'event',
      channel: 'board:1:2026-12-01',
      event: { ...event, lock_version: 2, user_no: 1, teacher_no: 3 },
    } as LiveServerMessage);
    expect(heard).toEqual([7]);
    expect(refused).toBe(1);
    expect([live.joined('board:1:2026-12-01'), live.joined('board:2:2026-12-01')]).toEqual([true, false]);
    sockets[0].drop(1006);
    expect(live.joined('board:1:2026-12-01')).toBe(false);
  });

  it('sends the channels wanted in one tick as one subscribe, and none taken back before it went', async () => {
    const live = client();
    live.subscribe('lesson:1', { onEvent: () => undefined });
    sockets[0].open();
    sockets[0].sent = [];
    live.subscribe('lesson:2', { onEvent: () => undefined });
    live.subscribe('lesson:3', { onEvent: () => undefined });
    const end4 = live.subscribe('lesson:4', { onEvent: () => undefined });
    end4();
    expect(sockets[0].sent).toEqual([]);
    await Promise.resolve();
    expect(sockets[0].sent).toEqual([{ type: 'subscribe', channels: ['lesson:2', 'lesson:3'] }]);
  });

  it('tells a channel’s listeners when it is joined and when no longer: lost, or revoked by the gateway', () => {
    const live = client();
    const states: string[] = [];
    live.subscribe('lesson:1', {
      onEvent: () => undefined,
      onJoined: (yes) => states.push(yes ? 'joined' : 'left'),
      onRefused: () => states.push('refused'),
    });
    sockets[0].open();
    sockets[0].tell({ type: 'subscribed', ok: ['lesson:1'], refused: [] });
    // a later listener of a joined channel hears so at once
    live.subscribe('lesson:1', {
      onEvent: () => undefined,
      onJoined: (yes) => states.push(yes ? 'second joined' : 'second left'),
    });
    sockets[0].drop(1006);
    jest.advanceTimersByTime(50);
    sockets[1].open();
    sockets[1].tell({ type: 'subscribed', ok: ['lesson:1'], refused: [] });
    sockets[1].tell({ type: 'revoked', channels: ['lesson:1'] });
    expect(live.joined('lesson:1')).toBe(false);
    expect(states).toEqual([
      'joined',
      'second joined',
      'left',
      'second left',
      'joined',
      'second joined',
      'left',
      'second left',
      'refused',
    ]);
  });

  it('comes back after a loss with back-off, joins again, then calls onReconnect', () => {
    const live = client();
    let reconnects = 0;
    live.onReconnect(() => reconnects++);
    live.subscribe('board:1:2026-12-01', { onEvent: () => undefined });
    sockets[0].open();
    expect(reconnects).toBe(0);
    sockets[0].drop(1001);
    // the first wait is half the base step with random 0, the second twice that
    jest.advanceTimersByTime(49);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets[1].url).toBe('ws://gateway-2/live');
    sockets[1].drop(1006);
    jest.advanceTimersByTime(99);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1);
    sockets[2].open();
    expect(sockets[2].sent).toEqual([{ type: 'subscribe', channels: ['board:1:2026-12-01'] }]);
    expect(reconnects).toBe(1);
    // a gateway that may have missed events says so: read again as after a reconnect
    sockets[2].tell({ type: 'resync' });
    expect(reconnects).toBe(2);
  });

  it('stays closed when the session ended, and closes when no channel is wanted', () => {
    const live = client();
    const end = live.subscribe('board:1:2026-12-01', { onEvent: () => undefined });
    sockets[0].open();
    sockets[0].drop(LIVE_CLOSE.sessionEnded);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    end();

    const other = client();
    const stop = other.subscribe('board:1:2026-12-01', { onEvent: () => undefined });
    sockets[1].open();
    stop();
    expect(sockets[1].sent.at(-1)).toEqual({ type: 'unsubscribe', channels: ['board:1:2026-12-01'] });
    expect(sockets[1].closedWith).toBe(1000);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('reaches the API’s origin with ws for http and wss for https', () => {
    expect(liveUrlOf('http://127.0.0.1:8443/')).toBe('ws://127.0.0.1:8443/live');
    expect(liveUrlOf('https://api.school.example.jp')).toBe('wss://api.school.example.jp/live');
  });
});
