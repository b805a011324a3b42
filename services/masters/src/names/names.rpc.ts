import { Controller } from '@nestjs/common';
import { Rpc, RpcInput } from '@school/server-kit';
import { NamesService } from './names.service';

type Input = Record<string, unknown>;

// M20601 name settings: a group's rows, and the group saved as one batch.
@Controller()
export class NamesRpc {
  constructor(private readonly names: NamesService) {}

  @Rpc('M20601_getBatchEdit')
  getBatchEdit(@RpcInput() input: Input) {
    return this.names.getBatchEdit(input);
  }

  @Rpc('M20601_doBatchEdit')
  doBatchEdit(@RpcInput() input: Input) {
    return this.names.doBatchEdit(input);
  }
}
