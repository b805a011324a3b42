import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { type ApiName, type Caller, type CsvExportAnswer, type DownloadableFile, type ServiceName } from '@school/contracts';
import { translate } from '@school/i18n';
import { type Job, type Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { SERVICE_CONFIG, SERVICE_NAME } from '../bootstrap/tokens';
import { type baseServiceEnv, type ConfigOf } from '../config/config';
import { FileStore } from '../files/file-store';
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

export type CsvJobData = { api: string; input: unknown; caller: Caller; total: number; file?: DownloadableFile };

type Export = {
  count: (input: unknown, caller: Caller) => Promise<number>;
  write: (input: unknown, caller: Caller, onRows?: (written: number) => Promise<void>) => Promise<DownloadableFile>;
};

export const CSV_EXPORT_QUEUE = 'CSV_EXPORT_QUEUE';
// A job id names the queue's service, so CsvExport_getProgress finds any service's job.
export const csvJobId = (service: ServiceName): string => `${service}.${randomUUID()}`;

// Writes a service's CSV exports: small ones during the call, large ones as a BullMQ job that
// reports its progress; retried with back-off, and a retry after the file was written answers that
// file again instead of writing another.
@Injectable()
export class CsvExporter {
  private readonly exports = new Map<string, Export>();

  constructor(
    @InjectQueue(CSV_EXPORT_QUEUE) private readonly queue: Queue<CsvJobData>,
    @Inject(FileStore) private readonly files: FileStore,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof baseServiceEnv>,
    @Inject(SERVICE_NAME) private readonly service: ServiceName,
  ) {}

  // Declares an export (in the feature service's constructor); answers what its API runs.
  define<Row>(spec: CsvExportSpec<Row>): (input: unknown, caller: Caller) => Promise<CsvExportAnswer> {
    this.exports.set(spec.api, {
      count: spec.count,
      write: (input, caller, onRows) =>
        writeCsv(this.files, {
          fileName: `${translate(caller.locale, spec.fileNameKey)}_${tokyoDateTime(new Date()).replace(/\D/g, '')}.csv`,
          columns: spec.columns,
          rows: spec.rows(input, caller),
          locale: caller.locale,
          ownerUserNo: caller.userNo,
          onRows,
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
    const { api, input, caller, total, file } = job.data;
    if (
      file &&
      (await this.files.meta(file.fileKey).then(
        () => true,
        () => false,
      ))
    )
      return file;
    let shown = 0;
    const written = await this.exportOf(api).write(input, caller, async (rows) => {
      const percent = total > 0 ? Math.min(99, Math.floor((rows * 100) / total)) : 99;
      if (percent > shown) {
        shown = percent;
        await job.updateProgress(percent);
      }
    });
    await job.updateData({ ...job.data, file: written });
    await job.updateProgress(100);
    return written;
  }

  private exportOf(api: string): Export {
    const exp = this.exports.get(api);
    if (!exp) throw new Error(`No CSV export is defined for ${api} in ${this.service}`);
    return exp;
  }
}
