import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { TeacherAvailabilityService } from './teacher-availability.service';

@Controller()
export class TeacherAvailabilityRpc {
  constructor(private readonly availability: TeacherAvailabilityService) {}

  @Rpc('C10101_doBrowseAllByCalendar')
  browse(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.availability.browse(input, caller);
  }
}
