import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { AssignService } from './c40101-assign.service';
import { TransferService } from './c40101-transfer.service';

@Controller()
export class AssignRpc {
  constructor(
    private readonly assign: AssignService,
    private readonly transfer: TransferService,
  ) {}

  @Rpc('C40101_updateSchedule')
  updateSchedule(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.assign.updateSchedule(input, caller);
  }

  @Rpc('C40101_setTransfer')
  setTransfer(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.transfer.setTransfer(input, caller);
  }

  @Rpc('C40101_removeTransfer')
  removeTransfer(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.transfer.removeTransfer(input, caller);
  }
}
