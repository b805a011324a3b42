import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { OperationStatusRpc } from './operation-status.rpc';
import { OperationStatusService } from './operation-status.service';

@Module({ controllers: [OperationStatusRpc], providers: [OperationStatusService, serviceRpcProvider] })
export class OperationStatusModule {}
