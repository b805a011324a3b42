import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { UserAdminService } from './user-admin.service';

type Input = Record<string, unknown>;

// M20901 users: Browse / Add / Edit / Delete and the edit page's dropdowns.
@Controller()
export class UserAdminRpc {
  constructor(private readonly users: UserAdminService) {}

  @Rpc('M20901_doBrowse')
  browse(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.users.browse(input, caller);
  }

  @Rpc('M20901_getEdit')
  getEdit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.users.getEdit(input, caller);
  }

  @Rpc('M20901_doAdd')
  add(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.users.add(input, caller);
  }

  @Rpc('M20901_doEdit')
  edit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.users.edit(input, caller);
  }

  @Rpc('M20901_doDelete')
  delete(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.users.delete(input, caller);
  }

  @Rpc('M20901_exportCSV')
  exportCsv(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.users.exportCsv(input, caller);
  }

  @Rpc('M20901_getDropdownData')
  dropdowns(@RpcCaller() caller: Caller) {
    return this.users.dropdowns(caller);
  }
}
