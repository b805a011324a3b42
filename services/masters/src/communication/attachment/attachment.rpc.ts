import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { AttachmentService } from './attachment.service';

// Asked by the gateway before it serves an uploaded file to anyone but its uploader.
@Controller()
export class AttachmentRpc {
  constructor(private readonly attachments: AttachmentService) {}

  @Rpc('Attachment_checkAccess')
  checkAccess(@RpcInput() input: { key: string }, @RpcCaller() caller: Caller) {
    return this.attachments.access(String(input?.key ?? ''), caller);
  }
}
