import { randomUUID } from 'node:crypto';
import { systemCaller } from '@school/contracts';
import { type CliCommand } from '@school/server-kit';
import { rebuildLessonRooms } from './lesson-room.rebuild';

// cli.js projection:rebuild (nx run chat:projection:rebuild, npm run seed): needs the scheduling service running.
export const rebuildLessonRoomsCommand: CliCommand = async ({ ds, rpc }) => {
  const lessons = await rebuildLessonRooms(ds, rpc, systemCaller(`chat-projection-rebuild-${randomUUID()}`, 'cli'));
  return `chat rooms rebuilt from scheduling's snapshot (${lessons} lessons)`;
};
