import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@school/server-kit';
import { AppConfigModule } from './app-config/app-config.module';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

@Module({
  imports: [ServiceKitModule.forService({ service: 'auth', entities: ENTITIES, migrations: MIGRATIONS }), AppConfigModule],
})
export class AppModule {}
