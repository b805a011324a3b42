import { Injectable } from '@nestjs/common';
import { auditedRecordsOf, type DomainEvent } from '@school/contracts';
import { DurableEventConsumer, subjects } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { ChangeAuditRepository } from './change-audit.repository';

// M21201: every service's events, each change to a record kept once (the inbox, and the row's key of
// event and record) with who made it, in which request, and the record before and after.
@Injectable()
export class ChangeAuditConsumer extends DurableEventConsumer {
  protected readonly name = 'auth-change-audit';
  protected readonly filterSubject = subjects().allEvents;
  protected readonly failure = 'change not recorded in the audit trail';

  constructor(private readonly repo: ChangeAuditRepository) {
    super();
  }

  protected async handle(event: DomainEvent, tx: EntityManager): Promise<void> {
    for (const ref of auditedRecordsOf(event.type, event.data)) {
      await this.repo.record(tx, {
        ...ref,
        event_id: event.id,
        occurred_at: event.occurredAt,
        service: event.service,
        event_type: event.type,
        actor_user_no: event.actorUserNo ?? null,
        request_id: event.requestId ?? null,
        after: event.data,
      });
    }
  }
}
