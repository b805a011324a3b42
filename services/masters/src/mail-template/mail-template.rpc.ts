import { Controller } from '@nestjs/common';
import { Rpc, RpcInput } from '@school/server-kit';
import { MailTemplateService } from './mail-template.service';

type Input = Record<string, unknown>;

// M20701 notification mail: Browse / Edit; and the template as auth mails it (internal).
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

  @Rpc('M20701_doEdit')
  edit(@RpcInput() input: Input) {
    return this.templates.edit(input);
  }

  @Rpc('MastersLookup.getApplicationMail')
  applicationMail(@RpcInput() input: Input) {
    return this.templates.applicationMail(input);
  }
}
