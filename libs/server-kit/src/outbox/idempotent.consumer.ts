import { type DomainEvent } from '@school/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  ErrorCode,
  NatsError,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from 'nats';
import { type DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_MAX_DELIVERIES } from '../config/config';
import { subjects } from '../rpc/namespace';
import { runInRequestContext } from '../rpc/request-context';
import { ensureEventStream, recreateDelayMs } from './event-stream';
import { OutboxRepository } from './outbox.repository';

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
  // A delivery that failed and will be retried.
  onError?: (error: unknown, event?: DomainEvent) => void;
  // An event given up on, once, after it was put in the dead-letter table.
  onDeadLetter?: (error: unknown, event: DomainEvent | undefined, attempts: number) => void;
  ackWaitMs?: number;
  // Deliveries before an event that keeps failing goes to the dead-letter table (EVENT_MAX_DELIVERIES).
  maxDeliveries?: number;
  // Wait before the second delivery; doubled for each next one, up to MAX_RETRY_DELAY_MS.
  retryDelayMs?: number;
  // Once each time the durable consumer (or its stream) is found gone while consuming (not again when
  // it is gone again within a minute): it is being re-created, retried with back-off until it is.
  onLost?: (error: unknown) => void;
};

const DEFAULT_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 60_000;
const LOSS_STREAK_MS = 60_000;

const decoder = new TextDecoder();

const closedConnection = (e: unknown): boolean =>
  e instanceof NatsError && (e.code === ErrorCode.ConnectionClosed || e.code === ErrorCode.ConnectionDraining);

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

// The wait after the given (1-based) failed delivery: 1 s, 2 s, 4 s, … up to a minute, so with the
// defaults an event is tried 20 times over about a quarter of an hour before it is given up.
export const retryDelayMs = (delivery: number, firstMs = DEFAULT_RETRY_DELAY_MS): number =>
  Math.min(firstMs * 2 ** Math.min(delivery - 1, 30), MAX_RETRY_DELAY_MS);

// Applies each event's side effects exactly once: the inbox row and the side effects commit in one
// transaction, and an event whose inbox row exists is acknowledged without running again. JetStream
// redelivers anything not acknowledged (a crash after commit but before ack is safe). An event that
// fails maxDeliveries times (a poison event, docs/events.md) is recorded in the schema's dead_letter
// table and acknowledged, so one bad event is not retried for ever. When the durable consumer or its
// stream disappears while it runs (deleted by hand, or the stream by another run), it re-creates them
// and goes on: the new durable delivers the stream from its start, and the inbox skips what was applied.
export class IdempotentConsumer {
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;
  private stopped = false;
  private halt?: () => void;
  private lastLoss = 0;
  private lossStreak = 0;
  private readonly repo: OutboxRepository;

  constructor(private readonly o: IdempotentConsumerOptions) {
    this.repo = new OutboxRepository(o.schema);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.ensureConsumer();
    this.messages = await this.consume();
    this.loop = this.run();
  }

  private async ensureConsumer(): Promise<void> {
    const ackWait = (this.o.ackWaitMs ?? 30000) * 1_000_000;
    const config = {
      durable_name: this.o.name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: ackWait,
      // the consumer counts deliveries itself and dead-letters (JetStream would only stop delivering)
      max_deliver: -1,
      filter_subject: this.o.filterSubject,
    };
    try {
      await this.o.jsm.consumers.info(this.o.stream, this.o.name);
      await this.o.jsm.consumers.update(this.o.stream, this.o.name, { ack_wait: ackWait, filter_subject: this.o.filterSubject });
    } catch {
      await this.o.jsm.consumers.add(this.o.stream, config);
    }
  }

