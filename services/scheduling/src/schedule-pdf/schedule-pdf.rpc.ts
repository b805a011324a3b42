import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { SchedulePdfService } from './schedule-pdf.service';

type Input = Record<string, unknown>;

// C40201 availability table and schedule PDF.
@Controller()
export class SchedulePdfRpc {
  constructor(private readonly pdf: SchedulePdfService) {}

  @Rpc('C40201_getSchedule')
  table(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.pdf.table(input, caller);
  }

  @Rpc('C40201_generatePDF')
  start(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.pdf.start(input, caller);
  }
}
