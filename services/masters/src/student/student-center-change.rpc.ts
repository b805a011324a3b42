import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { StudentCenterChangeService } from './student-center-change.service';

type Input = Record<string, unknown>;

// C20301 change of assigned center (the lessons' part is C20301_getMovingLessons in scheduling).
@Controller()
export class StudentCenterChangeRpc {
  constructor(private readonly changes: StudentCenterChangeService) {}

  @Rpc('C20301_init')
  init(@RpcCaller() caller: Caller) {
    return this.changes.init(caller);
  }

  @Rpc('C20301_searchStudents')
  searchStudents(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.changes.searchStudents(input, caller);
  }

  @Rpc('C20301_getStudent')
  getStudent(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.changes.getStudent(input, caller);
  }

  @Rpc('C20301_doAction')
  doAction(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.changes.doAction(input, caller);
  }
}
