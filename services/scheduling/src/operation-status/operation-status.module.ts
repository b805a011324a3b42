import { Module } from '@nestjs/common';
import { OperationStatusRepository } from './operation-status.repository';
import { OperationStatusRpc } from './operation-status.rpc';
import { OperationStatusService } from './operation-status.service';

@Module({ controllers: [OperationStatusRpc], providers: [OperationStatusService, OperationStatusRepository] })
export class OperationStatusModule {}
