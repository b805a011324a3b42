import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { ZoomInfoSetting } from './zoom-info-setting';
import { ZoomLogRepository } from './zoom-log.repository';
import { ZoomLogRpc } from './zoom-log.rpc';
import { ZoomLogService } from './zoom-log.service';

// Exports the repository: M00501's write path logs its changes with it, and the teacher's day reads
// openedBy (docs/zoom-log.md). Exports ZoomInfoSetting: the student's day shows the links by it too.
@Module({
  controllers: [ZoomLogRpc],
  providers: [ZoomLogService, ZoomLogRepository, ZoomInfoSetting, serviceRpcProvider],
  exports: [ZoomLogRepository, ZoomInfoSetting],
})
export class ZoomLogModule {}
