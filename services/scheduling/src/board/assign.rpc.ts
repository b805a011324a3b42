import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { AssignService } from './assign.service';
import { LessonStateService } from './lesson-state.service';

@Controller()
export class AssignRpc {
  constructor(
    private readonly assign: AssignService,
    private readonly lessonState: LessonStateService,
  ) {}

  @Rpc('C40101_updateSchedule')
  updateSchedule(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.assign.updateSchedule(input, caller);
  }

  @Rpc('C40101_resetSchedule')
  resetSchedule(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.assign.resetSchedule(input, caller);
  }

  @Rpc('C40101_setTransfer')
  setTransfer(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.lessonState.setTransfer(input, caller);
  }

  @Rpc('C40101_removeTransfer')
  removeTransfer(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.lessonState.removeTransfer(input, caller);
  }

  @Rpc('C40101_setTeacherType')
  setTeacherType(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.lessonState.setTeacherType(input, caller);
  }

  @Rpc('C40101_cancelSchedule_SingleCell')
  cancel(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.lessonState.cancel(input, caller);
  }
}
