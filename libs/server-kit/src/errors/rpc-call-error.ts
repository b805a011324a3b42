import { type RpcErrorPayload } from '@school/contracts';

// An RPC that failed, carrying the service's error payload (or the gateway's view of a missing service).
export class RpcCallError extends Error {
  constructor(readonly payload: RpcErrorPayload) {
    super(payload.messageKey);
    this.name = 'RpcCallError';
  }
}
