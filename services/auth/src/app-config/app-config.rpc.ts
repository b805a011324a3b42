import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type AppConfigOutput } from '@school/contracts';
import { Rpc, RpcInput, validationError } from '@school/server-kit';
import { Repository } from 'typeorm';
import { AppConfig } from './app-config.entity';

// Only keys under "app." are readable: the table may one day hold settings that are not public.
const KEY = /^app\.[A-Za-z0-9_.-]{1,100}$/;

@Controller()
export class AppConfigRpc {
  constructor(@InjectRepository(AppConfig) private readonly configs: Repository<AppConfig>) {}

  @Rpc('AuthService.getConfig')
  async getConfig(@RpcInput() input: { key?: unknown }): Promise<AppConfigOutput> {
    if (typeof input.key !== 'string' || !KEY.test(input.key)) throw validationError({ key: ['validation.config_key'] });
    const row = await this.configs.findOne({ where: { key: input.key }, select: ['key', 'value'] });
    return row ? { key: row.key, value: row.value } : null;
  }
}
