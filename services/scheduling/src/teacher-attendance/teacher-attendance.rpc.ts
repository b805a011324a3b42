import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { TeacherAttendanceService } from './teacher-attendance.service';

// C40701 teacher attendance check.
@Controller()
export class TeacherAttendanceRpc {
  constructor(private readonly attendance: TeacherAttendanceService) {}

  @Rpc('C40701_doBrowse')
  browse(@RpcInput() input: unknown, @RpcCaller() caller: Caller) {
    return this.attendance.browse(input, caller);
  }
}
