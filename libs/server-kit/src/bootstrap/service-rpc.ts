import { type Provider } from '@nestjs/common';
import { EVENT_BUS } from '../tokens/tokens';
import { type EventBus } from './event-bus';
import { RpcClient } from '../rpc/rpc-client';

// One service asking another (e.g. auth checks a linked teacher with masters), on the service's own
// NATS connection, passing the original caller along; well under the gateway's default timeout (15 s).
export const SERVICE_RPC_TIMEOUT_MS = 5000;

export const serviceRpcProvider: Provider = {
  provide: RpcClient,
  useFactory: (bus: EventBus) => new RpcClient(bus.nc, SERVICE_RPC_TIMEOUT_MS),
  inject: [EVENT_BUS],
};
