import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@school/server-kit';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

@Module({
  imports: [ServiceKitModule.forService({ service: 'chat', entities: ENTITIES, migrations: MIGRATIONS })],
})
export class AppModule {}
