import { Module } from '@nestjs/common';
import { CsvExportModule, ServiceKitModule } from '@school/server-kit';
import { AccountModule } from './account/account.module';
import { AppConfigModule } from './app-config/app-config.module';
import { ChangeAuditModule } from './change-audit/change-audit.module';
import { ApplicationMailModule } from './mail/application-mail.module';
import { ReportMailModule } from './mail/report-mail.module';
import { authEnv } from './config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { UserAdminModule } from './users/user-admin.module';
import { UserLinksModule } from './users/user-links.rpc';

@Module({
  imports: [
    ServiceKitModule.forService({ service: 'auth', entities: ENTITIES, migrations: MIGRATIONS, env: authEnv }),
    CsvExportModule.forService('auth'),
    AppConfigModule,
    AccountModule,
    UserAdminModule,
    UserLinksModule,
    ReportMailModule,
    ApplicationMailModule,
    ChangeAuditModule,
  ],
})
export class AppModule {}
