import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { SocialService } from './social.service';

type Input = Record<string, unknown>;

// Social login (SPEC §1, §2): internal APIs, called by the gateway's OpenID Connect routes only.
@Controller()
export class SocialRpc {
  constructor(private readonly social: SocialService) {}

  @Rpc('Auth_socialLogin')
  login(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.social.login(input, caller);
  }

  @Rpc('Auth_socialBind')
  bind(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.social.bind(input, caller);
  }
}
