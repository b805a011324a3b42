import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { ClassroomService } from './classroom.service';

type Input = Record<string, unknown>;

// M20201 classrooms: Browse / Add / Edit / Delete / CSV export.
@Controller()
export class ClassroomRpc {
  constructor(private readonly classrooms: ClassroomService) {}

  @Rpc('M20201_doBrowse')
  browse(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.classrooms.browse(input, caller);
  }

  @Rpc('M20201_getEdit')
  getEdit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.classrooms.getEdit(input, caller);
  }

  @Rpc('M20201_doAdd')
  add(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.classrooms.add(input, caller);
  }

  @Rpc('M20201_doEdit')
  edit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.classrooms.edit(input, caller);
  }

  @Rpc('M20201_doDelete')
  delete(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.classrooms.delete(input, caller);
  }

  @Rpc('M20201_exportCSV')
  exportCsv(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.classrooms.exportCsv(input, caller);
  }

  // Internal: another service's read (the scheduling service's M00501 screen).
  @Rpc('M20201_getCenterClassrooms')
  centerClassrooms(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.classrooms.centerClassrooms(input, caller);
  }
}
