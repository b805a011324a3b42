import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EVENT_BUS, type EventBus, IdempotentConsumer, JsonLogger, subjects } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { AlertService } from './alert.service';

// Stores the alerts other services raise: AlertRaised of any service (scheduling and reports today;
// applications later, docs/alerts.md), once per event (the inbox) and once per dedupe key (the table).
@Injectable()
export class AlertConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer?: IdempotentConsumer;

  constructor(
    private readonly ds: DataSource,
    private readonly alerts: AlertService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const logger = new JsonLogger('masters');
    this.consumer = new IdempotentConsumer({
      ds: this.ds,
      schema: 'masters',
      js: this.bus.js,
      jsm: this.bus.jsm,
      stream: this.bus.stream,
      name: 'masters-alerts',
      filterSubject: subjects().eventOfAnyService('AlertRaised'),
      handle: async (event, tx) => {
        if (event.type === 'AlertRaised') await this.alerts.store(tx, event.data, event.id);
      },
      onError: (e, event) =>
        logger.event('warn', 'alert event not stored (retried)', {
          event: event?.id ?? null,
          error: e instanceof Error ? e.message : String(e),
        }),
    });
    await this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
  }
}
