import type { DownloadableFile } from '../wire';
import { api, SIGNED_IN } from './define';

// A job a call started on the server (a large CSV export, an automatic assignment, a schedule PDF):
// its id names its queue (`<queue>.<uuid>`), so one API follows the job of any queue (JOB_QUEUES).
export type JobRef = { jobId: string };
export const isJobRef = (v: unknown): v is JobRef =>
  typeof v === 'object' && v !== null && typeof (v as JobRef).jobId === 'string';

export type JobState = 'waiting' | 'active' | 'completed' | 'failed';
// progress 0–100. Once completed: file for a job that writes one, result for one that answers data
// (C40101_distribute's DistributeResult). failure: why a failed job failed, in the caller's language.
export type JobProgress = {
  state: JobState;
  progress: number;
  file?: DownloadableFile;
  result?: unknown;
  failure?: string;
};

// Any job and any file a job wrote, for who may see them: the user who started the job, or, for a
// job on a center's data (C40101_distribute), the staff of that center who hold the same screen.
// Job_getFile is what POST /api/download runs to hand the written file to the browser.
export const JOB_APIS = {
  Job_getProgress: api<JobRef, JobProgress>()('masters', SIGNED_IN),
  Job_getFile: api<{ fileKey: string }, DownloadableFile>()('masters', SIGNED_IN),
} as const;
