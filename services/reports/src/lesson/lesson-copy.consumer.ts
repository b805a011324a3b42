import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EVENT_BUS, type EventBus, IdempotentConsumer, JsonLogger, subjects } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { applyLessonEvent } from './lesson-copy.apply';

// Keeps the reports service's copy of lessons current from scheduling's Lesson* events, once per event
// (the inbox) and never backwards (the lesson's lock_version). Replicas share the durable consumer.
@Injectable()
export class LessonCopyConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer?: IdempotentConsumer;

  constructor(
    private readonly ds: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const logger = new JsonLogger('reports');
    this.consumer = new IdempotentConsumer({
      ds: this.ds,
      schema: 'reports',
      js: this.bus.js,
      jsm: this.bus.jsm,
      stream: this.bus.stream,
      name: 'reports-lessons',
      filterSubject: subjects().event('scheduling', '>'),
      handle: async (event, tx) => {
        await applyLessonEvent(tx, event);
      },
      onError: (e, event) =>
        logger.event('warn', 'lesson event not applied (retried)', {
          event: event?.id ?? null,
          type: event?.type ?? null,
          error: e instanceof Error ? e.message : String(e),
        }),
    });
    await this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
  }
}
