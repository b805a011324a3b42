import { BullModule, getQueueToken, Processor, WorkerHost } from '@nestjs/bullmq';
import { type DynamicModule, Inject, Module, type Type } from '@nestjs/common';
import { API_REGISTRY, csvExportQueue, type DownloadableFile, type ServiceName } from '@school/contracts';
import { type Job } from 'bullmq';
import { SERVICE_CONFIG } from '../tokens/tokens';
import { type baseServiceEnv, type ConfigOf } from '../config/config';
import { FileStore } from '../files/file-store';
import { jobWorkerOptions } from '../jobs/job-worker-options';
import { queueConnection } from '../queues/queue-root';
import { CSV_EXPORT_QUEUE, CsvExporter, type CsvJobData } from './csv-exporter';
import { JobProgressRpc } from '../jobs/job-progress.rpc';

// The worker of one service's export queue; the queue's name is known only per service.
const processorFor = (queue: string): Type<WorkerHost> => {
  @Processor(queue, jobWorkerOptions())
  class CsvExportProcessor extends WorkerHost {
    constructor(@Inject(CsvExporter) private readonly exporter: CsvExporter) {
      super();
    }

    process(job: Job<CsvJobData>): Promise<DownloadableFile> {
      return this.exporter.process(job);
    }
  }
  return CsvExportProcessor;
};

// CSV exports for a service: import CsvExportModule.forService('<service>') once in its AppModule,
// then in a feature service:
//   constructor(ds: DataSource, exporter: CsvExporter) {
//     this.exportCsv = exporter.define({ api: 'M20201_exportCSV', fileNameKey: 'route.M20201Browse',
//       columns: [{ key: 'classroom_name', header: 'masters.classroom.name' }, …], ...browseCsvSource(ds, BROWSE) });
//   }
// and the RPC handler answers this.exportCsv(input, caller): a DownloadableFile (≤ CSV_SYNC_MAX_ROWS
// rows) or {jobId}. The browser side is <CsvExportButton> of @school/ui. The service's schema needs
// the job ledger's table (jobTablesSql in a migration).
@Module({})
export class CsvExportModule {
  static forService(service: ServiceName): DynamicModule {
    const queue = csvExportQueue(service);
    return {
      module: CsvExportModule,
      global: true,
      imports: [BullModule.registerQueueAsync({ name: queue, ...queueConnection })],
      // Every queue's job progress and files are answered by the one service that owns those APIs.
      controllers: API_REGISTRY.Job_getProgress.service === service ? [JobProgressRpc] : [],
      providers: [
        {
          provide: FileStore,
          useFactory: (config: ConfigOf<typeof baseServiceEnv>) => new FileStore(config.FILES_DIR),
          inject: [SERVICE_CONFIG],
        },
        { provide: getQueueToken(CSV_EXPORT_QUEUE), useExisting: getQueueToken(queue) },
        CsvExporter,
        processorFor(queue),
      ],
      exports: [CsvExporter, FileStore],
    };
  }
}
