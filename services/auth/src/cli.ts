import { runCliMain, runServiceCli } from '@school/server-kit';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { authIsEmpty, seedAuth } from './seed/seed';

void runCliMain(() =>
  runServiceCli({ service: 'auth', entities: ENTITIES, migrations: MIGRATIONS, seed: seedAuth, isEmpty: authIsEmpty }),
);
