import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { AssignService } from './c40101-assign.service';

@Controller()
export class AssignRpc {
  constructor(private readonly assign: AssignService) {}

  @Rpc('C40101_updateSchedule')
  updateSchedule(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.assign.updateSchedule(input, caller);
  }
}
