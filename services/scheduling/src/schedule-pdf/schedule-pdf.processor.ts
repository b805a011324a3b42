import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES, type DownloadableFile } from '@school/contracts';
import { jobWorkerOptions } from '@school/server-kit';
import { type Job } from 'bullmq';
import { SchedulePdfService, type SchedulePdfJobData } from './schedule-pdf.service';

// The schedule-pdf queue's worker (one PDF at a time per replica: each launches a Chromium).
@Processor(QUEUES.schedulePdf, jobWorkerOptions())
export class SchedulePdfProcessor extends WorkerHost {
  constructor(private readonly pdf: SchedulePdfService) {
    super();
  }

  process(job: Job<SchedulePdfJobData, DownloadableFile>): Promise<DownloadableFile> {
    return this.pdf.process(job);
  }
}
