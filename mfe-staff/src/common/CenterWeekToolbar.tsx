import type { DropdownOption } from '@school/contracts';
import { addDays, formatDisplayDate, tokyoDate } from '@school/domain';
import { Button, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateStringPicker } from './DateStringPicker';

type Props = {
  centers: readonly DropdownOption[];
  centerNo: number;
  // the Monday shown
  start: string;
  // any date names its week; the screen takes the Monday
  onShow: (centerNo: number, date: string) => void;
  // the screen's text keys (center, prevWeek, week, nextWeek, thisWeek) and test id prefix
  texts: string;
  testId: string;
  // the school's today (Asia/Tokyo) when the server gave it
  today?: string;
  children?: ReactNode;
};

// A center's week, Monday to Sunday (SPEC §9): the center, the previous and next week, a date's week
// and this week. M00501 and C40401 show the same choices.
export function CenterWeekToolbar({ centers, centerNo, start, onShow, texts, testId, today, children }: Props) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Select
        value={centerNo || undefined}
        options={centers.map((c) => ({ value: c.value, label: c.label }))}
        onChange={(value: number) => onShow(value, start)}
        style={{ minWidth: 160 }}
        aria-label={t(`${texts}.center`)}
        data-testid={`${testId}-center`}
      />
      <Button onClick={() => onShow(centerNo, addDays(start, -7))} data-testid={`${testId}-prev`}>
        {t(`${texts}.prevWeek`)}
      </Button>
      <Typography.Text strong data-testid={`${testId}-week-label`}>
        {t(`${texts}.week`, { start: formatDisplayDate(start), end: formatDisplayDate(addDays(start, 6)) })}
      </Typography.Text>
      <Button onClick={() => onShow(centerNo, addDays(start, 7))} data-testid={`${testId}-next`}>
        {t(`${texts}.nextWeek`)}
      </Button>
      <DateStringPicker value={start} onChange={(date) => date && onShow(centerNo, date)} testId={`${testId}-week-picker`} />
      <Button onClick={() => onShow(centerNo, today ?? tokyoDate(Date.now()))} data-testid={`${testId}-this-week`}>
        {t(`${texts}.thisWeek`)}
      </Button>
      {children}
    </Space>
  );
}
