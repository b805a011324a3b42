import { randomUUID } from 'node:crypto';
import { SNAPSHOT_PAGE_MAX, systemCaller } from '@school/contracts';
import { type CliCommand } from '@school/server-kit';
import { rebuildLessonRooms } from './lesson-room.rebuild';

// cli.js projection:rebuild (nx run chat:projection:rebuild, npm run seed): needs the scheduling service running.
export const rebuildLessonRoomsCommand: CliCommand = async ({ ds, rpc }) => {
  const caller = systemCaller(`chat-projection-rebuild-${randomUUID()}`, 'cli');
  const lessons = await rebuildLessonRooms(ds, (after) =>
    rpc.call('LessonSnapshot.getLessons', { after, limit: SNAPSHOT_PAGE_MAX }, caller),
  );
  return `chat rooms rebuilt from scheduling's snapshot (${lessons} lessons)`;
};
