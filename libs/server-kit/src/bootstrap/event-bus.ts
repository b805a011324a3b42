import { type ServiceName } from '@school/contracts';
import { connect, type JetStreamClient, type JetStreamManager, type NatsConnection } from 'nats';
import { ensureEventStream } from '../outbox/event-stream';

// A service's own NATS connection for JetStream (the RPC server has another), so draining RPC on
// shutdown never cuts an event publish short.
export type EventBus = { nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager; stream: string };

export const connectEventBus = async (url: string, service: ServiceName): Promise<EventBus> => {
  const nc = await connect({ servers: url, name: `${service}-events`, noAsyncTraces: true });
  const jsm = await nc.jetstreamManager();
  const stream = await ensureEventStream(jsm);
  return { nc, js: nc.jetstream(), jsm, stream };
};
