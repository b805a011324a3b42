import { type ServiceName } from '@school/contracts';
import { ErrorCode, NatsError, type JetStreamClient, type JetStreamManager } from 'nats';
import { Client } from 'pg';
import { type DataSource } from 'typeorm';
import { subjects } from '../rpc/namespace';
import { ensureEventStream, recreateDelayMs } from './event-stream';
import { OutboxRepository, type OutboxRow } from './outbox.repository';

export type OutboxRelayOptions = {
  ds: DataSource;
  databaseUrl: string;
  service: ServiceName;
  schema?: string;
  js: JetStreamClient;
  // Re-creates the event stream when it disappears while the relay runs (default: js's manager).
  jsm?: JetStreamManager;
  batchSize?: number;
  pollMs?: number;
  // Called after each JetStream publish, before the row is marked; tests use it to stop mid-batch.
  afterPublish?: (eventId: string) => Promise<void> | void;
  onError?: (error: unknown) => void;
  // A row set aside in the dead-letter table instead of published (its subject is not this run's).
  onDeadLetter?: (eventId: string, subject: string, error: string) => void;
  // Once each time this run's event stream is found missing: re-created (error undefined), or not
  // (yet), then retried with back-off, unlogged, until a publish goes through.
  onStreamMissing?: (stream: string, error?: unknown) => void;
};

// The dead-letter table's consumer name for rows the relay set aside.
export const RELAY_DEAD_LETTER = 'outbox-relay';

const encoder = new TextEncoder();

// JetStream has no stream for the subject.
const isNoStream = (e: unknown): boolean => e instanceof NatsError && e.code === ErrorCode.NoResponders;

// Moves committed outbox rows to JetStream. At-least-once: a row is marked only after JetStream
// acknowledged it, so a stop in between re-publishes it later under the same Nats-Msg-Id.
// Replicas can run it side by side: rows are claimed with FOR UPDATE SKIP LOCKED. A row of another
// NATS namespace whose stream does not exist (a database copied from another run) would stop the relay
// for good: it goes to the dead-letter table instead, logged, and the rows behind it flow
// (docs/events.md). Another namespace whose stream exists (two stacks on one database) is published.
// This run's own stream gone (deleted while the services run) is re-created and the batch retried:
// its rows stayed unpublished, so nothing written meanwhile is lost.
export class OutboxRelay {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private halt?: () => void;
  // consecutive batches that found this run's stream missing (0: it is there)
  private missing = 0;
  private listener?: Client;
  private readonly schema: string;
  private readonly repo: OutboxRepository;

  constructor(private readonly o: OutboxRelayOptions) {
    this.schema = o.schema ?? o.service;
    this.repo = new OutboxRepository(this.schema);
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.listen();
    this.loop = this.run();
  }

  // LISTEN on a connection of its own. When that connection is lost (PostgreSQL restarted), a new
  // one listens again; meanwhile the loop's polling publishes what is committed.
  private async listen(): Promise<void> {
    const listener = new Client({ connectionString: this.o.databaseUrl, application_name: `outbox-${this.schema}` });
    this.listener = listener;
    let lost = false;
    const again = () => {
      if (lost || !this.running || this.listener !== listener) return;
      lost = true;
      setTimeout(() => void this.listen().catch(() => undefined), this.o.pollMs ?? 1000).unref();
    };
    listener.on('notification', () => this.wake?.());
    listener.on('error', (e) => {
      this.o.onError?.(e);
      again();
    });
    listener.on('end', again);
    try {
      await listener.connect();
      await this.repo.listen(listener);
    } catch (e) {
      again();
      throw e;
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    this.halt?.();
    await this.loop;
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let published = 0;
      try {
        published = await this.publishBatch();
        this.missing = 0;
      } catch (e) {
        // a foreign row's missing stream was handled in the batch: this is this run's own
        if (this.running && isNoStream(e)) {
          await this.restoreStream();
          continue;
        }
        if (this.running) this.o.onError?.(e);
      }
      if (published === 0 && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.o.pollMs ?? 1000);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  // Re-creates this run's event stream, logged once per absence; a second failed batch in a row waits
  // first (the stream may not be made, or may be deleted again), so the relay does not spin.
  private async restoreStream(): Promise<void> {
    const attempt = this.missing++;
    if (attempt > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, recreateDelayMs(attempt));
        this.halt = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (!this.running) return;
    }
    let error: unknown;
    try {
      await ensureEventStream(this.o.jsm ?? (await this.o.js.jetstreamManager()));
    } catch (e) {
      error = e;
    }
    if (attempt === 0) this.o.onStreamMissing?.(subjects().eventStream, error);
  }

  // One batch in one transaction; returns how many rows it published.
  async publishBatch(): Promise<number> {
    const setAside: { id: string; subject: string; error: string }[] = [];
    const count = await this.o.ds.transaction(async (tx) => {
      const rows = await this.repo.claimUnpublished(tx, this.o.batchSize ?? 100);
      if (!rows.length) return 0;
      const prefix = subjects().allEvents.slice(0, -1);
      for (const row of rows) {
        if (!this.running) throw new Error('outbox relay stopped');
        const id = `${this.schema}:${row.id}`;
        // a DomainEvent as writeEvent stored it (its type and payload were checked there)
        const event = {
          id,
          type: row.type,
          service: this.o.service,
          occurredAt: new Date(row.created_at).toISOString(),
          data: row.payload,
          actorUserNo: row.actor_user_no,
          requestId: row.request_id,
          ...(row.replay ? { replay: row.replay } : {}),
        };
        try {
          await this.o.js.publish(row.subject, encoder.encode(JSON.stringify(event)), { msgID: event.id });
        } catch (e) {
          // this run's own stream missing: the batch rolls back and run() re-creates the stream
          if (!isNoStream(e) || row.subject.startsWith(prefix)) throw e;
          const error = `no stream for ${row.subject} (not this run's namespace, ${prefix}>)`;
          await this.repo.insertDeadLetter(tx, { ...this.deadLetterOf(row, id), error });
          setAside.push({ id, subject: row.subject, error });
          continue;
        }
        await this.o.afterPublish?.(event.id);
      }
      await this.repo.markPublished(
        tx,
        rows.map((r) => r.id),
      );
      return rows.length;
    });
    for (const a of setAside) this.o.onDeadLetter?.(a.id, a.subject, a.error);
    return count;
  }

  private deadLetterOf(row: OutboxRow, eventId: string) {
    return { consumer: RELAY_DEAD_LETTER, eventId, type: row.type, subject: row.subject, data: row.payload, attempts: 0 };
  }
}
