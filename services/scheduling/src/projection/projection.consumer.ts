import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EVENT_BUS, type EventBus, IdempotentConsumer, JsonLogger, subjects } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { moveStudentLessons } from '../center-move/student-center-move.apply';
import { applyProjectionEvent } from './projection.apply';

// Keeps the teacher and student projections current from masters' events, once per event (the
// inbox) and never backwards (the versions, projection.apply.ts), and moves a student's lessons on a
// center change (C20301). Replicas share the durable consumer.
@Injectable()
export class ProjectionConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer?: IdempotentConsumer;

  constructor(
    private readonly ds: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const logger = new JsonLogger('scheduling');
    this.consumer = new IdempotentConsumer({
      ds: this.ds,
      schema: 'scheduling',
      js: this.bus.js,
      jsm: this.bus.jsm,
      stream: this.bus.stream,
      name: 'scheduling-projections',
      filterSubject: subjects().event('masters', '>'),
      // a center change also moves the student's lessons, in the same transaction as the inbox row
      handle: async (event, tx) => {
        await applyProjectionEvent(tx, event);
        if (event.type === 'StudentCenterChanged') await moveStudentLessons(tx, event.data);
      },
      onError: (e, event) =>
        logger.event('warn', 'projection event not applied (retried)', {
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
