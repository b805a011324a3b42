import { type ServiceName } from '@school/contracts';
import { connect, type JetStreamClient, type JetStreamManager, type NatsConnection } from 'nats';
import { ensureEventStream } from '../outbox/event-stream';

// A service's own NATS connection for JetStream (the RPC server has another), so draining RPC on
// shutdown never cuts an event publish short.
export type EventBus = { nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager; stream: string };

export const connectEventBus = async (url: string, service: ServiceName): Promise<EventBus> => {
  // reconnects for as long as it takes (the default gives up after ten tries, about 20 s)
  const nc = await connect({ servers: url, name: `${service}-events`, maxReconnectAttempts: -1, noAsyncTraces: true });
  const jsm = await nc.jetstreamManager();
  const stream = await ensureEventStream(jsm);
  return { nc, js: nc.jetstream(), jsm, stream };
};
