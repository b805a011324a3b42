import type { DistributeDateState } from '@school/contracts';
import { formatDisplayDate } from '@school/domain';
import { isApiError, refusalReason, useApi, useNotices } from '@school/ui';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DistributeActions } from './DistributeActions';
import { useBoardChange } from './useBoardChange';

type Scope = 'auto' | 'all';

const CONFIRM: Record<Scope, string> = { auto: 'MSG_1005', all: 'MSG_1006' };

type Props = {
  centerNo: number;
  date: string;
  // null: the resets may be used; else why not (pending changes, a date outside the editable period)
  blockedBy: string | null;
  // the date's automatic / by-hand counts and last automatic run
  distributeState: DistributeDateState | undefined;
  onChanged: () => void;
};

// The shown date's resets (C40101_resetSchedule, SPEC §7/§8): the automatic assignments only
// (MSG_1005) or every assignment (MSG_1006) of the center's date are released; MSG_1008 when done,
// MSG_1009 with the server's reason when refused. The board is read again either way. Below them the
// date's automatic assignment.
export function DayActions({ centerNo, date, blockedBy, distributeState, onChanged }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { message } = useNotices();
  const { busy, confirmThen } = useBoardChange<Scope>(onChanged);

  // a refusal with a reason (400 '編集可能な期間外です。' …) is MSG_1009; the rest (a session
  // ended, the network) as every call reacts
  const refused = (error: unknown) => {
    if (!isApiError(error)) throw error;
    const reason = refusalReason(error.action);
    if (reason) void message.error(t('MSG_1009', { reason }));
    else api.report(error);
  };
  const reset = (scope: Scope) =>
    confirmThen(t(CONFIRM[scope], { date: formatDisplayDate(date) }), {
      key: scope,
      call: () => api.call('C40101_resetSchedule', { center_no: centerNo, schedule_date: date, scope }, { handleErrors: false }),
      done: 'MSG_1008',
      refused,
    });

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }} data-testid="c40101-day-actions">
        <Typography.Text>{t('board.c40101.dayActions', { date: formatDisplayDate(date) })}</Typography.Text>
        <Button disabled={!!blockedBy} loading={busy === 'auto'} onClick={() => reset('auto')} data-testid="c40101-reset-auto">
          {t('board.c40101.resetAuto')}
        </Button>
        <Button
          danger
          disabled={!!blockedBy}
          loading={busy === 'all'}
          onClick={() => reset('all')}
          data-testid="c40101-reset-all"
        >
          {t('board.c40101.resetAll')}
        </Button>
        {blockedBy ? <Typography.Text type="secondary">{blockedBy}</Typography.Text> : null}
      </Space>
      <DistributeActions centerNo={centerNo} date={date} state={distributeState} blockedBy={blockedBy} onRefresh={onChanged} />
    </>
  );
}
