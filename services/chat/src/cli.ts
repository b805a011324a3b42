import { runCliMain, runServiceCli } from '@school/server-kit';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { rebuildLessonRoomsCommand } from './room/lesson-room.command';
import { chatIsEmpty, seedChat } from './seed/seed';

void runCliMain(() =>
  runServiceCli({
    service: 'chat',
    entities: ENTITIES,
    migrations: MIGRATIONS,
    seed: seedChat,
    isEmpty: chatIsEmpty,
    commands: { 'projection:rebuild': rebuildLessonRoomsCommand },
  }),
);
