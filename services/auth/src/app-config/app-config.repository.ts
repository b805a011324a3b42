import { Injectable } from '@nestjs/common';
import { type AppConfigOutput } from '@school/contracts';
import { DataSource } from 'typeorm';

// Every query on auth.app_config.
@Injectable()
export class AppConfigRepository {
  constructor(private readonly ds: DataSource) {}

  // Read on every page load: plain SQL, no entity hydration.
  async byKey(key: string): Promise<AppConfigOutput> {
    const rows = (await this.ds.query(`SELECT "key", "value" FROM "auth"."app_config" WHERE "key" = $1`, [key])) as {
      key: string;
      value: unknown;
    }[];
    return rows[0] ?? null;
  }
}
