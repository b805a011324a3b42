import { SNAPSHOT_PAGE_MAX, type Caller } from '@school/contracts';
import { eachSnapshotRow, type RpcClient } from '@school/server-kit';
import { type DataSource } from 'typeorm';
import { LessonRoomRepository } from './lesson-room.repository';

// Rebuilds the copy of lessons from scheduling's snapshot (LessonSnapshot.getLessons), in one
// transaction: every lesson at its current version (never older than an event already applied: the
// same version is taken, an older one not), and the rooms of lessons scheduling no longer has removed.
// Events arriving meanwhile still apply when newer. Messages and read positions are kept.
export async function rebuildLessonRooms(ds: DataSource, rpc: RpcClient, caller: Caller): Promise<number> {
  return ds.transaction(async (tx) => {
    const rooms = new LessonRoomRepository(tx);
    const seen: number[] = [];
    await eachSnapshotRow(
      (after) => rpc.call('LessonSnapshot.getLessons', { after, limit: SNAPSHOT_PAGE_MAX }, caller),
      async (l) => {
        await rooms.upsert({ ...l, version: l.lock_version }, true);
        seen.push(l.schedule_no);
      },
    );
    await rooms.deleteAllBut(seen);
    return seen.length;
  });
}
