import { nanos, RetentionPolicy, StorageType, type JetStreamManager, type StreamInfo } from 'nats';
import { subjects } from '../rpc/namespace';

// The JetStream stream holding every domain event. Created when missing (at start, and again by the
// relay and the consumers when it disappears while they run); the duplicate window makes a
// re-published outbox row (relay stopped between publish and mark) a no-op on the server.
export const ensureEventStream = async (jsm: JetStreamManager): Promise<string> => {
  const s = subjects();
  let info: StreamInfo | undefined;
  try {
    info = await jsm.streams.info(s.eventStream);
  } catch {
    await jsm.streams.add({
      name: s.eventStream,
      subjects: [s.allEvents],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      max_age: nanos(30 * 24 * 3600 * 1000),
      duplicate_window: nanos(2 * 60 * 1000),
    });
  }
  // The name is the namespace upper-cased, "-" as "_": two namespaces can share it ("bench-load",
  // "bench_load"), and the stream of the other would take none of this run's events (every publish
  // answered 503 for good).
  if (info && !(info.config.subjects ?? []).includes(s.allEvents))
    throw new Error(
      `stream ${s.eventStream} takes ${(info.config.subjects ?? []).join(', ') || 'no subject'}, not ${s.allEvents}: ` +
        'another NATS_NAMESPACE maps to the same stream name',
    );
  return s.eventStream;
};

// The wait before the attempt-th try (from 1) to re-create a missing stream or durable consumer, the
// relay's and the consumers' alike: 250 ms doubled up to 30 s.
export const recreateDelayMs = (attempt: number): number => Math.min(250 * 2 ** Math.min(attempt - 1, 20), 30_000);
