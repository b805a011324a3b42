import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

type Props = {
  value: unknown;
  onChange: (value: string | null) => void;
  status?: 'error';
  testId?: string;
  // the id its label points at
  id?: string;
  // days that cannot be picked (e.g. before today)
  disabledDate?: (day: Dayjs) => boolean;
};

const ISO = 'YYYY-MM-DD';
// SPEC §9 display format
const DISPLAY = 'YYYY/MM/DD';

// A civil date field: the form holds 'YYYY-MM-DD' strings (as the API does), the picker a Dayjs.
export function DateStringPicker({ value, onChange, status, testId, id, disabledDate }: Props) {
  const day: Dayjs | null = typeof value === 'string' && value !== '' ? dayjs(value) : null;
  return (
    <span data-testid={testId}>
      <DatePicker
        id={id}
        format={DISPLAY}
        value={day}
        status={status}
        disabledDate={disabledDate}
        onChange={(d) => onChange(d ? d.format(ISO) : null)}
      />
    </span>
  );
}
