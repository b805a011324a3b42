import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { PendingScheduleService } from './pending-schedule.service';

// PendingSchedule ("lesson schedule"): what is not settled yet, as the caller's role may see it.
@Controller()
export class PendingScheduleRpc {
  constructor(private readonly pending: PendingScheduleService) {}

  @Rpc('PendingSchedule_doBrowse')
  browse(@RpcInput() input: unknown, @RpcCaller() caller: Caller) {
    return this.pending.browse(input, caller);
  }
}
