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
  // a job that writes a file: downloaded once the job completes, and a link to download it again
  download?: { label: string; testId: string };
  // what the dialog shows under the bar (the job's result)
  children?: (progress: JobProgress) => ReactNode;
  // prefix of the test ids: <testId>-dialog, -state, -progress
  testId: string;
};

const POLL_MS = 500;
const START: JobProgress = { state: 'waiting', progress: 0 };

// The one progress dialog of the jobs a call starts on the server (Job_getProgress, any queue): the
// bar while the job runs, its end once, then its file (downloaded through POST /api/download) or what
// the screen shows of its answer.
export function JobProgressDialog({ jobId, titles, progressLabel, onEnd, onClose, download, children, testId }: Props) {
  const { t } = useTranslation();
  const client = useApi();
  const [job, setJob] = useState<JobProgress>(START);
  const ended = useRef<string | null>(null);
  const save = ({ file }: JobProgress) => file && client.download('Job_getFile', { fileKey: file.fileKey });

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
    if (download) save(job);
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
        {download && job.file ? (
          <Button type="link" onClick={() => save(job)} data-testid={download.testId}>
            {download.label}
          </Button>
        ) : null}
        {children?.(job)}
      </Space>
    </AppDialog>
  );
}
