import {
  API_REGISTRY,
  isRpcErrorPayload,
  type ApiName,
  type Caller,
  type RpcErrorPayload,
  type ServiceName,
} from '@school/contracts';
import { randomUUID } from 'node:crypto';
import { ErrorCode, type NatsConnection, type NatsError } from 'nats';
import { subjects } from './namespace';

// An RPC that failed, carrying the service's error payload (or the gateway's view of a missing service).
export class RpcCallError extends Error {
  constructor(readonly payload: RpcErrorPayload) {
    super(payload.messageKey);
    this.name = 'RpcCallError';
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

type NestReply = { id?: string; response?: unknown; err?: unknown; isDisposed?: boolean };

// Request-reply over NATS in Nest's wire format ({pattern, data, id} → {id, response|err}).
// The NestJS client has no timeout and cannot tell "nobody listens" from "too slow"; this one gives
// 503 for no responders and 408 for a timeout, on every call.
export class RpcClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly timeoutMs: number,
  ) {}

  async call(name: ApiName, input: unknown, caller: Caller): Promise<unknown> {
    const service = API_REGISTRY[name].service;
    return this.request(service, subjects().rpc(service, name), { input, caller }, caller.requestId);
  }

  async health(service: ServiceName, requestId: string, timeoutMs = this.timeoutMs): Promise<unknown> {
    return this.request(service, subjects().health(service), { input: {}, caller: null }, requestId, timeoutMs);
  }

  private async request(
    service: ServiceName,
    subject: string,
    data: unknown,
    requestId: string,
    timeoutMs = this.timeoutMs,
  ): Promise<unknown> {
    const packet = JSON.stringify({ pattern: subject, data, id: randomUUID() });
    let raw: Uint8Array;
    try {
      raw = (await this.nc.request(subject, encoder.encode(packet), { timeout: timeoutMs })).data;
    } catch (e) {
      const code = (e as NatsError).code;
      if (code === ErrorCode.NoResponders) {
        throw new RpcCallError({
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          messageKey: 'error.serviceUnavailable',
          params: { service },
          requestId,
        });
      }
      if (code === ErrorCode.Timeout) {
        throw new RpcCallError({ status: 408, code: 'TIMEOUT', messageKey: 'error.timeout', params: { service }, requestId });
      }
      throw new RpcCallError({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        messageKey: 'error.serviceUnavailable',
        params: { service },
        requestId,
      });
    }
    const reply = JSON.parse(decoder.decode(raw)) as NestReply;
    const err: unknown = reply.err;
    if (err !== undefined && err !== null) {
      if (isRpcErrorPayload(err)) throw new RpcCallError({ ...err, requestId: err.requestId ?? requestId });
      throw new RpcCallError({
        status: 599,
        code: 'SERVER_ERROR',
        messageKey: 'error.server',
        params: { correlationId: requestId },
        requestId,
      });
    }
    return reply.response ?? null;
  }
}
