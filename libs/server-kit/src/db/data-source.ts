import { type Pool } from 'pg';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { type PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
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

// A read made on every page load (a setting, a session's check), straight on the pool TypeORM holds
// and as a prepared statement (parsed once per connection; name: one per SQL text): TypeORM's query
// runner around a single query (a runner made, connected, broadcast to subscribers and released)
// was a noticeable share of the auth service's CPU per call (docs/benchmarks.md, rpc). Errors are
// pg's own, which RpcErrorFilter maps as it does TypeORM's.
export const preparedRead = async <Row>(ds: DataSource, name: string, text: string, values: unknown[]): Promise<Row[]> => {
  const pool = (ds.driver as PostgresDriver).master as Pool;
  return (await pool.query<Row & object>({ name, text, values })).rows;
};

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
