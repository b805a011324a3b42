import { Controller, Inject, type OnModuleDestroy } from '@nestjs/common';
import {
  CSV_EXPORT_SERVICES,
  csvExportQueue,
  type Caller,
  type CsvExportProgress,
  type CsvExportState,
  type DownloadableFile,
} from '@school/contracts';
import { Queue } from 'bullmq';
import { SERVICE_CONFIG } from '../tokens/tokens';
import { type baseServiceEnv, type ConfigOf } from '../config/config';
import { notFoundError, validationError } from '../errors/app-error';
import { FileStore } from '../files/file-store';
import { redisOptions } from '../queues/redis-connection';
import { natsNamespace } from '../rpc/namespace';
import { Rpc, RpcCaller, RpcInput } from '../rpc/rpc.decorators';
import { type CsvJobData } from './csv-exporter';

const JOB_ID = /^([a-z]+)\.[0-9a-f-]{36}$/;

const stateOf = (state: string): CsvExportState =>
  state === 'completed' || state === 'failed' || state === 'active' ? state : 'waiting';

// CsvExport_getProgress and CsvExport_getFile: any service's export job or file, for the user who
// asked for it (someone else's is "not found").
@Controller()
export class CsvExportRpc implements OnModuleDestroy {
  private readonly queues = new Map<string, Queue<CsvJobData>>();

  constructor(
    @Inject(FileStore) private readonly files: FileStore,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof baseServiceEnv>,
  ) {}

  private queueOf(jobId: unknown): Queue<CsvJobData> {
    const service = typeof jobId === 'string' ? JOB_ID.exec(jobId)?.[1] : undefined;
    if (!service || !(CSV_EXPORT_SERVICES as readonly string[]).includes(service))
      throw validationError({ jobId: ['validation.regex'] });
    const name = csvExportQueue(service as (typeof CSV_EXPORT_SERVICES)[number]);
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue<CsvJobData>(name, { connection: redisOptions(this.config.REDIS_URL), prefix: natsNamespace() });
      this.queues.set(name, queue);
    }
    return queue;
  }

  @Rpc('CsvExport_getProgress')
  async progress(@RpcInput() input: { jobId?: unknown }, @RpcCaller() caller: Caller): Promise<CsvExportProgress> {
    const queue = this.queueOf(input.jobId);
    // The state first: a job read before it and completed in between would show as completed
    // without its file (its state and result are stored together, later than the job was read).
    const state = stateOf(await queue.getJobState(input.jobId as string));
    const job = await queue.getJob(input.jobId as string);
    if (!job || job.data.caller.userNo !== caller.userNo) throw notFoundError('job');
    const progress = state === 'completed' ? 100 : typeof job.progress === 'number' ? job.progress : 0;
    const file = state === 'completed' ? (job.returnvalue as DownloadableFile) : undefined;
    return file ? { state, progress, file } : { state, progress };
  }

  @Rpc('CsvExport_getFile')
  async file(@RpcInput() input: { fileKey?: unknown }, @RpcCaller() caller: Caller): Promise<DownloadableFile> {
    if (typeof input.fileKey !== 'string') throw validationError({ fileKey: ['validation.required'] });
    const meta = await this.files.meta(input.fileKey);
    if (meta.ownerUserNo === null || meta.ownerUserNo !== caller.userNo) throw notFoundError('file');
    return { fileKey: meta.key, fileName: meta.name, contentType: meta.mimetype };
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
