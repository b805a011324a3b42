import { Injectable } from '@nestjs/common';
import { type AppConfigOutput } from '@school/contracts';
import { preparedRead } from '@school/server-kit';
import { DataSource } from 'typeorm';

// Every query on auth.app_config.
@Injectable()
export class AppConfigRepository {
  constructor(private readonly ds: DataSource) {}

  // Read on every page load: a prepared statement on the pool, no entity hydration.
  async byKey(key: string): Promise<AppConfigOutput> {
    const rows = await preparedRead<{ key: string; value: unknown }>(
      this.ds,
      'auth.app_config.byKey',
      `SELECT "key", "value" FROM "auth"."app_config" WHERE "key" = $1`,
      [key],
    );
    return rows[0] ?? null;
  }
}
