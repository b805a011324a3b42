import { runCliMain, runServiceCli } from '@school/server-kit';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { schedulingIsEmpty, seedScheduling } from './seed/seed';

void runCliMain(() =>
  runServiceCli({
    service: 'scheduling',
    entities: ENTITIES,
    migrations: MIGRATIONS,
    seed: seedScheduling,
    isEmpty: schedulingIsEmpty,
  }),
);
