import { Controller } from '@nestjs/common';
import { type AppConfigOutput } from '@school/contracts';
import { Rpc, RpcInput, validationError } from '@school/server-kit';
import { DataSource } from 'typeorm';

// Only keys under "app." are readable: the table may one day hold settings that are not public.
const KEY = /^app\.[A-Za-z0-9_.-]{1,100}$/;

@Controller()
export class AppConfigRpc {
  constructor(private readonly ds: DataSource) {}

  @Rpc('AuthService.getConfig')
  async getConfig(@RpcInput() input: { key?: unknown }): Promise<AppConfigOutput> {
    if (typeof input.key !== 'string' || !KEY.test(input.key)) throw validationError({ key: ['validation.config_key'] });
    // Read on every page load: plain SQL, no entity hydration.
    const rows = (await this.ds.query(`SELECT "key", "value" FROM "auth"."app_config" WHERE "key" = $1`, [input.key])) as {
      key: string;
      value: unknown;
    }[];
    return rows[0] ?? null;
  }
}
