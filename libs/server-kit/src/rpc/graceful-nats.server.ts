import { randomUUID } from 'node:crypto';
import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import { ErrorCode, type NatsConnection, type Subscription } from 'nats';
import { AppError } from '../errors/app-error';
import { JsonLogger } from '../logging/logger';
import { RpcReplySerializer } from './rpc-reply';
import { requestContextOf, runInRequestContext } from './request-context';

type NatsServerOptions = Required<NatsOptions>['options'] & { queue: string; graceMs: number };

// Nest's NATS server with a shutdown that loses nothing: stop taking work (drain), let the
// requests already taken finish and answer, then drain the connection.
export class GracefulNatsServer extends ServerNats {
  private inFlight = 0;
  private served = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly graceOptions: NatsServerOptions) {
    super({ ...graceOptions, serializer: new RpcReplySerializer() });
  }

  // Only requests (with a reply subject) are counted: they are what a shutdown must not drop.
  override async handleMessage(...args: Parameters<ServerNats['handleMessage']>): Promise<unknown> {
    const isRequest = Boolean(args[1].reply);
    if (isRequest) this.inFlight++;
    try {
      return await super.handleMessage(...args);
    } catch (e) {
      if (isRequest) this.done();
      throw e;
    }
  }

  // Each handler runs in its caller's request context, so the events it writes name the caller.
  override getHandlerByPattern(
    ...args: Parameters<ServerNats['getHandlerByPattern']>
  ): ReturnType<ServerNats['getHandlerByPattern']> {
    const handler = super.getHandlerByPattern(...args);
    if (!handler) return handler;
    return Object.assign(
      (data: unknown, ctx?: unknown) => runInRequestContext(requestContextOf(data), () => handler(data, ctx)),
      handler,
    );
  }

  // A request is done when its final reply is published (Nest sends it on a later tick). A reply
  // over the bus's message limit (1 MB) throws where nothing catches it and would end the process:
  // the caller gets a server error instead, and the service keeps serving.
  override getPublisher(...args: Parameters<ServerNats['getPublisher']>): ReturnType<ServerNats['getPublisher']> {
    const publish = super.getPublisher(...args);
    if (!args[0].reply) return publish;
    return (response: { isDisposed?: boolean; response?: unknown; err?: unknown }) => {
      let sent: unknown;
      let disposed = Boolean(response.isDisposed);
      try {
        sent = publish(response);
      } catch (e) {
        if ((e as { code?: string }).code !== ErrorCode.MaxPayloadExceeded) throw e;
        const correlationId = randomUUID();
        new JsonLogger('rpc').event('error', 'reply over the message size limit', { correlationId, pattern: args[0].subject });
        const err = new AppError('SERVER_ERROR', 'error.server', { correlationId }).toPayload(correlationId);
        sent = publish({ err, isDisposed: true });
        disposed = true;
      }
      if (disposed) this.done();
      return sent;
    };
  }

  // Resolves once NATS has taken in every subscription made so far (a PING answered after them):
  // before that, a caller's request found no responder and got 503 from a service that said it was
  // ready — writes leave at the end of the event-loop turn (coalesced-writes.ts).
  async subscribed(): Promise<void> {
    await (this as unknown as { natsClient: NatsConnection | null }).natsClient?.flush();
  }

  private done(): void {
    this.inFlight--;
    this.served++;
    if (this.inFlight === 0) this.idleWaiters.splice(0).forEach((w) => w());
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  // Requests answered by this process: with replicas in one queue group, how the work was shared
  // (reported when the service stops; the load benchmark reads it).
  get requestsServed(): number {
    return this.served;
  }

  override async close(): Promise<void> {
    // Nest keeps these private; the shutdown order needs them.
    const self = this as unknown as { natsClient: NatsConnection | null; subscriptions: Subscription[] };
    const nc = self.natsClient;
    if (!nc) return;
    // drain, not unsubscribe: requests NATS routed here before it took the unsubscription in are
    // still handled (unsubscribe dropped them, and their callers got 408 after the whole timeout)
    await Promise.all(self.subscriptions.map((sub) => sub.drain().catch(() => undefined)));
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
