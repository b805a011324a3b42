import { Module } from '@nestjs/common';
import { ChangeAuditConsumer } from './change-audit.consumer';
import { ChangeAuditRepository } from './change-audit.repository';
import { ChangeAuditRpc } from './change-audit.rpc';
import { ChangeAuditService } from './change-audit.service';

// M21201 audit trail (docs/audit.md).
@Module({
  controllers: [ChangeAuditRpc],
  providers: [ChangeAuditConsumer, ChangeAuditRepository, ChangeAuditService],
})
export class ChangeAuditModule {}
