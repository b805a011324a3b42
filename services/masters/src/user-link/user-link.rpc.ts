import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { UserLinkService } from './user-link.service';

type Input = Record<string, unknown>;

// M20901 users: the teacher and student choices of the edit page, and the auth service's check.
@Controller()
export class UserLinkRpc {
  constructor(private readonly links: UserLinkService) {}

  @Rpc('M20901_getLinkChoices')
  choices(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.links.choices(input, caller);
  }

  @Rpc('M20901_checkLinks')
  check(@RpcInput() input: Input) {
    return this.links.check(input);
  }
}
