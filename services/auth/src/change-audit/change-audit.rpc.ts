import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { ChangeAuditService } from './change-audit.service';

@Controller()
export class ChangeAuditRpc {
  constructor(private readonly audit: ChangeAuditService) {}

  @Rpc('M21201_doBrowse')
  browse(@RpcInput() input: unknown) {
    return this.audit.browse(input);
  }

  @Rpc('M21201_exportCSV')
  exportCsv(@RpcInput() input: unknown, @RpcCaller() caller: Caller) {
    return this.audit.exportCsv(input, caller);
  }
}
