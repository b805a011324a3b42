import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { SubjectService } from './subject.service';

type Input = Record<string, unknown>;

// M20401 subjects: Browse / Add / Edit / Delete, the subject dropdown and the CSV export.
@Controller()
export class SubjectRpc {
  constructor(private readonly subjects: SubjectService) {}

  @Rpc('M20401_doBrowse')
  browse(@RpcInput() input: Input) {
    return this.subjects.browse(input);
  }

  @Rpc('M20401_getEdit')
  getEdit(@RpcInput() input: Input) {
    return this.subjects.getEdit(input);
  }

  @Rpc('M20401_doAdd')
  add(@RpcInput() input: Input) {
    return this.subjects.add(input);
  }

  @Rpc('M20401_doEdit')
  edit(@RpcInput() input: Input) {
    return this.subjects.edit(input);
  }

  @Rpc('M20401_doDelete')
  delete(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.subjects.delete(input, caller);
  }

  @Rpc('M20401_getSubjectsDropdown')
  dropdown(@RpcInput() input: Input) {
    return this.subjects.dropdown(input);
  }

  @Rpc('M20401_exportCSV')
  exportCsv(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.subjects.exportCsv(input, caller);
  }
}
