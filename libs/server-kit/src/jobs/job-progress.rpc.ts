import { Controller, Inject, type OnModuleDestroy } from '@nestjs/common';
import { JOB_QUEUES, type Caller, type DownloadableFile, type JobProgress, type JobState } from '@school/contracts';
import { translate } from '@school/i18n';
import { Queue } from 'bullmq';
import { SERVICE_CONFIG } from '../tokens/tokens';
import { type baseServiceEnv, type ConfigOf } from '../config/config';
import { notFoundError, validationError } from '../errors/app-error';
import { FileStore } from '../files/file-store';
import { redisOptions } from '../queues/redis-connection';
import { natsNamespace } from '../rpc/namespace';
import { Rpc, RpcCaller, RpcInput } from '../rpc/rpc.decorators';

// What every followed job's data holds: who started it, and for a job on a center's data, the
// center and the screen whose holders at that center may follow it too (a second C40101_distribute
// of the same dates joins the first one, whoever started it).
export type FollowedJobData = { caller: Caller; sharedWith?: { center_no: number; functionId: string } };

// A failed job's reason shown to the user: the message of what the job threw when it is an i18n key
// (a failure the job names, e.g. 'board.distribute.centerClosed'), else the general text.
const JOB_FAILURE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

const JOB_ID = /^([a-z][a-z-]*)\.[0-9a-f-]{36}$/;

const stateOf = (state: string): JobState =>
  state === 'completed' || state === 'failed' || state === 'active' ? state : 'waiting';

const mayFollow = (data: FollowedJobData, caller: Caller): boolean => {
  if (data.caller.userNo !== null && data.caller.userNo === caller.userNo) return true;
  const shared = data.sharedWith;
  return (
    !!shared &&
    caller.functionIds.includes(shared.functionId) &&
    (caller.centerNos === null || caller.centerNos.includes(shared.center_no))
  );
};

const isFile = (v: unknown): v is DownloadableFile =>
  typeof v === 'object' && v !== null && typeof (v as DownloadableFile).fileKey === 'string';

// Job_getProgress and Job_getFile: any queue's job (JOB_QUEUES), whichever service runs it, and the
// files jobs write, for who may follow them (someone else's is "not found").
@Controller()
export class JobProgressRpc implements OnModuleDestroy {
  private readonly queues = new Map<string, Queue<FollowedJobData>>();

  constructor(
    @Inject(FileStore) private readonly files: FileStore,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof baseServiceEnv>,
  ) {}

  private queueOf(jobId: unknown): Queue<FollowedJobData> {
    const name = typeof jobId === 'string' ? JOB_ID.exec(jobId)?.[1] : undefined;
    if (!name || !JOB_QUEUES.includes(name)) throw validationError({ jobId: ['validation.regex'] });
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue<FollowedJobData>(name, { connection: redisOptions(this.config.REDIS_URL), prefix: natsNamespace() });
      this.queues.set(name, queue);
    }
    return queue;
  }

  @Rpc('Job_getProgress')
  async progress(@RpcInput() input: { jobId?: unknown }, @RpcCaller() caller: Caller): Promise<JobProgress> {
    const queue = this.queueOf(input.jobId);
    // The state first: a job read before it and completed in between would show as completed
    // without its result (its state and result are stored together, later than the job was read).
    const state = stateOf(await queue.getJobState(input.jobId as string));
    const job = await queue.getJob(input.jobId as string);
    if (!job || !mayFollow(job.data, caller)) throw notFoundError('job');
    const progress = state === 'completed' ? 100 : typeof job.progress === 'number' ? job.progress : 0;
    if (state === 'completed') {
      const value: unknown = job.returnvalue;
      return isFile(value) ? { state, progress, file: value } : { state, progress, result: value };
    }
    if (state === 'failed') {
      const reason = JOB_FAILURE.test(job.failedReason ?? '') ? job.failedReason : 'jobs.failed';
      return { state, progress, failure: translate(caller.locale, reason) };
    }
    return { state, progress };
  }

  @Rpc('Job_getFile')
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
