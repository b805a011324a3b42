import { Module } from '@nestjs/common';
import { EntryCellModule } from '../entry-cell/entry-cell.module';
import { RebookingRequestRepository } from './rebooking-request.repository';
import { RebookingRequestRpc } from './rebooking-request.rpc';
import { RebookingRequestService } from './rebooking-request.service';

@Module({
  imports: [EntryCellModule],
  controllers: [RebookingRequestRpc],
  providers: [RebookingRequestService, RebookingRequestRepository],
})
export class RebookingRequestModule {}
