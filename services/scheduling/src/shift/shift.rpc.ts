import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { ShiftService } from './shift.service';

type Input = Record<string, unknown>;

// C10201 work shifts / C10201Teacher availability / C10301 shift confirmation.
@Controller()
export class ShiftRpc {
  constructor(private readonly shifts: ShiftService) {}

  @Rpc('C10201_checkIsEditable')
  checkIsEditable(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.shifts.checkIsEditable(input, caller);
  }

  @Rpc('C10201_doUpdateSchedule')
  updateSchedule(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.shifts.updateSchedule(input, caller);
  }

  @Rpc('C10201_doBrowseTeacherByCenter')
  browseTeacherByCenter(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.shifts.browseTeacherByCenter(input, caller);
  }

  @Rpc('C10201_doBrowseAllTeacherByCenter')
  browseAllTeacherByCenter(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.shifts.browseAllTeacherByCenter(input, caller);
  }
}
