import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { CenterDropdownRpc } from './center-dropdown.rpc';
import { CenterRpc } from './center.rpc';
import { CenterService } from './center.service';

@Module({ controllers: [CenterDropdownRpc, CenterRpc], providers: [CenterService, serviceRpcProvider] })
export class CenterModule {}
