import { type Caller } from '@school/contracts';
import { Controller } from '@nestjs/common';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { CenterService } from './center.service';

type Input = Record<string, unknown>;

// M20101 centers: Browse / Add / Edit / Delete.
@Controller()
export class CenterRpc {
  constructor(private readonly centers: CenterService) {}

  @Rpc('M20101_doBrowse')
  browse(@RpcInput() input: Input) {
    return this.centers.browse(input);
  }

  @Rpc('M20101_getEdit')
  getEdit(@RpcInput() input: Input) {
    return this.centers.getEdit(input);
  }

  @Rpc('M20101_doAdd')
  add(@RpcInput() input: Input) {
    return this.centers.add(input);
  }

  @Rpc('M20101_doEdit')
  edit(@RpcInput() input: Input) {
    return this.centers.edit(input);
  }

  @Rpc('M20101_doDelete')
  delete(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.centers.delete(input, caller);
  }
}
