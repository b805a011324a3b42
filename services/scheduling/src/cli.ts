import { dailyCheckCommand, runCliMain, runServiceCli } from '@school/server-kit';
import { ALERT_CHECK } from './alert-check/alert-check';
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
    commands: { 'projection:rebuild': rebuildProjectionsCommand, 'alerts:check': dailyCheckCommand(ALERT_CHECK) },
  }),
);
