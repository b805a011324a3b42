import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { LessonListService } from './lesson-list.service';

type Input = Record<string, unknown>;

// C40501 lesson list: browse, the contact note, the CSV.
@Controller()
export class LessonListRpc {
  constructor(private readonly lessons: LessonListService) {}

  @Rpc('C40501_doBrowse')
  browse(@RpcInput() input: unknown, @RpcCaller() caller: Caller) {
    return this.lessons.browse(input, caller);
  }

  @Rpc('C40501_doSaveMessage')
  saveMessage(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.lessons.saveNote(input, caller);
  }

  @Rpc('C40501_exportCSV')
  exportCsv(@RpcInput() input: unknown, @RpcCaller() caller: Caller) {
    return this.lessons.exportCsv(input, caller);
  }
}
