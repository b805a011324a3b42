import { Module } from '@nestjs/common';
import { ZoomLogModule } from '../zoom-log/zoom-log.module';
import { OperationStatusRepository } from './operation-status.repository';
import { OperationStatusRpc } from './operation-status.rpc';
import { OperationStatusService } from './operation-status.service';

@Module({
  imports: [ZoomLogModule],
  controllers: [OperationStatusRpc],
  providers: [OperationStatusService, OperationStatusRepository],
  // C40401 reads the same periods
  exports: [OperationStatusRepository],
})
export class OperationStatusModule {}
