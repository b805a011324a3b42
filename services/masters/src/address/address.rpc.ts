import { Controller } from '@nestjs/common';
import { Rpc, RpcInput } from '@school/server-kit';
import { AddressService } from './address.service';

// Address lookups (SPEC §7 Masters: countries, states (o0101_id), cities).
@Controller()
export class AddressRpc {
  constructor(private readonly address: AddressService) {}

  @Rpc('Address_getCountries')
  getCountries() {
    return this.address.getCountries();
  }

  @Rpc('Address_getStates')
  getStates(@RpcInput() input: { o0101_id?: unknown }) {
    return this.address.getStates(input);
  }

  @Rpc('Address_getCities')
  getCities(@RpcInput() input: { o0102_id?: unknown }) {
    return this.address.getCities(input);
  }
}
