import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@school/server-kit';
import { AddressModule } from './address/address.module';
import { CenterModule } from './center/center.module';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

@Module({
  imports: [
    ServiceKitModule.forService({ service: 'masters', entities: ENTITIES, migrations: MIGRATIONS }),
    AddressModule,
    CenterModule,
  ],
})
export class AppModule {}
