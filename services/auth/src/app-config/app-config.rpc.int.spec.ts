import { AppError } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { AppConfigRepository } from './app-config.repository';
import { AppConfigRpc } from './app-config.rpc';

// AuthService.getConfig against the real PostgreSQL the run migrated and seeded; the spec's own
// settings are named app.i23_test_… and removed after.
describe('AppConfigRpc', () => {
  let ds: DataSource;
  let config: AppConfigRpc;
  const key = `app.i23_test_${process.pid}`;
  const secret = `internal.i23_test_${process.pid}`;

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 1 } });
    await ds.initialize();
    config = new AppConfigRpc(new AppConfigRepository(ds));
    await ds.query(
      `INSERT INTO "auth"."app_config" ("key", "value") VALUES ($1, '{"on": true}'::jsonb), ($2, '"hidden"'::jsonb)`,
      [key, secret],
    );
  });

  afterAll(async () => {
    await ds.query(`DELETE FROM "auth"."app_config" WHERE "key" IN ($1, $2)`, [key, secret]);
    await ds.destroy();
  });

  it('answers a setting under "app." with its JSON value', async () => {
    expect(await config.getConfig({ key })).toEqual({ key, value: { on: true } });
    expect(await config.getConfig({ key: 'app.C21101_SHOW_ZOOM_INFO' })).toEqual({
      key: 'app.C21101_SHOW_ZOOM_INFO',
      value: true,
    });
  });

  it('answers null for a key that has no row', async () => {
    expect(await config.getConfig({ key: `${key}_missing` })).toBeNull();
  });

  it('never reads a key outside "app.", even one the table has', async () => {
    const refused = await config.getConfig({ key: secret }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).errors).toEqual({ key: ['validation.config_key'] });
  });
});
