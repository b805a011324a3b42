import { type ServiceName } from '@school/contracts';
import { type DataSource } from 'typeorm';
import { subjects } from '../rpc/namespace';
import { RELAY_DEAD_LETTER } from './outbox.relay';
import { OutboxRepository } from './outbox.repository';

// Publishes a dead letter of the schema again, through its outbox under a new event id (answered), so
// it is delivered like any other event; docs/events.md "Replaying a dead letter". An event a consumer
// gave up on is for that consumer only, and its row goes in the transaction that applies it. A row the
// outbox relay set aside (another run's subject) has no consumer to wait for: it is published anew
// under this run's subject and its row goes at once.
export const replayDeadLetter = (ds: DataSource, schema: string, consumer: string, eventId: string): Promise<string> =>
  ds.transaction(async (tx) => {
    const repo = new OutboxRepository(schema);
    const dead = await repo.lockDeadLetter(tx, consumer, eventId);
    if (!dead) throw new Error(`no dead letter ${eventId} of ${consumer} in ${schema}.dead_letter`);
    if (!dead.type) throw new Error(`dead letter ${eventId} was not a readable event: put its data right and delete the row`);
    // <namespace>.evt.<publisher>.<type>: published again as its publisher's, under this run's namespace
    const publisher = dead.subject.split('.').at(-2) as ServiceName;
    const event = { subject: subjects().event(publisher, dead.type), type: dead.type, payload: dead.data };
    if (consumer === RELAY_DEAD_LETTER) {
      const id = await repo.insertEvent(tx, event);
      await repo.deleteDeadLetter(tx, consumer, eventId);
      return `${schema}:${id}`;
    }
    return `${schema}:${await repo.insertEvent(tx, { ...event, replay: { consumer, event_id: eventId } })}`;
  });
