import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { TeacherDayService } from './teacher-day.service';

type Input = Record<string, unknown>;

// C11101 teacher today and C11201 teacher upcoming: one teacher's day, read with the board's reads.
@Controller()
export class TeacherDayRpc {
  constructor(private readonly day: TeacherDayService) {}

  @Rpc('C11101_initData')
  initData(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.day.initData(input, caller);
  }

  @Rpc('C11101_getTeacherReporting')
  reporting(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.day.reporting(input, caller);
  }

  @Rpc('C11101_getCalendar')
  calendar(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.day.calendar(input, caller);
  }

  @Rpc('C11101_getTeacherInfoAndSchedule')
  teacherInfo(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.day.teacherInfo(input, caller);
  }

  @Rpc('C11101_getAppliedSchedule')
  applied(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.day.applied(input, caller);
  }

  @Rpc('C11101_getTeacherSchedule')
  schedule(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.day.schedule(input, caller);
  }

  @Rpc('C11101_getJoinedStudent')
  joinedStudents(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.day.joinedStudents(input, caller);
  }

  @Rpc('C11101_getTeacherScheduleStatus')
  status(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.day.status(input, caller);
  }
}
