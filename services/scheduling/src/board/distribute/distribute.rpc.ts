import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { DistributeService } from './distribute.service';

type Input = Record<string, unknown>;

// C40101's automatic assignment: the job, and per date what it did last.
@Controller()
export class DistributeRpc {
  constructor(private readonly distribute: DistributeService) {}

  @Rpc('C40101_distribute')
  start(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.distribute.start(input, caller);
  }

  @Rpc('C40101_getDistributeState')
  states(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.distribute.states(input, caller);
  }
}
