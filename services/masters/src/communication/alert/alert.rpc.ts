import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { AlertService } from './alert.service';

type Input = Record<string, unknown>;

// C00102 alerts: the caller's list with its read state, one alert or a batch marked read.
@Controller()
export class AlertRpc {
  constructor(private readonly alerts: AlertService) {}

  @Rpc('C00102_getAlert')
  browse(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.alerts.browse(input, caller);
  }

  @Rpc('C00102_updateAlert')
  update(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.alerts.updateAlert(input, caller);
  }

  @Rpc('C00102_updateBatchAlert')
  updateBatch(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.alerts.updateBatch(input, caller);
  }
}
