import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import {
  csvExportQueue,
  type ApiName,
  type Caller,
  type CsvExportAnswer,
  type DownloadableFile,
  type ServiceName,
} from '@school/contracts';
import { translate } from '@school/i18n';
import { type Job, type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG, SERVICE_NAME } from '../tokens/tokens';
import { type baseServiceEnv, type ConfigOf } from '../config/config';
import { FileStore } from '../files/file-store';
import { JobLedger, newJobKey, uuidOfJobKey } from '../jobs/job-ledger';
import { type FollowedJobData } from '../jobs/job-progress.rpc';
import { tokyoDateTime } from './csv-format';
import { writeCsv, type CsvColumn } from './csv-writer';

// One CSV export of a service (the data of a <SCREEN>_exportCSV API).
export type CsvExportSpec<Row> = {
  api: ApiName;
  // i18n key of the file's name (e.g. the list's title); the time of the export is appended
  fileNameKey: string;
  columns: readonly CsvColumn<Row>[];
  // how many rows the export writes: up to CSV_SYNC_MAX_ROWS the call answers the file itself
  count: (input: unknown, caller: Caller) => Promise<number>;
  rows: (input: unknown, caller: Caller) => AsyncIterable<Row>;
};

export type CsvJobData = FollowedJobData & { api: string; input: unknown; total: number };

type JobWrite = { onRows: (written: number) => Promise<void>; fileKey: string; pauseAfterRows?: number };

type Export = {
  count: (input: unknown, caller: Caller) => Promise<number>;
  write: (input: unknown, caller: Caller, job?: JobWrite) => Promise<DownloadableFile>;
};

export const CSV_EXPORT_QUEUE = 'CSV_EXPORT_QUEUE';
// A job id names the service's export queue, so Job_getProgress finds any service's job; it is the
// job's idempotency key too.
export const csvJobId = (service: ServiceName): string => newJobKey(csvExportQueue(service));

// Writes a service's CSV exports: small ones during the call, large ones as a BullMQ job that
// reports its progress. A job writes its one file exactly once (JobLedger, docs/jobs.md): retried
// with back-off or taken again after its worker died, it writes the file under the same key, and
// once its record has committed it answers that file without writing again. The service's schema
// needs jobTablesSql in a migration.
@Injectable()
export class CsvExporter {
  private readonly exports = new Map<string, Export>();
  private readonly ledger: JobLedger;

  constructor(
    @InjectQueue(CSV_EXPORT_QUEUE) private readonly queue: Queue<CsvJobData>,
    @Inject(FileStore) private readonly files: FileStore,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof baseServiceEnv>,
    @Inject(SERVICE_NAME) private readonly service: ServiceName,
    @Inject(DataSource) ds: DataSource,
  ) {
    this.ledger = new JobLedger(ds, service);
  }

  // Declares an export (in the feature service's constructor); answers what its API runs.
  define<Row>(spec: CsvExportSpec<Row>): (input: unknown, caller: Caller) => Promise<CsvExportAnswer> {
    this.exports.set(spec.api, {
      count: spec.count,
      write: (input, caller, job) =>
        writeCsv(this.files, {
          fileName: `${translate(caller.locale, spec.fileNameKey)}_${tokyoDateTime(new Date()).replace(/\D/g, '')}.csv`,
          columns: spec.columns,
          rows: spec.rows(input, caller),
          locale: caller.locale,
          ownerUserNo: caller.userNo,
          ...job,
        }),
    });
    return (input, caller) => this.start(spec.api, input, caller);
  }

  private async start(api: string, input: unknown, caller: Caller): Promise<CsvExportAnswer> {
    const exp = this.exportOf(api);
    // count also checks the input, so a bad one is refused before any job exists
    const total = await exp.count(input, caller);
    if (total <= this.config.CSV_SYNC_MAX_ROWS) return exp.write(input, caller);
    const jobId = csvJobId(this.service);
    await this.queue.add(
      api,
      { api, input, caller, total },
      {
        jobId,
        attempts: 3,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
    return { jobId };
  }

  // The worker's step (see csv-export.module.ts).
  async process(job: Job<CsvJobData>): Promise<DownloadableFile> {
    const { api, input, caller, total } = job.data;
    const key = job.id!;
    let shown = 0;
    const { result } = await this.ledger.once(key, this.queue.name, () =>
      this.exportOf(api).write(input, caller, {
        fileKey: uuidOfJobKey(key),
        pauseAfterRows: this.config.CSV_TEST_PAUSE_AFTER_ROWS,
        onRows: async (rows) => {
          const percent = total > 0 ? Math.min(99, Math.floor((rows * 100) / total)) : 99;
          if (percent > shown) {
            shown = percent;
            await job.updateProgress(percent);
          }
        },
      }),
    );
    await job.updateProgress(100);
    return result;
  }

  private exportOf(api: string): Export {
    const exp = this.exports.get(api);
    if (!exp) throw new Error(`No CSV export is defined for ${api} in ${this.service}`);
    return exp;
  }
}
