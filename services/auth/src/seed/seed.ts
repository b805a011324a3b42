import { type DataSource } from 'typeorm';
import { type SeedOptions } from '@school/server-kit';

// The auth schema's share of the demo school.
export const seedAuth = async (ds: DataSource, _o: SeedOptions): Promise<void> => {
  await ds.transaction(async (tx) => {
    await tx.query(`TRUNCATE "auth"."app_config"`);
    await tx.query(`INSERT INTO "auth"."app_config" ("key", "value") VALUES ('app.C21101_SHOW_ZOOM_INFO', 'true'::jsonb)`);
  });
};

export const authIsEmpty = async (ds: DataSource): Promise<boolean> =>
  ((await ds.query(`SELECT 1 FROM "auth"."app_config" LIMIT 1`)) as unknown[]).length === 0;
