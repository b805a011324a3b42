import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { StudentDayService } from './student-day.service';
import { ZoomInfoSetting } from '../zoom-log/zoom-info-setting';

// C21101 student today and C21201 student upcoming: the student's own lessons in a range.
@Controller()
export class StudentDayRpc {
  constructor(
    private readonly day: StudentDayService,
    private readonly zoomInfo: ZoomInfoSetting,
  ) {}

  @Rpc('C21101_getSchedule')
  schedule(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.day.schedule(input, caller, () => this.zoomInfo.shown(caller));
  }
}
