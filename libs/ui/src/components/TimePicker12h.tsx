import { isTimeString, TIME_PICKER_STEP_MINUTES } from '@school/domain';
import { TimePicker } from 'antd';
import dayjs from 'dayjs';

type Props = {
  value: unknown;
  onChange: (value: string | null) => void;
  step?: number;
  status?: 'error';
  testId?: string;
  // the id its label points at
  id?: string;
};

// Values travel as 24-hour 'HH:mm'; the picker shows 12-hour time with a 15-minute step (SPEC §9).
// Typed text is read in the 12-hour format or as 24-hour time: the picker parses without the
// display locale, so in Japanese '4:30 午後' would not read back, '16:30' does.
const FORMATS = ['h:mm A', 'H:mm'];
export function TimePicker12h({ value, onChange, step = TIME_PICKER_STEP_MINUTES, status, testId, id }: Props) {
  return (
    <span data-testid={testId}>
      <TimePicker
        id={id}
        use12Hours
        format={FORMATS}
        minuteStep={step as 15}
        status={status}
        value={isTimeString(value) ? dayjs(`2000-01-01 ${value}`, 'YYYY-MM-DD HH:mm') : null}
        onChange={(d) => onChange(d ? d.format('HH:mm') : null)}
      />
    </span>
  );
}
