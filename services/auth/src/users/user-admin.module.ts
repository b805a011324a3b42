import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { AuditLog } from '../audit/audit-log';
import { AuditRepository } from '../audit/audit.repository';
import { SessionModule } from '../session/session.module';
import { UserAdminRpc } from './user-admin.rpc';
import { UserAdminService } from './user-admin.service';
import { UsersRepository } from './users.repository';

@Module({
  imports: [SessionModule],
  controllers: [UserAdminRpc],
  providers: [UserAdminService, UsersRepository, AuditLog, AuditRepository, serviceRpcProvider],
})
export class UserAdminModule {}
