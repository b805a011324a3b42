import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { WeeklyCourseService } from './weekly-course.service';

type Input = Record<string, unknown>;

// C30101 lesson applications: the weekly view's submit and read of a student's regular weekly courses.
@Controller()
export class WeeklyCourseRpc {
  constructor(private readonly courses: WeeklyCourseService) {}

  @Rpc('C30101_doSubmit')
  submit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.courses.submit(input, caller);
  }

  @Rpc('C30101_getWeeklyEntrySchedule')
  weeklyEntrySchedule(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.courses.weeklyEntrySchedule(input, caller);
  }
}
