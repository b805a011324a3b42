import { Injectable } from '@nestjs/common';
import { type DomainEvent } from '@school/contracts';
import { DurableEventConsumer, subjects } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { applyLessonEvent } from './lesson-copy.apply';

// Keeps the reports service's copy of lessons current from scheduling's Lesson* events, once per event
// (the inbox) and never backwards (the lesson's lock_version). Replicas share the durable consumer.
@Injectable()
export class LessonCopyConsumer extends DurableEventConsumer {
  protected readonly name = 'reports-lessons';
  protected readonly filterSubject = subjects().event('scheduling', '>');
  protected readonly failure = 'lesson event not applied';

  protected async handle(event: DomainEvent, tx: EntityManager): Promise<void> {
    await applyLessonEvent(tx, event);
  }
}
