import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { StudentService } from './student.service';

type Input = Record<string, unknown>;

// C20101 students: Browse (with its dropdowns) / Add / Edit, NG teachers included / Delete.
@Controller()
export class StudentRpc {
  constructor(private readonly students: StudentService) {}

  @Rpc('C20101_doBrowse_init')
  init(@RpcCaller() caller: Caller) {
    return this.students.init(caller);
  }

  @Rpc('C20101_doBrowse')
  browse(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.students.browse(input, caller);
  }

  @Rpc('C20101_getEdit')
  getEdit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.students.getEdit(input, caller);
  }

  @Rpc('C20101_doAdd')
  add(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.students.add(input, caller);
  }

  @Rpc('C20101_doEdit')
  edit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.students.edit(input, caller);
  }

  @Rpc('C20101_doDelete')
  delete(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.students.delete(input, caller);
  }
}
