import { type ServiceName } from '@school/contracts';
import { subjects } from '../rpc/namespace';
import { outboxChannel } from './outbox.sql';

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

// Records a domain event inside the caller's transaction: the event exists if and only if the change
// committed. NOTIFY is delivered at commit, waking the relay at once.
export const writeEvent = async (
  tx: Queryable,
  service: ServiceName,
  type: string,
  data: unknown,
  schema: string = service,
): Promise<void> => {
  await tx.query(`INSERT INTO "${schema}"."outbox" ("subject", "type", "payload") VALUES ($1, $2, $3)`, [
    subjects().event(service, type),
    type,
    JSON.stringify(data),
  ]);
  await tx.query(`SELECT pg_notify($1, '')`, [outboxChannel(schema)]);
};
