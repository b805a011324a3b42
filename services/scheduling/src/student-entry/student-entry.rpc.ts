import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { StudentEntryService } from './student-entry.service';

// C30101Student: the student's own applications screen (its submit is C30101_submit).
@Controller()
export class StudentEntryRpc {
  constructor(private readonly entries: StudentEntryService) {}

  @Rpc('C30101Student_doBrowse')
  browse(@RpcInput() input: unknown, @RpcCaller() caller: Caller) {
    return this.entries.browse(input, caller);
  }
}
