import { runCliMain, runServiceCli } from '@school/server-kit';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { mastersIsEmpty, seedMasters } from './seed/seed';

void runCliMain(() =>
  runServiceCli({ service: 'masters', entities: ENTITIES, migrations: MIGRATIONS, seed: seedMasters, isEmpty: mastersIsEmpty }),
);
