import { ContrastText, RelativeTimeText, useLongPress } from '@school/ui';
import { TermsCheckbox } from '@school/ui/parts';
import {
  DateRangePicker,
  DateTimeRangePicker,
  DurationPicker,
  FilePicker,
  TextListInput,
  TimePicker12h,
  type FileRecord,
} from '@school/ui/screens';
import { DEFAULT_DURATION, initialDateRangeState, type DateTimeRange } from '@school/domain';
import { Button, Card, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// Debug-only gallery of the shared UI kit (/Example, /Example/AllCompsExample).
export function ExamplePage() {
  const { t } = useTranslation();
  const [range, setRange] = useState(initialDateRangeState());
  const [dateTimes, setDateTimes] = useState<DateTimeRange | null>(null);
  const [time, setTime] = useState<string | null>('14:45');
  const [duration, setDuration] = useState(DEFAULT_DURATION);
  const [texts, setTexts] = useState<string[]>(['']);
  const [agreed, setAgreed] = useState(false);
  const [files, setFiles] = useState<FileRecord[]>([]);
  const [pressed, setPressed] = useState(0);
  const longPress = useLongPress(() => setPressed((n) => n + 1));
  return (
    <Card title={t('route.AllCompsExample')}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="DateRangePicker">
          <DateRangePicker value={range} onChange={setRange} />
        </Descriptions.Item>
        <Descriptions.Item label="DateTimeRangePicker">
          <DateTimeRangePicker value={dateTimes} onChange={setDateTimes} />
        </Descriptions.Item>
        <Descriptions.Item label="TimePicker12h">
          <TimePicker12h value={time} onChange={setTime} />
        </Descriptions.Item>
        <Descriptions.Item label="DurationPicker">
          <DurationPicker value={duration} onChange={setDuration} />
        </Descriptions.Item>
        <Descriptions.Item label="TextListInput">
          <TextListInput label="TextListInput" value={texts} onChange={setTexts} />
        </Descriptions.Item>
        <Descriptions.Item label="TermsCheckbox">
          <TermsCheckbox checked={agreed} onChange={setAgreed} showError />
        </Descriptions.Item>
        <Descriptions.Item label="FilePicker">
          <FilePicker value={files} onChange={setFiles} maxCount={3} />
        </Descriptions.Item>
        <Descriptions.Item label="ContrastText">
          <Space>
            <ContrastText background="#1677ff">#1677ff</ContrastText>
            <ContrastText background="#ffe58f">#ffe58f</ContrastText>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="RelativeTimeText">
          <RelativeTimeText at={Date.now() - 3 * 86400000} />
        </Descriptions.Item>
        <Descriptions.Item label="useLongPress">
          <Button {...longPress}>{pressed}</Button>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
