import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@school/contracts';
import { type baseServiceEnv, type ConfigOf, FileStore, queueConnection, SERVICE_CONFIG } from '@school/server-kit';
import { PdfRenderer } from './pdf-renderer';
import { SchedulePdfProcessor } from './schedule-pdf.processor';
import { SchedulePdfRepository } from './schedule-pdf.repository';
import { SchedulePdfRpc } from './schedule-pdf.rpc';
import { SchedulePdfService } from './schedule-pdf.service';

// C40201: the table read, and the PDF job on the schedule-pdf queue, its file in the shared file store.
@Module({
  imports: [BullModule.registerQueueAsync({ name: QUEUES.schedulePdf, ...queueConnection })],
  controllers: [SchedulePdfRpc],
  providers: [
    SchedulePdfService,
    SchedulePdfRepository,
    PdfRenderer,
    SchedulePdfProcessor,
    {
      provide: FileStore,
      useFactory: (config: ConfigOf<typeof baseServiceEnv>) => new FileStore(config.FILES_DIR),
      inject: [SERVICE_CONFIG],
    },
  ],
})
export class SchedulePdfModule {}
