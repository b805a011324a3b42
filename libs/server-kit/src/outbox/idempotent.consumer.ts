import { type DomainEvent } from '@school/contracts';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JetStreamClient, type JetStreamManager } from 'nats';
import { type DataSource, type EntityManager } from 'typeorm';

export type IdempotentConsumerOptions = {
  ds: DataSource;
  schema: string;
  js: JetStreamClient;
  jsm: JetStreamManager;
  stream: string;
  // Durable consumer name; also the inbox's consumer key.
  name: string;
  // One subject (wildcards allowed): several filter subjects need NATS 2.10, Debian ships 2.9.
  filterSubject: string;
  handle: (event: DomainEvent, tx: EntityManager) => Promise<void>;
  onError?: (error: unknown, event?: DomainEvent) => void;
  ackWaitMs?: number;
};

const decoder = new TextDecoder();

// Applies each event's side effects exactly once: the inbox row and the side effects commit in one
// transaction, and an event whose inbox row exists is acknowledged without running again. JetStream
// redelivers anything not acknowledged (a crash after commit but before ack is safe).
export class IdempotentConsumer {
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;

  constructor(private readonly o: IdempotentConsumerOptions) {}

  async start(): Promise<void> {
    const ackWait = (this.o.ackWaitMs ?? 30000) * 1_000_000;
    const config = {
      durable_name: this.o.name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: ackWait,
      max_deliver: -1,
      filter_subject: this.o.filterSubject,
    };
    try {
      await this.o.jsm.consumers.info(this.o.stream, this.o.name);
      await this.o.jsm.consumers.update(this.o.stream, this.o.name, { ack_wait: ackWait, filter_subject: this.o.filterSubject });
    } catch {
      await this.o.jsm.consumers.add(this.o.stream, config);
    }
    const consumer = await this.o.js.consumers.get(this.o.stream, this.o.name);
    this.messages = await consumer.consume({ max_messages: 64 });
    this.loop = (async () => {
      for await (const m of this.messages!) {
        let event: DomainEvent | undefined;
        try {
          event = JSON.parse(decoder.decode(m.data)) as DomainEvent;
          await this.apply(event);
          m.ack();
        } catch (e) {
          this.o.onError?.(e, event);
          m.nak(1000);
        }
      }
    })();
  }

  // Returns false when the event had already been applied.
  async apply(event: DomainEvent): Promise<boolean> {
    return this.o.ds.transaction(async (tx) => {
      const inserted = (await tx.query(
        `INSERT INTO "${this.o.schema}"."inbox" ("consumer", "event_id") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
        [this.o.name, event.id],
      )) as unknown[];
      if (!inserted.length) return false;
      await this.o.handle(event, tx);
      return true;
    });
  }

  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
  }
}
