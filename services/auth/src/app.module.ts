import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@school/server-kit';
import { AccountModule } from './account/account.module';
import { AppConfigModule } from './app-config/app-config.module';
import { authEnv } from './config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

@Module({
  imports: [
    ServiceKitModule.forService({ service: 'auth', entities: ENTITIES, migrations: MIGRATIONS, env: authEnv }),
    AppConfigModule,
    AccountModule,
  ],
})
export class AppModule {}
