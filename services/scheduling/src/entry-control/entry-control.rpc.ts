import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { EntryControlService } from './entry-control.service';

type Input = Record<string, unknown>;

// C30201 application limits and full seats: the grid of a center's cells and the batch set and clear.
@Controller()
export class EntryControlRpc {
  constructor(private readonly controls: EntryControlService) {}

  @Rpc('C30201_getBatchEdit')
  getBatchEdit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.controls.getBatchEdit(input, caller);
  }

  @Rpc('C30201_doBatchEdit')
  doBatchEdit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.controls.doBatchEdit(input, caller);
  }
}
