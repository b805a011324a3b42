import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { lockMigrations, unlockMigrations } from './database.repository';

export type SchemaDataSourceOptions = {
  url: string;
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolMax: number;
};

// One data source per service schema. Pools stay small: six processes share a 2-core database.
export const schemaDataSourceOptions = (o: SchemaDataSourceOptions): DataSourceOptions => ({
  type: 'postgres',
  url: o.url,
  schema: o.schema,
  entities: o.entities,
  migrations: o.migrations,
  migrationsTableName: 'migrations',
  migrationsRun: false,
  synchronize: false,
  extra: { max: o.poolMax, application_name: `school-${o.schema}`, idleTimeoutMillis: 30000 },
});

// Migrations run under an advisory lock so two replicas starting together do not race.
export const runMigrations = async (options: DataSourceOptions & { schema?: string }): Promise<string[]> => {
  const schema = options.schema ?? 'public';
  const ds = new DataSource(options);
  await ds.initialize();
  const runner = ds.createQueryRunner();
  try {
    await runner.connect();
    await lockMigrations(runner, schema);
    const done = await ds.runMigrations({ transaction: 'each' });
    return done.map((m) => m.name);
  } finally {
    await unlockMigrations(runner, schema).catch(() => undefined);
    await runner.release();
    await ds.destroy();
  }
};
