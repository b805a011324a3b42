import { Controller } from '@nestjs/common';
import { Rpc, RpcInput } from '@school/server-kit';
import { SeminarService } from './seminar.service';

type Input = Record<string, unknown>;

// M20801 seasonal schedule: Browse / Add and Edit (doSave) / Delete, and the slot dropdown.
@Controller()
export class SeminarRpc {
  constructor(private readonly seminars: SeminarService) {}

  @Rpc('M20801_doBrowse')
  browse(@RpcInput() input: Input) {
    return this.seminars.browse(input);
  }

  @Rpc('M20801_getEdit')
  getEdit(@RpcInput() input: Input) {
    return this.seminars.getEdit(input);
  }

  @Rpc('M20801_doSave')
  save(@RpcInput() input: Input) {
    return this.seminars.save(input);
  }

  @Rpc('M20801_doDelete')
  delete(@RpcInput() input: Input) {
    return this.seminars.delete(input);
  }

  @Rpc('M20801_getDropdownData')
  dropdown() {
    return this.seminars.getDropdownData();
  }
}
