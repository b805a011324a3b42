import {
  isCsvExportJob,
  type ApiInput,
  type ApiName,
  type ApiOutput,
  type CsvExportAnswer,
  type CsvExportState,
  type DownloadableFile,
} from '@school/contracts';
import { Button, Progress, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { AppDialog } from './AppDialog';
import { useApi } from './ServicesContext';

// The <SCREEN>_exportCSV APIs: they answer the file, or a job for a large export.
export type CsvExportApi = {
  [N in ApiName]: [ApiOutput<N>] extends [CsvExportAnswer] ? ([CsvExportAnswer] extends [ApiOutput<N>] ? N : never) : never;
}[ApiName];

type Props = {
  api: CsvExportApi;
  // usually what the list shows: {searchInfo, orderBy}
  input: ApiInput<CsvExportApi>;
  label: string;
  testId?: string;
};

type Job = { jobId: string; state: CsvExportState; progress: number; file?: DownloadableFile };

const POLL_MS = 500;

// CSV export (SPEC §7 download): a small export downloads at once; a large one runs as a job on the
// server while a dialog shows its progress bar, then downloads. Files go through POST /api/download.
export function CsvExportButton({ api: exportApi, input, label, testId }: Props) {
  const { t } = useTranslation();
  const client = useApi();
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<Job | null>(null);

  const save = (file: DownloadableFile) => client.download('CsvExport_getFile', { fileKey: file.fileKey });

  const start = async () => {
    setBusy(true);
    try {
      const answer = await client.call(exportApi, input);
      if (isCsvExportJob(answer)) setJob({ jobId: answer.jobId, state: 'waiting', progress: 0 });
      else save(answer);
    } catch {
      // the API client has shown the error
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!job || job.state === 'completed' || job.state === 'failed') return;
    const timer = setTimeout(() => {
      client
        .call('CsvExport_getProgress', { jobId: job.jobId }, { silent: true, handleErrors: false })
        .then((p) => {
          setJob({ ...job, ...p });
          if (p.state === 'completed' && p.file) save(p.file);
        })
        .catch((e: unknown) => {
          if (!(isApiError(e) && e.aborted)) setJob({ ...job, state: 'failed' });
        });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);

  const title =
    job?.state === 'completed' ? t('csvExport.done') : job?.state === 'failed' ? t('csvExport.failed') : t('csvExport.preparing');
  return (
    <>
      <Button onClick={() => void start()} loading={busy} data-testid={testId}>
        {label}
      </Button>
      <AppDialog
        open={job !== null}
        title={<span data-testid="csv-export-state">{title}</span>}
        onCancel={() => setJob(null)}
        footer={<Button onClick={() => setJob(null)}>{t('common.close')}</Button>}
      >
        <Space direction="vertical" style={{ width: '100%' }} data-testid="csv-export-dialog">
          <Progress
            aria-label={t('csvExport.progress')}
            percent={job?.progress ?? 0}
            status={job?.state === 'failed' ? 'exception' : job?.state === 'completed' ? 'success' : 'active'}
            data-testid="csv-export-progress"
          />
          {job?.file ? (
            <Button type="link" onClick={() => job.file && save(job.file)} data-testid="csv-export-download">
              {t('csvExport.download')}
            </Button>
          ) : null}
        </Space>
      </AppDialog>
    </>
  );
}
