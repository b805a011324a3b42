import { CHAT_REFRESH_MS, ChatRefreshScheduler, type ChatState } from './chat-refresh';

// A call the test answers when it wants: the scheduler's state while it is under way is what SPEC §4 checks.
const pending = () => {
  let resolve = () => {};
  let reject = (_e: unknown) => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = () => res();
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('ChatRefreshScheduler (SPEC §4 chat states, §9 refresh intervals)', () => {
  let refreshes: number;
  let states: ChatState[];
  let scheduler: ChatRefreshScheduler;
  let refreshCall: ReturnType<typeof pending> | null;

  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    refreshes = 0;
    states = [];
    refreshCall = null;
    scheduler = new ChatRefreshScheduler({
      load: async () => {},
      refresh: () => {
        refreshes++;
        refreshCall = pending();
        return refreshCall.promise;
      },
      onState: (s) => states.push(s),
    });
  });
  afterEach(() => {
    scheduler.stop();
    jest.useRealTimers();
  });

  const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

  it('loads, then refreshes 5 s after init and every 30 s after each refresh, only when idle', async () => {
    await scheduler.init();
    expect(states).toEqual(['loading', 'idle']);
    expect(scheduler.nextRefreshAt).toBe(CHAT_REFRESH_MS.afterInit);
    await advance(4_999);
    expect(refreshes).toBe(0);
    await advance(1);
    expect(refreshes).toBe(1);
    expect(scheduler.state).toBe('refreshing');
    // a slow refresh: nothing more starts while it runs
    await advance(60_000);
    expect(refreshes).toBe(1);
    refreshCall!.resolve();
    await advance(0);
    expect(scheduler.state).toBe('idle');
    expect(scheduler.nextRefreshAt).toBe(65_000 + CHAT_REFRESH_MS.afterRefresh);
    await advance(29_999);
    expect(refreshes).toBe(1);
    await advance(1);
    expect(refreshes).toBe(2);
  });

  it('refreshes 10 s after a send', async () => {
    await scheduler.init();
    await advance(1_000);
    await scheduler.send(async () => {});
    expect(states).toEqual(['loading', 'idle', 'sending', 'idle']);
    expect(scheduler.nextRefreshAt).toBe(1_000 + CHAT_REFRESH_MS.afterSend);
    // the refresh due 5 s after init moved to 10 s after the send
    await advance(9_999);
    expect(refreshes).toBe(0);
    await advance(1);
    expect(refreshes).toBe(1);
  });

  it('lets a refresh that comes due while sending wait until 10 s after the send ends', async () => {
    await scheduler.init();
    const post = pending();
    const sent = scheduler.send(() => post.promise);
    expect(scheduler.state).toBe('sending');
    // the refresh came due at 5 s, while the send is still under way
    await advance(8_000);
    expect(refreshes).toBe(0);
    expect(scheduler.state).toBe('sending');
    post.resolve();
    await sent;
    expect(scheduler.state).toBe('idle');
    await advance(9_999);
    expect(refreshes).toBe(0);
    await advance(1);
    expect(refreshes).toBe(1);
  });

  it('lets a send asked for during a refresh wait for it, and a failed send still ends idle', async () => {
    await scheduler.init();
    await advance(5_000);
    expect(scheduler.state).toBe('refreshing');
    let posted = false;
    const sent = scheduler.send(async () => {
      posted = true;
      throw new Error('network');
    });
    await advance(0);
    expect(posted).toBe(false);
    refreshCall!.resolve();
    await expect(sent).rejects.toThrow('network');
    expect(posted).toBe(true);
    expect(scheduler.state).toBe('idle');
    expect(states.slice(-4)).toEqual(['refreshing', 'idle', 'sending', 'idle']);
  });

  it('goes on after a failed refresh and stops for good', async () => {
    await scheduler.init();
    await advance(5_000);
    refreshCall!.reject(new Error('offline'));
    await advance(0);
    expect(scheduler.state).toBe('idle');
    await advance(30_000);
    expect(refreshes).toBe(2);
    refreshCall!.resolve();
    await advance(0);
    scheduler.stop();
    await advance(120_000);
    expect(refreshes).toBe(2);
  });

  it('refreshes at once on refreshNow when idle, after a send or a refresh under way ends, never during one', async () => {
    // before the first load there is nothing to refresh
    scheduler.refreshNow();
    await advance(0);
    expect(refreshes).toBe(0);
    await scheduler.init();
    scheduler.refreshNow();
    await advance(0);
    expect(refreshes).toBe(1);
    expect(scheduler.state).toBe('refreshing');
    // asked again while that refresh runs: one more once it ends, not two at once
    scheduler.refreshNow();
    await advance(0);
    expect(refreshes).toBe(1);
    refreshCall!.resolve();
    await advance(0);
    expect(refreshes).toBe(2);
    refreshCall!.resolve();
    await advance(0);
    expect(scheduler.state).toBe('idle');
    expect(scheduler.nextRefreshAt).toBe(Date.now() + CHAT_REFRESH_MS.afterRefresh);
    // during a send: the refresh follows the send's end instead of 10 s later
    const post = pending();
    const sent = scheduler.send(() => post.promise);
    scheduler.refreshNow();
    await advance(1_000);
    expect(refreshes).toBe(2);
    expect(scheduler.state).toBe('sending');
    post.resolve();
    await sent;
    await advance(0);
    expect(refreshes).toBe(3);
  });
});
