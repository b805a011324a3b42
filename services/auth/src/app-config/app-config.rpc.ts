import { Controller } from '@nestjs/common';
import { type AppConfigOutput } from '@school/contracts';
import { Rpc, RpcInput, validationError } from '@school/server-kit';
import { AppConfigRepository } from './app-config.repository';

// Only keys under "app." are readable: the table may one day hold settings that are not public.
const KEY = /^app\.[A-Za-z0-9_.-]{1,100}$/;

@Controller()
export class AppConfigRpc {
  constructor(private readonly config: AppConfigRepository) {}

  @Rpc('AuthService.getConfig')
  async getConfig(@RpcInput() input: { key?: unknown }): Promise<AppConfigOutput> {
    if (typeof input.key !== 'string' || !KEY.test(input.key)) throw validationError({ key: ['validation.config_key'] });
    return this.config.byKey(input.key);
  }
}
