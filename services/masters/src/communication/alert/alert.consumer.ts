import { Injectable } from '@nestjs/common';
import { type DomainEvent } from '@school/contracts';
import { DurableEventConsumer, subjects } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { AlertService } from './alert.service';

// Stores the alerts other services raise: AlertRaised of any service (scheduling and reports today;
// applications later, docs/alerts.md), once per event (the inbox) and once per dedupe key (the table).
@Injectable()
export class AlertConsumer extends DurableEventConsumer {
  protected readonly name = 'masters-alerts';
  protected readonly filterSubject = subjects().eventOfAnyService('AlertRaised');
  protected readonly failure = 'alert event not stored';

  constructor(private readonly alerts: AlertService) {
    super();
  }

  protected async handle(event: DomainEvent, tx: EntityManager): Promise<void> {
    if (event.type === 'AlertRaised') await this.alerts.store(tx, event.data, event.id);
  }
}
