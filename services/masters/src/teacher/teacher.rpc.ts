import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { TeacherService } from './teacher.service';

type Input = Record<string, unknown>;

// C10101 teachers: Browse / Add / Edit (a teacher: their own contact data) / Delete.
@Controller()
export class TeacherRpc {
  constructor(private readonly teachers: TeacherService) {}

  @Rpc('C10101_doBrowse')
  browse(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.teachers.browse(input, caller);
  }

  @Rpc('C10101_getEdit')
  getEdit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.teachers.getEdit(input, caller);
  }

  @Rpc('C10101_doAdd')
  add(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.teachers.add(input, caller);
  }

  @Rpc('C10101_doEdit')
  edit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.teachers.edit(input, caller);
  }

  @Rpc('C10101_doDelete')
  delete(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.teachers.delete(input, caller);
  }
}
