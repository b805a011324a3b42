import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type ServiceName } from '@school/contracts';
import { DataSource } from 'typeorm';
import { type ConfigOf, type baseServiceEnv } from '../config/config';
import { JsonLogger } from '../logging/logger';
import { OutboxRelay } from '../outbox/outbox.relay';
import { type EventBus } from './event-bus';
import { EVENT_BUS, SERVICE_CONFIG, SERVICE_NAME } from '../tokens/tokens';

// Runs the service's outbox relay for the life of the process; stops it before the database closes.
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnModuleDestroy {
  private relay?: OutboxRelay;

  constructor(
    private readonly ds: DataSource,
    @Inject(SERVICE_NAME) private readonly service: ServiceName,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof baseServiceEnv>,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const logger = new JsonLogger(this.service);
    this.relay = new OutboxRelay({
      ds: this.ds,
      databaseUrl: this.config.DATABASE_URL,
      service: this.service,
      js: this.bus.js,
      jsm: this.bus.jsm,
      onError: (e) => logger.event('error', 'outbox relay error', { error: e instanceof Error ? e.message : String(e) }),
      onDeadLetter: (event, subject, error) =>
        logger.event('error', `outbox row not published (in ${this.service}.dead_letter)`, { event, subject, error }),
      // once per absence; the relay retries with back-off until its rows are published again
      onStreamMissing: (stream, error) =>
        error === undefined
          ? logger.event('warn', 'event stream was missing: re-created, unpublished events follow', { stream })
          : logger.event('error', 'event stream missing and not re-created (retrying with back-off)', {
              stream,
              error: error instanceof Error ? error.message : String(error),
            }),
    });
    await this.relay.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay?.stop();
    await this.bus.nc.drain().catch(() => undefined);
  }
}
