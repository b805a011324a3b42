import { Module } from '@nestjs/common';
import { ZoomLogRepository } from './zoom-log.repository';
import { ZoomLogRpc } from './zoom-log.rpc';
import { ZoomLogService } from './zoom-log.service';

// Exports the repository: M00501's write path logs its changes with it, and the teacher's day reads
// openedBy (docs/zoom-log.md).
@Module({ controllers: [ZoomLogRpc], providers: [ZoomLogService, ZoomLogRepository], exports: [ZoomLogRepository] })
export class ZoomLogModule {}
