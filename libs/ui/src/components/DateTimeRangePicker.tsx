import { correctDateTimeRange, type DateTimeRange } from '@school/domain';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const STORED = 'YYYY-MM-DD HH:mm:ss';

// The end is corrected so it never precedes the start (SPEC §4).
export function DateTimeRangePicker({
  value,
  onChange,
}: {
  value: DateTimeRange | null;
  onChange: (range: DateTimeRange | null) => void;
}) {
  return (
    <DatePicker.RangePicker
      showTime={{ format: 'HH:mm', minuteStep: 15 }}
      format="YYYY/MM/DD HH:mm"
      order={false}
      value={value ? [dayjs(value.start, STORED), dayjs(value.end, STORED)] : null}
      onChange={(days) =>
        onChange(
          days?.[0] && days[1] ? correctDateTimeRange({ start: days[0].format(STORED), end: days[1].format(STORED) }) : null,
        )
      }
    />
  );
}
