import { type JobProgress } from '@school/contracts';
import { waitFor } from '@school/server-kit/testing';
import { type ApiSession } from './session';

// Follows a job through Job_getProgress as the session until it has completed or failed, and answers
// its last progress (the test asserts which). An answer other than 200 is asked again: a service that
// is restarting answers 503 meanwhile. A timeout names the last answer.
export async function finishedJob(session: ApiSession, jobId: string, what: string, timeoutMs = 60_000): Promise<JobProgress> {
  let last: JobProgress | undefined;
  let answer: unknown;
  await waitFor(
    async () => {
      const res = await session.call('Job_getProgress', { jobId });
      answer = { status: res.status, body: res.body };
      if (res.status === 200) last = res.output;
      return last?.state === 'completed' || last?.state === 'failed';
    },
    what,
    timeoutMs,
  ).catch((e: Error) => {
    throw new Error(`${e.message}; Job_getProgress answered ${JSON.stringify(answer)}`);
  });
  return last!;
}
