import { Injectable } from '@nestjs/common';
import { type DomainEvent } from '@school/contracts';
import { DurableEventConsumer, subjects } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { applyLessonRoomEvent } from './lesson-room.apply';

// Keeps the chat service's copy of lessons current from scheduling's events, once per event (the
// inbox) and never backwards (the lesson's lock_version). Replicas share the durable consumer.
@Injectable()
export class LessonRoomConsumer extends DurableEventConsumer {
  protected readonly name = 'chat-lesson-rooms';
  protected readonly filterSubject = subjects().event('scheduling', '>');
  protected readonly failure = 'lesson event not applied to the chat rooms';

  protected async handle(event: DomainEvent, tx: EntityManager): Promise<void> {
    await applyLessonRoomEvent(tx, event);
  }
}
