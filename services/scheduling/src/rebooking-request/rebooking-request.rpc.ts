import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { RebookingRequestService } from './rebooking-request.service';

// T1035 rebooking requests: the student's side (C21201) and staff's list (C40411).
@Controller()
export class RebookingRequestRpc {
  constructor(private readonly requests: RebookingRequestService) {}

  @Rpc('C21201_doAddRequest')
  add(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.requests.add(input, caller);
  }

  @Rpc('C21201_getRequest')
  own(@RpcCaller() caller: Caller) {
    return this.requests.own(caller);
  }

  @Rpc('C40411_doBrowse')
  browse(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.requests.browse(input, caller);
  }

  @Rpc('C40411_toggleHiddenRequest')
  toggleHidden(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.requests.toggleHidden(input, caller);
  }
}
