import {
  DATE_RANGE_MODES,
  initialDateRangeState,
  setDateRange,
  switchDateRangeMode,
  type DateRangeMode,
  type DateRangeState,
} from '@school/domain';
import { DatePicker, Segmented, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

// label: what the date inputs are called for a screen reader (the picker has no visible label of its own)
type Props = {
  value?: DateRangeState;
  onChange: (state: DateRangeState) => void;
  label?: string;
  // the modes offered (a list whose server needs both ends offers inRange only: no mode switch shows)
  modes?: readonly DateRangeMode[];
};

const ISO = 'YYYY-MM-DD';
const DISPLAY = 'YYYY/MM/DD';
const toDay = (d: string | null): Dayjs | null => (d ? dayjs(d, ISO) : null);
const fromDay = (d: Dayjs | null | undefined): string | null => (d ? d.format(ISO) : null);

// Since, before or in range; switching mode clears the range (SPEC §4, libs/domain date-range).
export function DateRangePicker({ value = initialDateRangeState(), onChange, label, modes = DATE_RANGE_MODES }: Props) {
  const { t } = useTranslation();
  const [since, before] = value.range;
  return (
    <Space wrap>
      {modes.length > 1 ? (
        <Segmented<DateRangeMode>
          value={value.mode}
          options={modes.map((m) => ({ value: m, label: t(`ui.dateRange.${m}`) }))}
          onChange={(mode) => onChange(switchDateRangeMode(value, mode))}
        />
      ) : null}
      {value.mode === 'inRange' ? (
        <DatePicker.RangePicker
          aria-label={label}
          format={DISPLAY}
          value={[toDay(since), toDay(before)]}
          onChange={(days) => onChange(setDateRange(value, fromDay(days?.[0]), fromDay(days?.[1])))}
        />
      ) : (
        <DatePicker
          aria-label={label}
          format={DISPLAY}
          value={toDay(value.mode === 'since' ? since : before)}
          onChange={(day: Dayjs | null) => onChange(setDateRange(value, fromDay(day)))}
        />
      )}
    </Space>
  );
}
