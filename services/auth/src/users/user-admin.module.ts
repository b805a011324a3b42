import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { AccountModule } from '../account/account.module';
import { UserAdminRpc } from './user-admin.rpc';
import { UserAdminService } from './user-admin.service';

@Module({ imports: [AccountModule], controllers: [UserAdminRpc], providers: [UserAdminService, serviceRpcProvider] })
export class UserAdminModule {}
