import { DEFAULT_DURATION, DURATION_UNITS, normalizeDuration, type Duration } from '@school/domain';
import { InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

// A number and a unit (day, month, year); 30 days by default (SPEC §9).
export function DurationPicker({
  value = DEFAULT_DURATION,
  onChange,
}: {
  value?: Duration;
  onChange: (value: Duration) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <InputNumber
        min={0}
        precision={0}
        value={value.value}
        onChange={(v) => onChange(normalizeDuration({ value: v, unit: value.unit }))}
      />
      <Select
        value={value.unit}
        style={{ width: 100 }}
        options={DURATION_UNITS.map((u) => ({ value: u, label: t(`ui.duration.${u}`) }))}
        onChange={(unit) => onChange(normalizeDuration({ value: value.value, unit }))}
      />
    </Space.Compact>
  );
}
