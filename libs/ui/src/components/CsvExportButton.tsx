import {
  isJobRef,
  type ApiInput,
  type ApiName,
  type ApiOutput,
  type CsvExportAnswer,
  type DownloadableFile,
} from '@school/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgressDialog } from './JobProgressDialog';
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

// CSV export (SPEC §7 download): a small export downloads at once; a large one runs as a job on the
// server while the job dialog shows its progress bar, then downloads. Files go through POST /api/download.
export function CsvExportButton({ api: exportApi, input, label, testId }: Props) {
  const { t } = useTranslation();
  const client = useApi();
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);

  const save = (file: DownloadableFile) => client.download('Job_getFile', { fileKey: file.fileKey });

  const start = async () => {
    setBusy(true);
    try {
      const answer = await client.call(exportApi, input);
      if (isJobRef(answer)) setJobId(answer.jobId);
      else save(answer);
    } catch {
      // the API client has shown the error
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => void start()} loading={busy} data-testid={testId}>
        {label}
      </Button>
      <JobProgressDialog
        jobId={jobId}
        titles={{
          waiting: t('csvExport.preparing'),
          active: t('csvExport.preparing'),
          completed: t('csvExport.done'),
          failed: t('csvExport.failed'),
        }}
        progressLabel={t('csvExport.progress')}
        onEnd={(p) => p.file && save(p.file)}
        onClose={() => setJobId(null)}
        testId="csv-export"
      >
        {(p) =>
          p.file ? (
            <Button type="link" onClick={() => p.file && save(p.file)} data-testid="csv-export-download">
              {t('csvExport.download')}
            </Button>
          ) : null
        }
      </JobProgressDialog>
    </>
  );
}
