import { dailyCheckCommand, runCliMain, runServiceCli } from '@school/server-kit';
import { ALERT_CHECK } from './alert-check/alert-check';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { reportsIsEmpty, seedReports } from './seed/seed';

void runCliMain(() =>
  runServiceCli({
    service: 'reports',
    entities: ENTITIES,
    migrations: MIGRATIONS,
    seed: seedReports,
    isEmpty: reportsIsEmpty,
    commands: { 'alerts:check': dailyCheckCommand(ALERT_CHECK) },
  }),
);
