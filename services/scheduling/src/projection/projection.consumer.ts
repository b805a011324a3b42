import { Injectable } from '@nestjs/common';
import { type DomainEvent } from '@school/contracts';
import { DurableEventConsumer, subjects } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { moveStudentLessons } from '../center-move/student-center-move.apply';
import { applyProjectionEvent } from './projection.apply';

// Keeps the teacher and student projections current from masters' events, once per event (the
// inbox) and never backwards (the versions, projection.apply.ts), and moves a student's lessons on a
// center change (C20301). Replicas share the durable consumer.
@Injectable()
export class ProjectionConsumer extends DurableEventConsumer {
  protected readonly name = 'scheduling-projections';
  protected readonly filterSubject = subjects().event('masters', '>');
  protected readonly failure = 'projection event not applied';

  // a center change also moves the student's lessons, in the same transaction as the inbox row
  protected async handle(event: DomainEvent, tx: EntityManager): Promise<void> {
    await applyProjectionEvent(tx, event);
    if (event.type === 'StudentCenterChanged') await moveStudentLessons(tx, event.data);
  }
}
