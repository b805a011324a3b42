import type { BoardLesson, DropdownOption } from '@school/contracts';
import { useApi } from '@school/ui';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoardChange } from './useBoardChange';

type Props = { lesson: BoardLesson; centers: readonly DropdownOption[]; onChanged: () => void };

// SPEC §7: an unassigned lesson is transferred to another center when it is not yet, its transfer
// removed when it is; both reload the board, so the board shows this only when it is clean.
export function TransferActions({ lesson, centers, onChanged }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { busy, run } = useBoardChange<'move'>(onChanged);
  const [target, setTarget] = useState<number | null>(null);
  const transferred = (lesson.original_center_no ?? 0) > 0;
  const schedule = { schedule_no: lesson.schedule_no, lock_version: lesson.lock_version };

  const move = () => {
    if (!transferred && !target) return;
    void run({
      key: 'move',
      call: () =>
        transferred
          ? api.call('C40101_removeTransfer', { schedule })
          : api.call('C40101_setTransfer', { schedule, target_center_no: target ?? 0 }),
      done: transferred ? 'board.c40101.transferRemoved' : 'board.c40101.transferDone',
      seconds: 2,
    });
  };

  return (
    <Space wrap data-testid="c40101-transfer">
      {transferred ? null : (
        <Select
          value={target ?? undefined}
          options={centers.filter((c) => c.value !== lesson.center_no).map((c) => ({ value: c.value, label: c.label }))}
          onChange={(value: number) => setTarget(value)}
          style={{ minWidth: 160 }}
          aria-label={t('board.c40101.transferTarget')}
          placeholder={t('board.c40101.transferTarget')}
          data-testid="c40101-transfer-center"
        />
      )}
      <Button disabled={!transferred && !target} loading={busy !== null} onClick={move} data-testid="c40101-transfer-button">
        {t(transferred ? 'board.c40101.removeTransfer' : 'board.c40101.transfer')}
      </Button>
    </Space>
  );
}
