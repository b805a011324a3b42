import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@school/server-kit';
import { AddressModule } from './address/address.module';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

@Module({
  imports: [ServiceKitModule.forService({ service: 'masters', entities: ENTITIES, migrations: MIGRATIONS }), AddressModule],
})
export class AppModule {}
