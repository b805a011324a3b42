import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { City, Country, State } from './address.entities';
import { AddressRpc } from './address.rpc';
import { AddressRepository } from './address.repository';
import { AddressService } from './address.service';

@Module({
  imports: [TypeOrmModule.forFeature([Country, State, City])],
  controllers: [AddressRpc],
  providers: [AddressRepository, AddressService],
})
export class AddressModule {}