  // The iterator ends with an error as soon as the consumer or its stream is gone (without
  // abort_on_missing_resource it would wait, silently, for someone else to make them again).
  private async consume(): Promise<ConsumerMessages> {
    const consumer = await this.o.js.consumers.get(this.o.stream, this.o.name);
    return consumer.consume({ max_messages: 64, abort_on_missing_resource: true });
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let lost: unknown;
      try {
        for await (const m of this.messages!) await this.receive(m);
      } catch (e) {
        lost = e;
      }
      // closed by stop(), or its connection drained or closed: done
      if (this.stopped || lost === undefined || closedConnection(lost)) return;
      // lost again within a minute: the same absence, not logged again, and the back-off goes on
      const now = Date.now();
      this.lossStreak = now - this.lastLoss < LOSS_STREAK_MS ? this.lossStreak + 1 : 0;
      this.lastLoss = now;
      if (this.lossStreak === 0) this.o.onLost?.(lost);
      await this.recreate(this.lossStreak);
    }
  }

  private async receive(m: JsMsg): Promise<void> {
    let event: DomainEvent | undefined;
    try {
      event = JSON.parse(decoder.decode(m.data)) as DomainEvent;
      await this.apply(event);
      m.ack();
    } catch (e) {
      await this.failed(m, e, event);
    }
  }

  // The stream (when it is the event stream, whose settings are ensureEventStream's), the durable
  // consumer and its iterator again, until they are there or the consumer is stopped.
  private async recreate(first: number): Promise<void> {
    for (let attempt = first; !this.stopped; attempt++) {
      if (attempt > 0) await this.pause(recreateDelayMs(attempt));
      if (this.stopped) return;
      try {
        if (this.o.stream === subjects().eventStream) await ensureEventStream(this.o.jsm);
        await this.ensureConsumer();
        const messages = await this.consume();
        if (this.stopped) await messages.close();
        else this.messages = messages;
        return;
      } catch (e) {
        if (closedConnection(e)) return;
      }
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.halt = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  // Returns false when the event had already been applied, or is not this consumer's to apply: a
  // replayed dead letter is for the consumer that gave up on it, and runs once, in the transaction that
  // removes its dead-letter row (none left: an earlier replay of it was applied). The events the
  // handler writes name the user and request of the event it applies: the change they follow from.
  async apply(event: DomainEvent): Promise<boolean> {
    const replay = event.replay;
    if (replay && replay.consumer !== this.o.name) return false;
    const context = { userNo: event.actorUserNo ?? null, requestId: event.requestId ?? null };
    return runInRequestContext(context, () => this.transaction(event, replay));
  }

  private transaction(event: DomainEvent, replay: DomainEvent['replay']): Promise<boolean> {
    return this.o.ds.transaction(async (tx) => {
      if (!(await this.repo.insertInbox(tx, this.o.name, event.id))) return false;
      if (replay && !(await this.repo.deleteDeadLetter(tx, this.o.name, replay.event_id))) return false;
      await this.o.handle(event, tx);
      return true;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.halt?.();
    await this.messages?.close();
    await this.loop;
  }

  private async failed(m: JsMsg, error: unknown, event: DomainEvent | undefined): Promise<void> {
    const attempts = m.info.deliveryCount;
    if (attempts < (this.o.maxDeliveries ?? DEFAULT_MAX_DELIVERIES)) {
      this.o.onError?.(error, event);
      m.nak(retryDelayMs(attempts, this.o.retryDelayMs));
      return;
    }
    let first: boolean;
    try {
      first = await this.deadLetter(m, error, event, attempts);
    } catch (e) {
      // the table cannot be written (the database is down): the event stays in the stream, retried
      this.o.onError?.(e, event);
      m.nak(MAX_RETRY_DELAY_MS);
      return;
    }
    // a redelivery of an event already given up on (its ack was lost) is not reported again
    if (first) this.o.onDeadLetter?.(error, event, attempts);
    m.ack();
  }

  // Returns whether the row is new.
  private async deadLetter(m: JsMsg, error: unknown, event: DomainEvent | undefined, attempts: number): Promise<boolean> {
    // an unreadable message is kept as its text, under its JetStream id (the event id when it has one)
    const id = event?.id || m.headers?.get('Nats-Msg-Id') || `${m.info.stream}:${m.seq}`;
    const data = event ? (event.data ?? null) : decoder.decode(m.data);
    return this.repo.insertDeadLetter(this.o.ds, {
      consumer: this.o.name,
      eventId: id,
      type: event?.type ?? null,
      subject: m.subject,
      data,
      error: errorText(error),
      attempts,
    });
  }
}
