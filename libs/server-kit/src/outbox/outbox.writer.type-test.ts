import { writeEvent } from './outbox.writer';

// An event is published only under a name of the catalogue (libs/contracts events.ts) with its payload
// (STYLE 12): every line expected to be an error below must stay one. Type-checked by
// tsconfig.spec.json, never run.
export async function outboxEdges(tx: { query: (sql: string, params?: unknown[]) => Promise<unknown> }): Promise<void> {
  // @ts-expect-error: misspelt event name
  await writeEvent(tx, 'CenterChange', { action: 'deleted', center_no: 1 });
  // @ts-expect-error: wrong payload field
  await writeEvent(tx, 'CenterChanged', { action: 'deleted', centre_no: 1 });
  // @ts-expect-error: a deleted center is named by its key, not sent whole
  await writeEvent(tx, 'CenterChanged', { action: 'deleted', center: { center_no: 1 } });
  await writeEvent(tx, 'CenterChanged', { action: 'deleted', center_no: 1 });
}
