import { Injectable } from '@nestjs/common';
import { type DomainEvent } from '@school/contracts';
import { DurableEventConsumer, subjects } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { applyLabelEvent } from './label-projection.apply';

// Keeps reports' copy of masters' names current from masters' events, once per event (the inbox) and
// never backwards (the versions). Replicas share the durable consumer.
@Injectable()
export class LabelProjectionConsumer extends DurableEventConsumer {
  protected readonly name = 'reports-labels';
  protected readonly filterSubject = subjects().event('masters', '>');
  protected readonly failure = 'label event not applied';

  protected async handle(event: DomainEvent, tx: EntityManager): Promise<void> {
    await applyLabelEvent(tx, event);
  }
}
