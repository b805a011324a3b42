import type { DistributeDateState, DistributeResult, JobProgress } from '@school/contracts';
import { useApi, useNotices } from '@school/ui';
import { Button, Checkbox, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordDialog } from './PasswordDialog';

// the job's dialog, with the screens' kit it comes from, downloads only when a run starts: the board
// shows its first day with the core kit (issue 26)
const JobProgressDialog = lazy(() => import('@school/ui/screens').then((m) => ({ default: m.JobProgressDialog })));

type Props = {
  centerNo: number;
  date: string;
  // the date's counts and last automatic run, as the board read them
  state: DistributeDateState | undefined;
  blockedBy: string | null;
  onRefresh: () => void;
};

// The shown date's automatic assignment (C40101_distribute, SPEC §4): a job on the server whose
// progress the job dialog shows; it ends with MSG_1007 (press refresh) or MSG_1009 with the reason.
// Warned assignments only when asked for, after the password is re-entered (as a board save).
export function DistributeActions({ centerNo, date, state, blockedBy, onRefresh }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { message } = useNotices();
  const [acceptWarnings, setAcceptWarnings] = useState(false);
  const [askPassword, setAskPassword] = useState(false);
  const [starting, setStarting] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    try {
      const job = await api.call('C40101_distribute', {
        center_no: centerNo,
        start_date: date,
        end_date: date,
        ...(acceptWarnings ? { accept_warnings: true } : {}),
      });
      setJobId(job.jobId);
    } catch {
      // the API client has shown the refusal
    } finally {
      setStarting(false);
    }
  };
  const ended = (p: JobProgress) => {
    if (p.state === 'completed') void message.success(t('MSG_1007'));
    else void message.error(t('MSG_1009', { reason: p.failure ?? t('jobs.failed') }));
  };
  const lastRun = state?.last_run;

  return (
    <Space direction="vertical" size={4} style={{ marginBottom: 12, width: '100%' }} data-testid="c40101-distribute">
      <Space wrap>
        <Button
          type="primary"
          ghost
          disabled={!!blockedBy}
          loading={starting}
          onClick={() => (acceptWarnings ? setAskPassword(true) : void start())}
          data-testid="c40101-distribute-start"
        >
          {t('board.c40101.distribute')}
        </Button>
        <Checkbox
          checked={acceptWarnings}
          onChange={(e) => setAcceptWarnings(e.target.checked)}
          data-testid="c40101-accept-warnings"
        >
          {t('board.c40101.distributeAcceptWarnings')}
        </Checkbox>
        <Button disabled={!!blockedBy} onClick={onRefresh} data-testid="c40101-refresh">
          {t('board.c40101.refresh')}
        </Button>
      </Space>
      {state ? (
        <Typography.Text type="secondary" data-testid="c40101-distribute-state">
          {t('board.c40101.distributeCounts', {
            auto: state.auto_count,
            manual: state.manual_count,
            unassigned: state.unassigned_count,
          })}
          {' ・ '}
          {lastRun
            ? t('board.c40101.distributeLastRun', {
                at: lastRun.at.slice(0, 16).replace('T', ' '),
                placed: lastRun.placed,
                unplaced: lastRun.unplaced.length,
              })
            : t('board.c40101.distributeNeverRun')}
        </Typography.Text>
      ) : null}
      <PasswordDialog
        open={askPassword}
        onCancel={() => setAskPassword(false)}
        onConfirmed={() => {
          setAskPassword(false);
          void start();
        }}
      />
      {jobId ? (
        <Suspense fallback={null}>
          <JobProgressDialog jobId={jobId} onEnd={ended} onClose={() => setJobId(null)} testId="c40101-distribute">
            {(p) => (p.state === 'completed' ? <DistributeSummary result={p.result as DistributeResult} /> : null)}
          </JobProgressDialog>
        </Suspense>
      ) : null}
    </Space>
  );
}

function DistributeSummary({ result }: { result: DistributeResult }) {
  const { t } = useTranslation();
  return (
    <div data-testid="c40101-distribute-summary">
      <Typography.Paragraph>{t('MSG_1007')}</Typography.Paragraph>
      {result.dates.map((d) => (
        <Typography.Paragraph key={d.date}>
          {t('board.c40101.distributeSummary', { placed: d.placed, warned: d.warned.length, unplaced: d.unplaced.length })}
        </Typography.Paragraph>
      ))}
    </div>
  );
}
