import type { ServiceName } from './services';

// What the outbox relays to JetStream. id is unique per event ("<schema>:<outbox id>") and is the
// deduplication key on both sides: JetStream's Nats-Msg-Id and the consumer's inbox.
export type DomainEvent<T = unknown> = {
  id: string;
  type: string;
  service: ServiceName;
  occurredAt: string;
  data: T;
};
