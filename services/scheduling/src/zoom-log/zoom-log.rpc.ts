import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { ZoomInfoSetting } from './zoom-info-setting';
import { ZoomLogService } from './zoom-log.service';

type Input = Record<string, unknown>;

// ZoomLog: the meeting link's history, and the opening of a lesson's link from C11101/C21101.
@Controller()
export class ZoomLogRpc {
  constructor(
    private readonly zoomLog: ZoomLogService,
    private readonly zoomInfo: ZoomInfoSetting,
  ) {}

  @Rpc('ZoomLog_doBrowse')
  browse(@RpcInput() input: unknown, @RpcCaller() caller: Caller) {
    return this.zoomLog.browse(input, caller);
  }

  @Rpc('ZoomLog_recordOpen')
  recordOpen(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.zoomLog.recordOpen(input, caller, () => this.zoomInfo.shown(caller));
  }
}
