import { type LessonSnapshotRow, type SnapshotPage } from '@school/contracts';
import { eachSnapshotPage } from '@school/server-kit';
import { type DataSource } from 'typeorm';
import { LessonRoomRepository } from './lesson-room.repository';

// Rebuilds the copy of lessons from scheduling's snapshot (LessonSnapshot.getLessons), in one
// transaction: every lesson at its current version (never older than an event already applied: the
// same version is taken, an older one not), and the rooms of lessons scheduling no longer has removed.
// Events arriving meanwhile still apply when newer. Messages and read positions are kept.
// readPage: the snapshot's page after a schedule_no (LessonSnapshot.getLessons).
export async function rebuildLessonRooms(
  ds: DataSource,
  readPage: (after: number) => Promise<SnapshotPage<LessonSnapshotRow>>,
): Promise<number> {
  return ds.transaction(async (tx) => {
    const rooms = new LessonRoomRepository(tx);
    const seen: number[] = [];
    await eachSnapshotPage(readPage, async (rows) => {
      await rooms.upsertSnapshot(rows);
      seen.push(...rows.map((l) => l.schedule_no));
    });
    await rooms.deleteAllBut(seen);
    return seen.length;
  });
}
