import { isTimeString, TIME_PICKER_STEP_MINUTES } from '@school/domain';
import { TimePicker } from 'antd';
import dayjs from 'dayjs';

type Props = { value: string | null; onChange: (value: string | null) => void; step?: number };

// Values travel as 24-hour 'HH:mm'; the picker shows 12-hour time with a 15-minute step (SPEC §9).
export function TimePicker12h({ value, onChange, step = TIME_PICKER_STEP_MINUTES }: Props) {
  return (
    <TimePicker
      use12Hours
      format="h:mm A"
      minuteStep={step as 15}
      value={isTimeString(value) ? dayjs(`2000-01-01 ${value}`, 'YYYY-MM-DD HH:mm') : null}
      onChange={(d) => onChange(d ? d.format('HH:mm') : null)}
    />
  );
}
