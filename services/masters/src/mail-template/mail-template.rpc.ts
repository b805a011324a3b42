import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { MailTemplateService } from './mail-template.service';

type Input = Record<string, unknown>;

// M20701 notification mail: Browse / Edit; C30101's read of the same templates; and the template as auth
// mails it (internal).
@Controller()
export class MailTemplateRpc {
  constructor(private readonly templates: MailTemplateService) {}

  @Rpc('M20701_doBrowse')
  browse(@RpcInput() input: Input) {
    return this.templates.browse(input);
  }

  @Rpc('M20701_getEdit')
  getEdit(@RpcInput() input: Input) {
    return this.templates.getEdit(input);
  }

  // C30101's mail setting (SPEC §3): which application mails are sent, with their subjects.
  @Rpc('C30101_doBrowse')
  mailSettings(@RpcCaller() caller: Caller) {
    return this.templates.mailSettings(caller);
  }

  @Rpc('M20701_doEdit')
  edit(@RpcInput() input: Input) {
    return this.templates.edit(input);
  }

  @Rpc('MastersLookup.getApplicationMail')
  applicationMail(@RpcInput() input: Input) {
    return this.templates.applicationMail(input);
  }
}
