import { Global, Module } from '@nestjs/common';
import { AttachmentRpc } from './attachment.rpc';
import { AttachmentService } from './attachment.service';

// Global: every feature whose records hold files (help pages, notices) saves them through it.
@Global()
@Module({ controllers: [AttachmentRpc], providers: [AttachmentService], exports: [AttachmentService] })
export class AttachmentModule {}
