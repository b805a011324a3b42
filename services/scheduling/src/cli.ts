import { runCliMain, runServiceCli } from '@school/server-kit';
import { alertCheckCommand } from './alert-check/alert-check.command';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { rebuildProjectionsCommand } from './projection/projection-rebuild.command';
import { schedulingIsEmpty, seedScheduling } from './seed/seed';

void runCliMain(() =>
  runServiceCli({
    service: 'scheduling',
    entities: ENTITIES,
    migrations: MIGRATIONS,
    seed: seedScheduling,
    isEmpty: schedulingIsEmpty,
    commands: { 'projection:rebuild': rebuildProjectionsCommand, 'alerts:check': alertCheckCommand },
  }),
);
