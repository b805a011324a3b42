import { Global, Module } from '@nestjs/common';
import { AttachmentOwners } from './attachment-owners';
import { AttachmentRpc } from './attachment.rpc';
import { AttachmentRepository } from './attachment.repository';
import { AttachmentService } from './attachment.service';

// Global: every feature whose records hold files (help pages, notices) saves them through it and
// registers who may read them.
@Global()
@Module({
  controllers: [AttachmentRpc],
  providers: [AttachmentRepository, AttachmentOwners, AttachmentService],
  exports: [AttachmentService, AttachmentOwners],
})
export class AttachmentModule {}
