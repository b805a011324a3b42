import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { OperationStatusService } from './operation-status.service';

type Input = Record<string, unknown>;

// M00501 center and classroom operation status: the selectors, a center's week, the Zoom meeting.
@Controller()
export class OperationStatusRpc {
  constructor(private readonly status: OperationStatusService) {}

  @Rpc('M00501_initDropdown')
  initDropdown(@RpcCaller() caller: Caller) {
    return this.status.initDropdown(caller);
  }

  @Rpc('M00501_getOneWeekTeacherCounts')
  week(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.status.week(input, caller);
  }

  @Rpc('M00501_setZoomMeetingInSchedule')
  setZoomMeeting(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.status.setZoomMeeting(input, caller);
  }
}
