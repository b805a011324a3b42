import {
  API_REGISTRY,
  isRpcErrorPayload,
  type ApiInput,
  type ApiName,
  type ApiOutput,
  type Caller,
  type ServiceName,
} from '@school/contracts';
import { randomUUID } from 'node:crypto';
import { createInbox, Events, type Msg, type NatsConnection, type NatsError, type Subscription } from 'nats';
import { AppError } from '../errors/app-error';
import { RpcCallError } from '../errors/rpc-call-error';
import { subjects } from './namespace';
import { answerOf, valueOf } from './rpc-reply';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

type NestReply = { id?: string; response?: unknown; err?: unknown; isDisposed?: boolean };

// A request waiting for its reply: how it ends, and its timer.
type Pending = { resolve: (data: Uint8Array) => void; reject: (failure: Error) => void; timer: NodeJS.Timeout };
// How a request failed, mapped to 408 and 503 below; made once, never shown.
const TIMED_OUT = new Error('timeout');
const UNAVAILABLE = new Error('unavailable');

// Request-reply over NATS in Nest's wire format ({pattern, data, id} → {id, response|err}).
// The NestJS client has no timeout and cannot tell "nobody listens" from "too slow"; this one gives
// 503 for no responders and 408 for a timeout, on every call.
export class RpcClient {
  // While the connection to NATS is lost, a request would wait in the client's buffer for the whole
  // timeout; the caller gets 503 at once instead.
  private connected = true;
  // The replies' subscription (<inbox>.*, opened at the first request) and the requests waiting on it.
  // nats.js's own request() made, per call, a timer promise, a deferred, a Promise.race and a NatsError
  // with its stack ("cancelled", made even when the reply came): ≈ 5 % of the gateway's CPU per call
  // (docs/benchmarks.md, rpc). Same wire: a publish with a reply subject under one muxed inbox.
  private inbox: string | null = null;
  private readonly pending = new Map<string, Pending>();
  private sequence = 0;

  constructor(
    private readonly nc: NatsConnection,
    private readonly timeoutMs: number,
  ) {
    void this.watchConnection();
  }

  private async watchConnection(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === Events.Disconnect) this.connected = false;
      if (status.type === Events.Reconnect) this.connected = true;
    }
  }

  // A call by one of our own: the input and the answer are the registry's types for N (the handler
  // answering it is checked against ApiOutput<N> by @Rpc).
  call<N extends ApiName>(name: N, input: ApiInput<N>, caller: Caller): Promise<ApiOutput<N>>;
  async call(name: ApiName, input: unknown, caller: Caller): Promise<unknown> {
    return valueOf(await this.forward(name, input, caller));
  }

  // The gateway's path for a browser's call: the name is checked against the registry, the input is
  // as it came over the wire (the owning service checks it) and so is the answer: a successful one
  // as the service wrote it (a JsonAnswer), to be sent on unparsed.
  async forward(name: ApiName, input: unknown, caller: Caller): Promise<unknown> {
    const service = API_REGISTRY[name].service;
    return this.request(service, subjects().rpc(service, name), { input, caller }, caller.requestId);
  }

  async health(service: ServiceName, requestId: string, timeoutMs = this.timeoutMs): Promise<unknown> {
    return valueOf(await this.request(service, subjects().health(service), { input: {}, caller: null }, requestId, timeoutMs));
  }

  private async request(
    service: ServiceName,
    subject: string,
    data: unknown,
    requestId: string,
    timeoutMs = this.timeoutMs,
  ): Promise<unknown> {
    const id = randomUUID();
    const packet = JSON.stringify({ pattern: subject, data, id });
    let raw: Uint8Array;
    if (!this.connected) {
      throw new RpcCallError(new AppError('SERVICE_UNAVAILABLE', 'error.serviceUnavailable', { service }).toPayload(requestId));
    }
    try {
      raw = await this.send(subject, encoder.encode(packet), timeoutMs);
    } catch (e) {
      if (e === TIMED_OUT) {
        throw new RpcCallError(new AppError('TIMEOUT', 'error.timeout', { service }).toPayload(requestId));
      }
      // no responders, or no connection at all
      throw new RpcCallError(new AppError('SERVICE_UNAVAILABLE', 'error.serviceUnavailable', { service }).toPayload(requestId));
    }
    const answer = answerOf(raw, id);
    if (answer) return answer;
    const reply = JSON.parse(decoder.decode(raw)) as NestReply;
    const err: unknown = reply.err;
    if (err !== undefined && err !== null) {
      if (isRpcErrorPayload(err)) throw new RpcCallError({ ...err, requestId: err.requestId ?? requestId });
      throw new RpcCallError(new AppError('SERVER_ERROR', 'error.server', { correlationId: requestId }).toPayload(requestId));
    }
    return reply.response ?? null;
  }

  // Publishes a request and waits for its one reply: rejects with TIMED_OUT after timeoutMs, with
  // UNAVAILABLE when nobody listens (NATS's 503 status reply) or the publish fails (connection closed).
  private send(subject: string, data: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      let inbox: string;
      const token = String(this.sequence++);
      try {
        inbox = this.replyInbox();
        this.nc.publish(subject, data, { reply: inbox + token });
      } catch {
        reject(UNAVAILABLE);
        return;
      }
      this.pending.set(token, { resolve, reject, timer: setTimeout(this.expire, timeoutMs, token) });
    });
  }

  private readonly expire = (token: string): void => {
    const request = this.pending.get(token);
    if (!request) return;
    this.pending.delete(token);
    request.reject(TIMED_OUT);
  };

  private replyInbox(): string {
    if (this.inbox) return this.inbox;
    const inbox = `${createInbox()}.`;
    const sub: Subscription = this.nc.subscribe(`${inbox}*`, {
      callback: (err: NatsError | null, msg: Msg) => {
        const token = msg?.subject?.startsWith(inbox) ? msg.subject.slice(inbox.length) : null;
        const request = token === null ? undefined : this.pending.get(token);
        if (!request || token === null) return;
        this.pending.delete(token);
        clearTimeout(request.timer);
        // NATS answers 503 with an empty message when no service subscribes to the subject
        if (err || (msg.data.length === 0 && msg.headers?.code === 503)) request.reject(UNAVAILABLE);
        else request.resolve(msg.data);
      },
    });
    this.inbox = inbox;
    // the connection closed: the requests still waiting end as nats.js ended them (a timeout), and a
    // later request subscribes again (and fails at once while the connection stays closed)
    void sub.closed.then(() => {
      if (this.inbox === inbox) this.inbox = null;
      for (const [token, request] of this.pending) {
        this.pending.delete(token);
        clearTimeout(request.timer);
        request.reject(TIMED_OUT);
      }
    });
    return inbox;
  }
}
