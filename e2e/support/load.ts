// Steady load for the fault tests: a few loops per kind of call, each sending its next call as soon
// as the last one answered, recording when each call started and ended and what it got.

export type Outcome = { kind: string; startedAt: number; endedAt: number; status: number; body: unknown };

// status 0: the connection itself failed (refused, reset); body then holds the error's text
export type Call = () => Promise<{ status: number; body: unknown }>;

export class Load {
  readonly outcomes: Outcome[] = [];
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(private readonly calls: Record<string, Call>) {}

  get kinds(): string[] {
    return Object.keys(this.calls);
  }

  start(loopsPerKind = 1): void {
    this.running = true;
    this.loops = Object.entries(this.calls).flatMap(([kind, call]) =>
      Array.from({ length: loopsPerKind }, async () => {
        while (this.running) {
          const startedAt = Date.now();
          let answer: { status: number; body: unknown };
          try {
            answer = await call();
          } catch (e) {
            answer = { status: 0, body: String((e as Error & { cause?: unknown }).cause ?? e) };
          }
          this.outcomes.push({ kind, startedAt, endedAt: Date.now(), ...answer });
        }
      }),
    );
  }

  async stop(): Promise<Outcome[]> {
    this.running = false;
    await Promise.all(this.loops);
    return this.outcomes;
  }

  // Waits until every kind has had `count` answers after `since` (the load flows again).
  async answered(since: number, count = 3, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const kinds = this.kinds;
    while (kinds.some((k) => this.outcomes.filter((o) => o.kind === k && o.startedAt >= since).length < count)) {
      if (Date.now() > deadline) throw new Error(`the load did not flow again within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

// A compact view for an assertion's message: kind → status → count.
export const tally = (outcomes: Outcome[]): Record<string, Record<number, number>> => {
  const t: Record<string, Record<number, number>> = {};
  for (const o of outcomes) {
    t[o.kind] ??= {};
    t[o.kind][o.status] = (t[o.kind][o.status] ?? 0) + 1;
  }
  return t;
};
