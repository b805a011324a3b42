import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { SupportPageService } from './support-page.service';

type Input = Record<string, unknown>;

// M21101 help settings (Browse / Add / Edit / Delete) and C00103 help view.
@Controller()
export class SupportPageRpc {
  constructor(private readonly pages: SupportPageService) {}

  @Rpc('M21101_doBrowse')
  browse(@RpcInput() input: Input) {
    return this.pages.browse(input);
  }

  @Rpc('M21101_getEdit')
  getEdit(@RpcInput() input: Input) {
    return this.pages.getEdit(input);
  }

  @Rpc('M21101_doAdd')
  add(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.pages.add(input, caller);
  }

  @Rpc('M21101_doEdit')
  edit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.pages.edit(input, caller);
  }

  @Rpc('M21101_doDelete')
  delete(@RpcInput() input: Input) {
    return this.pages.delete(input);
  }

  @Rpc('C00103_getSupport')
  view(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.pages.view(input, caller);
  }

  @Rpc('C00103_getSupportList')
  list(@RpcCaller() caller: Caller) {
    return this.pages.list(caller);
  }
}
