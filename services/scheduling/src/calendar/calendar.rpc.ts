import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { CalendarService } from './calendar.service';

type Input = Record<string, unknown>;

// M21001 calendar and holidays: the fiscal-year view and its batch edit.
@Controller()
export class CalendarRpc {
  constructor(private readonly calendar: CalendarService) {}

  @Rpc('M21001_getCalendarByRange')
  getCalendarByRange(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.calendar.getRange(input, caller);
  }

  @Rpc('M21001_doBatchEdit')
  batchEdit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.calendar.batchEdit(input, caller);
  }
}
