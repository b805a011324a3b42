import { boardDefaultEnd } from '@school/domain';
import { Button, Select, Space } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { C40401Link } from '../C40401/C40401Link';
import { AfterPaint } from './AfterPaint';
import type { BoardRange } from './useBoardRange';

// ready: the board's data or its failure is shown, or there is no range to read
type Props = { range: BoardRange; dirty: boolean; saving: boolean; onSave: () => void; ready: boolean };

// a picker's place (antd's middle size) while it is not drawn yet
const PICKER_PLACE = <span style={{ display: 'inline-block', width: 146, height: 32 }} />;
// antd's date picker (its rc-picker, ≈ 30 KiB compressed) downloads after the board's first paint
const DateStringPicker = lazy(() => import('../../common/DateStringPicker').then((m) => ({ default: m.DateStringPicker })));

// The board's choices: center group, center, date range, and the save of the pending changes. The
// date pickers come after the board's first data has been painted: their code and first render (antd's
// picker, its first time-zone formatting) would hold back the phone's largest paint (issue 26).
export function BoardToolbar({ range, dirty, saving, onSave, ready }: Props) {
  const { t } = useTranslation();
  const { groups, groupNo, centerChoices, centerNo, start, end, show, chooseGroup } = range;
  // once there they stay: a new range's read does not take them away
  const [placed, setPlaced] = useState(ready);
  if (ready && !placed) setPlaced(true);
  const picker = (node: ReactNode) =>
    placed ? (
      <AfterPaint fallback={PICKER_PLACE}>
        <Suspense fallback={PICKER_PLACE}>{node}</Suspense>
      </AfterPaint>
    ) : (
      PICKER_PLACE
    );
  return (
    <Space wrap>
      <Select
        value={groupNo ?? undefined}
        options={groups.map((c) => ({ value: c.value, label: c.label }))}
        onChange={(value: number | undefined) => void chooseGroup(value ?? null)}
        allowClear
        placeholder={t('board.c40101.allGroups')}
        style={{ minWidth: 160 }}
        aria-label={t('board.c40101.centerGroup')}
        data-testid="c40101-center-group"
      />
      <Select
        value={centerNo || undefined}
        options={centerChoices.map((c) => ({ value: c.value, label: c.label }))}
        onChange={(value: number) => show({ center_no: value, start_date: start ?? '', end_date: end ?? '' })}
        style={{ minWidth: 160 }}
        aria-label={t('board.c40101.center')}
        data-testid="c40101-center"
      />
      {picker(
        <DateStringPicker
          value={start ?? ''}
          testId="c40101-start"
          onChange={(date) => date && show({ center_no: centerNo, start_date: date, end_date: boardDefaultEnd(date) })}
        />,
      )}
      {picker(
        <DateStringPicker
          value={end ?? ''}
          testId="c40101-end"
          onChange={(date) => date && start && show({ center_no: centerNo, start_date: start, end_date: date })}
        />,
      )}
      <Button type="primary" disabled={!dirty} loading={saving} onClick={onSave} data-testid="c40101-save">
        {t('board.c40101.save')}
      </Button>
      <C40401Link centerNo={centerNo} date={start} />
    </Space>
  );
}
