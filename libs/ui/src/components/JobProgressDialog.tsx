import { type JobProgress, type JobState } from '@school/contracts';
import { Button, Progress, Space } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { AppDialog } from './AppDialog';
import { useApi } from './ServicesContext';

type Props = {
  // the job to follow; null: the dialog is closed
  jobId: string | null;
  // the title for each state (e.g. 'CSVファイルを作成しています'); the general texts otherwise
  titles?: Partial<Record<JobState, string>>;
  progressLabel?: string;
  // once, when the job has completed or failed
  onEnd?: (progress: JobProgress) => void;
  onClose: () => void;
  // what the dialog shows under the bar (a download link, the job's result)
  children?: (progress: JobProgress) => ReactNode;
  // prefix of the test ids: <testId>-dialog, -state, -progress
  testId: string;
};

const POLL_MS = 500;
const START: JobProgress = { state: 'waiting', progress: 0 };

// The one progress dialog of the jobs a call starts on the server (Job_getProgress, any queue): the
// bar while the job runs, its end once, then what the screen shows of its answer.
export function JobProgressDialog({ jobId, titles, progressLabel, onEnd, onClose, children, testId }: Props) {
  const { t } = useTranslation();
  const client = useApi();
  const [job, setJob] = useState<JobProgress>(START);
  const ended = useRef<string | null>(null);

  useEffect(() => setJob(START), [jobId]);

  useEffect(() => {
    if (!jobId || job.state === 'completed' || job.state === 'failed') return;
    const timer = setTimeout(() => {
      client
        .call('Job_getProgress', { jobId }, { silent: true, handleErrors: false })
        .then(setJob)
        .catch((e: unknown) => {
          if (!(isApiError(e) && e.aborted)) setJob({ state: 'failed', progress: job.progress });
        });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [jobId, job]);

  useEffect(() => {
    if (!jobId || ended.current === jobId || (job.state !== 'completed' && job.state !== 'failed')) return;
    ended.current = jobId;
    onEnd?.(job);
  }, [jobId, job]);

  const title =
    job.state === 'completed'
      ? (titles?.completed ?? t('jobs.done'))
      : job.state === 'failed'
        ? (titles?.failed ?? t('jobs.failed'))
        : (titles?.[job.state] ?? t('jobs.running'));
  return (
    <AppDialog
      open={jobId !== null}
      title={<span data-testid={`${testId}-state`}>{title}</span>}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <Space direction="vertical" style={{ width: '100%' }} data-testid={`${testId}-dialog`}>
        <Progress
          aria-label={progressLabel ?? t('jobs.progress')}
          percent={job.progress}
          status={job.state === 'failed' ? 'exception' : job.state === 'completed' ? 'success' : 'active'}
          data-testid={`${testId}-progress`}
        />
        {children?.(job)}
      </Space>
    </AppDialog>
  );
}
