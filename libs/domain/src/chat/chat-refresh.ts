// SPEC §4 chat states and §9 refresh intervals: what the chat room does on its own while its socket
// is down (issue 28: polling is the fallback). The room loads (loading), then refreshes (newer
// messages by _last_message_id) only when idle and the next-refresh time has passed; the next-refresh
// time is 5 s after the first load, 10 s after a send, 30 s after a refresh. A refresh that comes due
// while the room is loading or sending waits: the end of that sets the next time anew (10 s after a
// send). A send asked for during a refresh waits for the refresh to end.
export type ChatState = 'idle' | 'loading' | 'sending' | 'refreshing';

export const CHAT_REFRESH_MS = { afterInit: 5_000, afterSend: 10_000, afterRefresh: 30_000 } as const;

export type ChatRefreshOptions = {
  // the room's messages, first time
  load: () => Promise<void>;
  // newer messages than the last shown; a failure is the callback's to show, the schedule goes on
  refresh: () => Promise<void>;
  onState?: (state: ChatState) => void;
};

export class ChatRefreshScheduler {
  private current: ChatState = 'idle';
  private dueAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private busy: Promise<void> | null = null;
  private stopped = false;
  // refreshNow was asked for after the last load or refresh began
  private wanted = false;

  constructor(private readonly o: ChatRefreshOptions) {}

  get state(): ChatState {
    return this.current;
  }

  // When the next refresh may run (ms since the epoch); null before the first load.
  get nextRefreshAt(): number | null {
    return this.dueAt;
  }

  init(): Promise<void> {
    return this.run('loading', this.o.load, CHAT_REFRESH_MS.afterInit);
  }

  // Runs the post as the room's send; its failure is thrown to the caller once the room is idle again.
  send(post: () => Promise<void>): Promise<void> {
    return this.run('sending', post, CHAT_REFRESH_MS.afterSend);
  }

  // Newer messages are known to wait (a live event of the room): refresh as soon as the room is idle
  // rather than when due; a load or send under way still ends first, a refresh under way runs again.
  refreshNow(): void {
    if (this.stopped || this.dueAt === null) return;
    this.wanted = true;
    if (this.busy) return;
    this.dueAt = Date.now();
    this.arm();
  }

  // The room is closed: no refresh runs after this.
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async run(state: Exclude<ChatState, 'idle'>, work: () => Promise<void>, nextInMs: number): Promise<void> {
    while (this.busy) await this.busy;
    if (this.stopped) return;
    let release = () => {};
    this.busy = new Promise<void>((r) => (release = r));
    this.setState(state);
    // a load or refresh brings whatever refreshNow knew of
    if (state !== 'sending') this.wanted = false;
    try {
      await work();
    } finally {
      this.dueAt = Date.now() + (this.wanted ? 0 : nextInMs);
      this.busy = null;
      this.setState('idle');
      release();
      this.arm();
    }
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.stopped || this.dueAt === null) return;
    this.timer = setTimeout(() => this.tick(), Math.max(0, this.dueAt - Date.now()));
  }

  // Only when idle and due; otherwise the operation under way re-arms when it ends.
  private tick(): void {
    this.timer = null;
    if (this.stopped || this.current !== 'idle' || this.busy || this.dueAt === null) return;
    if (Date.now() < this.dueAt) return this.arm();
    this.run('refreshing', this.o.refresh, CHAT_REFRESH_MS.afterRefresh).catch(() => undefined);
  }

  private setState(state: ChatState): void {
    this.current = state;
    this.o.onState?.(state);
  }
}
