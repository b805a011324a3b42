import { nanos, RetentionPolicy, StorageType, type JetStreamManager } from 'nats';
import { subjects } from '../rpc/namespace';

// The JetStream stream holding every domain event. Created when missing; the duplicate window makes
// a re-published outbox row (relay stopped between publish and mark) a no-op on the server.
export const ensureEventStream = async (jsm: JetStreamManager): Promise<string> => {
  const s = subjects();
  try {
    await jsm.streams.info(s.eventStream);
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
  return s.eventStream;
};
