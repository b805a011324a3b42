import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES, type DistributeResult } from '@school/contracts';
import { jobWorkerOptions, requestContextOf, runInRequestContext } from '@school/server-kit';
import { type Job } from 'bullmq';
import { DistributeService, type DistributeJobData } from './distribute.service';

// The auto-assign queue's worker (one job at a time per replica).
@Processor(QUEUES.autoAssign, jobWorkerOptions())
export class DistributeProcessor extends WorkerHost {
  constructor(private readonly distribute: DistributeService) {
    super();
  }

  // in the context of the user who started it, so its lesson events name them (docs/audit.md)
  process(job: Job<DistributeJobData, DistributeResult>): Promise<DistributeResult> {
    return runInRequestContext(requestContextOf(job.data), () => this.distribute.process(job));
  }
}
