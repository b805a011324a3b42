import { randomUUID } from 'node:crypto';
import { NatsContext, ServerNats, type NatsOptions } from '@nestjs/microservices';
import { ErrorCode, type Msg, type MsgHdrs, type NatsConnection, type Subscription } from 'nats';
import { isObservable } from 'rxjs';
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

  // Each pattern's handler, wrapped once (Nest looks a handler up per message by trying to parse its
  // subject as JSON, a thrown SyntaxError each time).
  private readonly handlers = new Map<string, NonNullable<ReturnType<ServerNats['getHandlerByPattern']>>>();

  // A request (with a reply subject and an id) goes Nest's way up to its handler: Nest's proxy of the
  // controller method applies its guards, pipes, interceptors and exception filters (RpcErrorFilter)
  // and answers a value, or an Observable (an error the filter mapped, a stream). A value is published
  // at once; Nest made an Observable of it and ran it through its reply stream first, about a tenth
  // of a service's CPU per call (docs/benchmarks.md, rpc). Only requests are counted: they are what a
  // shutdown must not drop. Events, and requests without an id or a handler, are Nest's.
  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    if (!natsMsg.reply) return super.handleMessage(channel, natsMsg);
    const message = (await this.deserializer.deserialize(natsMsg.data, { channel, replyTo: natsMsg.reply })) as {
      id?: unknown;
      data?: unknown;
    };
    const handler = this.getHandlerByPattern(channel);
    if (typeof message.id !== 'string' || !handler) return super.handleMessage(channel, natsMsg);
    this.inFlight++;
    const ctx = new NatsContext([natsMsg.subject, natsMsg.headers as MsgHdrs]);
    const publish = this.getPublisher(natsMsg, message.id, ctx);
    try {
      return await this.onProcessingStartHook(this.transportId, ctx, async () => {
        const answer: unknown = await handler(message.data, ctx);
        if (isObservable(answer)) this.send(answer, publish);
        else publish({ response: answer, isDisposed: true });
      });
    } catch (e) {
      this.done();
      throw e;
    }
  }

  // Each handler runs in its caller's request context, so the events it writes name the caller.
  override getHandlerByPattern(pattern: string): ReturnType<ServerNats['getHandlerByPattern']> {
    const kept = this.handlers.get(pattern);
    if (kept) return kept;
    const handler = super.getHandlerByPattern(pattern);
    if (!handler) return handler;
    const inContext = Object.assign(
      (data: unknown, ctx?: unknown) => runInRequestContext(requestContextOf(data), () => handler(data, ctx)),
      handler,
    );
    this.handlers.set(pattern, inContext);
    return inContext;
  }

  // A request is done when its final reply is published. A reply
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
