import { type JobProgress } from '@school/contracts';
import { waitFor } from '@school/server-kit/testing';
import { type ApiSession } from './session';

// A background job's progress as the session reads it (Job_getProgress), polled until the job has
// completed or failed; its last progress.
export async function jobEnded(session: ApiSession, jobId: string, what: string, timeoutMs = 60_000): Promise<JobProgress> {
  let last: JobProgress | undefined;
  await waitFor(
    async () => {
      const answer = await session.call('Job_getProgress', { jobId });
      expect(answer.status).toBe(200);
      last = answer.output;
      return last.state === 'completed' || last.state === 'failed';
    },
    what,
    timeoutMs,
  );
  return last!;
}
