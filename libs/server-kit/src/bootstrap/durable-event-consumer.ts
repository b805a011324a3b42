import { Inject, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type DomainEvent, type ServiceName } from '@school/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { type ConfigOf, type baseServiceEnv } from '../config/config';
import { JsonLogger } from '../logging/logger';
import { errorText, IdempotentConsumer } from '../outbox/idempotent.consumer';
import { type EventBus } from './event-bus';
import { EVENT_BUS, SERVICE_CONFIG, SERVICE_NAME } from '../tokens/tokens';

// A service's durable JetStream consumer for the life of the process, on an IdempotentConsumer in the
// service's schema (inbox, dead_letter). A subclass (an @Injectable provider of the service) states
// only its durable name, the subject it listens to, what a failure is called in the log and
// handle(event, tx); replicas share the durable name. A failed delivery is logged as a warning and
// retried with back-off; after EVENT_MAX_DELIVERIES it is dead-lettered and logged once as an error.
export abstract class DurableEventConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  // property injection (names a subclass will not reuse), so a subclass's constructor has only its own
  @Inject(DataSource) private readonly consumerDs!: DataSource;
  @Inject(SERVICE_NAME) private readonly consumerService!: ServiceName;
  @Inject(SERVICE_CONFIG) private readonly consumerConfig!: ConfigOf<typeof baseServiceEnv>;
  @Inject(EVENT_BUS) private readonly consumerBus!: EventBus;
  private consumer?: IdempotentConsumer;

  // The durable consumer's name, also its key in the inbox and the dead-letter table.
  protected abstract readonly name: string;
  // One subject, wildcards allowed (subjects().event(…)).
  protected abstract readonly filterSubject: string;
  // What did not happen, for the log ("lesson event not applied").
  protected abstract readonly failure: string;
  // The event's side effects, in the transaction that records it in the inbox.
  protected abstract handle(event: DomainEvent, tx: EntityManager): Promise<void>;

  async onApplicationBootstrap(): Promise<void> {
    const logger = new JsonLogger(this.consumerService);
    const fields = (e: unknown, event?: DomainEvent) => ({
      event: event?.id ?? null,
      type: event?.type ?? null,
      error: errorText(e),
    });
    this.consumer = new IdempotentConsumer({
      ds: this.consumerDs,
      schema: this.consumerService,
      js: this.consumerBus.js,
      jsm: this.consumerBus.jsm,
      stream: this.consumerBus.stream,
      name: this.name,
      filterSubject: this.filterSubject,
      handle: (event, tx) => this.handle(event, tx),
      maxDeliveries: this.consumerConfig.EVENT_MAX_DELIVERIES,
      onError: (e, event) => logger.event('warn', `${this.failure} (retried)`, fields(e, event)),
      onDeadLetter: (e, event, attempts) =>
        logger.event('error', `${this.failure} (given up, in ${this.consumerService}.dead_letter)`, {
          ...fields(e, event),
          consumer: this.name,
          attempts,
        }),
      onLost: (e) =>
        logger.event('warn', `event consumer ${this.name} lost its durable consumer or stream: re-creating it`, {
          stream: this.consumerBus.stream,
          error: errorText(e),
        }),
    });
    await this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
  }
}
