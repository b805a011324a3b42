import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { AccountService } from './account.service';

type Input = Record<string, unknown>;

// Sign-in, registration, links and passwords (SPEC §1, §2 login-related screens, §7 Auth).
@Controller()
export class AccountRpc {
  constructor(private readonly account: AccountService) {}

  @Rpc('getCurrentUser')
  getCurrentUser(@RpcCaller() caller: Caller) {
    return this.account.getCurrentUser(caller);
  }

  @Rpc('T0012AuthorityService.getMenu')
  getMenu(@RpcCaller() caller: Caller) {
    return this.account.getMenu(caller);
  }

  @Rpc('Auth_login')
  login(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.login(input, caller);
  }

  @Rpc('Auth_logout')
  logout(@RpcCaller() caller: Caller) {
    return this.account.logout(caller);
  }

  @Rpc('Auth_register')
  register(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.register(input, caller);
  }

  @Rpc('Auth_resendConfirmation')
  resendConfirmation(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.resendConfirmation(input, caller);
  }

  @Rpc('Auth_confirmRegistration')
  confirmRegistration(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.confirmRegistration(input, caller);
  }

  @Rpc('Auth_requestLoginLink')
  requestLoginLink(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.requestLoginLink(input, caller);
  }

  @Rpc('Auth_loginWithLink')
  loginWithLink(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.loginWithLink(input, caller);
  }

  @Rpc('Auth_requestEmailBind')
  requestEmailBind(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.requestEmailBind(input, caller);
  }

  @Rpc('Auth_confirmEmailBind')
  confirmEmailBind(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.confirmEmailBind(input, caller);
  }

  @Rpc('Auth_requestPasswordReset')
  requestPasswordReset(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.requestPasswordReset(input, caller);
  }

  @Rpc('Auth_resetPassword')
  resetPassword(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.resetPassword(input, caller);
  }

  @Rpc('M20901_ResetPassword')
  changePassword(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.changePassword(input, caller);
  }

  @Rpc('M20901_resetInitPassword')
  resetInitPassword(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.resetInitPassword(input, caller);
  }

  @Rpc('setUserLocale')
  setLocale(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.setLocale(input, caller);
  }

  @Rpc('C40101_checkPassword')
  checkPassword(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.account.checkPassword(input, caller);
  }
}
