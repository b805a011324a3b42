import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import { type NatsConnection, type Subscription } from 'nats';

type NatsServerOptions = Required<NatsOptions>['options'] & { queue: string; graceMs: number };

// Nest's NATS server with a shutdown that loses nothing: stop taking work (unsubscribe), let the
// requests already taken finish and answer, then drain the connection.
export class GracefulNatsServer extends ServerNats {
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly graceOptions: NatsServerOptions) {
    super(graceOptions);
  }

  override async handleMessage(...args: Parameters<ServerNats['handleMessage']>): Promise<unknown> {
    this.inFlight++;
    try {
      return await super.handleMessage(...args);
    } finally {
      // The reply is published on a later tick; give it that tick before counting the request done.
      await new Promise((resolve) => setImmediate(resolve));
      this.inFlight--;
      if (this.inFlight === 0) this.idleWaiters.splice(0).forEach((w) => w());
    }
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  override async close(): Promise<void> {
    // Nest keeps these private; the shutdown order needs them.
    const self = this as unknown as { natsClient: NatsConnection | null; subscriptions: Subscription[] };
    const nc = self.natsClient;
    if (!nc) return;
    self.subscriptions.forEach((sub) => sub.unsubscribe());
    if (this.inFlight > 0) {
      await Promise.race([
        new Promise<void>((resolve) => this.idleWaiters.push(resolve)),
        new Promise<void>((resolve) => setTimeout(resolve, this.graceOptions.graceMs).unref()),
      ]);
    }
    await nc.drain().catch(() => undefined);
    self.natsClient = null;
  }
}
