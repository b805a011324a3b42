import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { StudentSheetService } from './student-sheet.service';

type Input = Record<string, unknown>;

// C20201 student sheet (T1130): Browse, Add/Edit through doSave, and the two T1130 helpers.
@Controller()
export class StudentSheetRpc {
  constructor(private readonly sheets: StudentSheetService) {}

  @Rpc('C20201_init')
  init(@RpcCaller() caller: Caller) {
    return this.sheets.init(caller);
  }

  @Rpc('C20201_doBrowse')
  browse(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.sheets.browse(input, caller);
  }

  @Rpc('C20201_getEdit')
  getEdit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.sheets.getEdit(input, caller);
  }

  @Rpc('C20201_doSave')
  save(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.sheets.save(input, caller);
  }

  @Rpc('T1130_getDefaultReferenceDate')
  defaultReferenceDate() {
    return this.sheets.defaultReferenceDate();
  }

  @Rpc('T1130_getT1130Count')
  count(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.sheets.count(input, caller);
  }
}
