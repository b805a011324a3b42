import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { NoticeService } from './notice.service';

type Input = Record<string, unknown>;

// M00101 notice settings (Browse / Add / Edit) and C00101 notices of the signed-in user.
@Controller()
export class NoticeRpc {
  constructor(private readonly notices: NoticeService) {}

  @Rpc('M00101_doBrowse')
  browse(@RpcInput() input: Input) {
    return this.notices.browse(input);
  }

  @Rpc('M00101_getEdit')
  getEdit(@RpcInput() input: Input) {
    return this.notices.getEdit(input);
  }

  @Rpc('M00101_doSave')
  save(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.notices.save(input, caller);
  }

  @Rpc('M00101_getDropdownData')
  dropdowns() {
    return this.notices.getDropdownData();
  }

  @Rpc('C00101_getNotice')
  forReader(@RpcCaller() caller: Caller) {
    return this.notices.forReader(caller);
  }
}
