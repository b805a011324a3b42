import { EVENT_CATALOGUE, type EventName, type EventPayload, type EventService } from '@school/contracts';
import { subjects } from '../rpc/namespace';
import { currentRequestContext } from '../rpc/request-context';
import { OutboxRepository } from './outbox.repository';

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

// Records a domain event inside the caller's transaction: the event exists if and only if the change
// committed. NOTIFY is delivered at commit, waking the relay at once. The publishing service and the
// payload's type come from the event catalogue (libs/contracts events.ts). An event that several
// services publish goes out under the service whose schema holds the outbox. The row names who made the
// change and in which request, from the request context the work runs in (rpc/request-context.ts).
export const writeEvent = async <E extends EventName>(
  tx: Queryable,
  type: E,
  data: EventPayload<E>,
  schema: string = EVENT_CATALOGUE[type].service,
): Promise<void> => {
  const def = EVENT_CATALOGUE[type];
  const publisher = (def.also as readonly string[]).includes(schema) ? (schema as EventService<E>) : def.service;
  const context = currentRequestContext();
  await new OutboxRepository(schema).insertEvent(tx, {
    subject: subjects().event(publisher, type),
    type,
    payload: data,
    actorUserNo: context?.userNo ?? null,
    requestId: context?.requestId ?? null,
  });
};
