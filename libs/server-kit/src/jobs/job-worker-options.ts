import { type WorkerOptions } from 'bullmq';
import { jobEnv, loadConfig } from '../config/config';

export type JobWorkerOptions = Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>;

// For @Processor(queue, jobWorkerOptions()): the stalled-job settings of jobEnv. A decorator runs
// when its module is imported, before bootstrapService checks the environment: a malformed value
// falls back to the default here and is then reported by that check, which stops the process.
export const jobWorkerOptions = (source: NodeJS.ProcessEnv = process.env): JobWorkerOptions => {
  let c;
  try {
    c = loadConfig(jobEnv, source);
  } catch {
    c = loadConfig(jobEnv, {});
  }
  return { lockDuration: c.JOB_LOCK_MS, stalledInterval: c.JOB_STALLED_INTERVAL_MS, maxStalledCount: c.JOB_MAX_STALLED_COUNT };
};
