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
import { ErrorCode, Events, type NatsConnection, type NatsError } from 'nats';
import { AppError } from '../errors/app-error';
import { RpcCallError } from '../errors/rpc-call-error';
import { subjects } from './namespace';
import { answerOf, valueOf } from './rpc-reply';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

type NestReply = { id?: string; response?: unknown; err?: unknown; isDisposed?: boolean };

// Request-reply over NATS in Nest's wire format ({pattern, data, id} → {id, response|err}).
// The NestJS client has no timeout and cannot tell "nobody listens" from "too slow"; this one gives
// 503 for no responders and 408 for a timeout, on every call.
export class RpcClient {
  // While the connection to NATS is lost, a request would wait in the client's buffer for the whole
  // timeout; the caller gets 503 at once instead.
  private connected = true;

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
      raw = (await this.nc.request(subject, encoder.encode(packet), { timeout: timeoutMs })).data;
    } catch (e) {
      if ((e as NatsError).code === ErrorCode.Timeout) {
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
}
