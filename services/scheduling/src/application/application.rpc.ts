import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { ApplicationService } from './application.service';

// C30101 / C30101Student: a student's applications and not-attended days (the write path).
@Controller()
export class ApplicationRpc {
  constructor(private readonly applications: ApplicationService) {}

  @Rpc('C30101_submit')
  submit(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller) {
    return this.applications.submit(input, caller);
  }
}
