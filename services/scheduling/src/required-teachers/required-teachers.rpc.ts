import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { RequiredTeachersService } from './required-teachers.service';

// C40401 required regular teachers by week.
@Controller()
export class RequiredTeachersRpc {
  constructor(private readonly requiredTeachers: RequiredTeachersService) {}

  @Rpc('C40401_getScheduleState')
  week(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.requiredTeachers.week(input, caller);
  }
}
